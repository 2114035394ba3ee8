import type { ApiKeyActor, ChangeRecord, FieldChangeEntry, VariablesChangeSummary } from '../../../domain/change-record'

/**
 * A change record as the embedded store keeps it: a JSON array without the key names, beside the
 * columns that already hold its id, database, document and time. A create repeats the whole
 * document, so the key names and repeated fields were ~40% of its bytes, and bytes written to the
 * WAL are most of what a record costs a write.
 * Form: [op, source, version, userId, email, requestId, changes], changes = [[field, from, to], ...]
 * or the variables summary object; an API key's change holds its actor object where userId is, and
 * null for email.
 */
export function encodeChange(record: ChangeRecord): string {
  const changes = Array.isArray(record.changes)
    ? (record.changes as readonly FieldChangeEntry[]).map((c) => [c.field, c.from, c.to])
    : record.changes
  const actor = record.actor
  const [who, email] = 'type' in actor ? [actor, null] : [actor.userId, actor.email]
  return JSON.stringify([record.op, record.source, record.version, who, email, record.requestId, changes])
}

/** The record back from its row. */
export function decodeChange(
  row: { seq: number; db: string; document_id: string | null; at: number; record: string },
  id: string,
): ChangeRecord {
  const [op, source, version, userId, email, requestId, changes] = JSON.parse(row.record) as [
    ChangeRecord['op'],
    string,
    number | null,
    string | ApiKeyActor,
    string | null,
    string,
    [string, unknown, unknown][] | VariablesChangeSummary,
  ]
  return {
    id,
    at: new Date(Number(row.at)).toISOString(),
    op,
    source,
    db: row.db,
    documentId: row.document_id,
    version,
    actor: typeof userId === 'object' ? userId : { userId, email: email ?? '' },
    requestId,
    changes: Array.isArray(changes) ? changes.map(([field, from, to]) => ({ field, from, to })) : changes,
  }
}
