import type { StatementSync } from 'node:sqlite'
import type { DeliveryUpdate, InquiryFilter, InquiryPosition, InquiryStore, InquiryWrite } from '../../../application/ports/inquiry-store'
import { FIRST_REFERENCE_NUMBER, type Inquiry } from '../../../domain/inquiry'
import { DESK_LOG } from '../../../domain/inquiry-change'
import type { InquiryMessage } from '../../../domain/inquiry-message'
import { decodeInquiry, decodeMessage, encodeRecord } from '../inquiry-codec'
import type { EmbeddedStore } from './embedded-store'
import type { SqliteChangeLogTable } from './sqlite-change-log-table'
import type { SqliteChangeNotifier } from './sqlite-change-notifier'
import { StatementCache } from './sqlite-document-table'
import { inquiryWhere } from './sqlite-inquiry-filter'
import { inquiryColumns, messageRow, millis } from './sqlite-inquiry-rows'
import { createInquiryTables } from './sqlite-inquiry-schema'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

/**
 * The desk's inquiries in the embedded store; change records go to the change log in the same transaction.
 * Every write is a unit of the store's write batcher (group commit, and the WAL's bound after it).
 */
export class SqliteInquiryStore implements InquiryStore {
  private readonly insertInquiry: StatementSync
  private readonly updateInquiry: StatementSync
  private readonly insertMessage: StatementSync
  private readonly log: SqliteChangeLogTable
  private readonly notifier: SqliteChangeNotifier
  private readonly writes: SqliteWriteBatcher
  /** Compiling a statement costs more than running it (about 50 µs per inbound mail when every call prepared its own). */
  private readonly statements: StatementCache

