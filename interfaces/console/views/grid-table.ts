import type { DataDocument } from '../api-types'
import type { SortOrder } from '../document-source'
import { h, valueText } from '../dom'

/**
 * The grid's table: the key column first (a row header linking to the document), then the shown
 * columns; headers sort. A row a bulk edit refused is marked, with why, in its row header.
 */
export function gridTable(
  docs: DataDocument[],
  shown: string[],
  sort: SortOrder,
  onSort: (column: string) => void,
  linkOf: (id: string) => string,
  marks: { encrypted: ReadonlySet<string>; selected: Set<string>; conflicts: ReadonlyMap<string, { why: string }>; onSelect: () => void },
): HTMLElement {
  const boxes: HTMLInputElement[] = []
  const pick = (box: HTMLInputElement, id: string) => {
    box.addEventListener('change', () => {
      if (box.checked) marks.selected.add(id)
      else marks.selected.delete(id)
      all.checked = docs.every((d) => marks.selected.has(d._id))
      marks.onSelect()
    })
    boxes.push(box)
    return box
  }
  const all = h('input', {
    type: 'checkbox',
    'aria-label': 'Select every document on this page',
    checked: docs.length > 0 && docs.every((d) => marks.selected.has(d._id)),
  })
  all.addEventListener('change', () => {
    for (const d of docs) all.checked ? marks.selected.add(d._id) : marks.selected.delete(d._id)
    for (const box of boxes) box.checked = all.checked
    marks.onSelect()
  })
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
        i === 0 ? all : null,
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
        marks.encrypted.has(c) ? h('span', { class: 'encrypted', title: 'Encrypted at rest' }, ' (encrypted)') : null,
      )
    }),
  )
  const rows = docs.map((doc) =>
    h(
      'tr',
      { class: marks.conflicts.has(doc._id) ? 'conflict' : null },
      ...shown.map((c, i) => {
        if (i > 0) return h('td', null, h('div', { class: 'cell' }, valueText(doc[c], 120)))
        const keyText = c === '_id' || doc[c] === undefined || doc[c] === null ? doc._id : valueText(doc[c], 60)
        return h(
          'th',
          { scope: 'row', class: 'pinned' },
          pick(h('input', { type: 'checkbox', 'aria-label': `Select ${keyText}`, checked: marks.selected.has(doc._id) }), doc._id),
          h('a', { href: linkOf(doc._id), 'aria-label': `Open document ${doc._id}` }, keyText),
          marks.conflicts.has(doc._id) ? h('strong', { class: 'conflict-note' }, ` Not saved: ${marks.conflicts.get(doc._id)!.why}`) : null,
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
