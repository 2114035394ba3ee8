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
