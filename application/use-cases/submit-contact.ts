import { inject, injectable } from 'inversify'
import { type ContactSubmission, parseContactFields } from '../../domain/contact-submission'
import type { Intent } from '../../domain/intent'
import type { Clock } from '../ports/clock'
import type { ContactSettings } from '../ports/contact-settings'
import type { ContactSubmissionStore } from '../ports/contact-submission-store'
import type { Logger } from '../ports/logger'
import type { Mailer } from '../ports/mailer'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { ContactInquiries } from '../services/contact-inquiries'
import { contactNotificationMail } from '../services/contact-notification-mail'
import { failureReason } from '../services/model-failure'
import { ClassifyIntent } from './classify-intent'

export interface ContactInput {
  name: string
  email: string
  message: string
  company?: string
  phone?: string
  subject?: string
  /** Honeypot: people never see this field, bots fill it. */
  website?: string
}

const THANKS = { success: true as const, message: 'Thank you for contacting us. We will get back to you soon.' }

/**
 * Stores a contact-form submission with its intent first, then notifies CONTACT_NOTIFY_EMAIL.
 * A failing mail never loses the submission; nothing is ever mailed to the submitter.
 */
@injectable()
export class SubmitContact {
  constructor(
    @inject(TOKENS.ContactSubmissionStore) private readonly store: ContactSubmissionStore,
    @inject(ClassifyIntent) private readonly classify: ClassifyIntent,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.ContactSettings) private readonly settings: ContactSettings,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(ContactInquiries) private readonly inquiries: ContactInquiries,
  ) {}

  async execute(input: ContactInput): Promise<typeof THANKS> {
    if (input.website && input.website.trim() !== '') {
      // The same answer as a real submission, so a bot learns nothing.
      this.logger.info('contact honeypot filled; nothing stored')
      return THANKS
    }
    const fields = parseContactFields(input)
    const submission: ContactSubmission = {
      id: this.random.objectId(),
      ...fields,
      intent: await this.intentOf([fields.subject, fields.message].filter(Boolean).join('\n')),
      notification: this.settings.notifyEmail ? 'pending' : 'skipped',
      createdAt: this.clock.now(),
    }
    await this.store.save(submission)
    this.logger.info('contact submission stored', { submissionId: submission.id, intent: submission.intent })
    if (this.settings.notifyEmail) await this.notify(this.settings.notifyEmail, submission)
    await this.inquiries.fromSubmission(submission, this.settings.notifyEmail)
    return THANKS
  }

  private async intentOf(text: string): Promise<Intent> {
    try {
      return (await this.classify.execute({ message: text })).intent
    } catch (error) {
      this.logger.warn('contact submission could not be classified; stored as GENERAL', { reason: failureReason(error) })
      return 'GENERAL'
    }
  }

  private async notify(to: string, submission: ContactSubmission): Promise<void> {
    let status: 'sent' | 'failed' = 'sent'
    try {
      await this.mailer.send(contactNotificationMail(to, submission))
    } catch (error) {
      status = 'failed'
      this.logger.error('contact notification failed; the submission is kept', {
        submissionId: submission.id,
        reason: failureReason(error),
      })
    }
    try {
      await this.store.setNotification(submission.id, status)
    } catch (error) {
      this.logger.error('could not record the notification status', { submissionId: submission.id, reason: failureReason(error) })
    }
  }
}
