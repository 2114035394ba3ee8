import type { DocumentAggregates } from '../../../application/ports/document-aggregates'
import type { AggregateQuery, AggregateRow } from '../../../domain/aggregate-query'
import type { EmbeddedStore } from './embedded-store'
import { mergeAggregateParts } from './sqlite-aggregate-merge'
import { aggregateAnswer, aggregateStatement } from './sqlite-aggregate-statement'
import { SqliteAggregateWorkers } from './sqlite-aggregate-workers'
import type { Sqlite } from './sqlite-database'
import { tableOf } from './sqlite-document-table'
import { registerObjectIdDate } from './sqlite-object-id-date'
import { notFoundWhenDropped } from './sqlite-store-errors'

/**
 * Tables whose rowids span more rows than this are aggregated on two worker threads, one half of
 * the rowids each; smaller ones by one statement here, on the store's connection. 50 000 rows take
 * ~60 ms of CPU in one statement (1 M take 1.2 s: docs/performance.md, "Aggregate over 1 M
 * documents"): below that the event loop's pause is short and a worker's round trip, its own page
 * cache and the merge are not worth it.
 */
export const SPLIT_ABOVE_ROWS = 50_000

/**
 * Group-by in the embedded store (the statement: sqlite-aggregate-statement.ts). A store in a file
 * runs a large table's aggregate off the event loop, on two read-only connections in worker threads
 * reading one snapshot (sqlite-aggregate-workers.ts), each over half of the table's rowids; the
 * partial groups merge here (sqlite-aggregate-merge.ts). countDistinct does not merge, so such a
 * query runs whole on one worker. A store in memory (no file a second connection could open) runs
 * every aggregate here.
 */
export class SqliteDocumentAggregates implements DocumentAggregates {
  private readonly db: Sqlite
  private readonly workers: SqliteAggregateWorkers | null
  private readonly splitAboveRows: number

  /** `splitAboveRows`: SPLIT_ABOVE_ROWS but in tests (0 sends every non-empty table to the workers). */
  constructor(store: EmbeddedStore, options: { readonly splitAboveRows?: number } = {}) {
    this.db = store.db
    this.splitAboveRows = options.splitAboveRows ?? SPLIT_ABOVE_ROWS
    registerObjectIdDate(store.db)
    if (store.path === null) {
      this.workers = null
      return
    }
    const changes = store.db.prepare('SELECT total_changes() AS n')
    const workers = new SqliteAggregateWorkers(store.path, {
      holdUntil: (until) => store.batcher.holdUntil(until),
      changes: () => (changes.get() as { n: number }).n,
    })
    store.onClose(() => workers.close())
    this.workers = workers
  }

  async aggregate(name: string, query: AggregateQuery, maxGroups: number): Promise<AggregateRow[] | null> {
    let rows: Record<string, unknown>[] | null
    try {
      rows = await this.groups(name, query, maxGroups)
    } catch (error) {
      return notFoundWhenDropped(name)(error)
    }
    if (rows === null || rows.length > maxGroups) return null
    return aggregateAnswer(query, rows)
  }

  /** The statement's rows (`k<i>`, `m<i>`), here or on the workers; null when the merged parts hold too many groups. */
  private async groups(name: string, query: AggregateQuery, maxGroups: number): Promise<Record<string, unknown>[] | null> {
    const whole = aggregateStatement(name, query, maxGroups)
    const span = this.workers === null ? null : this.rowidSpan(name)
    if (this.workers === null || span === null || span.rows <= this.splitAboveRows) {
      return this.db.prepare(whole.sql).all(...whole.params) as Record<string, unknown>[]
    }
    if (!query.metrics.some((m) => m.kind === 'countDistinct')) {
      const parts = await this.workers.run([
        aggregateStatement(name, query, maxGroups, { mid: span.mid, half: 'low' }),
        aggregateStatement(name, query, maxGroups, { mid: span.mid, half: 'high' }),
      ])
      if (parts !== null) return mergeAggregateParts(query, parts, maxGroups)
    }
    const [rows] = (await this.workers.run([whole]))!
    return rows!
  }

  /** How many rows the table's rowids span and where they split in two (each bound one index step). */
  private rowidSpan(name: string): { rows: number; mid: number } | null {
    const table = tableOf(name)
    const { lo, hi } = this.db.prepare(`SELECT (SELECT min(rowid) FROM ${table}) AS lo, (SELECT max(rowid) FROM ${table}) AS hi`).get() as {
      lo: number | null
      hi: number | null
    }
    if (lo === null || hi === null) return null
    return { rows: hi - lo + 1, mid: lo + Math.floor((hi - lo) / 2) }
  }
}
