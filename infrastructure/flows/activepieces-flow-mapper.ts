import { type Static, Type as T } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { Flow, FlowSchedule, FlowStatus } from '../../domain/flow'

const Schedule = T.Object({
  type: T.String({ minLength: 1, maxLength: 64 }),
  cronExpression: T.String({ minLength: 1, maxLength: 256 }),
  timezone: T.String({ minLength: 1, maxLength: 64 }),
})
const Nullable = <S extends Parameters<typeof T.Union>[0][number]>(schema: S) => T.Union([schema, T.Null()])
const Identifier = T.String({ minLength: 1, maxLength: 128 })

/**
 * The parts of Activepieces' PopulatedFlow (`GET /v1/flows/{id}`) this service reads. Older
 * releases keep `schedule` on the flow; newer ones under `triggerSource.schedule`. Other fields
 * (trigger, folderId, externalId, ...) are allowed and ignored.
 */
export const ActivepiecesFlowSchema = T.Object({
  id: Identifier,
  projectId: Identifier,
  status: T.Union([T.Literal('ENABLED'), T.Literal('DISABLED')]),
  publishedVersionId: T.Optional(Nullable(Identifier)),
  schedule: T.Optional(Nullable(Schedule)),
  triggerSource: T.Optional(Nullable(T.Object({ schedule: T.Optional(Nullable(Schedule)) }))),
  metadata: T.Optional(Nullable(T.Record(T.String(), T.Unknown()))),
  version: T.Object({
    id: Identifier,
    flowId: Identifier,
    displayName: T.String({ maxLength: 256 }),
    state: T.Union([T.Literal('LOCKED'), T.Literal('DRAFT')]),
  }),
})

export type ActivepiecesFlow = Static<typeof ActivepiecesFlowSchema>

const compiled = TypeCompiler.Compile(ActivepiecesFlowSchema)

/** True when an upstream answer has the shape of an Activepieces flow. */
export function isActivepiecesFlow(value: unknown): value is ActivepiecesFlow {
  return compiled.Check(value)
}

/** Maps an Activepieces flow to the seed's shape, by the rules of the API contract (section 6). */
export function mapActivepiecesFlow(flow: ActivepiecesFlow): Flow {
  return {
    id: flow.id,
    displayName: flow.version.displayName,
    status: statusOf(flow),
    projectId: flow.projectId,
    version: { id: flow.version.id, displayName: flow.version.displayName, flowId: flow.version.flowId, state: flow.version.state },
    schedule: scheduleOf(flow.schedule ?? flow.triggerSource?.schedule ?? null),
    tags: tagsOf(flow.metadata?.tags),
  }
}

// An unpublished flow is DISABLED in Activepieces too; "never published" wins over that.
function statusOf(flow: ActivepiecesFlow): FlowStatus {
  if (!flow.publishedVersionId) return 'DRAFT'
  return flow.status === 'ENABLED' ? 'PUBLISHED' : 'DISABLED'
}

// Only the three documented keys: newer releases add internals such as failureCount.
function scheduleOf(schedule: Static<typeof Schedule> | null): FlowSchedule | null {
  return schedule ? { type: schedule.type, cronExpression: schedule.cronExpression, timezone: schedule.timezone } : null
}

// Metadata is free-form: keep the string tags, ignore anything else rather than fail the read.
function tagsOf(tags: unknown): string[] {
  if (!Array.isArray(tags)) return []
  return tags.filter((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 64).slice(0, 50)
}
