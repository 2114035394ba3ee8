import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import process from 'node:process'
import type { Logger } from '../../application/ports/logger'
import type { Mailer, MailMessage } from '../../application/ports/mailer'

/**
 * The embedded default: each message becomes a JSON file in DATA_DIR/outbox, and one log line
 * carries its first link so a developer can sign in with curl alone. Never used in production
 * unless chosen: it writes secrets (login links) to disk and to the log.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0

  constructor(private readonly folder: string, private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++this.sequence}.json`
    await writeFile(join(this.folder, name), JSON.stringify(message, null, 2), { mode: 0o600 })
    const link = /https?:\/\/\S+/.exec(message.text)?.[0]
    this.logger.info('mail written to outbox', { to: message.to, subject: message.subject, file: name, ...(link ? { link } : {}) })
  }
}
