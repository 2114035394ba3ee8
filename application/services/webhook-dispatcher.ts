import { inject, injectable } from 'inversify'
import type { BackgroundPacer } from '../ports/background-pacer'
import type { ChangeNotifier } from '../ports/change-log'
import type { Clock } from '../ports/clock'
import type { Logger } from '../ports/logger'
import type { RandomSource } from '../ports/random-source'
import type { Cancel, Scheduler } from '../ports/scheduler'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookDeliveryRun } from './webhook-delivery-run'

export interface DispatcherTiming {
  /** How often the store is looked at for changes other instances made and retries that fell due. */
  readonly pollMs: number
  /** How long a lease lasts unless renewed; an instance that dies loses its webhooks after it. */
  readonly leaseMs: number
}

export const DEFAULT_TIMING: DispatcherTiming = { pollMs: 1000, leaseMs: 30_000 }

/** The delivery log keeps 30 days of attempts; older ones are removed at start and every hour. */
const DELIVERY_RETENTION_MS = 30 * 86_400_000
const PRUNE_EVERY_MS = 3_600_000

/**
 * The delivery worker of one instance, beside the request path: woken by this instance's commits
 * and by a poll, it runs each deliverable webhook on its own (one slow or failing target delays
 * no other), under a lease in the store so that instances sharing it deliver each change once.
 */
@injectable()
export class WebhookDispatcher {
  private readonly owner: string
  private readonly running = new Map<string, Promise<void>>()
  private readonly again = new Set<string>()
  private readonly timers = new Map<string, Cancel>()
  /** The deliverable webhooks of each database, as of the last scan: a commit wakes them without a store query. */
  private byDb = new Map<string, string[]>()
  private controller = new AbortController()
  private poll: Cancel | null = null
  private prune: Cancel | null = null
  private unsubscribe: (() => void) | null = null
  private scanning: Promise<void> | null = null
  private rescan = false
  private timing = DEFAULT_TIMING

  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(TOKENS.ChangeNotifier) private readonly notifier: ChangeNotifier,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RandomSource) random: RandomSource,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(WebhookDeliveryRun) private readonly run: WebhookDeliveryRun,
    @inject(TOKENS.BackgroundPacer) private readonly pacer: BackgroundPacer,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {
    this.owner = random.uuid()
  }

  start(timing: DispatcherTiming = DEFAULT_TIMING): void {
    if (this.poll) return
    this.timing = timing
    this.controller = new AbortController()
    this.pacer.start()
    this.unsubscribe = this.notifier.subscribe((db) => {
      for (const id of this.byDb.get(db) ?? []) this.kick(id)
    })
    this.poll = this.scheduler.every(timing.pollMs, () => this.scan())
    this.prune = this.scheduler.every(PRUNE_EVERY_MS, () => this.pruneLog())
    this.scan()
    this.pruneLog()
  }

  /** Stops waking up, aborts attempts in flight (they are not recorded, so they happen again later) and waits for every run to end. */
  async stop(): Promise<void> {
    this.poll?.()
    this.prune?.()
    this.poll = null
    this.prune = null
    this.unsubscribe?.()
    this.unsubscribe = null
    for (const cancel of this.timers.values()) cancel()
    this.timers.clear()
    this.controller.abort()
    this.pacer.stop()
    await this.settled()
  }

  /** Resolves once no scan and no delivery run is under way (including those these set off). */
  async settled(): Promise<void> {
    while (this.scanning || this.running.size > 0) await Promise.allSettled([this.scanning, ...this.running.values()])
  }

  /** Looks for deliverable webhooks (on start and each poll); calls while one look is under way fold into one more look after it. */
  scan(): void {
    if (!this.poll) return
    if (this.scanning) {
      this.rescan = true
      return
    }
    this.scanning = this.store
      .listDeliverable()
      .then((webhooks) => {
        const byDb = new Map<string, string[]>()
        for (const webhook of webhooks) {
          byDb.set(webhook.db, [...(byDb.get(webhook.db) ?? []), webhook.id])
          // A redelivery asked for does not wait for a retry that is due later.
          if (webhook.redeliveries.length > 0) this.clearTimer(webhook.id)
          this.kick(webhook.id)
        }
        this.byDb = byDb
      })
      .catch((error: unknown) => this.logger.warn('webhook scan failed', { error: errorName(error) }))
      .finally(() => {
        this.scanning = null
        if (this.rescan) {
          this.rescan = false
          this.scan()
        }
      })
  }

  private pruneLog(): void {
    this.store
      .removeDeliveriesBefore(new Date(this.clock.nowMs() - DELIVERY_RETENTION_MS))
      .catch((error: unknown) => this.logger.warn('webhook delivery log pruning failed', { error: errorName(error) }))
  }

  private kick(id: string): void {
    if (!this.poll || this.timers.has(id)) return
    if (this.running.has(id)) {
      this.again.add(id)
      return
    }
    const done = this.runOne(id).finally(() => {
      this.running.delete(id)
      if (this.again.delete(id)) this.kick(id)
    })
    this.running.set(id, done)
  }

  private async runOne(id: string): Promise<void> {
    const signal = this.controller.signal
    let leaseUntil = 0
    const keepLease = async () => {
      const now = this.clock.nowMs()
      // Renewed when half of it is left: one store write per half lease, not per change.
      if (leaseUntil - now > this.timing.leaseMs / 2) return true
      const until = now + this.timing.leaseMs
      if (!(await this.store.acquireLease(id, this.owner, new Date(now), new Date(until)))) return false
      leaseUntil = until
      return true
    }
    try {
      const due = await this.run.deliver(id, keepLease, signal)
      if (due && !signal.aborted) this.wakeAt(id, due)
    } catch (error) {
      this.logger.warn('webhook delivery run failed', { webhookId: id, error: errorName(error) })
    } finally {
      if (leaseUntil > 0) await this.store.releaseLease(id, this.owner).catch(() => undefined)
    }
  }

  private clearTimer(id: string): void {
    this.timers.get(id)?.()
    this.timers.delete(id)
  }

  private wakeAt(id: string, due: Date): void {
    const cancel = this.scheduler.after(Math.max(0, due.getTime() - this.clock.nowMs()), () => {
      this.timers.delete(id)
      this.kick(id)
    })
    this.timers.set(id, cancel)
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
