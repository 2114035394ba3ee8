import type { ChangeLog, ChangeNotifier } from '../../application/ports/change-log'
import type { ChangeRecord } from '../../domain/change-record'

/** Change records in an array, ids given in append order; `append` stands in for the store's write paths. */
export class InMemoryChangeLog implements ChangeLog, ChangeNotifier {
  readonly records: ChangeRecord[] = []
  private readonly listeners = new Set<(db: string) => void>()
  private sequence = 0

  /** The id the next `append` will assign (the data lake fake seals values for it before appending). */
  nextId(): string {
    return String(this.sequence + 1).padStart(16, '0')
  }

  /** Appends a record (its `id` is assigned here) and tells the listeners; answers the stored record. */
  append(record: Omit<ChangeRecord, 'id'>): ChangeRecord {
    const stored = { ...record, id: String(++this.sequence).padStart(16, '0') }
    this.records.push(stored)
    for (const listener of this.listeners) {
      try {
        listener(stored.db)
      } catch {
        // As the adapters: a listener's failure is its own; the write has happened.
      }
    }
    return stored
  }

  async listAfter(db: string, after: string | null, limit: number): Promise<ChangeRecord[]> {
    return this.records.filter((r) => r.db === db && (after === null || r.id > after)).slice(0, limit)
  }

  async listForDocument(db: string, documentId: string, before: string | null, limit: number): Promise<ChangeRecord[]> {
    return this.records
      .filter((r) => r.db === db && r.documentId === documentId && (before === null || r.id < before))
      .reverse()
      .slice(0, limit)
  }

  async lastId(db: string): Promise<string | null> {
    return this.records.findLast((r) => r.db === db)?.id ?? null
  }

  async removeOlderThan(cutoff: Date): Promise<number> {
    const kept = this.records.filter((r) => Date.parse(r.at) >= cutoff.getTime())
    const removed = this.records.length - kept.length
    this.records.splice(0, this.records.length, ...kept)
    return removed
  }

  subscribe(listener: (db: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
