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
}
