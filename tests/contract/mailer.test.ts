import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MailMessage } from '../../application/ports/mailer'
import { OutboxMailer } from '../../infrastructure/mail/outbox-mailer'
import { PostmarkMailer } from '../../infrastructure/mail/postmark-mailer'
import { fakePostmarkServer } from '../fakes/fake-postmark-server'
import { RecordingLogger } from '../fakes/recording-logger'
import { RecordingMailer } from '../fakes/recording-mailer'
import { describeMailer } from './mailer.contract'

type Delivered = Pick<MailMessage, 'to' | 'subject' | 'text' | 'tag'>
const picked = (m: Delivered): Delivered => ({ to: m.to, subject: m.subject, text: m.text, tag: m.tag })

describeMailer('RecordingMailer', () => {
  const mailer = new RecordingMailer()
  return { mailer, delivered: async () => mailer.sent.map(picked), breakDelivery: () => void (mailer.failing = true) }
})

describeMailer('OutboxMailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-contract-'))
  const logger = new RecordingLogger()
  let folder = join(dir, 'outbox')
  let mailer = new OutboxMailer(folder, logger)
  const files = () => {
    try {
      return readdirSync(folder).sort()
    } catch {
      return []
    }
  }
  return {
    mailer: { send: (m) => mailer.send(m) },
    delivered: async () => files().map((name) => picked(JSON.parse(readFileSync(join(folder, name), 'utf8')))),
    breakDelivery: () => {
      // A folder that cannot exist: its parent is a file.
      writeFileSync(join(dir, 'not-a-folder'), '')
      folder = join(dir, 'not-a-folder', 'outbox')
      mailer = new OutboxMailer(folder, logger)
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  }
})

describeMailer('PostmarkMailer (real client, fake Postmark on loopback)', () => {
  const postmark = fakePostmarkServer()
  // Requests after the break are answered 500: they were never delivered.
  let brokenAt: number | undefined
  return {
    mailer: new PostmarkMailer({ serverToken: 'server-token', from: 'noreply@service.test', apiUrl: postmark.url }),
    delivered: async () =>
      postmark.received.slice(0, brokenAt).map(({ body }) => ({
        to: String(body.To),
        subject: String(body.Subject),
        text: String(body.TextBody),
        tag: body.Tag as Delivered['tag'],
      })),
    breakDelivery: () => {
      brokenAt = postmark.received.length
      postmark.setMode('down')
    },
    close: () => postmark.server.stop(true),
  }
})
