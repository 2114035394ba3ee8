import type { ContactSubmissionStore } from '../../../application/ports/contact-submission-store'
import type { ContactSubmission, InboxPosition, NotificationStatus } from '../../../domain/contact-submission'
import type { EmailAddress } from '../../../domain/email-address'
import type { Intent } from '../../../domain/intent'
import type { Sqlite } from './sqlite-database'

interface SubmissionRow {
  id: string
  name: string
  email: string
  message: string
  company: string | null
  phone: string | null
  subject: string | null
  intent: string
  notification: string
  created_at: number
}

/** Contact-form submissions in the embedded store. */
export class SqliteContactSubmissionStore implements ContactSubmissionStore {
  private readonly insert
  private readonly byId
  private readonly notify
  private readonly newest

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS contact_submissions (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL, company TEXT, phone TEXT,
      subject TEXT, intent TEXT NOT NULL, notification TEXT NOT NULL, created_at INTEGER NOT NULL)`)
    this.insert = db.prepare('INSERT INTO contact_submissions VALUES (?,?,?,?,?,?,?,?,?,?)')
    this.byId = db.prepare('SELECT * FROM contact_submissions WHERE id = ?')
    this.notify = db.prepare('UPDATE contact_submissions SET notification = ? WHERE id = ?')
    db.exec('CREATE INDEX IF NOT EXISTS contact_submissions_newest ON contact_submissions (created_at DESC, id DESC)')
    this.newest =
      db.prepare(`SELECT * FROM contact_submissions WHERE (? = '' OR intent = ?) AND (created_at < ? OR (created_at = ? AND id < ?))
      ORDER BY created_at DESC, id DESC LIMIT ?`)
  }

  async save(s: ContactSubmission): Promise<void> {
    this.insert.run(s.id, s.name, s.email, s.message, s.company, s.phone, s.subject, s.intent, s.notification, s.createdAt.getTime())
  }

  async findById(id: string): Promise<ContactSubmission | null> {
    const row = this.byId.get(id) as unknown as SubmissionRow | undefined
    return row ? toSubmission(row) : null
  }

  async listNewestFirst(after: InboxPosition | null, limit: number, intent: Intent | null): Promise<ContactSubmission[]> {
    // Without a cursor, a bound later than any stored time (and any id) starts at the newest.
    const at = after ? after.createdAt.getTime() : Number.MAX_SAFE_INTEGER
    const id = after ? after.id : '~'
    const rows = this.newest.all(intent ?? '', intent ?? '', at, at, id, limit) as unknown as SubmissionRow[]
    return rows.map(toSubmission)
  }

  async setNotification(id: string, status: NotificationStatus): Promise<boolean> {
    return Number(this.notify.run(status, id).changes) === 1
  }
}

function toSubmission(row: SubmissionRow): ContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email as EmailAddress,
    message: row.message,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    intent: row.intent as Intent,
    notification: row.notification as NotificationStatus,
    createdAt: new Date(row.created_at),
  }
}
