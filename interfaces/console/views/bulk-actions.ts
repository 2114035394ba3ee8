import type { ApiClient } from '../api-client'
import { field, h, mount } from '../dom'
import { parseTyped } from '../filter-builder'
import { failure } from './states'

/**
 * Edit one field of, or delete, the selected documents in one POST .../batch: all or nothing, so a
 * failing document (gone, invalid) leaves every selected document as it was.
 */
export function bulkActions(
  api: ApiClient,
  base: string,
  columns: string[],
  selected: () => string[],
  done: (message: string) => void,
): { element: HTMLElement; refresh: () => void } {
  const count = h('strong', null)
  const fieldSelect = h('select', null, ...columns.filter((c) => c !== '_id').map((c) => h('option', { value: c }, c)))
  const value = h('input', { type: 'text', maxlength: 1000 })
  const outcome = h('div', { 'aria-live': 'polite' })
  const confirmArea = h('span')

  async function send(operations: unknown[], what: string) {
    mount(outcome, `${what}…`)
    try {
      await api.post(`${base}/batch`, { operations })
      mount(outcome)
      done(`${what}: done for ${operations.length} ${operations.length === 1 ? 'document' : 'documents'}.`)
    } catch (error) {
      mount(outcome, failure(error))
    }
  }
  const setButton = h('button', { type: 'button' }, 'Set field on selected')
  setButton.addEventListener('click', () => {
    const ids = selected()
    if (ids.length === 0) return mount(outcome, 'Select documents first.')
    const set = { [fieldSelect.value]: parseTyped(value.value) }
    void send(
      ids.map((id) => ({ op: 'update', id, set })),
      `Set ${fieldSelect.value}`,
    )
  })
  const deleteButton = h('button', { type: 'button', class: 'danger' }, 'Delete selected')
  deleteButton.addEventListener('click', () => {
    const ids = selected()
    if (ids.length === 0) return mount(outcome, 'Select documents first.')
    const confirm = h('button', { type: 'button', class: 'danger' }, `Yes, delete ${ids.length}`)
    confirm.addEventListener('click', () => {
      mount(confirmArea)
      void send(
        ids.map((id) => ({ op: 'delete', id })),
        'Delete',
      )
    })
    const cancel = h('button', { type: 'button', class: 'quiet', onclick: () => mount(confirmArea) }, 'Cancel')
    mount(confirmArea, ` Delete ${ids.length} selected documents? `, confirm, cancel)
    confirm.focus()
  })
  const bar = h(
    'div',
    { class: 'bulk-bar', role: 'group', 'aria-label': 'Selected documents' },
    count,
    field('Field to set', fieldSelect),
    field('Set it to', value, 'JSON is read as such (42, true, null); other text stays text.'),
    setButton,
    deleteButton,
    confirmArea,
    outcome,
  )
  const refresh = () => {
    const n = selected().length
    mount(count, `${n} selected`)
    bar.hidden = n === 0
  }
  refresh()
  return { element: bar, refresh }
}
