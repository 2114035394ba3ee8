import type { Mailer, MailMessage } from '../../application/ports/mailer'
import { DomainError } from '../../domain/errors'

/** Keeps every message instead of sending it; can be told to fail like a provider outage. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = []
  failing = false

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw DomainError.upstreamUnavailable('The mail service is unavailable, please try again later')
    this.sent.push(message)
  }

  /** The token of the newest login link sent to `to`. */
  lastLinkToken(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to)
    const token = message && /token=([^\s&"]+)/.exec(message.text)?.[1]
    if (!token) throw new Error(`no login link was sent to ${to}`)
    return decodeURIComponent(token)
  }

  /** The 8-digit code of the newest login mail sent to `to`. */
  lastCode(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to)
    const code = message && /code: (\d{8})/.exec(message.text)?.[1]
    if (!code) throw new Error(`no code was sent to ${to}`)
    return code
  }
}
