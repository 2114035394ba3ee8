import type { ContactSubmission, NotificationStatus } from '../../domain/contact-submission'

/** Keeps contact-form submissions; a submission is stored before anyone is notified of it. */
export interface ContactSubmissionStore {
  save(submission: ContactSubmission): Promise<void>
  findById(id: string): Promise<ContactSubmission | null>
  /** Records how the notification went; false when the submission does not exist. */
  setNotification(id: string, status: NotificationStatus): Promise<boolean>
}
