import { type CreateIndexesOptions, type Db, type IndexSpecification, MongoServerError } from 'mongodb'
import { API_KEYS } from './mongo-api-key-store'
import { CHANGE_LOG } from './mongo-change-log-appender'
import { CHAT_SESSIONS } from './mongo-chat-session-store'
import { CONTACT_SUBMISSIONS } from './mongo-contact-submission-store'
import { DATALAKE_DATABASES } from './mongo-database-catalog'
import { IDEMPOTENCY_KEYS } from './mongo-idempotency-store'
import { INQUIRIES, INQUIRY_MESSAGES } from './mongo-inquiry-rows'
import { LOGIN_LINK_USES, LOGIN_LINKS } from './mongo-login-link-store'
import { RATE_LIMITS } from './mongo-rate-limit-counters'
import { REFRESH_TOKEN_USES, REFRESH_TOKENS } from './mongo-refresh-token-store'
import { DESK_TASKS } from './mongo-task-store'
import { USERS } from './mongo-user-repository'
import { WEBHOOK_DELIVERIES, WEBHOOK_REDELIVERIES, WEBHOOKS } from './mongo-webhook-store'
import { WORKSPACE_INVITATIONS, WORKSPACE_MEMBERS } from './mongo-workspace-store'

export interface IndexPlan {
  readonly collection: string
  readonly key: IndexSpecification
  readonly options: CreateIndexesOptions & { name: string }
}

