import type { RefreshTokenStore } from '../../../application/ports/refresh-token-store'
import type { RefreshToken } from '../../../domain/refresh-token'
import type { Sqlite } from './sqlite-database'

interface TokenRow {
  id: string
  family_id: string
  user_id: string
  digest: string
  created_at: number
  expires_at: number
  used_at: number | null
  revoked_at: number | null
}

/** Refresh tokens in the embedded store; each save also forgets tokens expired for a day. */
export class SqliteRefreshTokenStore implements RefreshTokenStore {
  private readonly statements

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS refresh_tokens (id TEXT PRIMARY KEY, family_id TEXT NOT NULL, user_id TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER);
      CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens (family_id);
      CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens (user_id);
      CREATE INDEX IF NOT EXISTS refresh_tokens_expiry ON refresh_tokens (expires_at)`)
    this.statements = {
      insert: db.prepare('INSERT INTO refresh_tokens VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      sweep: db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?'),
      byDigest: db.prepare('SELECT * FROM refresh_tokens WHERE digest = ?'),
      use: db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL'),
      revokeFamily: db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL'),
      revokeUser: db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL'),
    }
  }

  async save(t: RefreshToken): Promise<void> {
    this.statements.sweep.run(t.createdAt.getTime() - 86_400_000)
    this.statements.insert.run(
      t.id,
      t.familyId,
      t.userId,
      t.digest,
      t.createdAt.getTime(),
      t.expiresAt.getTime(),
      t.usedAt?.getTime() ?? null,
      t.revokedAt?.getTime() ?? null,
    )
  }

  async findByDigest(digest: string): Promise<RefreshToken | null> {
    const row = this.statements.byDigest.get(digest) as unknown as TokenRow | undefined
    return row ? toToken(row) : null
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    return Number(this.statements.use.run(at.getTime(), id).changes) === 1
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    this.statements.revokeFamily.run(at.getTime(), familyId)
  }

  async revokeAllOf(userId: string, at: Date): Promise<void> {
    this.statements.revokeUser.run(at.getTime(), userId)
  }
}

function toToken(row: TokenRow): RefreshToken {
  return {
    id: row.id,
    familyId: row.family_id,
    userId: row.user_id,
    digest: row.digest,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  }
}
