/** Delivers one e-mail. Throws when the provider refuses or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** A short label for the provider's statistics, e.g. `login-link`. */
  readonly tag: string
  /** Where the recipient's answer goes (a desk reply's `+token` address). */
  readonly replyTo?: string
  /** Extra headers (Message-ID, In-Reply-To, References); names and values are single lines. */
  readonly headers?: readonly MailHeader[]
}

export interface MailHeader {
  readonly name: string
  readonly value: string
}
