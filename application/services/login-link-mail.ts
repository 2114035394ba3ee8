import type { MailMessage } from '../ports/mailer'

/** The sign-in e-mail: the link for this device, the code for another one. */
export function loginLinkMail(to: string, url: string, code: string, ttlSeconds: number): MailMessage {
  const minutes = Math.round(ttlSeconds / 60)
  const text = [
    'Sign in to your account by opening this link:',
    url,
    '',
    `Or enter this code: ${code}`,
    '',
    `The link and the code expire in ${minutes} minutes and work once.`,
    'If you did not ask to sign in, ignore this e-mail.',
  ].join('\n')
  const html = `<p>Sign in to your account by opening this link:</p>
<p><a href="${escapeHtml(url)}">Sign in</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
<p>The link and the code expire in ${minutes} minutes and work once. If you did not ask to sign in, ignore this e-mail.</p>`
  return { to, subject: 'Your sign-in link', text, html, tag: 'login-link' }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
