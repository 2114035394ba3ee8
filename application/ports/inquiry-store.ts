import type { Inquiry, InquiryChannel, InquiryStatus } from '../../domain/inquiry'
import type { DeskChange } from '../../domain/inquiry-change'
import type { AttachmentContent, DeliveryState, InquiryMessage } from '../../domain/inquiry-message'

/** Which inquiries a desk list shows; every field narrows, absent fields do not. */
export interface InquiryFilter {
  readonly status?: InquiryStatus
  /** An agent's id, or null for unassigned inquiries. */
  readonly assigneeId?: string | null
  readonly channel?: InquiryChannel
  readonly label?: string
  /** Case-insensitive substring of reference, subject, customer e-mail, name or company. */
  readonly q?: string
  /** Only inquiries without a first response whose due time is before this instant, not resolved. */
  readonly overdueAt?: Date
}

/** Where a list page ended: most recent `lastMessageAt` first, then id descending. */
export interface InquiryPosition {
  readonly lastMessageAt: Date
  readonly id: string
}

/** What one write of an inquiry stores besides the inquiry: new messages (with attachment bytes) and its change records. */
export interface InquiryWrite {
  readonly messages?: readonly InquiryMessage[]
  readonly attachments?: readonly { readonly messageId: string; readonly files: readonly AttachmentContent[] }[]
  readonly changes: readonly DeskChange[]
}

/** Delivery progress of one outgoing message. */
export interface DeliveryUpdate {
  readonly delivery: DeliveryState
  readonly attempts: number
  readonly nextAttemptAt: Date | null
  readonly emailMessageId?: string
}

/**
 * Inquiries, their threads and attachments, shared by every instance. Writes are conditional on
 * the version (no lost update); change records are appended with the write (same transaction on
 * the embedded store) under the desk log. A message whose `sourceKey` is already stored is refused
 * with `duplicate`, and nothing of that write is kept.
 */
export interface InquiryStore {
  /** A reference number no other call on any instance got (from 1001 up). */
  nextReferenceNumber(): Promise<number>
  /** Stores a new inquiry; `duplicate` when a message's sourceKey exists, `reference` when the reference is taken. */
  create(inquiry: Inquiry, write: InquiryWrite): Promise<'created' | 'duplicate' | 'reference'>
  /** Replaces an inquiry whose stored version is `next.version - 1`; `stale` when another write got there first. */
  update(next: Inquiry, write: InquiryWrite): Promise<'updated' | 'stale' | 'duplicate'>
  findById(id: string): Promise<Inquiry | null>
  findByReplyToken(token: string): Promise<Inquiry | null>
  findBySessionId(sessionId: string): Promise<Inquiry | null>
  /** The inquiry holding a message received or sent with one of these Message-IDs (the newest such message wins). */
  findByEmailMessageIds(messageIds: readonly string[]): Promise<Inquiry | null>
  /** Whether a message with this sourceKey is stored (idempotent inbound mail). */
  hasSourceKey(sourceKey: string): Promise<boolean>
  /** Up to `limit` inquiries in list order strictly after `after`. */
  list(filter: InquiryFilter, after: InquiryPosition | null, limit: number): Promise<Inquiry[]>
  /** Up to `limit` messages of an inquiry oldest first, after the message id `after`. */
  listMessages(inquiryId: string, after: string | null, limit: number): Promise<InquiryMessage[]>
  findMessage(inquiryId: string, messageId: string): Promise<InquiryMessage | null>
  /** The newest message of an inquiry carrying an e-mail Message-ID (what a reply answers). */
  lastEmailMessage(inquiryId: string): Promise<InquiryMessage | null>
  attachmentContent(messageId: string, index: number): Promise<Uint8Array | null>
  /** Moves every message of one inquiry to another (a merge). */
  moveMessages(fromInquiryId: string, toInquiryId: string): Promise<void>
  setDelivery(messageId: string, update: DeliveryUpdate): Promise<void>
  /** Outgoing messages `queued` whose next attempt is due at `now`, oldest first. */
  listDueDeliveries(now: Date, limit: number): Promise<InquiryMessage[]>
}
