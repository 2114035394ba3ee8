import type { Collection, Db } from 'mongodb'
import type { WebhookChanges, WebhookProgress, WebhookStore } from '../../../application/ports/webhook-store'
import type { QueuedRedelivery, Webhook, WebhookDelivery } from '../../../domain/webhook'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'

export const WEBHOOKS = 'webhooks'
export const WEBHOOK_DELIVERIES = 'webhook_deliveries'
export const WEBHOOK_LEASES = 'webhook_leases'
export const WEBHOOK_PROGRESS = 'webhook_progress'
export const WEBHOOK_REDELIVERIES = 'webhook_redeliveries'

/** What clients edit; the worker's state lives in documents of its own (see the class comment). */
type WebhookDocument = Omit<Webhook, 'id' | 'cursor' | 'retry' | 'redeliveries'> & { _id: string }
type ProgressDocument = WebhookProgress & { _id: string }
interface RedeliveryDocument {
  /** `<webhookId>:<redelivery id>` */
  _id: string
  id: string
  webhookId: string
  changeId: string
  seq: number
}
type DeliveryDocument = WebhookDelivery & { _id: string }
interface LeaseDocument {
  _id: string
  owner: string
  until: Date
}

/**
 * Webhooks in MongoDB. FerretDB v1 rewrites a whole document on every update without a guard, so
 * two concurrent updates of one document can lose one; every kind of state therefore has its own
 * documents, each written by one side: the webhook (client edits), its progress (the worker
 * holding the lease), queued redeliveries (inserted by clients, deleted by the worker) and the
 * lease, whose `_id` is the webhook's id so that taking a free lease is an insert, atomic through
 * the unique `_id` on MongoDB and FerretDB alike.
 */
