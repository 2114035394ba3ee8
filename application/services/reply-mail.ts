import type { Inquiry } from '../../domain/inquiry'
import type { InquiryMessage } from '../../domain/inquiry-message'
import { replySubject, singleLine } from '../../domain/mail-text'
import type { MailHeader, MailMessage } from '../ports/mailer'

/** The domain of our own Message-IDs: the reply address's, else a name that never resolves. */
export function messageIdDomain(replyAddress: string | null): string {
  return replyAddress?.split('@')[1] ?? 'desk.invalid'
}

/** The Message-ID an agent's reply is sent with, known before it is sent so an answer can thread to it. */
export function replyMessageId(messageId: string, replyAddress: string | null): string {
  return `<reply.${messageId}@${messageIdDomain(replyAddress)}>`
}

/** `desk+<token>@inbound.example.com`: where the customer's answer goes, naming the inquiry. */
export function replyToAddress(replyAddress: string | null, token: string): string | undefined {
  if (!replyAddress) return undefined
  const [local, domain] = replyAddress.split('@')
  return `${local}+${token}@${domain}`
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The e-mail of an agent's reply: threaded to the last message received, answerable to the inquiry's reply token. */
export function replyMail(inquiry: Inquiry, message: InquiryMessage, inReplyTo: string | null, replyAddress: string | null): MailMessage {
  const headers: MailHeader[] = [{ name: 'Message-ID', value: message.emailMessageId ?? replyMessageId(message.id, replyAddress) }]
  if (inReplyTo) {
    const id = singleLine(inReplyTo, 300)
    headers.push({ name: 'In-Reply-To', value: id }, { name: 'References', value: id })
  }
  const replyTo = replyToAddress(replyAddress, inquiry.replyToken)
  return {
    to: inquiry.customer.email ?? '',
    subject: replySubject(inquiry.subject, inquiry.reference),
    text: message.text,
    html: `<div style="white-space: pre-wrap">${escapeHtml(message.text)}</div>`,
    tag: 'desk-reply',
    headers,
    ...(replyTo ? { replyTo } : {}),
  }
}
