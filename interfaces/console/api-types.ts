/** The shapes of the public API the console uses (docs/api-contract sections 2, 3, 8-11). */

export interface ApiErrorBody {
  message: string
  code: string
  details?: { path: string; message: string }[]
}

export interface AccessToken {
  accessToken: string
  tokenType: 'Bearer'
  expiresIn: number
}

export interface Profile {
  email: string
  name: string
  surname: string
  companyName: string
  companyVerified: boolean
  permission: 'admin' | 'user'
  status: 'Pending' | 'Completed' | 'Disabled'
  jobTitle: string
}

export interface UserView extends Profile {
  _id: string
}

export interface Database {
  name: string
  userFriendlyName: string
  source?: string
  variables?: string[]
  createdAt?: string
  workspaceId?: string
}

export type DocumentValue = unknown
export interface DataDocument {
  _id: string
  [field: string]: DocumentValue
}

export interface Page<T> {
  data: T[]
  nextCursor: string | null
}

export interface OperationResult {
  message: string
  success: boolean
  data: DataDocument[]
  modifiedCount: number
  hasMore?: boolean
}

export interface FieldChange {
  field: string
  from: unknown
  to: unknown
}

export interface PatchResult {
  message: string
  changes: FieldChange
}

export interface VariablesResult {
  statusMessage: string
}

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

export type WebhookEvent = 'create' | 'update' | 'delete' | 'variables' | 'database.delete'
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = ['create', 'update', 'delete', 'variables', 'database.delete']

export interface Webhook {
  id: string
  url: string
  events: WebhookEvent[]
  description: string | null
  status: 'active' | 'paused'
  createdAt: string
  secret?: string
}

export interface Delivery {
  id: string
  changeId: string
  attempt: number
  status: 'pending' | 'succeeded' | 'failed'
  responseStatus: number | null
  error: string | null
  at: string
  nextAttemptAt: string | null
}

export interface InboxEntry {
  _id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  subject: string | null
  message: string
  intent: 'INQUIRY' | 'GENERAL'
  createdAt: string
}
