import { Binary, type Filter } from 'mongodb'
import type { InquiryFilter, InquiryPosition, InquiryWrite } from '../../../application/ports/inquiry-store'
import { type Inquiry, RESOLVED_STATUSES } from '../../../domain/inquiry'
import type { InquiryMessage } from '../../../domain/inquiry-message'
import { decodeMessage, encodeRecord, searchTextOf } from '../inquiry-codec'

/** The desk's collections: an inquiry or message is one JSON text (`body`) beside the fields reads select on. */
export const INQUIRIES = 'inquiries'
export const INQUIRY_MESSAGES = 'inquiry_messages'
export const INQUIRY_ATTACHMENTS = 'inquiry_attachments'
/** One document per inbound message's source key: `_id` makes the key unique (no partial indexes needed on FerretDB). */
export const INQUIRY_SOURCE_KEYS = 'inquiry_source_keys'
export const DESK_COUNTERS = 'desk_counters'

export interface InquiryRow {
  _id: string
  referenceNumber: number
  status: string
  channel: string
  assigneeId: string | null
  labels: string[]
  search: string
  lastMessageAt: Date
  /** Read by the desk metrics (#27), which count and stream by creation time. */
  createdAt: Date
  firstResponseAt: Date | null
  firstResponseDueAt: Date | null
  resolvedAt: Date | null
  replyToken: string
  sessionId: string | null
  version: number
  body: string
}

export interface MessageRow {
  _id: string
  inquiryId: string
  at: Date
  emailMessageId: string | null
  delivery: string | null
  nextAttemptAt: Date | null
  body: string
}

export function inquiryRowOf(i: Inquiry): InquiryRow {
  return {
    _id: i.id,
    referenceNumber: Number(i.reference.slice(4)),
    status: i.status,
    channel: i.channel,
    assigneeId: i.assignee?._id ?? null,
    labels: [...i.labels],
    search: searchTextOf(i),
    lastMessageAt: i.lastMessageAt,
    createdAt: i.createdAt,
    firstResponseAt: i.firstResponseAt,
    firstResponseDueAt: i.firstResponseDueAt,
    resolvedAt: i.resolvedAt,
    replyToken: i.replyToken,
    sessionId: i.sessionId,
    version: i.version,
    body: encodeRecord(i),
  }
}

export function messageRowOf(m: InquiryMessage, inquiryId: string): MessageRow {
  return {
    _id: m.id,
    inquiryId,
    at: m.at,
    emailMessageId: m.emailMessageId,
    delivery: m.delivery,
    nextAttemptAt: m.nextAttemptAt,
    body: encodeRecord(m),
  }
}

/** A stored message as the domain's, with the inquiry it belongs to now (a merge moves rows without rewriting bodies). */
export function messageOfRow(row: MessageRow): InquiryMessage {
  const message = decodeMessage(row.body)
  return message.inquiryId === row.inquiryId ? message : { ...message, inquiryId: row.inquiryId }
}

/** One document per attached file, keyed by message and index. */
export function attachmentRowsOf(attachments: NonNullable<InquiryWrite['attachments']>) {
  return attachments.flatMap(({ messageId, files }) =>
    files.map((f) => ({ _id: `${messageId}:${f.index}`, messageId, index: f.index, content: new Binary(f.content) })),
  )
}

/** The query of a desk list: each filter narrows; the keyset position continues a page. */
export function inquiryFilterOf(filter: InquiryFilter, after: InquiryPosition | null): Filter<InquiryRow>[] {
  const and: Filter<InquiryRow>[] = []
  if (filter.status !== undefined) and.push({ status: filter.status })
  if (filter.assigneeId !== undefined) and.push({ assigneeId: filter.assigneeId })
  if (filter.channel !== undefined) and.push({ channel: filter.channel })
  if (filter.label !== undefined) and.push({ labels: filter.label })
  if (filter.q) and.push({ search: { $regex: filter.q.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } })
  if (filter.overdueAt)
    and.push({ firstResponseAt: null, firstResponseDueAt: { $lt: filter.overdueAt }, status: { $nin: [...RESOLVED_STATUSES] } })
  if (after)
    and.push({ $or: [{ lastMessageAt: { $lt: after.lastMessageAt } }, { lastMessageAt: after.lastMessageAt, _id: { $lt: after.id } }] })
  return and
}
