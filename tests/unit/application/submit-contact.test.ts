import { describe, expect, test } from 'bun:test'
import { ClassifyIntent } from '../../../application/use-cases/classify-intent'
import { SubmitContact } from '../../../application/use-cases/submit-contact'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryContactSubmissionStore } from '../../fakes/in-memory-contact-submission-store'
import { RecordingLogger } from '../../fakes/recording-logger'
import { RecordingMailer } from '../../fakes/recording-mailer'
import { ScriptedLanguageModel } from '../../fakes/scripted-language-model'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { deskServices } from '../../support/desk-services'

const THANKS = { success: true as const, message: 'Thank you for contacting us. We will get back to you soon.' }
const form = {
  name: ' Ada Lovelace ',
  email: ' Ada@Example.COM ',
  message: 'Please quote 2 x 40ft from Hamburg to Shanghai.',
  company: 'Engines Ltd',
  phone: '+44 20 7946 0123',
  subject: 'Quote',
}

function setup(options: { notifyEmail?: string | null; intents?: (string | Error)[] } = {}) {
  const store = new InMemoryContactSubmissionStore()
  const mailer = new RecordingMailer()
  const logger = new RecordingLogger()
  const offline = new ScriptedLanguageModel(['GENERAL', 'GENERAL', 'GENERAL'])
  const classify = new ClassifyIntent(new ScriptedLanguageModel(options.intents ?? ['INQUIRY']), offline, logger)
  const notifyEmail = options.notifyEmail === undefined ? 'sales@forwarder.test' : options.notifyEmail
  const desk = deskServices({ mailer, settings: { notifyEmail } })
  const submit = new SubmitContact(
    store,
    classify,
    mailer,
    { notifyEmail },
    new SequenceRandomSource(),
    new FixedClock(),
    logger,
    desk.contactInquiries,
  )
  return { submit, store, mailer, logger, desk }
}

describe('SubmitContact', () => {
  test('stores the submission with its intent, then notifies the team and records that', async () => {
    const { submit, store, mailer } = setup()
    expect(await submit.execute(form)).toEqual(THANKS)
    const [stored] = [...store.submissions.values()]
    expect(stored as unknown).toEqual({
      id: '000000000000000000000001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: form.message,
      company: 'Engines Ltd',
      phone: '+44 20 7946 0123',
      subject: 'Quote',
      intent: 'INQUIRY',
      notification: 'sent',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    expect(mailer.sent.map((m) => m.to)).toEqual(['sales@forwarder.test'])
    expect(mailer.sent[0]!.subject).toBe('New contact request (INQUIRY): Quote')
    expect(mailer.sent[0]!.text).toContain('E-mail: ada@example.com')
    expect(mailer.sent[0]!.text).toContain(form.message)
  })

  test('a failing mail never loses the submission: stored, marked failed, still a success, logged without personal data', async () => {
    const { submit, store, mailer, logger } = setup()
    mailer.failing = true
    expect(await submit.execute(form)).toEqual(THANKS)
    expect([...store.submissions.values()].map((s) => s.notification)).toEqual(['failed'])
    expect(logger.lines.some((l) => l.level === 'error')).toBe(true)
    expect(logger.text()).not.toContain('example.com')
    expect(logger.text()).not.toContain('7946')
  })

  test('the honeypot answers success and stores and mails nothing', async () => {
    const { submit, store, mailer } = setup()
    expect(await submit.execute({ ...form, website: 'http://spam.example' })).toEqual(THANKS)
    expect(store.submissions.size).toBe(0)
    expect(mailer.sent).toEqual([])
  })

  test('without CONTACT_NOTIFY_EMAIL nothing is mailed (never to the submitter) and the status says so', async () => {
    const { submit, store, mailer } = setup({ notifyEmail: null })
    await submit.execute(form)
    expect(mailer.sent).toEqual([])
    expect([...store.submissions.values()][0]!.notification).toBe('skipped')
  })

  test('a failing model still classifies through the offline fallback', async () => {
    const { submit, store } = setup({ intents: [new Error('down')] })
    await submit.execute(form)
    expect([...store.submissions.values()][0]!.intent).toBe('GENERAL')
  })

  test('blank required fields and a malformed address are refused, naming each field', async () => {
    const { submit, store } = setup()
    const error = await submit.execute({ ...form, name: '  ', message: '', email: 'not-an-address' }).catch((e) => e)
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['name', 'message', 'email'])
    expect(store.submissions.size).toBe(0)
  })
})
