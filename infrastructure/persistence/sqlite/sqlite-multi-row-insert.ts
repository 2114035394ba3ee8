import type { SQLInputValue, StatementSync } from 'node:sqlite'
import type { Sqlite } from './sqlite-database'

/** Most rows one statement writes. */
const MAX_ROWS_PER_STATEMENT = 64

/**
 * An INSERT of many rows in few statements: up to 64 rows a statement, in sizes that are powers of
 * two, so at most seven statements are prepared whatever the counts. Each statement run has a fixed
 * cost beside its rows (binding, starting SQLite's program): for a group commit's documents and
 * change records, about 1.5 µs per document (docs/performance.md, group commit).
 */
export class MultiRowInsert {
  private readonly statements = new Map<number, StatementSync>()
  private readonly row: string

  /** `head`: `INSERT [OR IGNORE] INTO table (columns) VALUES`; `columns`: how many values a row has. */
  constructor(
    private readonly db: Sqlite,
    private readonly head: string,
    private readonly columns: number,
  ) {
    this.row = `(${Array(columns).fill('?').join(', ')})`
  }

  /** Inserts the rows whose values follow each other in `values` (row after row). */
  run(values: readonly SQLInputValue[]): void {
    const rows = values.length / this.columns
    for (let start = 0; start < rows; ) {
      let size = MAX_ROWS_PER_STATEMENT
      while (size > rows - start) size >>= 1
      this.statement(size).run(...values.slice(start * this.columns, (start + size) * this.columns))
      start += size
    }
  }

  private statement(rows: number): StatementSync {
    let statement = this.statements.get(rows)
    if (!statement) {
      statement = this.db.prepare(`${this.head} ${Array(rows).fill(this.row).join(', ')}`)
      this.statements.set(rows, statement)
    }
    return statement
  }
}