export class MongoWebhookStore implements WebhookStore {
  private readonly webhooks: Collection<WebhookDocument>
  private readonly deliveries: Collection<DeliveryDocument>
  private readonly leases: Collection<LeaseDocument>
  private readonly progress: Collection<ProgressDocument>
  private readonly redeliveries: Collection<RedeliveryDocument>
  private sequence = 0

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.webhooks = db.collection<WebhookDocument>(WEBHOOKS)
    this.deliveries = db.collection<DeliveryDocument>(WEBHOOK_DELIVERIES)
    this.leases = db.collection<LeaseDocument>(WEBHOOK_LEASES)
    this.progress = db.collection<ProgressDocument>(WEBHOOK_PROGRESS)
    this.redeliveries = db.collection<RedeliveryDocument>(WEBHOOK_REDELIVERIES)
  }

  async insert(webhook: Webhook): Promise<void> {
    const { id, cursor, retry, redeliveries, ...rest } = webhook
    await this.progress.replaceOne({ _id: id }, { cursor, retry }, { ...this.limits, upsert: true })
    for (const r of redeliveries) await this.redeliveries.insertOne(this.redeliveryDocument(id, r), this.limits)
    await this.webhooks.insertOne({ _id: id, ...rest }, this.limits)
  }

  async findById(id: string): Promise<Webhook | null> {
    const doc = await this.webhooks.findOne({ _id: id }, this.limits)
    return doc ? (await this.withState([doc]))[0]! : null
  }

  async listByDatabase(db: string): Promise<Webhook[]> {
    return this.withState(await this.webhooks.find({ db }, this.limits).sort({ createdAt: 1, _id: 1 }).toArray())
  }

  async listDeliverable(): Promise<Webhook[]> {
    // Not distinct(): FerretDB refuses maxTimeMS on it.
    const queued = [
      ...new Set((await this.redeliveries.find({}, { ...this.limits, projection: { webhookId: 1 } }).toArray()).map((r) => r.webhookId)),
    ]
    return this.withState(await this.webhooks.find({ $or: [{ status: 'active' }, { _id: { $in: queued } }] }, this.limits).toArray())
  }

  async update(id: string, changes: WebhookChanges): Promise<Webhook | null> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    if (Object.keys(set).length > 0) await this.webhooks.updateOne({ _id: id }, { $set: set }, this.limits)
    return this.findById(id)
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.webhooks.deleteOne({ _id: id }, this.limits)
    await this.deliveries.deleteMany({ webhookId: id }, this.limits)
    await this.redeliveries.deleteMany({ webhookId: id }, this.limits)
    await this.progress.deleteOne({ _id: id }, this.limits)
    await this.leases.deleteOne({ _id: id }, this.limits)
    return removed.deletedCount === 1
  }

  async saveProgress(id: string, progress: WebhookProgress): Promise<boolean> {
    if ((await this.webhooks.countDocuments({ _id: id }, { ...this.limits, limit: 1 })) === 0) return false
    await this.progress.replaceOne({ _id: id }, { cursor: progress.cursor, retry: progress.retry }, { ...this.limits, upsert: true })
    return true
  }

  /** The bound is checked by a count first, so concurrent requests may pass it by a few. */
  async queueRedelivery(id: string, redelivery: QueuedRedelivery, max: number): Promise<boolean> {
    if ((await this.webhooks.countDocuments({ _id: id }, { ...this.limits, limit: 1 })) === 0) return false
    if ((await this.redeliveries.countDocuments({ webhookId: id }, this.limits)) >= max) return false
    await this.redeliveries.insertOne(this.redeliveryDocument(id, redelivery), this.limits)
    return true
  }

  async dropRedelivery(id: string, redeliveryId: string): Promise<void> {
    await this.redeliveries.deleteOne({ _id: `${id}:${redeliveryId}` }, this.limits)
  }

  async acquireLease(id: string, owner: string, now: Date, until: Date): Promise<boolean> {
    if (await this.tryInsertLease(id, owner, until)) return true
    const held = await this.leases.findOne({ _id: id }, this.limits)
    if (!held) return this.tryInsertLease(id, owner, until)
    if (held.owner === owner) return (await this.leases.updateOne({ _id: id, owner }, { $set: { until } }, this.limits)).matchedCount === 1
    if (held.until.getTime() > now.getTime()) return false
    // Expired: remove exactly that lease (owner and end), then race for a fresh insert.
    await this.leases.deleteOne({ _id: id, owner: held.owner, until: held.until }, this.limits)
    return this.tryInsertLease(id, owner, until)
  }

  async releaseLease(id: string, owner: string): Promise<void> {
    await this.leases.deleteOne({ _id: id, owner }, this.limits)
  }

  async addDelivery(delivery: WebhookDelivery): Promise<void> {
    await this.deliveries.insertOne({ _id: `${delivery.webhookId}:${delivery.id}`, ...delivery }, this.limits)
  }

  async recordAttempt(delivery: WebhookDelivery, progress: WebhookProgress | null): Promise<void> {
    await this.addDelivery(delivery)
    if (progress)
      await this.progress.replaceOne(
        { _id: delivery.webhookId },
        { cursor: progress.cursor, retry: progress.retry },
        { ...this.limits, upsert: true },
      )
  }

  async findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries.findOne({ _id: `${webhookId}:${deliveryId}` }, this.limits)
    return doc ? toDelivery(doc) : null
  }

  async listDeliveries(webhookId: string, before: string | null, limit: number): Promise<WebhookDelivery[]> {
    const filter = before === null ? { webhookId } : { webhookId, id: { $lt: before } }
    const docs = await this.deliveries.find(filter, this.limits).sort({ webhookId: 1, id: -1 }).limit(limit).toArray()
    return docs.map(toDelivery)
  }

  async removeDeliveriesBefore(cutoff: Date): Promise<number> {
    return (await this.deliveries.deleteMany({ at: { $lt: cutoff } }, this.limits)).deletedCount
  }

  /** Queued in order of arrival: time, then a per-process sequence. */
  private redeliveryDocument(webhookId: string, r: QueuedRedelivery): RedeliveryDocument {
    this.sequence = (this.sequence + 1) % 1000
    return { _id: `${webhookId}:${r.id}`, id: r.id, webhookId, changeId: r.changeId, seq: Date.now() * 1000 + this.sequence }
  }

  /** Webhooks with their progress and queued redeliveries. */
  private async withState(docs: WebhookDocument[]): Promise<Webhook[]> {
    if (docs.length === 0) return []
    const ids = docs.map((d) => d._id)
    const progress = new Map((await this.progress.find({ _id: { $in: ids } }, this.limits).toArray()).map((p) => [p._id, p]))
    const queued = await this.redeliveries
      .find({ webhookId: { $in: ids } }, this.limits)
      .sort({ seq: 1 })
      .toArray()
    return docs.map(({ _id, ...rest }) => ({
      id: _id,
      ...rest,
      description: rest.description ?? null,
      cursor: progress.get(_id)?.cursor ?? null,
      retry: progress.get(_id)?.retry ?? null,
      redeliveries: queued.filter((r) => r.webhookId === _id).map((r) => ({ id: r.id, changeId: r.changeId })),
    }))
  }

  private async tryInsertLease(id: string, owner: string, until: Date): Promise<boolean> {
    try {
      await this.leases.insertOne({ _id: id, owner, until }, this.limits)
      return true
    } catch (error) {
      if (isDuplicateKey(error)) return false
      throw error
    }
  }
}

function toDelivery(doc: DeliveryDocument): WebhookDelivery {
  const { _id, ...rest } = doc
  return rest
}
