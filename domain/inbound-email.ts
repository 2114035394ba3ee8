import type { AttachmentContent } from './inquiry-message'

/** A received e-mail as the desk needs it, whoever delivered it (Postmark's inbound webhook maps to this at the edge). */
export interface InboundEmail {
  /** The provider's id of the message: delivering the same id again changes nothing. */
  readonly providerMessageId: string
  readonly fromEmail: string
  readonly fromName: string | null
  readonly subject: string
  /** The text the customer wrote (the stripped reply, the text part, or the text of the HTML part). */
  readonly text: string
  /** The `+token` of the address it was sent to, when there was one. */
  readonly mailboxHash: string | null
  /** Its own Message-ID header. */
  readonly messageIdHeader: string | null
  /** Message-IDs named by In-Reply-To and References, most specific first. */
  readonly threadIds: readonly string[]
  readonly spam: boolean
  /** Attachments whose bytes are kept (within the per-message limit). */
  readonly attachments: readonly AttachmentContent[]
  /** Attachments left out for size, by name and size, so the thread says what was not kept. */
  readonly droppedAttachments: readonly { readonly name: string; readonly size: number }[]
}

/** The thread text of a received mail: what the customer wrote, plus a line per attachment not kept. */
export function inboundText(email: InboundEmail, max: number): string {
  const notes = email.droppedAttachments.map((a) => `[Attachment "${a.name}" (${a.size} bytes) was not kept: over the size limit]`)
  const body = email.text.length > max ? `${email.text.slice(0, max)}\n[…cut]` : email.text
  return [body || '(no text)', ...notes].join('\n')
}
