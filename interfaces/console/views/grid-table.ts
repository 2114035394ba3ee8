import type { DataDocument } from '../api-types'
import type { SortOrder } from '../document-source'
import { h, valueText } from '../dom'

/** The grid's table: the key column first (a row header linking to the document), then the shown columns; headers sort. */
export function gridTable(
  docs: DataDocument[],
  shown: string[],
  sort: SortOrder,
  onSort: (column: string) => void,
  linkOf: (id: string) => string,
): HTMLElement {
  const head = h(
    'tr',
    null,
    ...shown.map((c, i) => {
      const active = sort.field === c
      const label = `${c}${active ? (sort.direction === 1 ? ' ▲' : ' ▼') : ''}`
      return h(
        'th',
        {
          scope: 'col',
          class: i === 0 ? 'pinned' : null,
          'aria-sort': active ? (sort.direction === 1 ? 'ascending' : 'descending') : null,
        },
        h(
          'button',
          {
            type: 'button',
            class: 'sort',
            'aria-label': `Sort by ${c}${active && sort.direction === -1 ? ', ascending' : active ? ', descending' : ''}`,
            onclick: () => onSort(c),
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
      ...shown.map((c, i) => {
        if (i > 0) return h('td', null, h('div', { class: 'cell' }, valueText(doc[c], 120)))
        const keyText = c === '_id' || doc[c] === undefined || doc[c] === null ? doc._id : valueText(doc[c], 60)
        return h(
          'th',
          { scope: 'row', class: 'pinned' },
          h('a', { href: linkOf(doc._id), 'aria-label': `Open document ${doc._id}` }, keyText),
        )
      }),
    ),
  )
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': 'Documents', tabindex: 0 },
    h('table', { class: 'grid' }, h('thead', null, head), h('tbody', null, ...rows)),
  )
}
