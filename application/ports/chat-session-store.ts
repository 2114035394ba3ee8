import type { ChatSession } from '../../domain/chat-session'

/** Keeps assistant conversations until they expire (30 days after their last message); saves are conditional on the version, so no turn is lost silently. */
export interface ChatSessionStore {
  /** The session, or null when it is absent or its `expiresAt` is not after `now`. */
  find(id: string, now: Date): Promise<ChatSession | null>
  /**
   * Stores `session` if the stored version is `session.version - 1` (absent when that is 0);
   * false when another save got there first. Expired sessions may be purged meanwhile.
   */
  save(session: ChatSession): Promise<boolean>
}
