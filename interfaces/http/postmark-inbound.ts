import type { Models } from 'postmark'
import { parseEmailAddress } from '../../domain/email-address'
import type { InboundEmail } from '../../domain/inbound-email'
import { ATTACHMENT_NAME_MAX_LENGTH, type AttachmentContent, MAX_ATTACHMENTS_PER_MESSAGE } from '../../domain/inquiry-message'
import { htmlToText, messageIdsIn, singleLine, tidy } from '../../domain/mail-text'
import { HttpError } from './http-error'

/** Postmark's inbound webhook body as its own client library types it (every field may be missing or of another type in a hostile body). */
type PostmarkInbound = Partial<Models.InboundMessageDetails>

const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]{1,64}\/[a-z0-9!#$&^_.+-]{1,64}$/i
const PROVIDER_ID = /^[A-Za-z0-9._@<>-]{1,200}$/

/** Postmark stops retrying at 403: the answer for a message the service will never accept. */
function refuse(message: string): HttpError {
  return new HttpError(403, 'VALIDATION_FAILED', message)
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

function header(payload: PostmarkInbound, name: string): string | null {
  if (!Array.isArray(payload.Headers)) return null
  const found = payload.Headers.find((h) => typeof h?.Name === 'string' && h.Name.toLowerCase() === name.toLowerCase())
  return typeof found?.Value === 'string' ? found.Value : null
}

/** Keeps attachments in order while their decoded bytes fit `budget`; the others are named as dropped. */
function attachmentsOf(payload: PostmarkInbound, budget: number): Pick<InboundEmail, 'attachments' | 'droppedAttachments'> {
  const list = Array.isArray(payload.Attachments) ? payload.Attachments.slice(0, MAX_ATTACHMENTS_PER_MESSAGE) : []
  const attachments: AttachmentContent[] = []
  const droppedAttachments: { name: string; size: number }[] = []
  let used = 0
  for (const item of list) {
    const name = singleLine(str(item?.Name), ATTACHMENT_NAME_MAX_LENGTH).replace(/[\\/]/g, '_') || 'attachment'
    const encoded = str(item?.Content)
    const size = Math.floor((encoded.replace(/=+$/, '').length * 3) / 4)
    if (used + size > budget) {
      droppedAttachments.push({ name, size })
      continue
    }
    const content = new Uint8Array(Buffer.from(encoded, 'base64'))
    used += content.byteLength
    const type = str(item?.ContentType)
    attachments.push({
      index: attachments.length,
      name,
      contentType: CONTENT_TYPE.test(type) ? type.toLowerCase() : 'application/octet-stream',
      size: content.byteLength,
      content,
    })
  }
  return { attachments, droppedAttachments }
}

/**
 * Reads Postmark's inbound JSON into the desk's InboundEmail. Text: the stripped reply, else the
 * text part, else the HTML part reduced to text (markup is never kept). Refuses (403) what can
 * never be stored: no MessageID, no usable sender.
 */
export function fromPostmark(body: unknown, attachmentBudget: number): InboundEmail {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refuse('The body is not a Postmark inbound message')
  const payload = body as PostmarkInbound
  const providerMessageId = str(payload.MessageID)
  if (!PROVIDER_ID.test(providerMessageId)) throw refuse('MessageID is missing or malformed')
  let fromEmail: string
  try {
    fromEmail = parseEmailAddress(str(payload.FromFull?.Email) || str(payload.From))
  } catch {
    throw refuse('From is missing or not an e-mail address')
  }
  const stripped = tidy(str(payload.StrippedTextReply))
  const plain = tidy(str(payload.TextBody))
  const text = stripped || plain || htmlToText(str(payload.HtmlBody))
  const hash = str(payload.MailboxHash).trim()
  const ownId = messageIdsIn(header(payload, 'Message-ID'), 1)[0] ?? null
  return {
    providerMessageId,
    fromEmail,
    fromName: singleLine(str(payload.FromFull?.Name) || str(payload.FromName), 200) || null,
    subject: singleLine(str(payload.Subject), 998),
    text,
    mailboxHash: /^[A-Za-z0-9_-]{1,64}$/.test(hash) ? hash : null,
    messageIdHeader: ownId,
    threadIds: [...messageIdsIn(header(payload, 'In-Reply-To'), 5), ...messageIdsIn(header(payload, 'References'), 50).reverse()],
    spam: /^\s*yes\b/i.test(header(payload, 'X-Spam-Status') ?? ''),
    ...attachmentsOf(payload, attachmentBudget),
  }
}
