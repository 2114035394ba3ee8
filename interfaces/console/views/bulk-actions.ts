import type { ApiClient } from '../api-client'
import { field, h, mount } from '../dom'
import { parseTyped } from '../filter-builder'
import { type Conflicts, conflictsOf, isStaleRefusal } from './bulk-conflicts'
import { failure, notice } from './states'

export interface BulkOptions {
  api: ApiClient
  base: string
  columns: string[]
  selected: () => string[]
  /** The version of a document as the grid showed it (sent as ifVersion). */
  versionOf: (id: string) => number | undefined
  /** The selected documents' versions now, to name every stale row after a refusal. */
  currentVersions: (ids: readonly string[]) => Promise<Record<string, number>>
  /** Marks rows that refused (empty: none); `reload` reads the page again. */
  marked: (conflicts: Conflicts) => void
  reload: () => void
  done: (message: string) => void
}

/**
 * Edit one field of, or delete, the selected documents in one POST .../batch, each operation with
 * the version the grid showed as `ifVersion`: all or nothing, so when any selected document was
 * changed or deleted meanwhile nothing is written, and the grid marks every such row.
 */
export function bulkActions(o: BulkOptions): { element: HTMLElement; refresh: () => void } {
  const count = h('strong', null)
  const fieldSelect = h('select', null, ...o.columns.filter((c) => c !== '_id').map((c) => h('option', { value: c }, c)))
  const value = h('input', { type: 'text', maxlength: 1000 })
  const outcome = h('div', { 'aria-live': 'polite' })
  const confirmArea = h('span')
  const withVersion = (id: string) => {
    const version = o.versionOf(id)
    return version === undefined ? { id } : { id, ifVersion: version }
  }

  async function send(ids: string[], operation: (id: string) => Record<string, unknown>, what: string) {
    mount(outcome, `${what}…`)
    try {
      await o.api.post(`${o.base}/batch`, { operations: ids.map((id) => ({ ...operation(id), ...withVersion(id) })) })
      mount(outcome)
      o.marked(new Map())
      o.done(`${what}: done for ${ids.length} ${ids.length === 1 ? 'document' : 'documents'}.`)
    } catch (error) {
      if (!isStaleRefusal(error)) return mount(outcome, failure(error))
      const current = await o.currentVersions(ids).catch(() => ({}) as Record<string, number>)
      const conflicts = conflictsOf(error, ids, o.versionOf, current)
      o.marked(conflicts)
      const n = conflicts.size
      mount(
        outcome,
        notice(
          `Nothing was saved: ${n} of the ${ids.length} selected ${ids.length === 1 ? 'document' : 'documents'} ${n === 1 ? 'was' : 'were'} changed or deleted by someone else since you loaded the page (marked in the grid). Reload to see the current values, then try again.`,
          'error',
        ),
        h(
          'button',
          {
            type: 'button',
            onclick: () => {
              mount(outcome)
              o.reload()
            },
          },
          'Reload documents',
        ),
      )
    }
  }
  const setButton = h('button', { type: 'button' }, 'Set field on selected')
  setButton.addEventListener('click', () => {
    const ids = o.selected()
    if (ids.length === 0) return mount(outcome, 'Select documents first.')
    const set = { [fieldSelect.value]: parseTyped(value.value) }
    void send(ids, () => ({ op: 'update', set }), `Set ${fieldSelect.value}`)
  })
  const deleteButton = h('button', { type: 'button', class: 'danger' }, 'Delete selected')
  deleteButton.addEventListener('click', () => {
    const ids = o.selected()
    if (ids.length === 0) return mount(outcome, 'Select documents first.')
    const confirm = h('button', { type: 'button', class: 'danger' }, `Yes, delete ${ids.length}`)
    confirm.addEventListener('click', () => {
      mount(confirmArea)
      void send(ids, () => ({ op: 'delete' }), 'Delete')
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
    const n = o.selected().length
    mount(count, `${n} selected`)
    bar.hidden = n === 0
  }
  refresh()
  return { element: bar, refresh }
}
