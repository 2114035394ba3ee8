import { ServerClient } from 'postmark'
import type { Mailer, MailMessage } from '../../application/ports/mailer'
import { DomainError } from '../../domain/errors'

export interface PostmarkSettings {
  readonly serverToken: string
  readonly from: string
  /** Base URL of the API; only tests point it elsewhere. */
  readonly apiUrl: string | null
  readonly timeoutSeconds?: number
}

/** Sends mail through Postmark's API with the official client. */
export class PostmarkMailer implements Mailer {
  private readonly client: ServerClient

  constructor(private readonly settings: PostmarkSettings) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : null
    this.client = new ServerClient(settings.serverToken, {
      useHttps: url ? url.protocol === 'https:' : true,
      requestHost: url ? url.host : 'api.postmarkapp.com',
      timeout: settings.timeoutSeconds ?? 10,
    })
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.client.sendEmail({
        From: this.settings.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        HtmlBody: message.html,
        Tag: message.tag,
        MessageStream: 'outbound',
        TrackLinks: 'None' as never,
        TrackOpens: false,
        ...(message.replyTo ? { ReplyTo: message.replyTo } : {}),
        ...(message.headers ? { Headers: message.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
      })
    } catch {
      // The provider's error text may echo addresses or tokens; callers get a stable error.
      throw DomainError.upstreamUnavailable('The mail service is unavailable, please try again later')
    }
  }
}
