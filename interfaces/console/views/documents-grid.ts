import type { Database, DataDocument } from '../api-types'
import { type DocumentPage, DocumentSource, type PagePosition, type SortOrder } from '../document-source'
import { h, mount } from '../dom'
import { filterBuilder, filterOf } from '../filter-builder'
import { type GridState, readGridState, writeGridState } from '../grid-state'
import { beginIn } from '../latest-only'
import { hashOf, type ViewContext } from '../view-context'
import { bulkActions } from './bulk-actions'
import type { Conflicts } from './bulk-conflicts'
import { exportButtons } from './export-buttons'
import { gridControls, keyColumn } from './grid-controls'
import { gridPager } from './grid-pager'
import { gridTable } from './grid-table'
import { showMatchCount } from './match-count'
import { newDocumentForm } from './new-document-form'
import { empty, failure, loading } from './states'

/**
 * The documents grid: a readable key column pinned first, columns to choose, filters of several
 * conditions, the count of matches, page size, cursor paging and sort by column. Filter, page size
 * and columns live in the address, so a view can be shared.
 */
export function documentsGrid(body: HTMLElement, ctx: ViewContext, where: { source: string; base: string; db: Database }): void {
  let state: GridState = readGridState(location.hash)
  let source = new DocumentSource(ctx.api, where.base, where.db.name, state.pageSize)
  const columns = ['_id', ...(where.db.variables ?? [])]
  let sort: SortOrder = { field: '_id', direction: -1 }
  let positions: (PagePosition | null)[] = [null]
  let lastPage: DocumentPage | null = null
  const filterArea = h('div')
  const controlsArea = h('div')
  const countLine = h('p', { class: 'match-count', 'aria-live': 'polite' })
  const results = h('div', { class: 'results documents-grid' })
  const filter = () => filterOf(state.conditions)
  const selected = new Set<string>()
  const encrypted: ReadonlySet<string> = new Set(where.db.sensitiveVariables ?? [])
  // Versions of the documents as shown (kept across pages, so a selection spanning pages has them).
  const versions = new Map<string, number>()
  let conflicts: Conflicts = new Map()
  const bulk = bulkActions({
    api: ctx.api,
    base: where.base,
    columns,
    selected: () => [...selected],
    versionOf: (id) => versions.get(id),
    currentVersions: async (ids) => (await source.versionsOf(ids)).versions,
    marked: (next) => {
      conflicts = next
      redraw()
    },
    reload: () => {
      // A selected document that is gone cannot be edited again: it leaves the selection.
      for (const [id, conflict] of conflicts) if (conflict.gone) selected.delete(id)
      bulk.refresh()
      void load()
      void count()
    },
    done: (message) => {
      selected.clear()
      bulk.refresh()
      mount(bulkNote, message)
      void load()
      void count()
    },
  })
  const bulkNote = h('p', { role: 'status', class: 'bulk-note' })
  const key = () => keyColumn(state, where.db.variables ?? [])

  function change(next: GridState, reload: boolean) {
    const sizeChanged = next.pageSize !== state.pageSize
    const keyChanged = next.key !== state.key
    state = next
    writeGridState(state)
    if (sizeChanged) source = new DocumentSource(ctx.api, where.base, where.db.name, state.pageSize)
    // Redrawn only when its choices change, so a checkbox being used is not replaced under the pointer.
    if (keyChanged) drawControls()
    if (reload || sizeChanged) {
      positions = [null]
      void load()
    } else redraw()
  }

  function redraw() {
    if (lastPage) mount(results, table(lastPage.docs), pager(lastPage))
  }

  function drawFilter() {
    mount(
      filterArea,
      filterBuilder(columns, state.conditions, (conditions) => {
        change({ ...state, conditions }, true)
        drawFilter()
        void count()
      }),
    )
  }

  function drawControls() {
    mount(
      controlsArea,
      gridControls(
        () => state,
        columns,
        key(),
        (next) => change(next, false),
      ),
    )
  }

  const count = () => showMatchCount(ctx.api, where.db.name, filter(), countLine)

  async function load() {
    const stillLatest = beginIn(results)
    mount(results, loading('documents'))
    let page: DocumentPage
    try {
      page = await source.page(filter(), sort, positions.at(-1)!)
    } catch (error) {
      if (!stillLatest()) return
      return mount(
        results,
        failure(error, () => void load()),
      )
    }
    if (!stillLatest()) return
    if (page.docs.length === 0 && positions.length === 1) {
      return mount(
        results,
        state.conditions.length > 0
          ? empty('No document matches this filter.', 'Change or clear the filter.')
          : empty('This database has no documents yet.', 'Add one with the form below, or send them with POST …/documents.'),
      )
    }
    // Keys that no variable declares still get a column.
    const before = columns.length
    for (const doc of page.docs) for (const name of Object.keys(doc)) if (!columns.includes(name)) columns.push(name)
    if (columns.length !== before) drawControls()
    for (const [id, version] of Object.entries(page.versions)) versions.set(id, version)
    conflicts = new Map()
    lastPage = page
    mount(results, table(page.docs), pager(page))
  }

  function table(docs: DataDocument[]): HTMLElement {
    const k = key()
    const shown = [k, ...columns.filter((c) => c !== k && !state.hidden.includes(c))]
    const link = (id: string) => hashOf('sources', where.source, 'databases', where.db.name, 'documents', id)
    return gridTable(docs, shown, sort, resort, link, { encrypted, selected, conflicts, onSelect: bulk.refresh })
  }

  function pager(page: DocumentPage): HTMLElement {
    return gridPager(positions.length, page.next !== null, (step) => {
      if (step === 1) positions.push(page.next)
      else positions.pop()
      void load()
    })
  }

  function resort(column: string) {
    sort = { field: column, direction: sort.field === column ? (sort.direction === 1 ? -1 : 1) : 1 }
    positions = [null]
    void load().then(() => results.querySelector<HTMLButtonElement>(`th[aria-sort] button`)?.focus())
  }

  drawFilter()
  drawControls()
  mount(
    body,
    filterArea,
    controlsArea,
    countLine,
    bulk.element,
    bulkNote,
    exportButtons(ctx.api, where.base, filter),
    results,
    newDocumentForm(ctx, where.base, () => {
      positions = [null]
      void load()
      void count()
    }),
  )
  void load()
  void count()
}
