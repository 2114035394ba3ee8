import type { Binary, Db, Filter } from 'mongodb'
import type { DeliveryUpdate, InquiryFilter, InquiryPosition, InquiryStore, InquiryWrite } from '../../../application/ports/inquiry-store'
import { FIRST_REFERENCE_NUMBER, type Inquiry } from '../../../domain/inquiry'
import { DESK_LOG } from '../../../domain/inquiry-change'
import type { InquiryMessage } from '../../../domain/inquiry-message'
import { decodeInquiry, decodeMessage, encodeRecord } from '../inquiry-codec'
import { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'
import { isDuplicateKey, type MongoLimits } from './mongo-client'
import {
  attachmentRowsOf,
  DESK_COUNTERS,
  INQUIRIES,
  INQUIRY_ATTACHMENTS,
  INQUIRY_MESSAGES,
  INQUIRY_SOURCE_KEYS,
  type InquiryRow,
  inquiryFilterOf,
  inquiryRowOf,
  type MessageRow,
  messageOfRow,
  messageRowOf,
} from './mongo-inquiry-rows'

/**
 * The desk's inquiries in MongoDB. Writes go in the order that keeps a failure harmless: source
 * keys claimed first (a duplicate stops everything), messages, then the inquiry (conditional on
 * its version), then the change records in the desk log.
 */
export class MongoInquiryStore implements InquiryStore {
  private readonly log: MongoChangeLogAppender

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
    private readonly notifier: MongoChangeNotifier,
  ) {
    this.log = new MongoChangeLogAppender(db, limits)
  }

  private get inquiries() {
    return this.db.collection<InquiryRow>(INQUIRIES)
  }

  private get messages() {
    return this.db.collection<MessageRow>(INQUIRY_MESSAGES)
  }

  /** FerretDB's upsert can race into a duplicate key and its $inc is not atomic: `create` refuses a taken reference, the caller takes another. */
  async nextReferenceNumber(): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const counter = await this.db
          .collection<{ _id: string; value: number }>(DESK_COUNTERS)
          .findOneAndUpdate({ _id: 'reference' }, { $inc: { value: 1 } }, { ...this.limits, upsert: true, returnDocument: 'after' })
        return FIRST_REFERENCE_NUMBER - 1 + counter!.value
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 5) throw error
      }
    }
  }

  async create(inquiry: Inquiry, write: InquiryWrite): Promise<'created' | 'duplicate' | 'reference'> {
    const claimed = await this.claimKeys(write)
    if (claimed === null) return 'duplicate'
    try {
      await this.inquiries.insertOne(inquiryRowOf(inquiry), this.limits)
    } catch (error) {
      await this.releaseKeys(claimed)
      if (isDuplicateKey(error)) return 'reference'
      throw error
    }
    await this.writeRest(inquiry.id, write)
    return 'created'
  }

  async update(next: Inquiry, write: InquiryWrite): Promise<'updated' | 'stale' | 'duplicate'> {
    const claimed = await this.claimKeys(write)
    if (claimed === null) return 'duplicate'
    const { _id, ...fields } = inquiryRowOf(next)
    const done = await this.inquiries.updateOne({ _id, version: next.version - 1 }, { $set: fields }, this.limits)
    if (done.matchedCount === 0) {
      await this.releaseKeys(claimed)
      return 'stale'
    }
    await this.writeRest(next.id, write)
    return 'updated'
  }

  /** Claims every source key of the write; null (and nothing claimed) when one is taken. */
  private async claimKeys(write: InquiryWrite): Promise<string[] | null> {
    const keys = (write.messages ?? []).flatMap((m) => (m.sourceKey === null ? [] : [m.sourceKey]))
    const claimed: string[] = []
    for (const key of keys) {
      try {
        await this.db.collection<{ _id: string }>(INQUIRY_SOURCE_KEYS).insertOne({ _id: key }, this.limits)
        claimed.push(key)
      } catch (error) {
        await this.releaseKeys(claimed)
        if (isDuplicateKey(error)) return null
        throw error
      }
    }
    return claimed
  }

  private async releaseKeys(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.collection<{ _id: string }>(INQUIRY_SOURCE_KEYS).deleteMany({ _id: { $in: keys } }, this.limits)
  }

  private async writeRest(inquiryId: string, write: InquiryWrite): Promise<void> {
    const messages = (write.messages ?? []).map((m) => messageRowOf(m, inquiryId))
    if (messages.length > 0) await this.messages.insertMany(messages, this.limits)
    const files = attachmentRowsOf(write.attachments ?? [])
    if (files.length > 0) await this.db.collection<{ _id: string }>(INQUIRY_ATTACHMENTS).insertMany(files, this.limits)
    const changes = write.changes
    await this.log.write(DESK_LOG, changes.length, (ids, from) => ids.map((id, i) => ({ id, ...changes[from + i]! })))
    if (changes.length > 0) this.notifier.notify(DESK_LOG)
  }

  async findById(id: string): Promise<Inquiry | null> {
    return this.one({ _id: id })
  }

  async findByReplyToken(token: string): Promise<Inquiry | null> {
    return this.one({ replyToken: token })
  }

  async findBySessionId(sessionId: string): Promise<Inquiry | null> {
    return this.one({ sessionId })
  }

  async findByEmailMessageIds(messageIds: readonly string[]): Promise<Inquiry | null> {
    if (messageIds.length === 0) return null
    const [row] = await this.messages
      .find({ emailMessageId: { $in: [...messageIds] } }, { ...this.limits, sort: { at: -1 }, limit: 1 })
      .toArray()
    return row ? this.findById(row.inquiryId) : null
  }

  async hasSourceKey(sourceKey: string): Promise<boolean> {
    return (await this.db.collection<{ _id: string }>(INQUIRY_SOURCE_KEYS).findOne({ _id: sourceKey }, this.limits)) !== null
  }

  private async one(filter: Filter<InquiryRow>): Promise<Inquiry | null> {
    const row = await this.inquiries.findOne(filter, this.limits)
    return row ? decodeInquiry(row.body) : null
  }

  async list(filter: InquiryFilter, after: InquiryPosition | null, limit: number): Promise<Inquiry[]> {
    const and = inquiryFilterOf(filter, after)
    const rows = await this.inquiries
      .find(and.length > 0 ? { $and: and } : {}, { ...this.limits, sort: { lastMessageAt: -1, _id: -1 }, limit, projection: { body: 1 } })
      .toArray()
    return rows.map((r) => decodeInquiry(r.body))
  }

  async listMessages(inquiryId: string, after: string | null, limit: number): Promise<InquiryMessage[]> {
    let filter: Filter<MessageRow> = { inquiryId }
    if (after !== null) {
      const from = await this.messages.findOne({ _id: after, inquiryId }, this.limits)
      if (!from) return []
      filter = { inquiryId, $or: [{ at: { $gt: from.at } }, { at: from.at, _id: { $gt: from._id } }] }
    }
    const rows = await this.messages.find(filter, { ...this.limits, sort: { at: 1, _id: 1 }, limit }).toArray()
    return rows.map((r) => messageOfRow(r))
  }

  async findMessage(inquiryId: string, messageId: string): Promise<InquiryMessage | null> {
    const row = await this.messages.findOne({ _id: messageId, inquiryId }, this.limits)
    return row ? messageOfRow(row) : null
  }

  async lastEmailMessage(inquiryId: string): Promise<InquiryMessage | null> {
    const [row] = await this.messages
      .find({ inquiryId, emailMessageId: { $ne: null }, delivery: null }, { ...this.limits, sort: { at: -1, _id: -1 }, limit: 1 })
      .toArray()
    return row ? messageOfRow(row) : null
  }

  async attachmentContent(messageId: string, index: number): Promise<Uint8Array | null> {
    const row = await this.db
      .collection<{ _id: string; content: Binary }>(INQUIRY_ATTACHMENTS)
      .findOne({ _id: `${messageId}:${index}` }, this.limits)
    return row ? new Uint8Array(row.content.buffer) : null
  }

  async moveMessages(fromInquiryId: string, toInquiryId: string): Promise<void> {
    await this.messages.updateMany({ inquiryId: fromInquiryId }, { $set: { inquiryId: toInquiryId } }, this.limits)
  }

  async setDelivery(messageId: string, update: DeliveryUpdate): Promise<void> {
    const row = await this.messages.findOne({ _id: messageId }, this.limits)
    if (!row) return
    const message = { ...decodeMessage(row.body), ...update }
    await this.messages.updateOne(
      { _id: messageId },
      {
        $set: {
          delivery: update.delivery,
          nextAttemptAt: update.nextAttemptAt,
          emailMessageId: message.emailMessageId,
          body: encodeRecord(message),
        },
      },
      this.limits,
    )
  }

  async listDueDeliveries(now: Date, limit: number): Promise<InquiryMessage[]> {
    const rows = await this.messages
      .find({ delivery: 'queued', nextAttemptAt: { $lte: now } }, { ...this.limits, sort: { nextAttemptAt: 1 }, limit })
      .toArray()
    return rows.map((r) => messageOfRow(r))
  }
}
