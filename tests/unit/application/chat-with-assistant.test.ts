import { describe, expect, test } from 'bun:test'
import { ChatWithAssistant } from '../../../application/use-cases/chat-with-assistant'
import { SESSION_IDLE_MS } from '../../../domain/chat-session'
import { DomainError } from '../../../domain/errors'
import { OfflineLanguageModel } from '../../../infrastructure/llm/offline-language-model'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryChatSessionStore } from '../../fakes/in-memory-chat-session-store'
import { RecordingLogger } from '../../fakes/recording-logger'
import { ScriptedIntentClassifier } from '../../fakes/scripted-intent-classifier'
import { ScriptedLanguageModel } from '../../fakes/scripted-language-model'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { deskServices } from '../../support/desk-services'

function setup(model: ConstructorParameters<typeof ChatWithAssistant>[0] = new OfflineLanguageModel(new ScriptedIntentClassifier())) {
  const sessions = new InMemoryChatSessionStore()
  const clock = new FixedClock()
  const logger = new RecordingLogger()
  const desk = deskServices({ clock })
  const chat = new ChatWithAssistant(model, sessions, new SequenceRandomSource(), clock, logger, desk.chatInquiries)
  return { chat, sessions, clock, logger, desk }
}

describe('ChatWithAssistant', () => {
  test('starts a session, answers, and keeps both turns', async () => {
    const model = new ScriptedLanguageModel([], ['Hello! Where from?'])
    const { chat, sessions } = setup(model)
    const reply = await chat.execute({ message: '  Hi there  ' })
    expect(reply).toEqual({ sessionId: '00000000-0000-4000-8000-000000000001', message: 'Hello! Where from?', status: 'active' })
    const stored = sessions.sessions.get(reply.sessionId)!
    expect(stored.turns).toEqual([
      { role: 'user', content: 'Hi there' },
      { role: 'assistant', content: 'Hello! Where from?' },
    ])
    expect(stored.version).toBe(1)
  })

  test('continues a session by its id: the model sees this session’s turns and nothing else', async () => {
    const model = new ScriptedLanguageModel([], ['A1', 'B1', 'A2'])
    const { chat } = setup(model)
    const a = await chat.execute({ message: 'ship from Hamburg to Oslo' })
    const b = await chat.execute({ message: 'secret of visitor B, from Madrid' })
    const again = await chat.execute({ message: 'it is furniture', sessionId: a.sessionId })
    expect(again.sessionId).toBe(a.sessionId)
    expect(b.sessionId).not.toBe(a.sessionId)
    const seen = model.contexts.at(-1)!
    expect(seen.turns.map((t) => t.content)).toEqual(['ship from Hamburg to Oslo', 'A1', 'it is furniture'])
    expect(JSON.stringify(seen)).not.toContain('visitor B')
    expect(seen.details).toMatchObject({ origin: 'Hamburg', destination: 'Oslo' })
  })

  test('fills the quote slot by slot across turns, asks for an e-mail address, and summarises when complete', async () => {
    const { chat, sessions, desk } = setup()
    const first = await chat.execute({ message: 'I need a quote to ship machine parts from Hamburg to Shanghai' })
    expect(first.message).toContain('origin Hamburg, destination Shanghai, cargo machine parts')
    expect(first.message).toContain('What is the total weight or volume')
    const second = await chat.execute({ message: 'about 12 t', sessionId: first.sessionId })
    expect(second.message).toContain('When will the cargo be ready')
    const third = await chat.execute({ message: 'by 12 March', sessionId: first.sessionId })
    expect(third.message).toBe(
      'Thanks! So far I have: origin Hamburg, destination Shanghai, cargo machine parts, weight or volume 12 t, dates by 12 March. Is that right? Please tell me your e-mail address so our team can send you the quote (or correct any detail).',
    )
    const invalid = await chat.execute({ message: 'it is ann@firm', sessionId: first.sessionId })
    expect(invalid.message).toStartWith('That does not look like a valid e-mail address. Thanks! So far I have: origin Hamburg')
    expect((await desk.store.findBySessionId(first.sessionId))!.customer.email).toBeNull()
    const fourth = await chat.execute({ message: 'Ann@Firm.test <script>alert(1)</script>', sessionId: first.sessionId })
    expect((await desk.store.findBySessionId(first.sessionId))!.customer.email).toBe('ann@firm.test')
    expect(fourth.message).toBe(
      [
        'Thank you, I have everything for your quote request:',
        '- Origin: Hamburg',
        '- Destination: Shanghai',
        '- Cargo: machine parts',
        '- Weight / volume: 12 t',
        '- Dates: by 12 March',
        '- E-mail: ann@firm.test',
        'Our team will get back to you with a quote. If anything changes, just tell me.',
      ].join('\n'),
    )
    const stored = sessions.sessions.get(first.sessionId)!
    expect(stored.status).toBe('complete')
    expect(stored.details).toEqual({
      origin: 'Hamburg',
      originLocode: 'DEHAM',
      destination: 'Shanghai',
      destinationLocode: 'CNSHA',
      cargo: 'machine parts',
      weight: '12 t',
      dates: 'by 12 March',
    })
    expect(stored.turns).toHaveLength(10)
  })

  test('a bare answer fills the slot that was asked for', async () => {
    const { chat, sessions } = setup()
    const first = await chat.execute({ message: 'I would like a freight quote from Rotterdam' })
    expect(first.message).toContain('Where should it be delivered?')
    await chat.execute({ message: 'Warsaw', sessionId: first.sessionId })
    expect(sessions.sessions.get(first.sessionId)!.details).toEqual({
      origin: 'Rotterdam',
      originLocode: 'NLRTM',
      destination: 'Warsaw',
      destinationLocode: 'PLWAW',
    })
  })

  test('a session expires after 24 hours of silence; until then it continues', async () => {
    const { chat, clock } = setup(new ScriptedLanguageModel([], ['1', '2', '3']))
    const first = await chat.execute({ message: 'hello' })
    clock.advance(SESSION_IDLE_MS - 1)
    expect((await chat.execute({ message: 'still there?', sessionId: first.sessionId })).sessionId).toBe(first.sessionId)
    clock.advance(SESSION_IDLE_MS)
    const after = await chat.execute({ message: 'and now?', sessionId: first.sessionId })
    expect(after.sessionId).not.toBe(first.sessionId)
  })

  test('an unknown or malformed sessionId starts a new session with a new id', async () => {
    const model = new ScriptedLanguageModel([], ['1', '2'])
    const { chat } = setup(model)
    const unknown = await chat.execute({ message: 'hi', sessionId: '3f1e2d4c-5b6a-4789-8abc-def012345678' })
    expect(unknown.sessionId).toBe('00000000-0000-4000-8000-000000000001')
    const malformed = await chat.execute({ message: 'hi', sessionId: "x' OR 1=1" })
    expect(malformed.sessionId).toBe('00000000-0000-4000-8000-000000000002')
    expect(model.contexts.map((c) => c.turns.length)).toEqual([1, 1])
  })

  test('a model failure is UPSTREAM_UNAVAILABLE, stores nothing, and logs no message text', async () => {
    const { chat, sessions, logger } = setup(new ScriptedLanguageModel([], [DomainError.upstreamUnavailable('Groq timed out'), '   ']))
    for (let i = 0; i < 2; i++) {
      const error = await chat.execute({ message: 'my phone is +49 170 1234567' }).catch((e) => e)
      expect(error).toBeInstanceOf(DomainError)
      expect(error.code).toBe('UPSTREAM_UNAVAILABLE')
    }
    expect(sessions.sessions.size).toBe(0)
    expect(logger.lines.filter((l) => l.level === 'warn')).toHaveLength(2)
    expect(logger.text()).not.toContain('1234567')
  })

  test('a blank message is refused', async () => {
    const { chat } = setup()
    await expect(chat.execute({ message: ' \n ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  test('two messages racing on one session: one is answered, the other is told to resend', async () => {
    const { chat, sessions } = setup(new ScriptedLanguageModel([], ['first', 'a', 'b']))
    const { sessionId } = await chat.execute({ message: 'hello' })
    const results = await Promise.allSettled([chat.execute({ message: 'one', sessionId }), chat.execute({ message: 'two', sessionId })])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(rejected.reason.code).toBe('CONFLICT')
    expect(sessions.sessions.get(sessionId)!.turns).toHaveLength(4)
  })
})
