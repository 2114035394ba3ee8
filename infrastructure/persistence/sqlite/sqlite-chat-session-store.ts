import type { ChatSessionStore } from '../../../application/ports/chat-session-store'
import type { ChatSession, ChatSessionStatus, ChatTurn } from '../../../domain/chat-session'
import type { QuoteDetails } from '../../../domain/quote-details'
import type { Sqlite } from './sqlite-database'

interface SessionRow {
  id: string
  turns: string
  details: string
  status: string
  version: number
  created_at: number
  updated_at: number
  expires_at: number
}

/** Assistant sessions in the embedded store: a conditional UPDATE on the version, expired rows purged as it goes. */
export class SqliteChatSessionStore implements ChatSessionStore {
  private readonly select
  private readonly insert
  private readonly update
  private readonly purge
  private saves = 0

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS chat_sessions (
      id TEXT PRIMARY KEY, turns TEXT NOT NULL, details TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS chat_sessions_expires ON chat_sessions (expires_at)`)
    this.select = db.prepare('SELECT * FROM chat_sessions WHERE id = ? AND expires_at > ?')
    this.insert = db.prepare('INSERT INTO chat_sessions VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (id) DO NOTHING')
    this.update = db.prepare(`UPDATE chat_sessions SET turns = ?, details = ?, status = ?, version = ?, updated_at = ?, expires_at = ?
      WHERE id = ? AND version = ?`)
    this.purge = db.prepare('DELETE FROM chat_sessions WHERE expires_at <= ?')
  }

  async find(id: string, now: Date): Promise<ChatSession | null> {
    const row = this.select.get(id, now.getTime()) as unknown as SessionRow | undefined
    return row ? toSession(row) : null
  }

  async save(s: ChatSession): Promise<boolean> {
    // Conversations may hold personal data: drop expired ones regularly, not only when asked.
    if (++this.saves % 100 === 1) this.purge.run(s.updatedAt.getTime())
    const turns = JSON.stringify(s.turns)
    const details = JSON.stringify(s.details)
    const result =
      s.version === 1
        ? this.insert.run(s.id, turns, details, s.status, s.version, s.createdAt.getTime(), s.updatedAt.getTime(), s.expiresAt.getTime())
        : this.update.run(turns, details, s.status, s.version, s.updatedAt.getTime(), s.expiresAt.getTime(), s.id, s.version - 1)
    return Number(result.changes) === 1
  }
}

function toSession(row: SessionRow): ChatSession {
  return {
    id: row.id,
    turns: JSON.parse(row.turns) as ChatTurn[],
    details: JSON.parse(row.details) as QuoteDetails,
    status: row.status as ChatSessionStatus,
    version: row.version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    expiresAt: new Date(row.expires_at),
  }
}
