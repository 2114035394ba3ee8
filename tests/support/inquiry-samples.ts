import { randomBytes } from 'node:crypto'
import { EMPTY_CUSTOMER, EMPTY_DETAILS, type Inquiry, referenceOf } from '../../domain/inquiry'
import { type InquiryMessage, newMessage } from '../../domain/inquiry-message'

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
export const objectIdLike = () => hex(12)

/** An inquiry with unique id, reference and reply token; fields overridable. */
export function sampleInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  const at = overrides.createdAt ?? new Date('2026-01-01T00:00:00Z')
  return {
    id: objectIdLike(),
    reference: referenceOf(100_000 + Number.parseInt(hex(3), 16)),
    channel: 'api',
    status: 'new',
    intent: 'INQUIRY',
    language: 'en',
    subject: 'Quote Hamburg to Shanghai',
    customer: { ...EMPTY_CUSTOMER, email: 'buyer@example.com', name: 'Ana Buyer' },
    details: { ...EMPTY_DETAILS, origin: 'Hamburg' },
    assignee: null,
    priority: 'normal',
    labels: [],
    createdAt: at,
    updatedAt: at,
    lastMessageAt: at,
    firstResponseAt: null,
    firstResponseDueAt: null,
    resolvedAt: null,
    mergedInto: null,
    version: 1,
    replyToken: hex(8),
    sessionId: null,
    ...overrides,
  }
}

/** A customer's message on an inquiry. */
export function sampleMessage(inquiryId: string, overrides: Partial<InquiryMessage> = {}): InquiryMessage {
  return newMessage({
    id: objectIdLike(),
    inquiryId,
    direction: 'in',
    author: { type: 'customer', email: 'buyer@example.com' },
    text: 'Please quote 2 pallets',
    at: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  })
}
