import { type Condition, OPERATOR_NAMES } from './filter-builder'

/** What the grid shows, kept in the address after `?` so a view can be shared: filter, page size, hidden columns, key column. */
export interface GridState {
  conditions: Condition[]
  pageSize: number
  hidden: string[]
  key: string | null
}

export const PAGE_SIZES = [25, 50, 100, 200]

/** Reads the grid's state from the address fragment's query (`#/…/documents?c=…&size=50`); anything malformed is ignored. */
export function readGridState(hash: string): GridState {
  const params = new URLSearchParams(hash.split('?')[1] ?? '')
  const conditions: Condition[] = []
  for (const raw of params.getAll('c').slice(0, 20)) {
    try {
      const [field, operator, text] = JSON.parse(raw) as unknown[]
      if (typeof field === 'string' && typeof operator === 'string' && OPERATOR_NAMES.has(operator) && typeof text === 'string')
        conditions.push({ field, operator, text })
    } catch {}
  }
  const size = Number(params.get('size'))
  return {
    conditions,
    pageSize: PAGE_SIZES.includes(size) ? size : 25,
    hidden: (params.get('hide') ?? '').split(',').filter(Boolean),
    key: params.get('key') || null,
  }
}

/** Writes the state into the address without a new history entry or a re-route. */
export function writeGridState(state: GridState): void {
  const params = new URLSearchParams()
  for (const c of state.conditions) params.append('c', JSON.stringify([c.field, c.operator, c.text]))
  if (state.pageSize !== 25) params.set('size', String(state.pageSize))
  if (state.hidden.length > 0) params.set('hide', state.hidden.join(','))
  if (state.key) params.set('key', state.key)
  const path = location.hash.split('?')[0] || '#/'
  const query = params.toString()
  history.replaceState(null, '', `${location.pathname}${location.search}${path}${query ? `?${query}` : ''}`)
}
