import type { Collection, Db } from 'mongodb'
import type { ChatSessionStore } from '../../../application/ports/chat-session-store'
import type { ChatSession } from '../../../domain/chat-session'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'
import { MongoExpirySweeper } from './mongo-expiry-sweeper'

type SessionDocument = Omit<ChatSession, 'id'> & { _id: string }

export const CHAT_SESSIONS = 'chat_sessions'

/**
 * Assistant sessions in MongoDB. A first save inserts (the unique `_id` refuses a second one);
 * later saves update only where the stored version is the one before, in one step. The TTL index
 * on `expiresAt` drops silent sessions (swept by the service where TTL indexes are missing).
 */
export class MongoChatSessionStore implements ChatSessionStore {
  private readonly sessions: Collection<SessionDocument>
  private readonly sweeper: MongoExpirySweeper

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.sessions = db.collection<SessionDocument>(CHAT_SESSIONS)
    this.sweeper = new MongoExpirySweeper(this.sessions, 'expiresAt', limits, 100)
  }

  async find(id: string, now: Date): Promise<ChatSession | null> {
    const doc = await this.sessions.findOne({ _id: id, expiresAt: { $gt: now } }, this.limits)
    if (!doc) return null
    const { _id, ...rest } = doc
    return { id: _id, ...rest }
  }

  async save(s: ChatSession): Promise<boolean> {
    await this.sweeper.afterWrite(s.updatedAt)
    const { id, ...rest } = s
    if (s.version === 1) {
      try {
        await this.sessions.insertOne({ _id: id, ...structuredClone(rest) }, this.limits)
        return true
      } catch (error) {
        if (isDuplicateKey(error)) return false
        throw error
      }
    }
    const { createdAt: _created, ...changes } = rest
    const result = await this.sessions.updateOne({ _id: id, version: s.version - 1 }, { $set: structuredClone(changes) }, this.limits)
    return result.modifiedCount === 1
  }
}
