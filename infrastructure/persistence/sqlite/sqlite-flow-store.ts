import type { FlowStore } from '../../../application/ports/flow-store'
import type { Flow } from '../../../domain/flow'
import type { EmbeddedStore } from './embedded-store'

/** Flows of the `local` source in the embedded store: one JSON document per id. */
export class SqliteFlowStore implements FlowStore {
  private readonly byId
  private readonly upsert

  constructor(private readonly store: EmbeddedStore) {
    const db = store.db
    db.exec('CREATE TABLE IF NOT EXISTS flows (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
    this.byId = db.prepare('SELECT doc FROM flows WHERE id = ?')
    this.upsert = db.prepare('INSERT INTO flows (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc')
  }

  async findById(id: string): Promise<Flow | null> {
    const row = this.byId.get(id) as { doc: string } | undefined
    return row ? (JSON.parse(row.doc) as Flow) : null
  }

  async upsertMany(flows: readonly Flow[]): Promise<void> {
    if (flows.length === 0) return
    // One unit of the write batcher: group commit, and the WAL's bound after it.
    await this.store.batcher.run(() => {
      for (const flow of flows) this.upsert.run(flow.id, JSON.stringify(flow))
    })
  }
}
