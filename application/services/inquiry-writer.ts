import { inject, injectable } from 'inversify'
import type { ChangeActor } from '../../domain/change-record'
import { DomainError, VersionMismatch } from '../../domain/errors'
import {
  type Inquiry,
  type InquiryChannel,
  type InquiryCustomer,
  type InquiryDetails,
  type InquiryStatus,
  referenceOf,
  toInquiryView,
} from '../../domain/inquiry'
import { type DeskChange, type DeskStamp, inquiryChanges } from '../../domain/inquiry-change'
import type { AttachmentContent, InquiryMessage } from '../../domain/inquiry-message'
import type { Intent } from '../../domain/intent'
import type { ServiceLevel } from '../../domain/service-level'
import type { Clock } from '../ports/clock'
import type { InquiryStore } from '../ports/inquiry-store'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { DeskNotifications } from './desk-notifications'

/** Who writes and in which request: the actor of every change record the write produces. */
export interface WriteContext {
  readonly actor: ChangeActor
  readonly requestId: string
}

/** What a channel knows when a new inquiry starts. */
export interface InquiryDraft {
  readonly channel: InquiryChannel
  readonly subject: string
  readonly customer: InquiryCustomer
  readonly intent: Intent
  readonly language: string | null
  readonly details: InquiryDetails
  readonly sessionId?: string | null
  readonly status?: InquiryStatus
  /** An address already told of this inquiry (the contact form's notification), not mailed again. */
  readonly alreadyTold?: string | null
}

/** One write's effect: the inquiry as it should become, and the messages (with attachment bytes) it adds. */
export interface InquiryEdit {
  readonly next: Inquiry
  readonly messages?: readonly InquiryMessage[]
  readonly attachments?: readonly { readonly messageId: string; readonly files: readonly AttachmentContent[] }[]
}

const ATTEMPTS = 5

/** Builds a write's change records (inquiryChanges unless the write is a merge). */
export type RecordBuilder = (stamp: DeskStamp, before: Inquiry, after: Inquiry, added: readonly InquiryMessage[]) => DeskChange[]

/**
 * The one place inquiries are written: new ones get a unique reference (another is taken when an
 * instance raced for it), every write is conditional on the version (re-read and re-applied on a
 * race, or 412 when the client named the version), and every write carries the change records the
 * domain builds from it. A new inquiry is announced to the desk after it is stored.
 */
@injectable()
export class InquiryWriter {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(DeskNotifications) private readonly notifications: DeskNotifications,
    @inject(TOKENS.ServiceLevel) private readonly serviceLevel: ServiceLevel,
  ) {}

  /** A fresh id for a message or an inquiry (ids sort roughly by time). */
  newId(): string {
    return this.random.objectId()
  }

  /** Stores a new inquiry with its first messages; null when one of them was stored before (an inbound mail seen twice). */
  async open(draft: InquiryDraft, context: WriteContext, edit: (inquiry: Inquiry) => Omit<InquiryEdit, 'next'>): Promise<Inquiry | null> {
    const now = this.clock.now()
    const id = this.random.objectId()
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const inquiry: Inquiry = {
        id,
        reference: referenceOf(await this.store.nextReferenceNumber()),
        channel: draft.channel,
        status: draft.status ?? 'new',
        intent: draft.intent,
        language: draft.language,
        subject: draft.subject,
        customer: draft.customer,
        details: draft.details,
        assignee: null,
        priority: 'normal',
        labels: [],
        createdAt: now,
        updatedAt: now,
        lastMessageAt: now,
        firstResponseAt: null,
        // On the wall clock or in business hours (DESK_BUSINESS_HOURS), as the service level says.
        firstResponseDueAt: this.serviceLevel.firstResponseDueAt(now),
        resolvedAt: draft.status === 'spam' ? now : null,
        mergedInto: null,
        version: 1,
        replyToken: this.random.token(12).replace(/[^A-Za-z0-9]/g, 'x'),
        sessionId: draft.sessionId ?? null,
      }
      const { messages = [], attachments = [] } = edit(inquiry)
      const changes = inquiryChanges(this.stamp(context, now), null, inquiry, messages)
      const outcome = await this.store.create(inquiry, { messages, attachments, changes })
      if (outcome === 'duplicate') return null
      if (outcome === 'created') {
        await this.notifications.newInquiry(inquiry, messages[0]?.text ?? '', draft.alreadyTold ?? null)
        return inquiry
      }
    }
    throw DomainError.conflict('Could not take an inquiry reference, please try again')
  }

  /**
   * Applies `change` to the inquiry as stored. With `ifVersion`, only at that version (else 412
   * with the current inquiry); without, a concurrent write makes it read again and re-apply.
   * Answers the inquiry before and after (the same when nothing changed), or null for a duplicate message.
   */
  async apply(
    id: string,
    context: WriteContext,
    change: (current: Inquiry, now: Date) => InquiryEdit,
    options: { ifVersion?: number | null; records?: RecordBuilder } = {},
  ): Promise<{ before: Inquiry; after: Inquiry } | null> {
    const ifVersion = options.ifVersion ?? null
    const records = options.records ?? inquiryChanges
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const current = await this.store.findById(id)
      if (!current) throw DomainError.notFound('Inquiry not found')
      if (ifVersion !== null && current.version !== ifVersion) throw this.mismatch(current)
      const now = this.clock.now()
      const { next, messages = [], attachments = [] } = change(current, now)
      const after = { ...next, version: current.version + 1, updatedAt: now }
      const changes = records(this.stamp(context, now), current, after, messages)
      if (changes.length === 0) return { before: current, after: current }
      const outcome = await this.store.update(after, { messages, attachments, changes })
      if (outcome === 'duplicate') return null
      if (outcome === 'updated') return { before: current, after }
      if (ifVersion !== null) {
        const fresh = await this.store.findById(id)
        if (fresh) throw this.mismatch(fresh)
      }
    }
    throw DomainError.conflict('The inquiry is changing too often, please try again')
  }

  private mismatch(current: Inquiry): VersionMismatch {
    return new VersionMismatch(toInquiryView(current), current.version, 'The inquiry has changed since that version; nothing was changed')
  }

  private stamp(context: WriteContext, now: Date): DeskStamp {
    return { actor: context.actor, requestId: context.requestId, at: now.toISOString() }
  }
}
