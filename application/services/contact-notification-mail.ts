import type { ContactSubmission } from '../../domain/contact-submission'
import type { MailMessage } from '../ports/mailer'

/** The notification the team gets about a new contact submission (never sent to the submitter). */
export function contactNotificationMail(to: string, s: ContactSubmission): MailMessage {
  const lines: [string, string | null][] = [
    ['Name', s.name],
    ['E-mail', s.email],
    ['Company', s.company],
    ['Phone', s.phone],
    ['Subject', s.subject],
    ['Intent', s.intent],
    ['Received', s.createdAt.toISOString()],
    ['Reference', s.id],
  ]
  const present = lines.filter((line): line is [string, string] => line[1] !== null)
  const text = [...present.map(([k, v]) => `${k}: ${v}`), '', s.message].join('\n')
  const html = `<table>${present.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space: pre-wrap">${escapeHtml(s.message)}</p>`
  const about = s.subject ?? `message from ${s.name}`
  return { to, subject: `New contact request (${s.intent}): ${about}`.slice(0, 200), text, html, tag: 'contact-notification' }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
