/**
 * Runs in a worker thread (see sqlite-aggregate-workers.ts): a read-only connection to the store's
 * file that runs aggregate statements built on the main thread, so a group-by over a million
 * documents never blocks the event loop. One read transaction at a time: `begin` opens it and
 * reads once (the WAL snapshot is taken at the first read, not at BEGIN), `run` runs one statement
 * in it and ends it, `end` ends it unused. Every reply carries the request's id.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { registerObjectIdDate } from './sqlite-object-id-date'

export type AggregateWorkerRequest =
  | { readonly id: number; readonly op: 'open'; readonly path: string }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'run'; readonly sql: string; readonly params: SQLInputValue[] }
  | { readonly id: number; readonly op: 'end' }
  | { readonly id: number; readonly op: 'stop' }

export interface AggregateWorkerReply {
  readonly id: number
  readonly rows?: Record<string, unknown>[]
  readonly error?: string
}

const scope = globalThis as unknown as {
  onmessage: ((event: { data: AggregateWorkerRequest }) => void) | null
  postMessage(message: AggregateWorkerReply): void
}

let db: DatabaseSync | null = null

function endTransaction(): void {
  if (db?.isTransaction) db.exec('ROLLBACK')
}

function handle(request: AggregateWorkerRequest): Record<string, unknown>[] | undefined {
  switch (request.op) {
    case 'open':
      db = new DatabaseSync(request.path, { readOnly: true })
      db.exec('PRAGMA busy_timeout = 5000')
      registerObjectIdDate(db)
      return
    case 'begin':
      endTransaction()
      db!.exec('BEGIN')
      db!.prepare('SELECT count(*) FROM sqlite_schema').get()
      return
    case 'run':
      try {
        return db!.prepare(request.sql).all(...request.params) as Record<string, unknown>[]
      } finally {
        endTransaction()
      }
    case 'end':
      endTransaction()
      return
    case 'stop':
      // Closed here, before the thread ends: a connection left open would keep its locks in the process.
      db?.close()
      db = null
      return
  }
}

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ id: data.id, rows: handle(data) })
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) })
  }
}
