import type { ChatSessionStore } from '../../application/ports/chat-session-store'
import type { ChatSession } from '../../domain/chat-session'

/** Sessions in a Map, with the same version and expiry rules as the real stores. */
export class InMemoryChatSessionStore implements ChatSessionStore {
  readonly sessions = new Map<string, ChatSession>()

  async find(id: string, now: Date): Promise<ChatSession | null> {
    const session = this.sessions.get(id)
    return session && session.expiresAt.getTime() > now.getTime() ? structuredClone(session) : null
  }

  async save(session: ChatSession): Promise<boolean> {
    const stored = this.sessions.get(session.id)
    if (session.version === 1 ? stored !== undefined : stored?.version !== session.version - 1) return false
    this.sessions.set(session.id, structuredClone(session))
    return true
  }
}
