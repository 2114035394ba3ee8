import type { ApiKeyStore } from '../../../application/ports/api-key-store'
import type { ApiKey, ApiKeyRole } from '../../../domain/api-key'
import type { Sqlite } from './sqlite-database'

interface KeyRow {
  id: string
  workspace_id: string
  name: string
  role: string
  sources: string | null
  secret_digest: string
  created_by: string
  created_at: number
  expires_at: number | null
  last_used_at: number | null
}

/** API keys in the embedded store; `findById` is one primary-key read, asked on every request a key makes. */
export class SqliteApiKeyStore implements ApiKeyStore {
  private readonly statements

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS api_keys (id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, name TEXT NOT NULL, role TEXT NOT NULL,
        sources TEXT, secret_digest TEXT NOT NULL, created_by TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER,
        last_used_at INTEGER);
      CREATE INDEX IF NOT EXISTS api_keys_workspace ON api_keys (workspace_id, created_at)`)
    this.statements = {
      insert: db.prepare('INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      byId: db.prepare('SELECT * FROM api_keys WHERE id = ?'),
      list: db.prepare('SELECT * FROM api_keys WHERE workspace_id = ? ORDER BY created_at, id'),
      revoke: db.prepare('DELETE FROM api_keys WHERE workspace_id = ? AND id = ?'),
      touch: db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
    }
  }

  async create(k: ApiKey): Promise<void> {
    this.statements.insert.run(
      k.id,
      k.workspaceId,
      k.name,
      k.role,
      k.sources ? JSON.stringify(k.sources) : null,
      k.secretDigest,
      k.createdBy,
      k.createdAt.getTime(),
      k.expiresAt?.getTime() ?? null,
      k.lastUsedAt?.getTime() ?? null,
    )
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = this.statements.byId.get(id) as unknown as KeyRow | undefined
    return row ? toKey(row) : null
  }

  async list(workspaceId: string): Promise<ApiKey[]> {
    return (this.statements.list.all(workspaceId) as unknown as KeyRow[]).map(toKey)
  }

  async revoke(workspaceId: string, id: string): Promise<boolean> {
    return Number(this.statements.revoke.run(workspaceId, id).changes) === 1
  }

  async touch(id: string, at: Date): Promise<void> {
    this.statements.touch.run(at.getTime(), id)
  }
}

function toKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    role: row.role as ApiKeyRole,
    sources: row.sources === null ? null : (JSON.parse(row.sources) as string[]),
    secretDigest: row.secret_digest,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  }
}
