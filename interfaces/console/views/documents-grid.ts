import type { Database, DataDocument } from '../api-types'
import { type DocumentPage, DocumentSource, type PagePosition, type SortOrder } from '../document-source'
import { h, mount, valueText } from '../dom'
import { filterBuilder, toFilter } from '../filter-builder'
import { beginIn } from '../latest-only'
import { hashOf, type ViewContext } from '../view-context'
import { exportButtons } from './export-buttons'
import { newDocumentForm } from './new-document-form'
import { empty, failure, loading } from './states'

type FilterState = { field: string; operator: string; text: string } | null

/** The documents grid: columns from the variables, cursor paging, a filter with the API's operators, sort by column. */
export function documentsGrid(body: HTMLElement, ctx: ViewContext, where: { source: string; base: string; db: Database }): void {
  const source = new DocumentSource(ctx.api, where.base, where.db.name)
  const columns = ['_id', ...(where.db.variables ?? [])]
  let filter: FilterState = null
  let sort: SortOrder = { field: '_id', direction: -1 }
  let positions: (PagePosition | null)[] = [null]
  const filterArea = h('div')
  const results = h('div', { class: 'results' })

  function drawFilter() {
    mount(
      filterArea,
      filterBuilder(columns, filter, (next) => {
        filter = next
        positions = [null]
        drawFilter()
        void load()
      }),
    )
  }

  async function load() {
    const stillLatest = beginIn(results)
    mount(results, loading('documents'))
    let page: DocumentPage
    try {
      page = await source.page(filter ? toFilter(filter.field, filter.operator, filter.text) : null, sort, positions.at(-1)!)
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
        filter
          ? empty('No document matches this filter.', 'Change or clear the filter.')
          : empty('This database has no documents yet.', 'Add one with the form below, or send them with POST …/documents.'),
      )
    }
    // Keys that no variable declares still get a column.
    for (const doc of page.docs) for (const key of Object.keys(doc)) if (!columns.includes(key)) columns.push(key)
    mount(results, table(page.docs), pager(page))
  }

  function table(docs: DataDocument[]): HTMLElement {
    const head = h(
      'tr',
      null,
      ...columns.map((c) => {
        const active = sort.field === c
        const label = `${c}${active ? (sort.direction === 1 ? ' ▲' : ' ▼') : ''}`
        return h(
          'th',
          { scope: 'col', 'aria-sort': active ? (sort.direction === 1 ? 'ascending' : 'descending') : null },
          h(
            'button',
            {
              type: 'button',
              class: 'sort',
              'aria-label': `Sort by ${c}${active && sort.direction === -1 ? ', ascending' : active ? ', descending' : ''}`,
              onclick: () => resort(c),
            },
            label,
          ),
        )
      }),
    )
    const rows = docs.map((doc) =>
      h(
        'tr',
        null,
        ...columns.map((c, i) =>
          i === 0
            ? h(
                'th',
                { scope: 'row' },
                h(
                  'a',
                  {
                    href: hashOf('sources', where.source, 'databases', where.db.name, 'documents', doc._id),
                    'aria-label': `Open document ${doc._id}`,
                  },
                  doc._id,
                ),
              )
            : h('td', null, h('div', { class: 'cell' }, valueText(doc[c], 120))),
        ),
      ),
    )
    return h(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-label': 'Documents', tabindex: 0 },
      h('table', { class: 'grid' }, h('thead', null, head), h('tbody', null, ...rows)),
    )
  }

  function pager(page: DocumentPage): HTMLElement {
    return h(
      'nav',
      { class: 'pager', 'aria-label': 'Pages' },
      h(
        'button',
        {
          type: 'button',
          disabled: positions.length === 1,
          onclick: () => {
            positions.pop()
            void load()
          },
        },
        'Previous page',
      ),
      h('span', { 'aria-live': 'polite' }, `Page ${positions.length}`),
      h(
        'button',
        {
          type: 'button',
          disabled: !page.next,
          onclick: () => {
            positions.push(page.next)
            void load()
          },
        },
        'Next page',
      ),
    )
  }

  function resort(column: string) {
    sort = { field: column, direction: sort.field === column ? (sort.direction === 1 ? -1 : 1) : 1 }
    positions = [null]
    void load().then(() => results.querySelector<HTMLButtonElement>(`th[aria-sort] button`)?.focus())
  }

  drawFilter()
  mount(
    body,
    filterArea,
    exportButtons(ctx.api, where.base, () => (filter ? toFilter(filter.field, filter.operator, filter.text) : null)),
    results,
    newDocumentForm(ctx, where.base, () => {
      positions = [null]
      void load()
    }),
  )
  void load()
}
