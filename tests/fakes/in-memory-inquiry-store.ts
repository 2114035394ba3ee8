import type { DeliveryUpdate, InquiryFilter, InquiryPosition, InquiryStore, InquiryWrite } from '../../application/ports/inquiry-store'
import { FIRST_REFERENCE_NUMBER, type Inquiry, isResolved } from '../../domain/inquiry'
import type { InquiryMessage } from '../../domain/inquiry-message'
import { InMemoryChangeLog } from './in-memory-change-log'

/** Inquiries in maps; change records go to an InMemoryChangeLog (shared with history reads when given). */
export class InMemoryInquiryStore implements InquiryStore {
  private readonly inquiries = new Map<string, Inquiry>()
  private messages: InquiryMessage[] = []
  private readonly files = new Map<string, Uint8Array>()
  private counter = FIRST_REFERENCE_NUMBER - 1

  constructor(readonly log = new InMemoryChangeLog()) {}

  async nextReferenceNumber(): Promise<number> {
    return ++this.counter
  }

  async create(inquiry: Inquiry, write: InquiryWrite): Promise<'created' | 'duplicate' | 'reference'> {
    if (this.duplicate(write)) return 'duplicate'
    if ([...this.inquiries.values()].some((i) => i.reference === inquiry.reference)) return 'reference'
    this.inquiries.set(inquiry.id, inquiry)
    this.writeRest(inquiry.id, write)
    return 'created'
  }

  async update(next: Inquiry, write: InquiryWrite): Promise<'updated' | 'stale' | 'duplicate'> {
    if (this.duplicate(write)) return 'duplicate'
    if (this.inquiries.get(next.id)?.version !== next.version - 1) return 'stale'
    this.inquiries.set(next.id, next)
    this.writeRest(next.id, write)
    return 'updated'
  }

  private duplicate(write: InquiryWrite): boolean {
    return (write.messages ?? []).some((m) => m.sourceKey !== null && this.messages.some((s) => s.sourceKey === m.sourceKey))
  }

  private writeRest(inquiryId: string, write: InquiryWrite): void {
    for (const m of write.messages ?? []) this.messages.push({ ...m, inquiryId })
    for (const { messageId, files } of write.attachments ?? []) for (const f of files) this.files.set(`${messageId}:${f.index}`, f.content)
    for (const change of write.changes) this.log.append(change)
  }

  async findById(id: string): Promise<Inquiry | null> {
    return this.inquiries.get(id) ?? null
  }

  async findByReplyToken(token: string): Promise<Inquiry | null> {
    return [...this.inquiries.values()].find((i) => i.replyToken === token) ?? null
  }

  async findBySessionId(sessionId: string): Promise<Inquiry | null> {
    return [...this.inquiries.values()].find((i) => i.sessionId === sessionId) ?? null
  }

  async findByEmailMessageIds(messageIds: readonly string[]): Promise<Inquiry | null> {
    const found = this.messages
      .filter((m) => m.emailMessageId !== null && messageIds.includes(m.emailMessageId))
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0]
    return found ? this.findById(found.inquiryId) : null
  }

  async hasSourceKey(sourceKey: string): Promise<boolean> {
    return this.messages.some((m) => m.sourceKey === sourceKey)
  }

  async list(filter: InquiryFilter, after: InquiryPosition | null, limit: number): Promise<Inquiry[]> {
    const q = filter.q?.toLowerCase()
    const text = (i: Inquiry) =>
      [i.reference, i.subject, i.customer.email, i.customer.name, i.customer.company].filter(Boolean).join('\n').toLowerCase()
    const key = (i: Inquiry) => [i.lastMessageAt.getTime(), i.id] as const
    const before = (a: readonly [number, string], b: readonly [number, string]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
    return [...this.inquiries.values()]
      .filter(
        (i) =>
          (filter.status === undefined || i.status === filter.status) &&
          (filter.assigneeId === undefined || (i.assignee?._id ?? null) === filter.assigneeId) &&
          (filter.channel === undefined || i.channel === filter.channel) &&
          (filter.label === undefined || i.labels.includes(filter.label)) &&
          (!q || text(i).includes(q)) &&
          (!filter.overdueAt ||
            (i.firstResponseAt === null &&
              i.firstResponseDueAt !== null &&
              i.firstResponseDueAt < filter.overdueAt &&
              !isResolved(i.status))) &&
          (after === null || before(key(i), [after.lastMessageAt.getTime(), after.id])),
      )
      .sort((a, b) => (before(key(a), key(b)) ? 1 : -1))
      .slice(0, limit)
  }

  private thread(inquiryId: string): InquiryMessage[] {
    return this.messages.filter((m) => m.inquiryId === inquiryId).sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1))
  }

  async listMessages(inquiryId: string, after: string | null, limit: number): Promise<InquiryMessage[]> {
    const thread = this.thread(inquiryId)
    if (after === null) return thread.slice(0, limit)
    const at = thread.findIndex((m) => m.id === after)
    return at < 0 ? [] : thread.slice(at + 1, at + 1 + limit)
  }

  async findMessage(inquiryId: string, messageId: string): Promise<InquiryMessage | null> {
    return this.messages.find((m) => m.id === messageId && m.inquiryId === inquiryId) ?? null
  }

  async lastEmailMessage(inquiryId: string): Promise<InquiryMessage | null> {
    return this.thread(inquiryId).findLast((m) => m.emailMessageId !== null && m.delivery === null) ?? null
  }

  async attachmentContent(messageId: string, index: number): Promise<Uint8Array | null> {
    return this.files.get(`${messageId}:${index}`) ?? null
  }

  async moveMessages(fromInquiryId: string, toInquiryId: string): Promise<void> {
    this.messages = this.messages.map((m) => (m.inquiryId === fromInquiryId ? { ...m, inquiryId: toInquiryId } : m))
  }

  async setDelivery(messageId: string, update: DeliveryUpdate): Promise<void> {
    this.messages = this.messages.map((m) => (m.id === messageId ? { ...m, ...update } : m))
  }

  async listDueDeliveries(now: Date, limit: number): Promise<InquiryMessage[]> {
    return this.messages
      .filter((m) => m.delivery === 'queued' && m.nextAttemptAt !== null && m.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime())
      .slice(0, limit)
  }
}
