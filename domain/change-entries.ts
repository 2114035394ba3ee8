import type { ChangeActor, ChangeRecord, FieldChangeEntry, VariablesChangeSummary } from './change-record'

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
  if (before === null && after !== null) {
    // A create (the path of every imported row): each field that is not null, nothing to compare.
    for (const field in after) {
      const to = after[field] ?? null
      if (to !== null) entries.push({ field, from: null, to: stamp.seal(recordId, documentId, field, to) })
    }
    return entries
  }
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

/** What one write did to one document: its fields (as stored) before and after, null where it did not exist. */
export type DocumentWrite =
  | { readonly op: 'create'; readonly documentId: string; readonly fields: Record<string, unknown> }
  /** `set` holds the fields written (a PATCH: one); `before` the document before (other fields are ignored). */
  | {
      readonly op: 'update'
      readonly documentId: string
      readonly version: number
      readonly before: Record<string, unknown>
      readonly set: Record<string, unknown>
    }
  | { readonly op: 'delete'; readonly documentId: string; readonly version: number; readonly fields: Record<string, unknown> }

/**
 * The change record of one document write, the one place every store builds it from: `changes`
 * lists the fields whose value differs (fieldChanges), so a field set to the null it already was,
 * or absent before, is no change; `version` is the version after the write (a delete: the last).
 */
export function documentRecord(stamp: ChangeStamp, id: string, db: string, write: DocumentWrite): ChangeRecord {
  const [version, changes] =
    write.op === 'create'
      ? [1, fieldChanges(stamp, id, write.documentId, null, write.fields)]
      : write.op === 'delete'
        ? [write.version, fieldChanges(stamp, id, write.documentId, write.fields, null)]
        : [write.version, fieldChanges(stamp, id, write.documentId, valuesOf(write.before, write.set), write.set)]
  return {
    id,
    at: stamp.at,
    op: write.op,
    source: stamp.source,
    db,
    documentId: write.documentId,
    version,
    actor: stamp.actor,
    requestId: stamp.requestId,
    changes,
  }
}

/** The change record of a database-wide change: its birth or end (`[]`), or a variables add or rename with its counts. */
export function databaseRecord(
  stamp: ChangeStamp,
  id: string,
  db: string,
  op: 'database.create' | 'database.delete' | 'variables',
  changes: [] | VariablesChangeSummary,
): ChangeRecord {
  return {
    id,
    at: stamp.at,
    op,
    source: stamp.source,
    db,
    documentId: null,
    version: null,
    actor: stamp.actor,
    requestId: stamp.requestId,
    changes,
  }
}

/** The values `before` holds for the keys of `set` (absent ones left out: fieldChanges reads them as null). */
function valuesOf(before: Record<string, unknown>, set: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key in set) if (Object.hasOwn(before, key)) out[key] = before[key]
  return out
}
