import { secretReveal } from '../views/secret-reveal'
import type { CreatedKey } from './team-types'

/** A new key, shown this once in a read-only field with a Copy button (or, without a clipboard, selected for Ctrl+C). */
export function keyReveal(created: CreatedKey): HTMLElement {
  return secretReveal({
    heading: `Key for ${created.name}`,
    level: 'h2',
    region: 'New API key',
    label: `API key ${created.name}`,
    value: created.key,
    copyLabel: 'Copy key',
    note: 'Shown only this once: copy it now and keep it in the system’s secret store.',
  })
}