  constructor(store: EmbeddedStore) {
    const db = store.db
    this.log = store.changeLog
    this.notifier = store.notifier
    this.writes = store.batcher
    this.statements = new StatementCache(db, 64)
    createInquiryTables(db)
    const columns = `status = ?, channel = ?, assignee_id = ?, labels = ?, search = ?, last_message_at = ?, first_response_at = ?,
      first_response_due_at = ?, resolved_at = ?, session_id = ?, version = ?, body = ?`
    this.insertInquiry = db.prepare(
      `INSERT INTO inquiries (id, reference_number, reply_token, status, channel, assignee_id, labels, search, last_message_at,
       first_response_at, first_response_due_at, resolved_at, session_id, version, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    this.updateInquiry = db.prepare(`UPDATE inquiries SET ${columns} WHERE id = ? AND version = ?`)
    this.insertMessage = db.prepare(
      `INSERT INTO inquiry_messages (id, inquiry_id, at, source_key, email_message_id, delivery, next_attempt_at, body)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
  }

  private sql(text: string): StatementSync {
    return this.statements.get(text)
  }

  async nextReferenceNumber(): Promise<number> {
    const next = this.sql(
      `INSERT INTO desk_counters (name, value) VALUES ('reference', ?) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,
    )
    const row = await this.writes.run(() => next.get(FIRST_REFERENCE_NUMBER) as { value: number }, true)
    return Number(row.value)
  }

  async create(inquiry: Inquiry, write: InquiryWrite): Promise<'created' | 'duplicate' | 'reference'> {
    if (this.anyDuplicate(write)) return 'duplicate'
    try {
      await this.writes.run(() => {
        const i = inquiry
        this.insertInquiry.run(i.id, Number(i.reference.slice(4)), i.replyToken, ...inquiryColumns(i))
        this.writeRest(i.id, write)
      })
    } catch (error) {
      const message = String((error as Error).message)
      if (message.includes('inquiries.reference_number')) return 'reference'
      if (message.includes('inquiry_messages.source_key')) return 'duplicate'
      throw error
    }
    this.notifier.notify(DESK_LOG)
    return 'created'
  }

  async update(next: Inquiry, write: InquiryWrite): Promise<'updated' | 'stale' | 'duplicate'> {
    if (this.anyDuplicate(write)) return 'duplicate'
    const outcome = await this.writes.run(() => {
      const changed = this.updateInquiry.run(...inquiryColumns(next), next.id, next.version - 1).changes
      if (Number(changed) === 0) return 'stale' as const
      this.writeRest(next.id, write)
      return 'updated' as const
    })
    if (outcome === 'updated') this.notifier.notify(DESK_LOG)
    return outcome
  }

  private anyDuplicate(write: InquiryWrite): boolean {
    const find = this.sql('SELECT 1 FROM inquiry_messages WHERE source_key = ?')
    return (write.messages ?? []).some((m) => m.sourceKey !== null && find.get(m.sourceKey) !== undefined)
  }

  private writeRest(inquiryId: string, write: InquiryWrite): void {
    for (const m of write.messages ?? []) {
      this.insertMessage.run(...messageRow(inquiryId, m))
    }
    const attach = this.sql('INSERT INTO inquiry_attachments (message_id, idx, content) VALUES (?, ?, ?)')
    for (const { messageId, files } of write.attachments ?? []) for (const f of files) attach.run(messageId, f.index, f.content)
    for (const change of write.changes) this.log.append({ id: this.log.nextId(), ...change })
  }

  async findById(id: string): Promise<Inquiry | null> {
    return this.one('id = ?', id)
  }

  async findByReplyToken(token: string): Promise<Inquiry | null> {
    return this.one('reply_token = ?', token)
  }

  async findBySessionId(sessionId: string): Promise<Inquiry | null> {
    return this.one('session_id = ?', sessionId)
  }

  async findByEmailMessageIds(messageIds: readonly string[]): Promise<Inquiry | null> {
    if (messageIds.length === 0) return null
    const row = this.sql(
      `SELECT inquiry_id FROM inquiry_messages WHERE email_message_id IN (${messageIds.map(() => '?').join(',')}) ORDER BY at DESC LIMIT 1`,
    ).get(...messageIds) as { inquiry_id: string } | undefined
    return row ? this.findById(row.inquiry_id) : null
  }

  async hasSourceKey(sourceKey: string): Promise<boolean> {
    return this.sql('SELECT 1 FROM inquiry_messages WHERE source_key = ?').get(sourceKey) !== undefined
  }

  private one(where: string, value: string): Inquiry | null {
    const row = this.sql(`SELECT body FROM inquiries WHERE ${where}`).get(value) as { body: string } | undefined
    return row ? decodeInquiry(row.body) : null
  }

  async list(filter: InquiryFilter, after: InquiryPosition | null, limit: number): Promise<Inquiry[]> {
    const { where, params } = inquiryWhere(filter, after)
    const sql = `SELECT body FROM inquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY last_message_at DESC, id DESC LIMIT ?`
    const rows = this.sql(sql).all(...params, limit) as { body: string }[]
    return rows.map((r) => decodeInquiry(r.body))
  }

  async listMessages(inquiryId: string, after: string | null, limit: number): Promise<InquiryMessage[]> {
    const rows = (
      after === null
        ? this.sql('SELECT body FROM inquiry_messages WHERE inquiry_id = ? ORDER BY at, id LIMIT ?').all(inquiryId, limit)
        : this.sql(
            `SELECT m.body FROM inquiry_messages m, inquiry_messages a WHERE a.id = ? AND m.inquiry_id = ? AND (m.at, m.id) > (a.at, a.id)
               ORDER BY m.at, m.id LIMIT ?`,
          ).all(after, inquiryId, limit)
    ) as { body: string }[]
    return rows.map((r) => this.withInquiry(decodeMessage(r.body), inquiryId))
  }

  async findMessage(inquiryId: string, messageId: string): Promise<InquiryMessage | null> {
    const row = this.sql('SELECT body FROM inquiry_messages WHERE id = ? AND inquiry_id = ?').get(messageId, inquiryId) as
      | { body: string }
      | undefined
    return row ? this.withInquiry(decodeMessage(row.body), inquiryId) : null
  }

  async lastEmailMessage(inquiryId: string): Promise<InquiryMessage | null> {
    const row = this.sql(
      `SELECT body, inquiry_id FROM inquiry_messages WHERE inquiry_id = ? AND email_message_id IS NOT NULL AND delivery IS NULL
         ORDER BY at DESC, id DESC LIMIT 1`,
    ).get(inquiryId) as { body: string } | undefined
    return row ? this.withInquiry(decodeMessage(row.body), inquiryId) : null
  }

  async attachmentContent(messageId: string, index: number): Promise<Uint8Array | null> {
    const row = this.sql('SELECT content FROM inquiry_attachments WHERE message_id = ? AND idx = ?').get(messageId, index) as
      | { content: Uint8Array }
      | undefined
    return row ? new Uint8Array(row.content) : null
  }

  async moveMessages(fromInquiryId: string, toInquiryId: string): Promise<void> {
    const move = this.sql('UPDATE inquiry_messages SET inquiry_id = ? WHERE inquiry_id = ?')
    await this.writes.run(() => move.run(toInquiryId, fromInquiryId), true)
  }

  async setDelivery(messageId: string, update: DeliveryUpdate): Promise<void> {
    const read = this.sql('SELECT body FROM inquiry_messages WHERE id = ?')
    const write = this.sql('UPDATE inquiry_messages SET delivery = ?, next_attempt_at = ?, email_message_id = ?, body = ? WHERE id = ?')
    // Read and write in one unit, so a delivery state written by the same batch is not lost.
    await this.writes.run(() => {
      const row = read.get(messageId) as { body: string } | undefined
      if (!row) return
      const message = { ...decodeMessage(row.body), ...update }
      write.run(update.delivery, millis(update.nextAttemptAt), message.emailMessageId, encodeRecord(message), messageId)
    }, true)
  }

  async listDueDeliveries(now: Date, limit: number): Promise<InquiryMessage[]> {
    const rows = this.sql(
      `SELECT body, inquiry_id FROM inquiry_messages WHERE delivery = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
    ).all(now.getTime(), limit) as { body: string; inquiry_id: string }[]
    return rows.map((r) => this.withInquiry(decodeMessage(r.body), r.inquiry_id))
  }

  /** A moved message keeps its old inquiry id in its body; the column is the truth. */
  private withInquiry(message: InquiryMessage, inquiryId: string): InquiryMessage {
    return message.inquiryId === inquiryId ? message : { ...message, inquiryId }
  }
}
