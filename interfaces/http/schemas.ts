import type { TSchema } from '@sinclair/typebox'
import { t } from 'elysia'

/** The error body every failing route answers with. */
export const ErrorSchema = t.Object(
  {
    message: t.String(),
    code: t.String(),
    details: t.Optional(t.Array(t.Object({ path: t.String(), message: t.String() }))),
  },
  { description: 'Every error: a message for people, a code for programs' },
)

export const MessageSchema = t.Object({ message: t.String() })

/** Standard error responses to list beside a route's success response. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, ErrorSchema])) as Record<number, typeof ErrorSchema>

/**
 * OpenAPI responses written out, for routes whose handler Elysia must not check against a
 * `response` schema (in-place-handler.ts): the same document, without the per-request check.
 */
export function documentedResponses(responses: Record<number, TSchema>): Record<string, { description: string; content: { 'application/json': { schema: TSchema } } }> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [status, { description: schema.description ?? `${status}`, content: { 'application/json': { schema } } }]),
  )
}
