import type { WebhookChanges, WebhookProgress, WebhookStore } from '../../../application/ports/webhook-store'
import type { QueuedRedelivery, Webhook, WebhookDelivery } from '../../../domain/webhook'
import type { EmbeddedStore } from './embedded-store'
import type { Sqlite } from './sqlite-database'
import { type DeliveryRow, retryText, toDelivery, toWebhook, type WebhookRow } from './sqlite-webhook-rows'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

/**
 * Webhooks, delivery attempts and leases in the embedded store; each write is one unit of the store's
 * write batcher (group commit, and the WAL's bound after it).
 */
export class SqliteWebhookStore implements WebhookStore {
  private readonly statements
  private readonly db: Sqlite
  private readonly writes: SqliteWriteBatcher

  constructor(store: EmbeddedStore) {
    const db = store.db
    this.db = db
    this.writes = store.batcher
    db.exec(`CREATE TABLE IF NOT EXISTS webhooks (
      id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, source TEXT NOT NULL, db TEXT NOT NULL, url TEXT NOT NULL, events TEXT NOT NULL,
      description TEXT, status TEXT NOT NULL, created_at INTEGER NOT NULL, secret TEXT NOT NULL, cursor TEXT, retry TEXT,
      redeliveries TEXT NOT NULL, lease_owner TEXT, lease_until INTEGER);
    CREATE INDEX IF NOT EXISTS webhooks_db ON webhooks (db, created_at);
    CREATE TABLE IF NOT EXISTS webhook_deliveries (
      webhook_id TEXT NOT NULL, id TEXT NOT NULL, change_id TEXT NOT NULL, attempt INTEGER NOT NULL, status TEXT NOT NULL,
      response_status INTEGER, error TEXT, at INTEGER NOT NULL, next_attempt_at INTEGER, PRIMARY KEY (webhook_id, id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS webhook_deliveries_at ON webhook_deliveries (at)`)
    this.statements = {
      insert: db.prepare('INSERT INTO webhooks VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,NULL,NULL)'),
      byId: db.prepare('SELECT * FROM webhooks WHERE id = ?'),
      byDb: db.prepare('SELECT * FROM webhooks WHERE db = ? ORDER BY created_at, id'),
      deliverable: db.prepare("SELECT * FROM webhooks WHERE status = 'active' OR redeliveries <> '[]'"),
      progress: db.prepare('UPDATE webhooks SET cursor = ?, retry = ? WHERE id = ?'),
      redeliveries: db.prepare('UPDATE webhooks SET redeliveries = ? WHERE id = ?'),
      lease: db.prepare(
        'UPDATE webhooks SET lease_owner = ?, lease_until = ? WHERE id = ? AND (lease_owner IS NULL OR lease_owner = ? OR lease_until <= ?)',
      ),
      release: db.prepare('UPDATE webhooks SET lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?'),
      remove: db.prepare('DELETE FROM webhooks WHERE id = ?'),
      removeDeliveries: db.prepare('DELETE FROM webhook_deliveries WHERE webhook_id = ?'),
      addDelivery: db.prepare('INSERT INTO webhook_deliveries VALUES (?,?,?,?,?,?,?,?,?)'),
      delivery: db.prepare('SELECT * FROM webhook_deliveries WHERE webhook_id = ? AND id = ?'),
      newest: db.prepare('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY id DESC LIMIT ?'),
      before: db.prepare('SELECT * FROM webhook_deliveries WHERE webhook_id = ? AND id < ? ORDER BY id DESC LIMIT ?'),
      prune: db.prepare('DELETE FROM webhook_deliveries WHERE at < ?'),
    }
  }

  async insert(w: Webhook): Promise<void> {
    await this.write(() =>
      this.statements.insert.run(
        w.id,
        w.workspaceId,
        w.source,
        w.db,
        w.url,
        JSON.stringify(w.events),
        w.description,
        w.status,
        w.createdAt.getTime(),
        w.encryptedSecret,
        w.cursor,
        retryText(w.retry),
        JSON.stringify(w.redeliveries),
      ),
    )
  }

  async findById(id: string): Promise<Webhook | null> {
    const row = this.statements.byId.get(id) as unknown as WebhookRow | undefined
    return row ? toWebhook(row) : null
  }

