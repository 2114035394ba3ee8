import { field, h } from '../dom'
import { type GridState, PAGE_SIZES } from '../grid-state'

const READABLE_KEY = /^(ref|reference|name|title|code|key|number|sku|slug)$|(ref|name|number|code)$/i

/** The column a person reads a row by: the state's, else a declared variable named like a key, else `_id`. */
export function keyColumn(state: GridState, variables: string[]): string {
  if (state.key && (state.key === '_id' || variables.includes(state.key))) return state.key
  return variables.find((v) => READABLE_KEY.test(v)) ?? '_id'
}

/** Rows per page, the key column and which columns show: each change is written into the state by `onChange`. */
export function gridControls(current: () => GridState, columns: string[], key: string, onChange: (next: GridState) => void): HTMLElement {
  const state = current()
  const size = h('select', null, ...PAGE_SIZES.map((n) => h('option', { value: n, selected: n === state.pageSize }, String(n))))
  size.addEventListener('change', () => onChange({ ...current(), pageSize: Number(size.value) }))
  const keySelect = h('select', null, ...columns.map((c) => h('option', { value: c, selected: c === key }, c)))
  keySelect.addEventListener('change', () =>
    onChange({ ...current(), key: keySelect.value, hidden: current().hidden.filter((c) => c !== keySelect.value) }),
  )
  const boxes = columns
    .filter((c) => c !== key)
    .map((c) => {
      const box = h('input', { type: 'checkbox', checked: !state.hidden.includes(c) })
      box.addEventListener('change', () =>
        onChange({ ...current(), hidden: box.checked ? current().hidden.filter((x) => x !== c) : [...current().hidden, c] }),
      )
      return h('label', { class: 'check' }, box, ` ${c}`)
    })
  return h(
    'div',
    { class: 'grid-controls' },
    field('Rows per page', size),
    h(
      'details',
      { class: 'column-chooser' },
      h('summary', null, 'Columns'),
      field('Key column (pinned first)', keySelect),
      h('fieldset', null, h('legend', null, 'Show columns'), ...boxes),
    ),
  )
}
