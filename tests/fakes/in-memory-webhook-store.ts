import type { WebhookChanges, WebhookProgress, WebhookStore } from '../../application/ports/webhook-store'
import type { QueuedRedelivery, Webhook, WebhookDelivery } from '../../domain/webhook'

/** Webhooks, deliveries and leases in maps; every call is atomic because nothing awaits inside it. */
export class InMemoryWebhookStore implements WebhookStore {
  private readonly webhooks = new Map<string, Webhook>()
  private readonly deliveries: WebhookDelivery[] = []
  private readonly leases = new Map<string, { owner: string; until: number }>()

  async insert(webhook: Webhook): Promise<void> {
    if (this.webhooks.has(webhook.id)) throw new Error(`webhook ${webhook.id} exists`)
    this.webhooks.set(webhook.id, webhook)
  }

  async findById(id: string): Promise<Webhook | null> {
    return this.webhooks.get(id) ?? null
  }

  async listByDatabase(db: string): Promise<Webhook[]> {
    return [...this.webhooks.values()]
      .filter((w) => w.db === db)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
  }

  async listDeliverable(): Promise<Webhook[]> {
    return [...this.webhooks.values()].filter((w) => w.status === 'active' || w.redeliveries.length > 0)
  }

  async update(id: string, changes: WebhookChanges): Promise<Webhook | null> {
    return this.change(id, (w) => ({ ...w, ...changes }))
  }

  async remove(id: string): Promise<boolean> {
    this.leases.delete(id)
    for (let i = this.deliveries.length - 1; i >= 0; i--) if (this.deliveries[i]!.webhookId === id) this.deliveries.splice(i, 1)
    return this.webhooks.delete(id)
  }

  async saveProgress(id: string, progress: WebhookProgress): Promise<boolean> {
    return (await this.change(id, (w) => ({ ...w, cursor: progress.cursor, retry: progress.retry }))) !== null
  }

  async queueRedelivery(id: string, redelivery: QueuedRedelivery, max: number): Promise<boolean> {
    const webhook = this.webhooks.get(id)
    if (!webhook || webhook.redeliveries.length >= max) return false
    return (await this.change(id, (w) => ({ ...w, redeliveries: [...w.redeliveries, redelivery] }))) !== null
  }

  async dropRedelivery(id: string, redeliveryId: string): Promise<void> {
    await this.change(id, (w) => ({ ...w, redeliveries: w.redeliveries.filter((r) => r.id !== redeliveryId) }))
  }

  async acquireLease(id: string, owner: string, now: Date, until: Date): Promise<boolean> {
    const held = this.leases.get(id)
    if (held && held.owner !== owner && held.until > now.getTime()) return false
    this.leases.set(id, { owner, until: until.getTime() })
    return true
  }

  async releaseLease(id: string, owner: string): Promise<void> {
    if (this.leases.get(id)?.owner === owner) this.leases.delete(id)
  }

  async addDelivery(delivery: WebhookDelivery): Promise<void> {
    this.deliveries.push(delivery)
  }

  async recordAttempt(delivery: WebhookDelivery, progress: WebhookProgress | null): Promise<void> {
    await this.addDelivery(delivery)
    if (progress) await this.saveProgress(delivery.webhookId, progress)
  }

  async findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    return this.deliveries.find((d) => d.webhookId === webhookId && d.id === deliveryId) ?? null
  }

  async listDeliveries(webhookId: string, before: string | null, limit: number): Promise<WebhookDelivery[]> {
    return this.deliveries
      .filter((d) => d.webhookId === webhookId && (before === null || d.id < before))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit)
  }

  async removeDeliveriesBefore(cutoff: Date): Promise<number> {
    const before = this.deliveries.length
    const kept = this.deliveries.filter((d) => d.at.getTime() >= cutoff.getTime())
    this.deliveries.splice(0, this.deliveries.length, ...kept)
    return before - kept.length
  }

  private change(id: string, edit: (w: Webhook) => Webhook): Webhook | null {
    const webhook = this.webhooks.get(id)
    if (!webhook) return null
    const next = edit(webhook)
    this.webhooks.set(id, next)
    return next
  }
}