  async listByDatabase(db: string): Promise<Webhook[]> {
    return (this.statements.byDb.all(db) as unknown as WebhookRow[]).map(toWebhook)
  }

  async listDeliverable(): Promise<Webhook[]> {
    return (this.statements.deliverable.all() as unknown as WebhookRow[]).map(toWebhook)
  }

  async update(id: string, changes: WebhookChanges): Promise<Webhook | null> {
    const columns: [string, string | null][] = []
    if (changes.url !== undefined) columns.push(['url', changes.url])
    if (changes.events !== undefined) columns.push(['events', JSON.stringify(changes.events)])
    if (changes.description !== undefined) columns.push(['description', changes.description])
    if (changes.status !== undefined) columns.push(['status', changes.status])
    if (changes.encryptedSecret !== undefined) columns.push(['secret', changes.encryptedSecret])
    // Column names come from the fixed list above, never from input.
    if (columns.length > 0) {
      const update = this.db.prepare(`UPDATE webhooks SET ${columns.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`)
      await this.write(() => update.run(...columns.map(([, v]) => v), id))
    }
    return this.findById(id)
  }

  async remove(id: string): Promise<boolean> {
    return this.writes.run(() => {
      this.statements.removeDeliveries.run(id)
      return Number(this.statements.remove.run(id).changes) === 1
    })
  }

  async saveProgress(id: string, progress: WebhookProgress): Promise<boolean> {
    return (await this.write(() => this.statements.progress.run(progress.cursor, retryText(progress.retry), id))) === 1
  }

  async queueRedelivery(id: string, redelivery: QueuedRedelivery, max: number): Promise<boolean> {
    return this.writes.run(() => {
      const queue = this.queueOf(id)
      if (!queue || queue.length >= max) return false
      this.statements.redeliveries.run(JSON.stringify([...queue, redelivery]), id)
      return true
    }, true)
  }

  async dropRedelivery(id: string, redeliveryId: string): Promise<void> {
    await this.writes.run(() => {
      const queue = this.queueOf(id)
      if (queue) this.statements.redeliveries.run(JSON.stringify(queue.filter((r) => r.id !== redeliveryId)), id)
    }, true)
  }

  async acquireLease(id: string, owner: string, now: Date, until: Date): Promise<boolean> {
    return (await this.write(() => this.statements.lease.run(owner, until.getTime(), id, owner, now.getTime()))) === 1
  }

  async releaseLease(id: string, owner: string): Promise<void> {
    await this.write(() => this.statements.release.run(id, owner))
  }

  async addDelivery(d: WebhookDelivery): Promise<void> {
    await this.writes.run(() => this.insertDelivery(d), true)
  }

  private insertDelivery(d: WebhookDelivery): void {
    this.statements.addDelivery.run(
      d.webhookId,
      d.id,
      d.changeId,
      d.attempt,
      d.status,
      d.responseStatus,
      d.error,
      d.at.getTime(),
      d.nextAttemptAt?.getTime() ?? null,
    )
  }

  async recordAttempt(d: WebhookDelivery, progress: WebhookProgress | null): Promise<void> {
    await this.writes.run(() => {
      this.insertDelivery(d)
      if (progress) this.statements.progress.run(progress.cursor, retryText(progress.retry), d.webhookId)
    })
  }

  async findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const row = this.statements.delivery.get(webhookId, deliveryId) as unknown as DeliveryRow | undefined
    return row ? toDelivery(row) : null
  }

  async listDeliveries(webhookId: string, before: string | null, limit: number): Promise<WebhookDelivery[]> {
    const rows = before === null ? this.statements.newest.all(webhookId, limit) : this.statements.before.all(webhookId, before, limit)
    return (rows as unknown as DeliveryRow[]).map(toDelivery)
  }

  async removeDeliveriesBefore(cutoff: Date): Promise<number> {
    return this.write(() => this.statements.prune.run(cutoff.getTime()))
  }

  /** One statement as one unit of the write batcher; answers the rows it changed. */
  private async write(statement: () => { changes: number | bigint }): Promise<number> {
    return Number((await this.writes.run(statement, true)).changes)
  }

  private queueOf(id: string): QueuedRedelivery[] | null {
    const row = this.statements.byId.get(id) as unknown as WebhookRow | undefined
    return row ? (JSON.parse(row.redeliveries) as QueuedRedelivery[]) : null
  }
}
