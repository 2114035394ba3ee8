import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import process from 'node:process'
import type { Logger } from '../../application/ports/logger'
import type { Mailer, MailMessage } from '../../application/ports/mailer'
import { DomainError } from '../../domain/errors'

/**
 * The embedded default: each message becomes a JSON file in DATA_DIR/outbox, and one log line
 * carries its first link so a developer can sign in with curl alone. Never used in production
 * unless chosen: it writes secrets (login links) to disk and to the log.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0

  constructor(
    private readonly folder: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // Names sort in the order sent: time, process, then a zero-padded sequence within the millisecond.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(++this.sequence).padStart(9, '0')}.json`
    try {
      await mkdir(this.folder, { recursive: true })
      await writeFile(join(this.folder, name), JSON.stringify(message, null, 2), { mode: 0o600 })
    } catch (error) {
      this.logger.error('outbox not writable', { folder: this.folder, reason: error instanceof Error ? error.message : String(error) })
      throw DomainError.upstreamUnavailable('The mail service is unavailable, please try again later')
    }
    const link = /https?:\/\/\S+/.exec(message.text)?.[0]
    this.logger.info('mail written to outbox', { to: message.to, subject: message.subject, file: name, ...(link ? { link } : {}) })
  }
}
