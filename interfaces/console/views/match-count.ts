import type { ApiClient } from '../api-client'
import type { OperationResult } from '../api-types'
import { mount } from '../dom'
import { beginIn } from '../latest-only'

/** Writes into `line` how many documents match `filter`, counted by the store (an aggregate count). */
export async function showMatchCount(api: ApiClient, db: string, filter: Record<string, unknown> | null, line: HTMLElement): Promise<void> {
  const stillLatest = beginIn(line)
  mount(line, 'Counting…')
  try {
    const answer = await api.post<OperationResult>('/api/v1/operations', {
      operation: 'aggregate',
      db,
      filter: filter ?? {},
      metrics: { n: { count: true } },
    })
    const n = (answer.data[0] as { n?: number } | undefined)?.n ?? 0
    if (stillLatest()) mount(line, `${n.toLocaleString('en')} ${n === 1 ? 'document matches' : 'documents match'}`)
  } catch {
    if (stillLatest()) mount(line, 'The count is not available.')
  }
}
