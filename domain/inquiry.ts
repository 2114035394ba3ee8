import type { Intent } from './intent'

/** Every customer request that reaches the desk (api-contract section 13), whatever channel brought it. */
export const INQUIRY_STATUSES = ['new', 'open', 'pending', 'quoted', 'won', 'lost', 'closed', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
/** Statuses that end the work on an inquiry: entering one sets `resolvedAt`. */
export const RESOLVED_STATUSES: readonly InquiryStatus[] = ['won', 'lost', 'closed', 'spam']
export const INQUIRY_CHANNELS = ['chat', 'contact', 'email', 'api'] as const
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number]
export const INQUIRY_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number]
export const FREIGHT_MODES = ['sea', 'air', 'road', 'rail'] as const
export type FreightMode = (typeof FREIGHT_MODES)[number]

/** The five details a quote needs; `missing` names those still null. */
export const QUOTE_DETAIL_FIELDS = ['origin', 'destination', 'cargo', 'weightOrVolume', 'dates'] as const
export const DETAIL_FIELDS = [...QUOTE_DETAIL_FIELDS, 'incoterm', 'mode'] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]
export const CUSTOMER_FIELDS = ['email', 'name', 'company', 'phone'] as const

/** Freight details as the customer wrote them (strings), or null when not known yet. */
export interface InquiryDetails {
  readonly origin: string | null
  readonly destination: string | null
  readonly cargo: string | null
  readonly weightOrVolume: string | null
  readonly dates: string | null
  readonly incoterm: string | null
  readonly mode: FreightMode | null
}

export interface InquiryCustomer {
  readonly email: string | null
  readonly name: string | null
  readonly company: string | null
  readonly phone: string | null
}

/** The agent an inquiry is assigned to, as shown (`_id` as contract 13 names it). */
export interface InquiryAssignee {
  readonly _id: string
  readonly email: string
  readonly name: string
}

/**
 * An inquiry as stored. Times are Dates here and ISO strings in the view. `version` travels as the
 * ETag; `replyToken` is the `+token` of the reply address; `sessionId` links a chat session.
 */
export interface Inquiry {
  readonly id: string
  readonly reference: string
  readonly channel: InquiryChannel
  readonly status: InquiryStatus
  readonly intent: Intent
  readonly language: string | null
  readonly subject: string
  readonly customer: InquiryCustomer
  readonly details: InquiryDetails
  readonly assignee: InquiryAssignee | null
  readonly priority: InquiryPriority
  readonly labels: readonly string[]
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly lastMessageAt: Date
  readonly firstResponseAt: Date | null
  readonly firstResponseDueAt: Date | null
  readonly resolvedAt: Date | null
  readonly mergedInto: string | null
  readonly version: number
  readonly replyToken: string
  readonly sessionId: string | null
}

/** References count up from here: INQ-1001 is the first. */
export const FIRST_REFERENCE_NUMBER = 1001
export const referenceOf = (n: number): string => `INQ-${n}`

export const EMPTY_DETAILS: InquiryDetails = {
  origin: null,
  destination: null,
  cargo: null,
  weightOrVolume: null,
  dates: null,
  incoterm: null,
  mode: null,
}
export const EMPTY_CUSTOMER: InquiryCustomer = { email: null, name: null, company: null, phone: null }

export function isResolved(status: InquiryStatus): boolean {
  return RESOLVED_STATUSES.includes(status)
}

/** The quote details still unknown, in the order the intake asks for them. */
export function missingDetails(details: InquiryDetails): string[] {
  return QUOTE_DETAIL_FIELDS.filter((field) => details[field] === null)
}

/** Status set by an agent: `resolvedAt` follows whether the new status is a resolved one. */
export function withStatus(inquiry: Inquiry, status: InquiryStatus, now: Date): Inquiry {
  if (status === inquiry.status) return inquiry
  const resolvedAt = isResolved(status) ? (isResolved(inquiry.status) ? inquiry.resolvedAt : now) : null
  return { ...inquiry, status, resolvedAt }
}

/** What a customer message does to its inquiry: `pending`/`quoted` → `open`; a resolved one reopens. */
export function afterCustomerMessage(inquiry: Inquiry, at: Date): Inquiry {
  const status: InquiryStatus =
    inquiry.status === 'pending' || inquiry.status === 'quoted' || isResolved(inquiry.status) ? 'open' : inquiry.status
  return { ...withStatus(inquiry, status, at), lastMessageAt: at }
}

/** Whether a customer message on a resolved inquiry reopens it (else it starts a new inquiry). */
export function reopensOn(inquiry: Inquiry, at: Date, reopenDays: number): boolean {
  if (!isResolved(inquiry.status) || inquiry.resolvedAt === null) return true
  return at.getTime() - inquiry.resolvedAt.getTime() <= reopenDays * 86_400_000
}

/** What an agent reply does: the first reply to a `new` inquiry opens it and sets `firstResponseAt`. */
export function afterAgentReply(inquiry: Inquiry, at: Date): Inquiry {
  return {
    ...inquiry,
    status: inquiry.status === 'new' ? 'open' : inquiry.status,
    firstResponseAt: inquiry.firstResponseAt ?? at,
    lastMessageAt: at,
  }
}

/** The source after a merge: closed, pointing at its target. */
export function mergedInto(source: Inquiry, targetId: string, now: Date): Inquiry {
  return { ...withStatus(source, 'closed', now), mergedInto: targetId }
}

/** An inquiry as a client reads it (contract 13's fields, times as ISO strings). */
export interface InquiryView {
  readonly _id: string
  readonly reference: string
  readonly channel: InquiryChannel
  readonly status: InquiryStatus
  readonly intent: Intent
  readonly language: string | null
  readonly subject: string
  readonly customer: InquiryCustomer
  readonly details: InquiryDetails
  readonly missing: string[]
  readonly assignee: InquiryAssignee | null
  readonly priority: InquiryPriority
  readonly labels: string[]
  readonly createdAt: string
  readonly updatedAt: string
  readonly lastMessageAt: string
  readonly firstResponseAt: string | null
  readonly firstResponseDueAt: string | null
  readonly resolvedAt: string | null
  readonly mergedInto: string | null
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

export function toInquiryView(inquiry: Inquiry): InquiryView {
  return {
    _id: inquiry.id,
    reference: inquiry.reference,
    channel: inquiry.channel,
    status: inquiry.status,
    intent: inquiry.intent,
    language: inquiry.language,
    subject: inquiry.subject,
    customer: { ...inquiry.customer },
    details: { ...inquiry.details },
    missing: missingDetails(inquiry.details),
    assignee: inquiry.assignee ? { ...inquiry.assignee } : null,
    priority: inquiry.priority,
    labels: [...inquiry.labels],
    createdAt: inquiry.createdAt.toISOString(),
    updatedAt: inquiry.updatedAt.toISOString(),
    lastMessageAt: inquiry.lastMessageAt.toISOString(),
    firstResponseAt: iso(inquiry.firstResponseAt),
    firstResponseDueAt: iso(inquiry.firstResponseDueAt),
    resolvedAt: iso(inquiry.resolvedAt),
    mergedInto: inquiry.mergedInto,
  }
}
