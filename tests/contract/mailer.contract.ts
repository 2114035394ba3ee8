import { afterEach, describe, expect, test } from 'bun:test'
import type { Mailer, MailMessage } from '../../application/ports/mailer'

/** A Mailer and a way to see what reached its provider (recorded list, outbox folder, fake Postmark). */
export interface MailerHarness {
  readonly mailer: Mailer
  /** What the provider received so far, oldest first. */
  delivered(): Promise<Pick<MailMessage, 'to' | 'subject' | 'text' | 'tag'>[]>
  /** Makes the provider refuse or be unreachable from now on. */
  breakDelivery(): void
  close?(): Promise<void> | void
}

const message = (n: number): MailMessage => ({
  to: `ada+${n}@example.com`,
  subject: `Your sign-in link «${n}» "quoted"`,
  text: `Open https://service.test/api/v1/auth/verify?token=abc.${n}\nCode: 1234567${n}\nÆøå ✓`,
  html: `<p>Open the link ${n}</p>`,
  tag: 'login-link',
})

/** The behaviour every Mailer adapter and fake shares. */
export function describeMailer(name: string, makeHarness: () => MailerHarness | Promise<MailerHarness>) {
  describe(`Mailer contract: ${name}`, () => {
    let harness: MailerHarness | undefined
    const open = async () => (harness = await makeHarness())
    afterEach(async () => {
      await harness?.close?.()
      harness = undefined
    })

    test('a sent message reaches the provider with its recipient, subject, text and tag intact', async () => {
      const { mailer, delivered } = await open()
      await mailer.send(message(1))
      const { to, subject, text, tag } = message(1)
      expect(await delivered()).toEqual([{ to, subject, text, tag }])
    })

    test('several messages each arrive once, in the order sent', async () => {
      const { mailer, delivered } = await open()
      for (const n of [1, 2, 3]) await mailer.send(message(n))
      expect((await delivered()).map((m) => m.to)).toEqual(['ada+1@example.com', 'ada+2@example.com', 'ada+3@example.com'])
    })

    test('when the provider cannot take mail, send rejects with UPSTREAM_UNAVAILABLE and nothing counts as delivered', async () => {
      const { mailer, delivered, breakDelivery } = await open()
      breakDelivery()
      await expect(mailer.send(message(1))).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
      expect(await delivered()).toEqual([])
    })
  })
}