/** Every index the service relies on. Names are fixed, so a second start finds them in place. */
export const MONGO_INDEXES: IndexPlan[] = [
  { collection: USERS, key: { email: 1 }, options: { name: 'email_unique', unique: true } },
  { collection: LOGIN_LINKS, key: { email: 1, createdAt: -1 }, options: { name: 'email_created' } },
  { collection: LOGIN_LINKS, key: { purgeAt: 1 }, options: { name: 'purge_ttl', expireAfterSeconds: 0 } },
  { collection: LOGIN_LINK_USES, key: { purgeAt: 1 }, options: { name: 'purge_ttl', expireAfterSeconds: 0 } },
  { collection: RATE_LIMITS, key: { resetAt: 1 }, options: { name: 'reset_ttl', expireAfterSeconds: 0 } },
  // `_id` is the internal name, unique by itself; this one makes a friendly name unique per source and workspace.
  {
    collection: DATALAKE_DATABASES,
    key: { source: 1, workspaceId: 1, userFriendlyName: 1 },
    options: { name: 'friendly_name_unique', unique: true },
  },
  { collection: DATALAKE_DATABASES, key: { source: 1, createdAt: 1 }, options: { name: 'source_created' } },
  { collection: CHANGE_LOG, key: { db: 1, seq: 1 }, options: { name: 'db_seq' } },
  { collection: CHANGE_LOG, key: { db: 1, documentId: 1, seq: -1 }, options: { name: 'db_document_seq' } },
  { collection: CHANGE_LOG, key: { at: 1 }, options: { name: 'at' } },
  { collection: IDEMPOTENCY_KEYS, key: { expiresAt: 1 }, options: { name: 'expires_ttl', expireAfterSeconds: 0 } },
  { collection: CHAT_SESSIONS, key: { expiresAt: 1 }, options: { name: 'expires_ttl', expireAfterSeconds: 0 } },
  // The intake inbox reads newest first.
  { collection: CONTACT_SUBMISSIONS, key: { createdAt: -1, _id: -1 }, options: { name: 'newest' } },
  { collection: WEBHOOKS, key: { db: 1, createdAt: 1 }, options: { name: 'db_created' } },
  // The desk: references and reply tokens unique; lists newest message first, narrowed by status or assignee.
  { collection: INQUIRIES, key: { referenceNumber: 1 }, options: { name: 'reference_unique', unique: true } },
  { collection: INQUIRIES, key: { replyToken: 1 }, options: { name: 'reply_token_unique', unique: true } },
  { collection: INQUIRIES, key: { sessionId: 1 }, options: { name: 'session' } },
  { collection: INQUIRIES, key: { lastMessageAt: -1, _id: -1 }, options: { name: 'recent' } },
  { collection: INQUIRIES, key: { status: 1, lastMessageAt: -1, _id: -1 }, options: { name: 'status_recent' } },
  { collection: INQUIRIES, key: { assigneeId: 1, lastMessageAt: -1, _id: -1 }, options: { name: 'assignee_recent' } },
  // The desk metrics (#27): by creation time, and resolutions per day.
  { collection: INQUIRIES, key: { createdAt: 1, _id: 1 }, options: { name: 'created' } },
  { collection: INQUIRIES, key: { resolvedAt: 1 }, options: { name: 'resolved' } },
  { collection: INQUIRY_MESSAGES, key: { inquiryId: 1, at: 1, _id: 1 }, options: { name: 'thread' } },
  { collection: INQUIRY_MESSAGES, key: { emailMessageId: 1 }, options: { name: 'email_message_id' } },
  { collection: INQUIRY_MESSAGES, key: { delivery: 1, nextAttemptAt: 1 }, options: { name: 'due_deliveries' } },
  { collection: WEBHOOK_DELIVERIES, key: { webhookId: 1, id: -1 }, options: { name: 'webhook_newest' } },
  { collection: WEBHOOK_DELIVERIES, key: { at: 1 }, options: { name: 'at' } },
  { collection: WEBHOOK_REDELIVERIES, key: { webhookId: 1, seq: 1 }, options: { name: 'webhook_seq' } },
  // The desk's task lists: all, one agent's, one inquiry's; each soonest due first.
  { collection: DESK_TASKS, key: { dueKey: 1, _id: 1 }, options: { name: 'due' } },
  { collection: DESK_TASKS, key: { assigneeId: 1, done: 1, dueKey: 1, _id: 1 }, options: { name: 'assignee_due' } },
  { collection: DESK_TASKS, key: { inquiryId: 1, dueKey: 1, _id: 1 }, options: { name: 'inquiry_due' } },
  { collection: WORKSPACE_MEMBERS, key: { userId: 1, joinedAt: 1 }, options: { name: 'user_joined' } },
  { collection: WORKSPACE_MEMBERS, key: { workspaceId: 1, joinedAt: 1 }, options: { name: 'workspace_joined' } },
  { collection: WORKSPACE_INVITATIONS, key: { email: 1 }, options: { name: 'email' } },
  { collection: WORKSPACE_INVITATIONS, key: { workspaceId: 1, invitedAt: 1 }, options: { name: 'workspace_invited' } },
  { collection: API_KEYS, key: { workspaceId: 1, createdAt: 1 }, options: { name: 'workspace_created' } },
  { collection: REFRESH_TOKENS, key: { digest: 1 }, options: { name: 'digest_unique', unique: true } },
  { collection: REFRESH_TOKENS, key: { familyId: 1 }, options: { name: 'family' } },
  { collection: REFRESH_TOKENS, key: { userId: 1 }, options: { name: 'user' } },
  { collection: REFRESH_TOKENS, key: { purgeAt: 1 }, options: { name: 'purge_ttl', expireAfterSeconds: 0 } },
  { collection: REFRESH_TOKEN_USES, key: { purgeAt: 1 }, options: { name: 'purge_ttl', expireAfterSeconds: 0 } },
]

/**
 * Creates the indexes, idempotently (createIndex with the same name, key and options is a no-op).
 * Where the server lacks TTL indexes (FerretDB), a plain index on the same field takes their place
 * and the adapters' sweepers delete expired documents; the returned notes say so.
 */
export async function ensureMongoIndexes(db: Db, plans: readonly IndexPlan[] = MONGO_INDEXES): Promise<string[]> {
  const swept: string[] = []
  for (const plan of plans) {
    try {
      await db.collection(plan.collection).createIndex(plan.key, plan.options)
    } catch (error) {
      if (plan.options.expireAfterSeconds === undefined || !isNotImplemented(error)) throw error
      const { expireAfterSeconds: _ttl, ...plain } = plan.options
      await db.collection(plan.collection).createIndex(plan.key, { ...plain, name: `${plan.options.name}_plain` })
      swept.push(plan.collection)
    }
  }
  return swept.length === 0
    ? []
    : [
        `TTL indexes are not supported by this server: expired documents of ${[...new Set(swept)].join(', ')} are deleted by the service instead`,
      ]
}

function isNotImplemented(error: unknown): boolean {
  return error instanceof MongoServerError && (error.code === 238 || error.codeName === 'NotImplemented')
}
