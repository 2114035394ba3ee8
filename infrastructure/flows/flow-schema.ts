import { Type as T } from '@sinclair/typebox'

const FlowIdentifier = T.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })
const Identifier = T.String({ minLength: 1, maxLength: 128 })
const DisplayName = T.String({ minLength: 1, maxLength: 256 })

/** `{type, cronExpression, timezone}`: when a scheduled flow runs. */
export const FlowScheduleSchema = T.Object(
  {
    type: T.String({ minLength: 1, maxLength: 64 }),
    cronExpression: T.String({ minLength: 1, maxLength: 256 }),
    timezone: T.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
)

/** One flow in the seed's shape, as the flows file must hold it (strict: unknown keys are typos). */
export const FlowSchema = T.Object(
  {
    id: FlowIdentifier,
    displayName: DisplayName,
    status: T.Union([T.Literal('PUBLISHED'), T.Literal('DISABLED'), T.Literal('DRAFT')]),
    projectId: Identifier,
    version: T.Object(
      {
        id: Identifier,
        displayName: DisplayName,
        flowId: FlowIdentifier,
        state: T.Union([T.Literal('LOCKED'), T.Literal('DRAFT')]),
      },
      { additionalProperties: false },
    ),
    schedule: T.Union([FlowScheduleSchema, T.Null()]),
    tags: T.Array(T.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 }),
  },
  { additionalProperties: false },
)
