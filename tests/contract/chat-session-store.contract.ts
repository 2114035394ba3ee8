import { describe, expect, test } from 'bun:test'
import { randomUUID } from 'node:crypto'
import type { ChatSessionStore } from '../../application/ports/chat-session-store'
import { CHAT_KEPT_MS, type ChatSession, newChatSession, recordExchange } from '../../domain/chat-session'

const start = new Date('2026-03-01T10:00:00.000Z')
const later = (ms: number) => new Date(start.getTime() + ms)

/** A session after its first exchange (version 1), with an id unique per call so suites may share a database. */
function firstExchange(now = start): ChatSession {
  return recordExchange(newChatSession(randomUUID(), now), {
    user: 'Ship 12 t from Hamburg to Shanghai',
    assistant: 'What are you shipping?',
    details: { origin: 'Hamburg', destination: 'Shanghai', weight: '12 t' },
    now,
  })
}

/** The behaviour every ChatSessionStore adapter must have; `makeStore` returns a ready adapter. */
export function describeChatSessionStore(name: string, makeStore: () => ChatSessionStore | Promise<ChatSessionStore>) {
  describe(`ChatSessionStore contract: ${name}`, () => {
    test('saves a new session and reads it back exactly; an unknown id is null', async () => {
      const store = await makeStore()
      const session = firstExchange(new Date('2026-03-01T10:00:00.123Z'))
      expect(await store.save(session)).toBe(true)
      expect(await store.find(session.id, start)).toEqual(session)
      expect(await store.find(randomUUID(), start)).toBeNull()
    })

    test('a session is found until its expiresAt, 30 days after its last message (its transcript stays readable), and not from then on', async () => {
      const store = await makeStore()
      const session = firstExchange()
      await store.save(session)
      expect(session.expiresAt).toEqual(later(CHAT_KEPT_MS))
      expect(await store.find(session.id, later(CHAT_KEPT_MS - 1))).not.toBeNull()
      expect(await store.find(session.id, later(CHAT_KEPT_MS))).toBeNull()
    })

    test('a save that follows the stored version replaces the session and pushes its expiry back', async () => {
      const store = await makeStore()
      const first = firstExchange()
      await store.save(first)
      const second = recordExchange(first, {
        user: 'machine parts',
        assistant: 'When?',
        details: { ...first.details, cargo: 'machine parts' },
        now: later(60_000),
      })
      expect(await store.save(second)).toBe(true)
      const found = await store.find(first.id, later(CHAT_KEPT_MS + 1000))
      expect(found).toEqual(second)
      expect(found!.turns.map((t) => t.content)).toEqual([
        'Ship 12 t from Hamburg to Shanghai',
        'What are you shipping?',
        'machine parts',
        'When?',
      ])
    })

    test('a stale save is refused and changes nothing; so is a second insert of the same id', async () => {
      const store = await makeStore()
      const first = firstExchange()
      await store.save(first)
      const a = recordExchange(first, { user: 'a', assistant: 'A', details: first.details, now: later(1000) })
      const b = recordExchange(first, { user: 'b', assistant: 'B', details: first.details, now: later(2000) })
      expect(await store.save(a)).toBe(true)
      expect(await store.save(b)).toBe(false)
      expect(await store.save(first)).toBe(false)
      expect((await store.find(first.id, later(3000)))!.turns.at(-1)!.content).toBe('A')
    })

    test('sessions are independent of each other', async () => {
      const store = await makeStore()
      const one = firstExchange()
      const two = recordExchange(newChatSession(randomUUID(), start), { user: 'hello', assistant: 'hi', details: {}, now: start })
      await store.save(one)
      await store.save(two)
      expect((await store.find(one.id, start))!.details).toEqual(one.details)
      expect((await store.find(two.id, start))!.turns).toEqual(two.turns)
    })
  })
}
