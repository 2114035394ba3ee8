import { DomainError } from './errors'

export type FlowStatus = 'PUBLISHED' | 'DISABLED' | 'DRAFT'
export type FlowVersionState = 'LOCKED' | 'DRAFT'

/** When a scheduled flow runs: a cron expression in a time zone. */
export interface FlowSchedule {
  readonly type: string
  readonly cronExpression: string
  readonly timezone: string
}

/** An automation flow in the shape clients know, whichever provider it comes from. */
export interface Flow {
  readonly id: string
  readonly displayName: string
  readonly status: FlowStatus
  readonly projectId: string
  readonly version: {
    readonly id: string
    readonly displayName: string
    readonly flowId: string
    readonly state: FlowVersionState
  }
  readonly schedule: FlowSchedule | null
  readonly tags: string[]
}

const SOURCE = /^[A-Za-z0-9_-]{1,64}$/
export const FLOW_ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$'
const FLOW_ID = new RegExp(FLOW_ID_PATTERN)

/** A data source name: 1 to 64 characters of [A-Za-z0-9_-]. */
export function requireFlowSource(value: string): string {
  if (!SOURCE.test(value)) {
    throw DomainError.validation('source must be 1 to 64 characters of A-Z, a-z, 0-9, _ or -', [{ path: 'source', message: 'is invalid' }])
  }
  return value
}

/** A flow identifier: 1 to 128 characters of [A-Za-z0-9_-]. */
export function requireFlowId(value: string): string {
  if (!FLOW_ID.test(value)) {
    throw DomainError.validation('flowId must be 1 to 128 characters of A-Z, a-z, 0-9, _ or -', [{ path: 'flowId', message: 'is invalid' }])
  }
  return value
}
