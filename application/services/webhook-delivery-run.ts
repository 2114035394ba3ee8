import { inject, injectable } from 'inversify'
import type { ChangeRecord } from '../../domain/change-record'
import { isSubscribed, type Webhook, type WebhookDelivery } from '../../domain/webhook'
import type { BackgroundPacer } from '../ports/background-pacer'
import type { ChangeLog } from '../ports/change-log'
import type { Clock } from '../ports/clock'
import type { Logger } from '../ports/logger'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { WebhookSettings } from '../ports/webhook-settings'
import type { WebhookProgress, WebhookStore } from '../ports/webhook-store'
import type { WebhookTransport } from '../ports/webhook-transport'
import { ChangeStamps } from './change-stamps'
import { WebhookSecrets } from './webhook-secrets'

const BATCH = 100

/** Keeps the caller's lease alive; false once it is lost (another instance took over). */
export type LeaseKeeper = () => Promise<boolean>

/**
 * Delivers one webhook's due work while its lease is held: queued redeliveries first, then the
 * changes after its cursor, one at a time in commit order. A failed attempt is scheduled again on
 * the retry schedule (the changes behind it wait, which keeps the order); after the last, it is
 * `failed` and the next change follows. Every attempt is recorded before the cursor moves.
 */
@injectable()
export class WebhookDeliveryRun {
  private sequence = 0

  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(TOKENS.ChangeLog) private readonly changeLog: ChangeLog,
    @inject(TOKENS.WebhookTransport) private readonly transport: WebhookTransport,
    @inject(TOKENS.WebhookSettings) private readonly settings: WebhookSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
    @inject(TOKENS.BackgroundPacer) private readonly pacer: BackgroundPacer,
  ) {}

  /** Works until nothing is due; answers when a retry falls due (null: nothing waits). */
  async deliver(id: string, keepLease: LeaseKeeper, signal: AbortSignal): Promise<Date | null> {
    // Records read ahead, valid while the cursor is still `after` (nobody else moved it).
    let buffer: { after: string | null; records: ChangeRecord[] } = { after: null, records: [] }
    let paced: (() => Promise<void>) | null = null
    while (!signal.aborted) {
      // Each pass is one piece of background work: while requests keep the process busy, passes are spaced out.
      if (paced) await paced()
      paced = this.pacer.begin()
      // The lease first, then the state: read before it, the cursor may be one that the instance
      // letting the lease go has since moved on, and its changes would be sent again.
      if (!(await keepLease())) return null
      const webhook = await this.store.findById(id)
      if (!webhook) return null
      const queued = webhook.redeliveries[0]
      if (queued) {
        const record = await this.findChange(webhook.db, queued.changeId)
        // A redelivery is one attempt: it never schedules another.
        if (record) await this.attempt(webhook, record, 1, signal, null)
        if (signal.aborted) return null
        await this.store.dropRedelivery(id, queued.id)
        continue
      }
      if (webhook.status !== 'active') return null
      if (webhook.retry && webhook.retry.nextAttemptAt.getTime() > this.clock.nowMs()) return webhook.retry.nextAttemptAt
      if (buffer.after !== webhook.cursor || buffer.records.length === 0)
        buffer = { after: webhook.cursor, records: await this.changeLog.listAfter(webhook.db, webhook.cursor, BATCH) }
      const records = buffer.records
      if (records.length === 0) return null
      const headAt = records.findIndex((r) => isSubscribed(webhook.events, r.op))
      // Changes this webhook does not subscribe to are passed over in one write.
      const cursor = headAt === 0 ? webhook.cursor : (headAt < 0 ? records.at(-1)! : records[headAt - 1]!).id
      if (headAt < 0) {
        await this.store.saveProgress(id, { cursor, retry: null })
        if (records.some((r) => r.op === 'database.delete')) return this.retire(webhook)
        buffer = { after: cursor, records: [] }
        continue
      }
      const head = records[headAt]!
      const attempt = webhook.retry?.changeId === head.id ? webhook.retry.attempt + 1 : 1
      const progress = await this.attempt(webhook, head, attempt, signal, (next) =>
        next ? { cursor, retry: { changeId: head.id, attempt, nextAttemptAt: next } } : { cursor: head.id, retry: null },
      )
      if (!progress) return null
      if (progress.cursor === head.id && head.op === 'database.delete') return this.retire(webhook)
      buffer = { after: progress.cursor, records: records.slice(progress.cursor === head.id ? headAt + 1 : headAt) }
    }
    return null
  }

  /**
   * One attempt, recorded with the progress `progressOf` derives from when the next attempt is due
   * (none: a redelivery, which is one attempt and moves nothing); answers that progress, or null
   * when stopped mid-way (nothing recorded).
   */
  private async attempt(
    webhook: Webhook,
    record: ChangeRecord,
    attempt: number,
    signal: AbortSignal,
    progressOf: ((next: Date | null) => WebhookProgress) | null,
  ): Promise<WebhookProgress | null> {
    const body = JSON.stringify(this.stamps.open(record))
    // Target and secret read after the record: a change committed after a rotation or a new url answered is sent with them.
    const target = await this.store.findById(webhook.id)
    if (!target) return null
    const outcome = await this.transport.send({ url: target.url, secret: this.secrets.open(target), id: record.id, body }, signal)
    if (signal.aborted && !outcome.ok) return null
    const now = this.clock.now()
    const wait = this.settings.retryScheduleSeconds[attempt - 1]
    const next = progressOf && !outcome.ok && wait !== undefined ? new Date(now.getTime() + wait * 1000) : null
    const delivery: WebhookDelivery = {
      id: this.deliveryId(now.getTime()),
      webhookId: webhook.id,
      changeId: record.id,
      attempt,
      status: outcome.ok ? 'succeeded' : next ? 'pending' : 'failed',
      responseStatus: outcome.responseStatus,
      error: outcome.error,
      at: now,
      nextAttemptAt: next,
    }
    const progress = progressOf ? progressOf(next) : null
    await this.store.recordAttempt(delivery, progress)
    if (!outcome.ok)
      this.logger.info('webhook delivery failed', {
        webhookId: webhook.id,
        changeId: record.id,
        attempt,
        status: delivery.status,
        error: outcome.error,
      })
    return progress ?? { cursor: webhook.cursor, retry: webhook.retry }
  }

  /** The webhook's database is gone and its last change handled: the webhook goes too. */
  private async retire(webhook: Webhook): Promise<null> {
    await this.store.remove(webhook.id)
    return null
  }

  /** The record with this id, through the port's "after" query from the id just below it. */
  private async findChange(db: string, changeId: string): Promise<ChangeRecord | null> {
    const [record] = await this.changeLog.listAfter(db, idBelow(changeId), 1)
    return record?.id === changeId ? record : null
  }

  /** Ids that sort in the order attempts were made (time, then a per-process sequence), with a random tail across instances. */
  private deliveryId(ms: number): string {
    this.sequence = (this.sequence + 1) % 1_000_000
    return `${String(ms).padStart(15, '0')}${String(this.sequence).padStart(6, '0')}${this.random.token(3)}`
  }
}

/**
 * The greatest id below `id`: change ids are fixed-width decimal sequence numbers, so this is the
 * same width, one less (null below the first).
 */
export function idBelow(id: string): string | null {
  if (!/^\d+$/.test(id)) return null
  const digits = [...id]
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '0') digits[i--] = '9'
  if (i < 0) return null
  digits[i] = String(Number(digits[i]) - 1)
  return digits.join('')
}
