import type { SQLInputValue } from 'node:sqlite'
import type { Inquiry } from '../../../domain/inquiry'
import type { InquiryMessage } from '../../../domain/inquiry-message'
import { encodeRecord, searchTextOf } from '../inquiry-codec'

/** A time as the epoch milliseconds the inquiry tables store, or NULL. */
export const millis = (d: Date | null) => (d === null ? null : d.getTime())

/** An inquiry's columns in the order of the store's INSERT (after id, reference number, reply token) and UPDATE. */
export function inquiryColumns(i: Inquiry): SQLInputValue[] {
  return [
    i.status,
    i.channel,
    i.assignee?._id ?? null,
    JSON.stringify(i.labels),
    searchTextOf(i),
    i.lastMessageAt.getTime(),
    millis(i.firstResponseAt),
    millis(i.firstResponseDueAt),
    millis(i.resolvedAt),
    i.sessionId,
    i.version,
    encodeRecord(i),
  ]
}

/** One inquiry_messages row, in the order of the store's INSERT. */
export function messageRow(inquiryId: string, m: InquiryMessage): SQLInputValue[] {
  return [m.id, inquiryId, m.at.getTime(), m.sourceKey, m.emailMessageId, m.delivery, millis(m.nextAttemptAt), encodeRecord(m)]
}
