import type { ContactSubmissionStore } from '../../application/ports/contact-submission-store'
import type { ContactSubmission, InboxPosition, NotificationStatus } from '../../domain/contact-submission'
import type { Intent } from '../../domain/intent'

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

  async listNewestFirst(after: InboxPosition | null, limit: number, intent: Intent | null): Promise<ContactSubmission[]> {
    const newerFirst = (a: InboxPosition, b: InboxPosition) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
    return [...this.submissions.values()]
      .filter((s) => (!intent || s.intent === intent) && (!after || newerFirst(after, s) < 0))
      .sort(newerFirst)
      .slice(0, limit)
      .map((s) => structuredClone(s))
  }
}
