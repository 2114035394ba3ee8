/** One entry of an inquiry's thread: in from the customer, out to them, or an internal note. */
export type MessageDirection = 'in' | 'out' | 'note'
export type AuthorType = 'customer' | 'assistant' | 'agent'
/** Where an outgoing message stands; null for incoming messages and notes. */
export type DeliveryState = 'queued' | 'sent' | 'failed'

export const REPLY_TEXT_MAX_LENGTH = 20_000
/** Stored text of any message is cut here (an e-mail body may be longer than anyone reads). */
export const MESSAGE_TEXT_MAX_LENGTH = 100_000
export const MAX_ATTACHMENTS_PER_MESSAGE = 20
export const ATTACHMENT_NAME_MAX_LENGTH = 255

export interface MessageAuthor {
  readonly type: AuthorType
  readonly email?: string
  readonly name?: string
}

/** What a thread shows of an attachment; its bytes are kept apart and downloaded by index. */
export interface AttachmentInfo {
  readonly index: number
  readonly name: string
  readonly contentType: string
  readonly size: number
}

/** An attachment with its bytes, as a channel hands it over. */
export interface AttachmentContent extends AttachmentInfo {
  readonly content: Uint8Array
}

/**
 * A message as stored. `sourceKey` makes an inbound message idempotent (`postmark:<MessageID>`);
 * `emailMessageId` is the Message-ID header it was received or sent with (threading);
 * `attempts` and `nextAttemptAt` drive retried delivery of outgoing mail.
 */
export interface InquiryMessage {
  readonly id: string
  readonly inquiryId: string
  readonly direction: MessageDirection
  readonly author: MessageAuthor
  readonly text: string
  readonly at: Date
  readonly delivery: DeliveryState | null
  readonly attachments: readonly AttachmentInfo[]
  readonly sourceKey: string | null
  readonly emailMessageId: string | null
  readonly attempts: number
  readonly nextAttemptAt: Date | null
}

export interface InquiryMessageView {
  readonly _id: string
  readonly direction: MessageDirection
  readonly author: MessageAuthor
  readonly text: string
  readonly at: string
  readonly delivery: DeliveryState | null
  readonly attachments: AttachmentInfo[]
}

export function toMessageView(message: InquiryMessage): InquiryMessageView {
  return {
    _id: message.id,
    direction: message.direction,
    author: { ...message.author },
    text: message.text,
    at: message.at.toISOString(),
    delivery: message.delivery,
    attachments: message.attachments.map((a) => ({ ...a })),
  }
}

/** A message as the public chat transcript shows it: no notes, no e-mail addresses. */
export interface TranscriptEntry {
  readonly direction: 'in' | 'out'
  readonly author: { readonly type: AuthorType }
  readonly text: string
  readonly at: string
}

export function toTranscriptEntry(message: InquiryMessage): TranscriptEntry | null {
  if (message.direction === 'note') return null
  return { direction: message.direction, author: { type: message.author.type }, text: message.text, at: message.at.toISOString() }
}

/** A message built by a channel or an agent; stores fill nothing in. */
export function newMessage(
  fields: Pick<InquiryMessage, 'id' | 'inquiryId' | 'direction' | 'author' | 'text' | 'at'> & Partial<InquiryMessage>,
): InquiryMessage {
  return {
    delivery: null,
    attachments: [],
    sourceKey: null,
    emailMessageId: null,
    attempts: 0,
    nextAttemptAt: null,
    ...fields,
  }
}
