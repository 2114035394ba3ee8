import type { Collection, Db, Filter } from 'mongodb'
import type { ContactSubmissionStore } from '../../../application/ports/contact-submission-store'
import type { ContactSubmission, InboxPosition, NotificationStatus } from '../../../domain/contact-submission'
import type { Intent } from '../../../domain/intent'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

type SubmissionDocument = Omit<ContactSubmission, 'id'> & { _id: string }

export const CONTACT_SUBMISSIONS = 'contact_submissions'

/** Contact-form submissions in MongoDB, one document each; a second save of an id is refused. */
export class MongoContactSubmissionStore implements ContactSubmissionStore {
  private readonly submissions: Collection<SubmissionDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.submissions = db.collection<SubmissionDocument>(CONTACT_SUBMISSIONS)
  }

  async save(s: ContactSubmission): Promise<void> {
    const { id, ...rest } = s
    await this.submissions.insertOne({ _id: id, ...rest }, this.limits)
  }

  async findById(id: string): Promise<ContactSubmission | null> {
    const doc = await this.submissions.findOne({ _id: id }, this.limits)
    return doc ? toSubmission(doc) : null
  }

  async listNewestFirst(after: InboxPosition | null, limit: number, intent: Intent | null): Promise<ContactSubmission[]> {
    const filter: Filter<SubmissionDocument> = intent ? { intent } : {}
    if (after) filter.$or = [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.id } }]
    const found = await this.submissions.find(filter, this.limits).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray()
    return found.map(toSubmission)
  }

  async setNotification(id: string, status: NotificationStatus): Promise<boolean> {
    const result = await this.submissions.updateOne({ _id: id }, { $set: { notification: status } }, this.limits)
    return result.matchedCount === 1
  }
}

function toSubmission(doc: SubmissionDocument): ContactSubmission {
  return {
    id: doc._id,
    name: doc.name,
    email: doc.email,
    message: doc.message,
    company: doc.company ?? null,
    phone: doc.phone ?? null,
    subject: doc.subject ?? null,
    intent: doc.intent,
    notification: doc.notification,
    createdAt: doc.createdAt,
  }
}
