/** Strings sorted per step of a stepped sort: one step holds the event loop well under a millisecond. */
export const SORT_STEP = 2048

/**
 * The change log's records not yet in the lookup table, grouped by database then document as they are
 * appended (a map lookup per record), so an indexing cycle finds them in key order by sorting only the
 * distinct names, and a read finds one document's records without scanning the others.
 */
export class ChangeLogTail {
  /** Database → document → the document's sequence numbers, ascending. */
  readonly groups = new Map<string, Map<string, number[]>>()
  /** Whether the records came in key order (database, then document), each compared with the one before. */
  ordered = true
  /** The lowest sequence number held (0 when empty). */
  first = 0
  size = 0
  private lastDb = ''
  private lastDocument = ''

  add(db: string, documentId: string, sequence: number): void {
    let documents = this.groups.get(db)
    if (documents === undefined) {
      documents = new Map()
      this.groups.set(db, documents)
    }
    const sequences = documents.get(documentId)
    if (sequences === undefined) documents.set(documentId, [sequence])
    else sequences.push(sequence)
    if (this.size === 0) this.first = sequence
    else if (this.ordered) this.ordered = this.lastDb < db || (this.lastDb === db && this.lastDocument <= documentId)
    this.lastDb = db
    this.lastDocument = documentId
    this.size++
  }

  /** One document's sequence numbers, ascending. */
  of(db: string, documentId: string): readonly number[] | undefined {
    return this.groups.get(db)?.get(documentId)
  }

  /** Takes the records of `later`, all appended after this tail's (a cycle that failed gives its part back). */
  absorb(later: ChangeLogTail): void {
    // Replayed in sequence order, so each document's numbers stay ascending and `ordered` stays exact.
    const records: [number, string, string][] = []
    for (const [db, documents] of later.groups)
      for (const [documentId, sequences] of documents) for (const sequence of sequences) records.push([sequence, db, documentId])
    records.sort((a, b) => a[0] - b[0])
    for (const [sequence, db, documentId] of records) this.add(db, documentId, sequence)
  }
}

/**
 * Sorts `values` (ASCII names and ids: JavaScript's order is SQLite's BINARY collation) yielding after
 * each step of at most about SORT_STEP strings: runs of SORT_STEP sorted by the engine, then merged
 * pairwise. The caller drives it, one step per event-loop turn.
 */
export function* sortInSteps(values: string[]): Generator<void, string[]> {
  if (values.length <= SORT_STEP) return values.sort()
  let runs: string[][] = []
  for (let start = 0; start < values.length; start += SORT_STEP) {
    runs.push(values.slice(start, start + SORT_STEP).sort())
    yield
  }
  while (runs.length > 1) {
    const merged: string[][] = []
    for (let i = 0; i < runs.length; i += 2) {
      const [a, b] = [runs[i]!, runs[i + 1]]
      if (b === undefined) {
        merged.push(a)
        continue
      }
      const out = new Array<string>(a.length + b.length)
      let [x, y, n, budget] = [0, 0, 0, SORT_STEP]
      while (x < a.length || y < b.length) {
        out[n++] = y >= b.length || (x < a.length && a[x]! <= b[y]!) ? a[x++]! : b[y++]!
        if (--budget === 0) {
          budget = SORT_STEP
          yield
        }
      }
      merged.push(out)
    }
    runs = merged
  }
  return runs[0]!
}
