import type { Filter } from './document-source'
import { field, h } from './dom'

/** The operators the grid offers, each a label and how it becomes the API's filter language. */
const OPERATORS: [string, string][] = [
  ['$eq', 'equals'],
  ['$ne', 'does not equal'],
  ['$gt', 'greater than'],
  ['$gte', 'at least'],
  ['$lt', 'less than'],
  ['$lte', 'at most'],
  ['$regex', 'contains'],
  ['$in', 'is one of (comma-separated)'],
  ['$exists', 'exists (true or false)'],
]

/** Reads typed text as JSON when it is JSON (42, true, null, "42"), else as text. */
export function parseTyped(text: string): unknown {
  const trimmed = text.trim()
  try {
    return JSON.parse(trimmed)
  } catch {
    return text
  }
}

export function toFilter(fieldName: string, operator: string, text: string): Filter {
  if (!fieldName) return null
  if (operator === '$regex') return { [fieldName]: { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } }
  if (operator === '$in') return { [fieldName]: { $in: text.split(',').map((part) => parseTyped(part.trim())) } }
  if (operator === '$exists') return { [fieldName]: { $exists: text.trim() !== 'false' } }
  const value = parseTyped(text)
  return operator === '$eq' ? { [fieldName]: value } : { [fieldName]: { [operator]: value } }
}

/** A filter form: field, operator, value; `onApply` gets the API filter (null to clear). */
export function filterBuilder(
  columns: string[],
  current: { field: string; operator: string; text: string } | null,
  onApply: (state: { field: string; operator: string; text: string } | null) => void,
): HTMLFormElement {
  const fieldSelect = h('select', { name: 'field' }, ...columns.map((c) => h('option', { value: c, selected: current?.field === c }, c)))
  const operatorSelect = h(
    'select',
    { name: 'operator' },
    ...OPERATORS.map(([op, label]) => h('option', { value: op, selected: current?.operator === op }, label)),
  )
  const valueInput = h('input', {
    type: 'text',
    name: 'value',
    value: current?.text ?? '',
    maxlength: 1000,
    'aria-describedby': 'filter-hint',
  })
  const form = h(
    'form',
    { class: 'filter inline', role: 'search', 'aria-label': 'Filter documents' },
    field('Field', fieldSelect),
    field('Condition', operatorSelect),
    field('Value', valueInput),
    h('button', { type: 'submit' }, 'Apply filter'),
    current ? h('button', { type: 'button', onclick: () => onApply(null) }, 'Clear filter') : null,
    h(
      'small',
      { id: 'filter-hint', class: 'hint wide' },
      'Numbers, true, false and null are read as such; put text in quotes to keep it text ("42").',
    ),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    onApply({ field: fieldSelect.value, operator: operatorSelect.value, text: valueInput.value })
  })
  return form
}
