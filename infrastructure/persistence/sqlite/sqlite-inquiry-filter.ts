import type { SQLInputValue } from 'node:sqlite'
import type { InquiryFilter, InquiryPosition } from '../../../application/ports/inquiry-store'

/** The WHERE clauses of a desk list: each filter narrows; the keyset position continues a page. */
export function inquiryWhere(filter: InquiryFilter, after: InquiryPosition | null): { where: string[]; params: SQLInputValue[] } {
  const where: string[] = []
  const params: SQLInputValue[] = []
  const add = (clause: string, ...values: SQLInputValue[]) => {
    where.push(clause)
    params.push(...values)
  }
  if (filter.status !== undefined) add('status = ?', filter.status)
  if (filter.assigneeId === null) add('assignee_id IS NULL')
  else if (filter.assigneeId !== undefined) add('assignee_id = ?', filter.assigneeId)
  if (filter.channel !== undefined) add('channel = ?', filter.channel)
  if (filter.label !== undefined) add('EXISTS (SELECT 1 FROM json_each(labels) WHERE value = ?)', filter.label)
  if (filter.q) add(`search LIKE ? ESCAPE '\\'`, `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  if (filter.overdueAt)
    add(
      `first_response_at IS NULL AND first_response_due_at < ? AND status NOT IN ('won', 'lost', 'closed', 'spam')`,
      filter.overdueAt.getTime(),
    )
  if (after) add('(last_message_at, id) < (?, ?)', after.lastMessageAt.getTime(), after.id)
  return { where, params }
}
