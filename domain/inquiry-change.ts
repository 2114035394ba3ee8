import type { ChangeActor, ChangeRecord, DeskChangeOp, FieldChangeEntry } from './change-record'
import { type Inquiry, toInquiryView } from './inquiry'
import { type InquiryMessage, toMessageView } from './inquiry-message'

/** Desk changes live in the change log under this source and db; a data lake name never holds a `.`, so no route of the data lake can address it. */
export const DESK_SOURCE = 'desk'
export const DESK_LOG = 'desk.events'

/** A change record before the log gives it its id: built here once, stored by any adapter as it is. */
export type DeskChange = Omit<ChangeRecord, 'id'>

/** Who changed an inquiry and in which request; `at` is the ISO time of the change. */
export interface DeskStamp {
  readonly actor: ChangeActor
  readonly requestId: string
  readonly at: string
}

/** The actor of a change a channel made (a customer wrote): the channel by name and the customer's address. */
export function channelActor(channel: string, email: string | null): ChangeActor {
  return { userId: `channel:${channel}`, email: email ?? '' }
}

/** Fields an agent or a rule may change, compared between two versions of an inquiry. */
const TRACKED = [
  'status',
  'assignee',
  'priority',
  'labels',
  'details',
  'customer',
  'subject',
  'resolvedAt',
  'firstResponseAt',
  'mergedInto',
] as const

/** The tracked fields whose value differs (compared as JSON), each with its view value before and after. */
export function inquiryFieldChanges(before: Inquiry, after: Inquiry): FieldChangeEntry[] {
  const from = toInquiryView(before) as unknown as Record<string, unknown>
  const to = toInquiryView(after) as unknown as Record<string, unknown>
  const entries: FieldChangeEntry[] = []
  for (const field of TRACKED) {
    if (JSON.stringify(from[field]) !== JSON.stringify(to[field])) entries.push({ field, from: from[field], to: to[field] })
  }
  return entries
}

function record(stamp: DeskStamp, op: DeskChangeOp, documentId: string, version: number | null, changes: FieldChangeEntry[]): DeskChange {
  return {
    at: stamp.at,
    op,
    source: DESK_SOURCE,
    db: DESK_LOG,
    documentId,
    version,
    actor: stamp.actor,
    requestId: stamp.requestId,
    changes,
  }
}

/** A message as a change record shows it (never an attachment's bytes). */
function messageEntry(message: InquiryMessage): FieldChangeEntry {
  return { field: 'message', from: null, to: toMessageView(message) }
}

/**
 * The change records of one write to an inquiry, from what it was (`before`, null for a new
 * inquiry) to what it is, with the messages the write added: `inquiry.create` with the whole
 * inquiry, then `inquiry.update` for changed fields, then one `inquiry.message` per message.
 */
export function inquiryChanges(
  stamp: DeskStamp,
  before: Inquiry | null,
  after: Inquiry,
  added: readonly InquiryMessage[] = [],
): DeskChange[] {
  const changes: DeskChange[] = []
  if (before === null) {
    const view = toInquiryView(after) as unknown as Record<string, unknown>
    const fields = Object.keys(view).map((field) => ({ field, from: null, to: view[field] }))
    changes.push(record(stamp, 'inquiry.create', after.id, after.version, fields))
  } else {
    const fields = inquiryFieldChanges(before, after)
    if (fields.length > 0) changes.push(record(stamp, 'inquiry.update', after.id, after.version, fields))
  }
  for (const message of added) changes.push(record(stamp, 'inquiry.message', after.id, after.version, [messageEntry(message)]))
  return changes
}

/** The records of a merge: on the source (now closed, pointing at the target) and on the target, which received its messages. */
export function mergeChanges(stamp: DeskStamp, sourceBefore: Inquiry, source: Inquiry, target: Inquiry): DeskChange[] {
  return [
    record(stamp, 'inquiry.merge', source.id, source.version, [
      ...inquiryFieldChanges(sourceBefore, source),
      { field: 'into', from: null, to: target.id },
    ]),
    record(stamp, 'inquiry.merge', target.id, target.version, [{ field: 'mergedFrom', from: null, to: source.id }]),
  ]
}

/** The record of a task change (issue #27 emits these through the same log). */
export function taskChange(
  stamp: DeskStamp,
  op: 'task.create' | 'task.update',
  taskId: string,
  version: number | null,
  changes: FieldChangeEntry[],
): DeskChange {
  return record(stamp, op, taskId, version, changes)
}
