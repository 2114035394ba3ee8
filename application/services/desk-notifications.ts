import { inject, injectable } from 'inversify'
import type { Inquiry } from '../../domain/inquiry'
import type { DeskSettings } from '../ports/desk-settings'
import type { Logger } from '../ports/logger'
import type { Mailer, MailMessage } from '../ports/mailer'
import { TOKENS } from '../ports/tokens'
import { assignedMail, newInquiryMail } from './desk-mails'
import { failureReason } from './model-failure'

/** Mails the desk about new inquiries and agents about assignments; a failing mail is logged and never fails the write it follows. */
@injectable()
export class DeskNotifications {
  constructor(
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.DeskSettings) private readonly settings: DeskSettings,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  /** To DESK_NOTIFY_EMAIL (or CONTACT_NOTIFY_EMAIL); skipped when `alreadyTold` is that address (the contact form mailed it). */
  async newInquiry(inquiry: Inquiry, firstMessage: string, alreadyTold: string | null = null): Promise<void> {
    const to = this.settings.notifyEmail
    if (!to || to === alreadyTold || inquiry.status === 'spam') return
    await this.send(newInquiryMail(to, inquiry, firstMessage), inquiry)
  }

  async assigned(inquiry: Inquiry): Promise<void> {
    if (inquiry.assignee) await this.send(assignedMail(inquiry.assignee.email, inquiry), inquiry)
  }

  private async send(message: MailMessage, inquiry: Inquiry): Promise<void> {
    try {
      await this.mailer.send(message)
    } catch (error) {
      this.logger.error('desk notification failed; the inquiry is kept', {
        inquiryId: inquiry.id,
        tag: message.tag,
        reason: failureReason(error),
      })
    }
  }
}
