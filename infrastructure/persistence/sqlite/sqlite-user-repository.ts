import type { UserRepository } from '../../../application/ports/user-repository'
import type { EmailAddress } from '../../../domain/email-address'
import type { User } from '../../../domain/user'
import type { Sqlite } from './sqlite-database'

interface UserRow {
  id: string
  email: string
  name: string | null
  surname: string | null
  company_name: string | null
  company_verified: number
  permission: string
  status: string
  job_title: string | null
  workspace_id: string
  token_version: number
  created_at: number
  updated_at: number
}

/** Users in the embedded store; the UNIQUE e-mail column makes first sign-in create exactly once. */
export class SqliteUserRepository implements UserRepository {
  private readonly byId
  private readonly byEmail
  private readonly insertIgnore
  private readonly updateRow
  private readonly bump
  private readonly page

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS users (
      id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT, surname TEXT, company_name TEXT,
      company_verified INTEGER NOT NULL, permission TEXT NOT NULL, status TEXT NOT NULL, job_title TEXT,
      workspace_id TEXT NOT NULL, token_version INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`)
    this.byId = db.prepare('SELECT * FROM users WHERE id = ?')
    this.byEmail = db.prepare('SELECT * FROM users WHERE email = ?')
    this.insertIgnore = db.prepare(`INSERT INTO users VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(email) DO NOTHING`)
    this.updateRow = db.prepare(`UPDATE users SET name = ?, surname = ?, company_name = ?, company_verified = ?, permission = ?,
      status = ?, job_title = ?, workspace_id = ?, updated_at = ? WHERE id = ? RETURNING *`)
    this.bump = db.prepare('UPDATE users SET token_version = token_version + 1, updated_at = ? WHERE id = ? RETURNING token_version')
    this.page = db.prepare(`SELECT * FROM users WHERE id > ? AND (? = '' OR substr(email, 1, length(?)) = ?) ORDER BY id LIMIT ?`)
  }

  async findById(id: string): Promise<User | null> {
    return toUser(this.byId.get(id) as unknown as UserRow | undefined)
  }

  async findByEmail(email: string): Promise<User | null> {
    return toUser(this.byEmail.get(email) as unknown as UserRow | undefined)
  }

  async findOrCreate(c: User): Promise<User> {
    this.insertIgnore.run(
      c.id,
      c.email,
      c.name,
      c.surname,
      c.companyName,
      c.companyVerified ? 1 : 0,
      c.permission,
      c.status,
      c.jobTitle,
      c.workspaceId,
      c.tokenVersion,
      c.createdAt.getTime(),
      c.updatedAt.getTime(),
    )
    return toUser(this.byEmail.get(c.email) as unknown as UserRow)!
  }

  async update(u: User): Promise<User | null> {
    const row = this.updateRow.get(
      u.name,
      u.surname,
      u.companyName,
      u.companyVerified ? 1 : 0,
      u.permission,
      u.status,
      u.jobTitle,
      u.workspaceId,
      u.updatedAt.getTime(),
      u.id,
    ) as UserRow | undefined
    return toUser(row)
  }

  async bumpTokenVersion(id: string, now: Date): Promise<number | null> {
    const row = this.bump.get(now.getTime(), id) as unknown as { token_version: number } | undefined
    return row ? row.token_version : null
  }

  async list(after: string | null, limit: number, emailPrefix: string | null): Promise<User[]> {
    const prefix = emailPrefix ?? ''
    const rows = this.page.all(after ?? '', prefix, prefix, prefix, limit) as unknown as UserRow[]
    return rows.map((row) => toUser(row)!)
  }
}

function toUser(row: UserRow | undefined): User | null {
  if (!row) return null
  return {
    id: row.id,
    email: row.email as EmailAddress,
    name: row.name,
    surname: row.surname,
    companyName: row.company_name,
    companyVerified: row.company_verified === 1,
    permission: row.permission as User['permission'],
    status: row.status as User['status'],
    jobTitle: row.job_title,
    workspaceId: row.workspace_id,
    tokenVersion: row.token_version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }
}
