import type { StatementSync } from 'node:sqlite'
import type { EmbeddedStore } from '../infrastructure/persistence/sqlite/embedded-store'
import { fieldPath, SqliteDocumentTable } from '../infrastructure/persistence/sqlite/sqlite-document-table'
import { SECURITY_HEADERS } from '../interfaces/http/security-headers'

type Fields = Record<string, unknown>
export const BENCH_ACTOR = { userId: 'skeleton', email: 'bench@example.com' }

/**
 * The least SQL a POST document and a PATCH of one field issue in the embedded store, through its
 * group commit (the store's write batcher): the document row (a PATCH reads the field and version,
 * checks If-Match, writes the field with version + 1) and one change-log row in a table of the same
 * shape and index as `change_log` (beside it, so the real log keeps its own sequence). The change
 * record is the stored form (sqlite-change-codec.ts) built inline: no lookup by document, no page cache.
 */
export function skeletonWrites(embedded: EmbeddedStore) {
  const db = embedded.db
  db.exec(`CREATE TABLE IF NOT EXISTS skeleton_change_log (seq INTEGER PRIMARY KEY, db TEXT NOT NULL, document_id TEXT,
    at INTEGER NOT NULL, record TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS skeleton_change_log_db ON skeleton_change_log (db, seq);`)
  const logInsert: StatementSync = db.prepare('INSERT INTO skeleton_change_log (seq, db, document_id, at, record) VALUES (?, ?, ?, ?, ?)')
  let seq = 0
  const tables = new Map<string, SqliteDocumentTable>()
  const tableOf = (name: string) => {
    let table = tables.get(name)
    if (!table) tables.set(name, (table = new SqliteDocumentTable(db, name)))
    return table
  }
  const log = (op: string, source: string, name: string, id: string, version: number, requestId: string, changes: unknown[]) => {
    const record = JSON.stringify([op, source, version, BENCH_ACTOR.userId, BENCH_ACTOR.email, requestId, changes])
    logInsert.run(++seq, name, id, Date.now(), record)
  }
  return {
    /** Inserts the document and its change record in the next group commit. */
    insert(source: string, name: string, id: string, body: Fields, requestId: string): Promise<void> {
      const table = tableOf(name)
      return embedded.batcher.run(() => {
        table.insert.run(id, JSON.stringify(body))
        const changes: unknown[] = []
        for (const field in body) if (body[field] !== null) changes.push([field, null, body[field]])
        log('create', source, name, id, 1, requestId, changes)
      }, true)
    },
    /** Sets one field if the version matches (null: any); the value it replaced and the new version, a conflict, or null. */
    patch(source: string, name: string, id: string, field: string, value: unknown, ifVersion: number | null, requestId: string) {
      const table = tableOf(name)
      const path = fieldPath(field)
      const json = JSON.stringify(value)
      return embedded.batcher.run((): { previous: unknown; version: number } | { conflict: number } | null => {
        const row = table.fieldOf.get(path, id) as { value: string | null; version: number } | undefined
        if (!row) return null
        if (ifVersion !== null && ifVersion !== Number(row.version)) return { conflict: Number(row.version) }
        const previous = row.value === null ? null : JSON.parse(row.value)
        const version = Number(row.version) + 1
        table.setField.run(path, json, id)
        log('update', source, name, id, version, requestId, [[field, previous, value]])
        return { previous, version }
      }, true)
    },
  }
}

const ANSWER_HEADERS = new Headers({ 'content-type': 'application/json;charset=utf-8', ...SECURITY_HEADERS })

/** An answer as the service builds one (prebuilt-json.ts): JSON text, the five headers and the ETag. */
export function skeletonAnswer(request: Request, json: string, status: number, etag: string): Response {
  const headers = new Headers(ANSWER_HEADERS)
  headers.set('x-request-id', request.headers.get('x-request-id') ?? crypto.randomUUID())
  headers.set('etag', etag)
  return new Response(json, { status, headers })
}

export const PATCHED = 'Field updated successfully'
