import type { MailMessage } from '../ports/mailer'

/**
 * The mail telling someone they were added to a workspace (`joined`) or invited to it. The
 * workspace name and the inviter's address are client text: escaped in HTML, and the plain text
 * never makes them a link.
 */
export function membershipMail(input: {
  to: string
  workspace: string
  role: string
  invitedBy: string
  joined: boolean
  signInUrl: string
}): MailMessage {
  const what = `${input.invitedBy} added you to the workspace "${input.workspace}" as ${input.role}.`
  const next = input.joined
    ? 'It is in your list of workspaces the next time you open the console.'
    : 'Sign in with this e-mail address to join it; your account is created at your first sign-in.'
  const text = [what, next, '', input.signInUrl].join('\n')
  const html = `<p>${escapeHtml(what)}</p>\n<p>${escapeHtml(next)}</p>\n<p><a href="${escapeHtml(input.signInUrl)}">Open the console</a></p>`
  return {
    to: input.to,
    subject: input.joined ? 'You joined a workspace' : 'You are invited to a workspace',
    text,
    html,
    tag: 'workspace-member',
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
