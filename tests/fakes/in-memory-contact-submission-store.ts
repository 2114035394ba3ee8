import type { ContactSubmissionStore } from '../../application/ports/contact-submission-store'
import type { ContactSubmission, NotificationStatus } from '../../domain/contact-submission'

/** Submissions in a Map; `failing` makes save throw like an unreachable store. */
export class InMemoryContactSubmissionStore implements ContactSubmissionStore {
  readonly submissions = new Map<string, ContactSubmission>()
  failing = false

  async save(submission: ContactSubmission): Promise<void> {
    if (this.failing) throw new Error('store unavailable')
    if (this.submissions.has(submission.id)) throw new Error(`duplicate id ${submission.id}`)
    this.submissions.set(submission.id, structuredClone(submission))
  }

  async findById(id: string): Promise<ContactSubmission | null> {
    const found = this.submissions.get(id)
    return found ? structuredClone(found) : null
  }

  async setNotification(id: string, status: NotificationStatus): Promise<boolean> {
    const found = this.submissions.get(id)
    if (!found) return false
    this.submissions.set(id, { ...found, notification: status })
    return true
  }
}
