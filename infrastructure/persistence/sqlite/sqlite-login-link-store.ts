import type { LoginLinkStore } from '../../../application/ports/login-link-store'
import type { EmailAddress } from '../../../domain/email-address'
import { type LoginLink, MAX_CODE_ATTEMPTS } from '../../../domain/login-link'
import type { Sqlite } from './sqlite-database'

interface LinkRow {
  id: string
  email: string
  secret_hash: string
  code_hash: string
  created_at: number
  expires_at: number
  used_at: number | null
  failed_attempts: number
}

/** Login links in the embedded store; consume is one conditional UPDATE, so it wins once. */
export class SqliteLoginLinkStore implements LoginLinkStore {
  private readonly insert
  private readonly byId
  private readonly usable
  private readonly consumeStmt
  private readonly fail
  private readonly purge

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS login_links (
      id TEXT PRIMARY KEY, email TEXT NOT NULL, secret_hash TEXT NOT NULL, code_hash TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, failed_attempts INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS login_links_email ON login_links (email, expires_at)`)
    this.insert = db.prepare('INSERT INTO login_links VALUES (?,?,?,?,?,?,?,?)')
    this.byId = db.prepare('SELECT * FROM login_links WHERE id = ?')
    this.usable = db.prepare(`SELECT * FROM login_links WHERE email = ? AND used_at IS NULL AND expires_at > ?
      AND failed_attempts < ${MAX_CODE_ATTEMPTS} ORDER BY created_at DESC LIMIT ?`)
    this.consumeStmt = db.prepare(`UPDATE login_links SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?
      AND failed_attempts < ${MAX_CODE_ATTEMPTS}`)
    this.fail = db.prepare('UPDATE login_links SET failed_attempts = failed_attempts + 1 WHERE id = ?')
    // Expired links are kept a day for support questions, then dropped.
    this.purge = db.prepare('DELETE FROM login_links WHERE expires_at < ?')
  }

  async save(l: LoginLink): Promise<void> {
    this.purge.run(l.createdAt.getTime() - 86_400_000)
    this.insert.run(
      l.id,
      l.email,
      l.secretHash,
      l.codeHash,
      l.createdAt.getTime(),
      l.expiresAt.getTime(),
      l.usedAt?.getTime() ?? null,
      l.failedAttempts,
    )
  }

  async findById(id: string): Promise<LoginLink | null> {
    const row = this.byId.get(id) as unknown as LinkRow | undefined
    return row ? toLink(row) : null
  }

  async findUsable(email: string, now: Date, limit: number): Promise<LoginLink[]> {
    return (this.usable.all(email, now.getTime(), limit) as unknown as LinkRow[]).map(toLink)
  }

  async consume(id: string, now: Date): Promise<boolean> {
    const t = now.getTime()
    return Number(this.consumeStmt.run(t, id, t).changes) === 1
  }

  async recordFailedAttempt(id: string): Promise<void> {
    this.fail.run(id)
  }
}

function toLink(row: LinkRow): LoginLink {
  return {
    id: row.id,
    email: row.email as EmailAddress,
    secretHash: row.secret_hash,
    codeHash: row.code_hash,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    failedAttempts: row.failed_attempts,
  }
}
