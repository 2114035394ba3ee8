import { describe, expect, test } from 'bun:test'
import { ChatWithAssistant } from '../../../application/use-cases/chat-with-assistant'
import { GetChatTranscript } from '../../../application/use-cases/get-chat-transcript'
import { CHAT_KEPT_MS, SESSION_IDLE_MS } from '../../../domain/chat-session'
import { OfflineLanguageModel } from '../../../infrastructure/llm/offline-language-model'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryChatSessionStore } from '../../fakes/in-memory-chat-session-store'
import { RecordingLogger } from '../../fakes/recording-logger'
import { ScriptedIntentClassifier } from '../../fakes/scripted-intent-classifier'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { deskServices } from '../../support/desk-services'

const HOUR = 3_600_000
const DAY = 24 * HOUR

function setup() {
  const sessions = new InMemoryChatSessionStore()
  const clock = new FixedClock()
  const desk = deskServices({ clock })
  const model = new OfflineLanguageModel(new ScriptedIntentClassifier())
  const chat = new ChatWithAssistant(model, sessions, new SequenceRandomSource(), clock, new RecordingLogger(), desk.chatInquiries)
  const transcript = new GetChatTranscript(desk.store, sessions, clock)
  return { chat, transcript, clock, desk }
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number; code?: string }) => (error.code === 'NOT_FOUND' ? 404 : 500),
  )

describe('contract 13: a chat stays readable for 30 days after its last message; the conversation ends after 24 h', () => {
  test('constants say so', () => {
    expect(SESSION_IDLE_MS).toBe(DAY)
    expect(CHAT_KEPT_MS).toBe(30 * DAY)
  })

  test('a chat that never became an inquiry: readable for 30 days, though a message after 24 h starts a new conversation', async () => {
    const { chat, transcript, clock, desk } = setup()
    const first = await chat.execute({ message: 'hello there' })
    expect(await desk.store.findBySessionId(first.sessionId)).toBeNull()
    clock.advance(25 * HOUR)
    const read = await transcript.execute({ sessionId: first.sessionId })
    expect(read.messages.map((m) => m.text)).toEqual(['hello there', expect.any(String)])
    const later = await chat.execute({ message: 'are you still there?', sessionId: first.sessionId })
    expect(later.sessionId).not.toBe(first.sessionId)
    // The old conversation is unchanged by the new one, and readable until 30 days after its last message.
    clock.advance(30 * DAY - 25 * HOUR - 1)
    expect((await transcript.execute({ sessionId: first.sessionId })).messages).toHaveLength(2)
    clock.advance(1)
    expect(await status(transcript.execute({ sessionId: first.sessionId }))).toBe(404)
  })

  test('a chat that became an inquiry: readable 30 days after its last message, then 404', async () => {
    const { chat, transcript, clock, desk } = setup()
    const first = await chat.execute({ message: 'I need a quote to ship 2 pallets from Hamburg to Lyon' })
    expect(await desk.store.findBySessionId(first.sessionId)).not.toBeNull()
    clock.advance(29 * DAY)
    expect((await transcript.execute({ sessionId: first.sessionId })).messages.length).toBeGreaterThanOrEqual(2)
    clock.advance(DAY + 1)
    expect(await status(transcript.execute({ sessionId: first.sessionId }))).toBe(404)
  })
})
