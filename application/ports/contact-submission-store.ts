import type { ContactSubmission, InboxPosition, NotificationStatus } from '../../domain/contact-submission'
import type { Intent } from '../../domain/intent'

/** Keeps contact-form submissions; a submission is stored before anyone is notified of it. */
export interface ContactSubmissionStore {
  save(submission: ContactSubmission): Promise<void>
  findById(id: string): Promise<ContactSubmission | null>
  /** Records how the notification went; false when the submission does not exist. */
  setNotification(id: string, status: NotificationStatus): Promise<boolean>
  /** Up to `limit` submissions newest first (by createdAt, then id), strictly after `after` in that order; only one intent when given. */
  listNewestFirst(after: InboxPosition | null, limit: number, intent: Intent | null): Promise<ContactSubmission[]>
}
