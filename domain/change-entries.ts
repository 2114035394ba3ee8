import type { ChangeActor, ChangeOp, ChangeRecord, FieldChangeEntry } from './change-record'

/** Fixed-width change ids sort as strings in the order of their sequence numbers. */
const ID_WIDTH = 16
/** A change id as the API publishes it. */
export const CHANGE_ID_PATTERN = '^[0-9]{16}$'
const CHANGE_ID = new RegExp(CHANGE_ID_PATTERN)

/** The cursor string of a change's sequence number. */
export function changeIdOf(sequence: number): string {
  return String(sequence).padStart(ID_WIDTH, '0')
}

/** The sequence number of a well-formed change id, else null. */
export function sequenceOf(id: string): number | null {
  return CHANGE_ID.test(id) ? Number(id) : null
}

/** What the log needs to know of a write besides its effect: who, which request, when, and how values enter the log. */
export interface ChangeStamp {
  readonly source: string
  readonly actor: ChangeActor
  readonly requestId: string
  /** ISO time of the change. */
  readonly at: string
  /** A stored value as the log keeps it (sensitive values re-encrypted, bound to the record and field). */
  seal(recordId: string, documentId: string, field: string, stored: unknown): unknown
}

/** A stamp for writes that name no actor (tests, maintenance): values are kept as stored. */
export function anonymousStamp(source: string, at: string): ChangeStamp {
  return { source, actor: { userId: '', email: '' }, requestId: '', at, seal: (_r, _d, _f, stored) => stored }
}

/**
 * The top-level fields whose stored value differs between two versions of a document (null: it
 * did not exist), each sealed for the record `recordId`. Values compare by their JSON text; an
 * absent field reads as null, so a null that stays null is no change.
 */
export function fieldChanges(
  stamp: ChangeStamp,
  recordId: string,
  documentId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChangeEntry[] {
  const entries: FieldChangeEntry[] = []
  const valueIn = (fields: Record<string, unknown> | null, field: string) =>
    fields !== null && Object.hasOwn(fields, field) ? (fields[field] ?? null) : null
  const seal = (field: string, value: unknown) => (value === null ? null : stamp.seal(recordId, documentId, field, value))
  const visit = (field: string) => {
    const from = valueIn(before, field)
    const to = valueIn(after, field)
    if (from === to || (typeof from === 'object' && typeof to === 'object' && JSON.stringify(from) === JSON.stringify(to))) return
    entries.push({ field, from: seal(field, from), to: seal(field, to) })
  }
  for (const field in before ?? {}) visit(field)
  for (const field in after ?? {}) if (before === null || !Object.hasOwn(before, field)) visit(field)
  return entries
}

/** A change record of one document. */
export function documentRecord(
  stamp: ChangeStamp,
  id: string,
  db: string,
  op: ChangeOp,
  documentId: string,
  version: number,
  changes: readonly FieldChangeEntry[],
): ChangeRecord {
  return { id, at: stamp.at, op, source: stamp.source, db, documentId, version, actor: stamp.actor, requestId: stamp.requestId, changes }
}
