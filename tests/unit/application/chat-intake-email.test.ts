import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { ChatInquiries } from '../../../application/services/chat-inquiries'
import { InquiryClassifier } from '../../../application/services/inquiry-classifier'
import { ChatWithAssistant } from '../../../application/use-cases/chat-with-assistant'
import { ClassifyIntent } from '../../../application/use-cases/classify-intent'
import { LANGUAGES } from '../../../domain/conversation-language'
import { QUOTE_SLOTS, slotValue } from '../../../domain/quote-details'
import { EMAIL_PHRASES } from '../../../infrastructure/llm/intake-email-phrases'
import { INTAKE_PHRASES } from '../../../infrastructure/llm/offline-intake-assistant'
import { OfflineLanguageModel } from '../../../infrastructure/llm/offline-language-model'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryChatSessionStore } from '../../fakes/in-memory-chat-session-store'
import { RecordingLogger } from '../../fakes/recording-logger'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { deskServices } from '../../support/desk-services'

// Every language's first development conversation gives all five details in one message.
const firstMessage = (language: string): string =>
  (JSON.parse(readFileSync(`data/intake/${language}.jsonl`, 'utf8').split('\n')[0]!) as { turns: string[] }).turns[0]!

function setup() {
  const clock = new FixedClock()
  const logger = new RecordingLogger()
  const desk = deskServices({ clock })
  const model = new OfflineLanguageModel({ classify: () => 'INQUIRY' })
  const inquiries = new ChatInquiries(
    desk.store,
    desk.writer,
    new InquiryClassifier(new ClassifyIntent(model, model, logger), logger),
    logger,
  )
  const sessions = new InMemoryChatSessionStore()
  const chat = new ChatWithAssistant(model, sessions, new SequenceRandomSource(), clock, logger, inquiries)
  return { chat, sessions, store: desk.store }
}

describe('the chat intake asks for an e-mail address before its summary', () => {
  for (const language of LANGUAGES) {
    test(`${language}: restates the details, asks again for an invalid address, stores a valid one, then summarises`, async () => {
      const { chat, sessions, store } = setup()
      const phrases = INTAKE_PHRASES[language]
      const email = EMAIL_PHRASES[language]
      const first = await chat.execute({ message: firstMessage(language) })
      const details = sessions.sessions.get(first.sessionId)!.details
      expect(first.message).toStartWith(phrases.soFar('').slice(0, 4))
      expect(first.message).toEndWith(email.ask)
      expect(first.message).not.toContain(phrases.summaryTitle)
      for (const slot of QUOTE_SLOTS) expect(first.message).toContain(slotValue(details, slot)!)
      expect((await store.findBySessionId(first.sessionId))!.customer.email).toBeNull()

      const invalid = await chat.execute({ message: 'kontakt@firma', sessionId: first.sessionId })
      expect(invalid.message).toStartWith(email.invalid)
      expect(invalid.message).toEndWith(email.ask)
      expect((await store.findBySessionId(first.sessionId))!.customer.email).toBeNull()

      const valid = await chat.execute({ message: '<b>Kontakt@Firma.example</b>', sessionId: first.sessionId })
      expect(valid.message).toStartWith(phrases.summaryTitle)
      expect(valid.message).toContain(`- ${email.label}: kontakt@firma.example\n`)
      const inquiry = (await store.findBySessionId(first.sessionId))!
      expect(inquiry.customer.email).toBe('kontakt@firma.example')
      expect(inquiry.details.destination).toBeTruthy()
    })
  }

  test('a correction in answer to the question is honoured and the question restates the corrected detail', async () => {
    const { chat, sessions } = setup()
    const first = await chat.execute({ message: 'Hi, I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week' })
    expect(first.message).toContain('destination Shanghai')
    const corrected = await chat.execute({ message: 'Sorry, not Shanghai but to Ningbo', sessionId: first.sessionId })
    expect(sessions.sessions.get(first.sessionId)!.details.destination).toBe('Ningbo')
    expect(corrected.message).toContain('destination Ningbo')
    expect(corrected.message).not.toContain('Shanghai')
    expect(corrected.message).toEndWith(EMAIL_PHRASES.en.ask)
  })

  test('an address given before the details are complete is not asked for again', async () => {
    const { chat } = setup()
    const first = await chat.execute({
      message: 'Hi, I need a quote to ship 12 t of machine parts from Hamburg to Shanghai.\nMy e-mail: ann@firm.test',
    })
    expect(first.message).toContain('When will the cargo be ready')
    const reply = await chat.execute({ message: 'next week', sessionId: first.sessionId })
    expect(reply.message).toStartWith(INTAKE_PHRASES.en.summaryTitle)
    expect(reply.message).toContain('- E-mail: ann@firm.test')
  })

  test('a visitor who answers without an address is not trapped: the summary follows', async () => {
    const { chat, store } = setup()
    const first = await chat.execute({ message: 'Hi, I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week' })
    const next = await chat.execute({ message: 'I would rather not say', sessionId: first.sessionId })
    expect(next.message).toStartWith(INTAKE_PHRASES.en.summaryTitle)
    expect(next.message).not.toContain('E-mail')
    expect((await store.findBySessionId(first.sessionId))!.customer.email).toBeNull()
  })

  test('an answer that disputes a detail without a readable change is asked about once, not summarised', async () => {
    const { chat } = setup()
    const first = await chat.execute({ message: 'Hi, I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week' })
    const disputed = await chat.execute({ message: 'yes, but the cargo is more exactly what I said before', sessionId: first.sessionId })
    expect(disputed.message).toStartWith(EMAIL_PHRASES.en.unclear)
    expect(disputed.message).toEndWith(EMAIL_PHRASES.en.ask)
    const corrected = await chat.execute({ message: 'cargo: gearbox housings', sessionId: first.sessionId })
    expect(corrected.message).toContain('cargo gearbox housings')
    expect(corrected.message).toEndWith(EMAIL_PHRASES.en.ask)
    // Disputed again after the "which detail?" question: the visitor is not trapped, the summary follows.
    const again = await chat.execute({ message: 'but the dates too', sessionId: first.sessionId })
    const last = await chat.execute({ message: 'no, that is all', sessionId: first.sessionId })
    expect([again.message.startsWith(EMAIL_PHRASES.en.unclear), last.message.startsWith(INTAKE_PHRASES.en.summaryTitle)]).toEqual([
      true,
      true,
    ])
  })
})
