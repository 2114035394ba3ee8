import { h, mount } from '../dom'
import { notice } from '../views/states'
import type { CreatedKey } from './team-types'

/** A new key, shown this once in a read-only field with a Copy button (or, without a clipboard, selected for Ctrl+C). */
export function keyReveal(created: CreatedKey): HTMLElement {
  const said = h('div', { 'aria-live': 'polite' })
  const input = h('input', {
    type: 'text',
    readonly: true,
    value: created.key,
    'aria-label': `API key ${created.name}`,
    class: 'secret',
    spellcheck: 'false',
  })
  const selectForCopy = () => {
    input.focus()
    input.select()
    mount(said, notice('Copying is not available in this browser: the key is selected, press Ctrl+C (Cmd+C on a Mac).', 'error'))
  }
  const copy = async () => {
    if (!navigator.clipboard?.writeText) return selectForCopy()
    try {
      await navigator.clipboard.writeText(created.key)
      mount(said, notice('Copied to the clipboard.'))
    } catch {
      selectForCopy()
    }
  }
  return h(
    'section',
    { class: 'key-reveal', 'aria-label': 'New API key' },
    h('h2', null, `Key for ${created.name}`),
    h('p', null, h('strong', null, 'Shown only this once: copy it now and keep it in the system’s secret store.')),
    input,
    h('button', { type: 'button', onclick: () => void copy() }, 'Copy key'),
    said,
  )
}
