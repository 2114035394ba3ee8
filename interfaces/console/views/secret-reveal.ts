import { h, mount } from '../dom'
import { notice } from './states'

/**
 * A secret shown this once: a read-only field with a Copy button (without a clipboard, the text
 * is selected for Ctrl+C), under a heading that says it is not shown again.
 */
export function secretReveal(options: {
  heading: string
  label: string
  value: string
  copyLabel: string
  /** The region's name, when it differs from the heading; `level`: the heading's (h3 by default). */
  region?: string
  level?: 'h2' | 'h3'
  note?: string
}): HTMLElement {
  const said = h('div', { 'aria-live': 'polite' })
  const input = h('input', {
    type: 'text',
    readonly: true,
    value: options.value,
    'aria-label': options.label,
    class: 'secret',
    spellcheck: 'false',
    autocomplete: 'off',
  })
  const selectForCopy = () => {
    input.focus()
    input.select()
    mount(said, notice('Copying is not available in this browser: the text is selected, press Ctrl+C (Cmd+C on a Mac).', 'error'))
  }
  const copy = async () => {
    if (!navigator.clipboard?.writeText) return selectForCopy()
    try {
      await navigator.clipboard.writeText(options.value)
      mount(said, notice('Copied to the clipboard.'))
    } catch {
      selectForCopy()
    }
  }
  return h(
    'section',
    { class: 'key-reveal', 'aria-label': options.region ?? options.heading },
    h(options.level ?? 'h3', null, options.heading),
    h('p', null, h('strong', null, options.note ?? 'Shown only this once: copy it now.')),
    input,
    h('button', { type: 'button', onclick: () => void copy() }, options.copyLabel),
    said,
  )
}
