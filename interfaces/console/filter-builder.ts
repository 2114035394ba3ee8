import type { Filter } from './document-source'
import { field, h } from './dom'

/** One condition of the grid's filter, as typed: a field, an operator and the value's text. */
export interface Condition {
  field: string
  operator: string
  text: string
}

/** The operators the grid offers, each a label and how it becomes the API's filter language. */
const OPERATORS: [string, string][] = [
  ['$eq', 'equals'],
  ['$ne', 'does not equal'],
  ['$gt', 'greater than'],
  ['$gte', 'at least'],
  ['$lt', 'less than'],
  ['$lte', 'at most'],
  ['contains', 'contains (any case)'],
  ['$regex', 'contains (exact case)'],
  ['$in', 'is one of (comma-separated)'],
  ['$exists', 'exists (true or false)'],
]
export const OPERATOR_NAMES = new Set(OPERATORS.map(([op]) => op))

/** Reads typed text as JSON when it is JSON (42, true, null, "42"), else as text. */
export function parseTyped(text: string): unknown {
  const trimmed = text.trim()
  try {
    return JSON.parse(trimmed)
  } catch {
    return text
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function toFilter(fieldName: string, operator: string, text: string): Filter {
  if (!fieldName) return null
  if (operator === 'contains') return { [fieldName]: { $regex: escapeRegex(text), $options: 'i' } }
  if (operator === '$regex') return { [fieldName]: { $regex: escapeRegex(text) } }
  if (operator === '$in') return { [fieldName]: { $in: text.split(',').map((part) => parseTyped(part.trim())) } }
  if (operator === '$exists') return { [fieldName]: { $exists: text.trim() !== 'false' } }
  const value = parseTyped(text)
  return operator === '$eq' ? { [fieldName]: value } : { [fieldName]: { [operator]: value } }
}

/** Every condition must hold: one condition is itself, several are `$and`. */
export function filterOf(conditions: Condition[]): Filter {
  const parts = conditions.map((c) => toFilter(c.field, c.operator, c.text)).filter((f): f is NonNullable<Filter> => f !== null)
  if (parts.length === 0) return null
  return parts.length === 1 ? parts[0]! : { $and: parts }
}

/** A filter form of one or more conditions (all must hold); `onApply` gets the conditions ([] clears). */
export function filterBuilder(columns: string[], current: Condition[], onApply: (conditions: Condition[]) => void): HTMLFormElement {
  const list = h('div', { class: 'conditions' })
  const rows: { fieldSelect: HTMLSelectElement; operatorSelect: HTMLSelectElement; valueInput: HTMLInputElement; row: HTMLElement }[] = []

  function addRow(condition?: Condition) {
    const n = rows.length + 1
    const suffix = n === 1 ? '' : ` ${n}`
    const fieldSelect = h(
      'select',
      { name: 'field' },
      ...columns.map((c) => h('option', { value: c, selected: condition?.field === c }, c)),
    )
    const operatorSelect = h(
      'select',
      { name: 'operator' },
      ...OPERATORS.map(([op, label]) => h('option', { value: op, selected: condition?.operator === op }, label)),
    )
    const valueInput = h('input', {
      type: 'text',
      name: 'value',
      value: condition?.text ?? '',
      maxlength: 1000,
      'aria-describedby': 'filter-hint',
    })
    const entry = { fieldSelect, operatorSelect, valueInput, row: h('div', { class: 'condition' }) }
    entry.row.append(field(`Field${suffix}`, fieldSelect), field(`Condition${suffix}`, operatorSelect), field(`Value${suffix}`, valueInput))
    if (n > 1)
      entry.row.append(
        h('button', { type: 'button', class: 'secondary', onclick: () => apply(rows.filter((r) => r !== entry)) }, `Remove condition ${n}`),
      )
    rows.push(entry)
    list.append(entry.row)
    return entry
  }
  const apply = (kept: typeof rows) =>
    onApply(kept.map((r) => ({ field: r.fieldSelect.value, operator: r.operatorSelect.value, text: r.valueInput.value })))

  for (const condition of current.length > 0 ? current : [undefined]) addRow(condition)
  const form = h(
    'form',
    { class: 'filter inline', role: 'search', 'aria-label': 'Filter documents' },
    list,
    h('button', { type: 'button', class: 'secondary', onclick: () => addRow().fieldSelect.focus() }, 'Add condition'),
    h('button', { type: 'submit' }, 'Apply filter'),
    current.length > 0 ? h('button', { type: 'button', onclick: () => onApply([]) }, 'Clear filter') : null,
    h(
      'small',
      { id: 'filter-hint', class: 'hint wide' },
      'All conditions must hold. Numbers, true, false and null are read as such; put text in quotes to keep it text ("42").',
    ),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    apply(rows)
  })
  return form
}
