import { t } from 'elysia'
import { CHANGE_ID_PATTERN } from '../../../domain/change-entries'
import { FIELD_PATH_LIST_PATTERN } from '../../../domain/field-name'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../../domain/query-options'

// Query parameters of the paged reads, with the rules domain/page-request.ts applies, so the
// OpenAPI document states them (a number is a number, a cursor has its form).

export const LimitQuery = t.Optional(
  t.Number({ minimum: 1, maximum: MAX_LIMIT, multipleOf: 1, description: `Page size, default ${DEFAULT_LIMIT}` }),
)
export const DocumentCursorQuery = t.Optional(
  t.String({ pattern: '^(?:[0-9a-fA-F]{24})?$', description: 'The nextCursor of the previous page' }),
)
export const ChangeCursorQuery = t.Optional(
  t.String({ pattern: `^(?:${CHANGE_ID_PATTERN.slice(1, -1)})?$`, description: 'A change id this API returned' }),
)
export const OrderQuery = t.Optional(t.Union([t.Literal('asc'), t.Literal('desc')], { description: 'asc (default) or desc: newest first' }))
export const FieldsQuery = t.Optional(
  t.String({ maxLength: 512, pattern: FIELD_PATH_LIST_PATTERN, description: 'Comma-separated field paths to return besides _id' }),
)

/** A page query as the use cases read it: text, as a query string holds it. */
export function pageQueryText<Q extends { limit?: number }>(query: Q): Omit<Q, 'limit'> & { limit?: string } {
  // One copy of the query (the limit written into it), not two: a list page's read is this route's whole cost.
  const { limit, ...rest } = query
  if (limit !== undefined) (rest as { limit?: string }).limit = String(limit)
  return rest as Omit<Q, 'limit'> & { limit?: string }
}
