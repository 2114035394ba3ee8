import { inject, injectable } from 'inversify'
import type { ChangeLog } from '../ports/change-log'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'

/** How far webhook delivery lags the change log: what an operator's alert watches. */
export interface WebhookBacklogReport {
  /** Deliverable webhooks whose last delivered change is not their database's newest. */
  readonly behind: number
  /** Deliverable webhooks waiting to retry a failed delivery. */
  readonly retrying: number
}

/** Reads the webhook backlog from the store (every instance's deliveries, not only this one's). */
@injectable()
export class WebhookBacklog {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly webhooks: WebhookStore,
    @inject(TOKENS.ChangeLog) private readonly changeLog: ChangeLog,
  ) {}

  async execute(): Promise<WebhookBacklogReport> {
    const active = await this.webhooks.listDeliverable()
    const heads = new Map<string, Promise<string | null>>()
    let behind = 0
    let retrying = 0
    for (const webhook of active) {
      let head = heads.get(webhook.db)
      if (!head) heads.set(webhook.db, (head = this.changeLog.lastId(webhook.db)))
      const newest = await head
      if (newest !== null && (webhook.cursor === null || webhook.cursor < newest)) behind++
      if (webhook.retry) retrying++
    }
    return { behind, retrying }
  }
}
