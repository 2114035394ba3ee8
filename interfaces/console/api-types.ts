/**
 * The shapes of the public API the console uses, taken from generated/api-schema.ts, which
 * openapi-typescript generates from the served OpenAPI document (`bun run generate:console-types`;
 * a test fails when it is stale). A route's answer changes its type here, and the console's type
 * check then names every screen it breaks.
 */
import type { paths } from './generated/api-schema'

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never
/** The JSON body that `method` on `path` answers with `status`. */
type Answer<Path extends keyof paths, Method extends keyof paths[Path], Status extends number = 200> = paths[Path][Method] extends {
  responses: infer Responses
}
  ? Status extends keyof Responses
    ? JsonOf<Responses[Status]>
    : never
  : never

type Db = '/api/v1/datalake/{source}/databases/{db}'
type Hooks = `${Db}/webhooks`

export type ApiErrorBody = Answer<'/api/v1/me', 'get', 401>
export type AccessToken = Answer<'/api/v1/auth/verify', 'post'>
export type Profile = Answer<'/api/v1/me', 'get'>
export type UserView = Answer<'/api/v1/users/{id}', 'get'>
export type Database = Answer<'/api/v1/datalake/{source}/databases', 'get'>[number]
export type SourceSummary = Answer<'/api/v1/datalake/sources', 'get'>[number]
export type DataDocument = Answer<`${Db}/documents/{id}`, 'get'>
export type OperationResult = Answer<'/api/v1/operations', 'post'>
export type PatchResult = Answer<`${Db}/documents/{id}`, 'patch'>
export type FieldChange = PatchResult['changes']
export type ImportReport = Answer<`${Db}/import`, 'post', 200>
export type VariablesResult = Answer<`${Db}/variables`, 'post'>
/** A webhook as listed; `secret` only in the answers that create or rotate it. */
export type Webhook = Answer<`${Hooks}/{id}`, 'get'> & { secret?: string }
export type WebhookEvent = Webhook['events'][number]
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['create', 'update', 'delete', 'variables', 'database.delete']
export type PingAnswer = Answer<`${Hooks}/{id}/ping`, 'post'>
export type Delivery = Answer<`${Hooks}/{id}/deliveries`, 'get'>['data'][number]
export type InboxEntry = Answer<'/api/v1/contact-submissions', 'get'>['data'][number]

/** A cursor page, as every list of the API answers. */
export interface Page<T> {
  data: T[]
  nextCursor: string | null
}

// The served document describes a change record as an open object (its changes differ by
// operation), so its fields are written out here, as docs/change-log.md defines them.
export interface ChangeRecord {
  id: string
  at: string
  op: 'create' | 'update' | 'delete' | 'variables' | 'database.create' | 'database.delete'
  source: string
  db: string
  documentId: string | null
  version: number | null
  actor: { userId: string; email: string } | { type: 'apiKey'; id: string; name: string }
  requestId: string
  changes: FieldChange[] | { added: string[]; renamed: { from: string; to: string }[]; matched: number; modified: number }
}
export type WorkspaceSummary = Answer<'/api/v1/workspaces', 'get'>[number]
