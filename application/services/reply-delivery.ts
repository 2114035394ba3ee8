import { inject, injectable } from 'inversify'
import type { Inquiry } from '../../domain/inquiry'
import type { DeliveryState, InquiryMessage } from '../../domain/inquiry-message'
import type { Clock } from '../ports/clock'
import type { DeskSettings } from '../ports/desk-settings'
import type { InquiryStore } from '../ports/inquiry-store'
import type { Logger } from '../ports/logger'
import type { Mailer } from '../ports/mailer'
import type { Cancel, Scheduler } from '../ports/scheduler'
import { TOKENS } from '../ports/tokens'
import { failureReason } from './model-failure'
import { replyMail } from './reply-mail'

/** A stored reply waits this long before a retry worker may take it: longer than one send may last, so no two send it. */
export const FIRST_ATTEMPT_GRACE_MS = 60_000
const BATCH = 50

/**
 * Sends stored replies through the Mailer. The first attempt follows the request that stored the
 * reply; a failed one is retried on the webhook retry schedule by `runDue`, which the worker calls
 * on a Scheduler poll (time read from the Clock, so tests move time instead of waiting); after the last, `failed`.
 */
@injectable()
export class ReplyDelivery {
  private poll: Cancel | null = null
  private running: Promise<unknown> | null = null

  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.DeskSettings) private readonly settings: DeskSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {}

  /** One attempt to send `message` of `inquiry`; records and answers the delivery state that follows. */
  async attempt(inquiry: Inquiry, message: InquiryMessage): Promise<DeliveryState> {
    const attempts = message.attempts + 1
    try {
      const last = await this.store.lastEmailMessage(inquiry.id)
      await this.mailer.send(replyMail(inquiry, message, last?.emailMessageId ?? null, this.settings.replyAddress))
      await this.store.setDelivery(message.id, { delivery: 'sent', attempts, nextAttemptAt: null })
      return 'sent'
    } catch (error) {
      const wait = this.settings.retryScheduleSeconds[attempts - 1]
      const nextAttemptAt = wait === undefined ? null : new Date(this.clock.nowMs() + wait * 1000)
      const delivery: DeliveryState = nextAttemptAt ? 'queued' : 'failed'
      this.logger.warn('reply delivery failed', {
        inquiryId: inquiry.id,
        messageId: message.id,
        attempts,
        delivery,
        reason: failureReason(error),
      })
      await this.store.setDelivery(message.id, { delivery, attempts, nextAttemptAt })
      return delivery
    }
  }

  /** Attempts every reply whose retry is due now; answers how many were attempted. */
  async runDue(): Promise<number> {
    const due = await this.store.listDueDeliveries(this.clock.now(), BATCH)
    for (const message of due) {
      const inquiry = await this.store.findById(message.inquiryId)
      if (inquiry?.customer.email) await this.attempt(inquiry, message)
      else await this.store.setDelivery(message.id, { delivery: 'failed', attempts: message.attempts, nextAttemptAt: null })
    }
    return due.length
  }

  start(pollMs = 5000): void {
    if (this.poll) return
    this.poll = this.scheduler.every(pollMs, () => {
      if (this.running) return
      this.running = this.runDue()
        .catch((error: unknown) => this.logger.warn('reply retry round failed', { reason: failureReason(error) }))
        .finally(() => {
          this.running = null
        })
    })
  }

  async stop(): Promise<void> {
    this.poll?.()
    this.poll = null
    await this.running
  }
}
