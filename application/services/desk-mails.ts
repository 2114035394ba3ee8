import { type Inquiry, missingDetails } from '../../domain/inquiry'
import { singleLine } from '../../domain/mail-text'
import type { MailMessage } from '../ports/mailer'

const FIRST_MESSAGE_SHOWN = 4000

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function mail(to: string, subject: string, lines: readonly string[], tag: string): MailMessage {
  const text = lines.join('\n')
  return { to, subject: singleLine(subject, 250), text, html: `<pre style="white-space: pre-wrap">${escapeHtml(text)}</pre>`, tag }
}

function summary(inquiry: Inquiry): string[] {
  const c = inquiry.customer
  const d = inquiry.details
  const missing = missingDetails(d)
  return [
    `Reference: ${inquiry.reference}`,
    `Channel: ${inquiry.channel}`,
    `Status: ${inquiry.status}`,
    `Intent: ${inquiry.intent}`,
    `Customer: ${[c.name, c.email, c.company, c.phone].filter(Boolean).join(', ') || 'unknown'}`,
    `Details: ${
      [d.origin && `from ${d.origin}`, d.destination && `to ${d.destination}`, d.cargo, d.weightOrVolume, d.dates, d.incoterm, d.mode]
        .filter(Boolean)
        .join(', ') || 'none yet'
    }`,
    ...(missing.length > 0 ? [`Missing: ${missing.join(', ')}`] : []),
  ]
}

/** The desk is told of a new inquiry (never the customer). */
export function newInquiryMail(to: string, inquiry: Inquiry, firstMessage: string): MailMessage {
  const shown = firstMessage.length > FIRST_MESSAGE_SHOWN ? `${firstMessage.slice(0, FIRST_MESSAGE_SHOWN)}…` : firstMessage
  return mail(to, `New inquiry ${inquiry.reference}: ${inquiry.subject}`, [...summary(inquiry), '', shown], 'desk-new-inquiry')
}

/** An agent is told an inquiry is now theirs. */
export function assignedMail(to: string, inquiry: Inquiry): MailMessage {
  return mail(to, `Assigned to you: ${inquiry.reference} ${inquiry.subject}`, summary(inquiry), 'desk-assignment')
}
