import type { ChangeNotifier } from '../../../application/ports/change-log'

/** Tells this process's listeners, right after a commit, which database's change log grew (the embedded store has no other writer). */
export class SqliteChangeNotifier implements ChangeNotifier {
  private readonly listeners = new Set<(db: string) => void>()

  subscribe(listener: (db: string) => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Called by the data lake after a commit that appended records of `db`. A failing listener never fails the write. */
  notify(db: string): void {
    for (const listener of this.listeners) {
      try {
        listener(db)
      } catch {
        // A listener's own failure is its business; the write has committed.
      }
    }
  }
}
