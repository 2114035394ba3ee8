import type { Collection, Db } from 'mongodb'
import type { WebhookChanges, WebhookProgress, WebhookStore } from '../../../application/ports/webhook-store'
import type { QueuedRedelivery, Webhook, WebhookDelivery } from '../../../domain/webhook'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'

export const WEBHOOKS = 'webhooks'
export const WEBHOOK_DELIVERIES = 'webhook_deliveries'
export const WEBHOOK_LEASES = 'webhook_leases'

type WebhookDocument = Omit<Webhook, 'id'> & { _id: string }
type DeliveryDocument = WebhookDelivery & { _id: string }
interface LeaseDocument {
  _id: string
  owner: string
  until: Date
}

/**
 * Webhooks in MongoDB. Leases are documents of their own whose `_id` is the webhook's id: taking
 * a free lease is an insert, which the unique `_id` makes atomic on MongoDB and FerretDB alike
 * (FerretDB v1 does not apply concurrent conditional updates of one document atomically).
 */
export class MongoWebhookStore implements WebhookStore {
  private readonly webhooks: Collection<WebhookDocument>
  private readonly deliveries: Collection<DeliveryDocument>
  private readonly leases: Collection<LeaseDocument>

  constructor(db: Db, private readonly limits: MongoLimits = DEFAULT_LIMITS) {
    this.webhooks = db.collection<WebhookDocument>(WEBHOOKS)
    this.deliveries = db.collection<DeliveryDocument>(WEBHOOK_DELIVERIES)
    this.leases = db.collection<LeaseDocument>(WEBHOOK_LEASES)
  }

  async insert(webhook: Webhook): Promise<void> {
    const { id, ...rest } = webhook
    await this.webhooks.insertOne({ _id: id, ...rest }, this.limits)
  }

  async findById(id: string): Promise<Webhook | null> {
    const doc = await this.webhooks.findOne({ _id: id }, this.limits)
    return doc ? toWebhook(doc) : null
  }

  async listByDatabase(db: string): Promise<Webhook[]> {
    const docs = await this.webhooks.find({ db }, this.limits).sort({ createdAt: 1, _id: 1 }).toArray()
    return docs.map(toWebhook)
  }

  async listDeliverable(): Promise<Webhook[]> {
    const docs = await this.webhooks.find({ $or: [{ status: 'active' }, { 'redeliveries.0': { $exists: true } }] }, this.limits).toArray()
    return docs.map(toWebhook)
  }

  async update(id: string, changes: WebhookChanges): Promise<Webhook | null> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    if (Object.keys(set).length > 0) await this.webhooks.updateOne({ _id: id }, { $set: set }, this.limits)
    return this.findById(id)
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.webhooks.deleteOne({ _id: id }, this.limits)
    await this.deliveries.deleteMany({ webhookId: id }, this.limits)
    await this.leases.deleteOne({ _id: id }, this.limits)
    return removed.deletedCount === 1
  }

  async saveProgress(id: string, progress: WebhookProgress): Promise<boolean> {
    const result = await this.webhooks.updateOne({ _id: id }, { $set: { cursor: progress.cursor, retry: progress.retry } }, this.limits)
    return result.matchedCount === 1
  }

  async queueRedelivery(id: string, redelivery: QueuedRedelivery, max: number): Promise<boolean> {
    const result = await this.webhooks.updateOne({ _id: id, [`redeliveries.${max - 1}`]: { $exists: false } }, { $push: { redeliveries: redelivery } }, this.limits)
    return result.matchedCount === 1
  }

  async dropRedelivery(id: string, redeliveryId: string): Promise<void> {
    // FerretDB v1 has no $pull by condition: replace the queue only if it is still what was read.
    for (let tries = 0; tries < 5; tries++) {
      const doc = await this.webhooks.findOne({ _id: id }, { ...this.limits, projection: { redeliveries: 1 } })
      const queue = doc?.redeliveries ?? []
      if (!queue.some((r) => r.id === redeliveryId)) return
      const kept = queue.filter((r) => r.id !== redeliveryId)
      if ((await this.webhooks.updateOne({ _id: id, redeliveries: queue }, { $set: { redeliveries: kept } }, this.limits)).matchedCount === 1) return
    }
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

function toWebhook(doc: WebhookDocument): Webhook {
  const { _id, ...rest } = doc
  return { id: _id, ...rest, description: rest.description ?? null, cursor: rest.cursor ?? null, retry: rest.retry ?? null, redeliveries: rest.redeliveries ?? [] }
}

function toDelivery(doc: DeliveryDocument): WebhookDelivery {
  const { _id, ...rest } = doc
  return rest
}
