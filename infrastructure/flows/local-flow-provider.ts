import type { FlowProvider } from '../../application/ports/flow-provider'
import type { FlowStore } from '../../application/ports/flow-store'
import type { Flow } from '../../domain/flow'

/**
 * The `local` source: flows kept in the store, upserted from the flows file when the provider
 * is built (at start). A failed upsert is retried by the next request instead of being lost.
 */
export class LocalFlowProvider implements FlowProvider {
  private seeding: Promise<void> | null = null

  constructor(
    private readonly store: FlowStore,
    private readonly seed: readonly Flow[],
  ) {
    this.ensureSeeded().catch(() => {})
  }

  async find(flowId: string): Promise<Flow | null> {
    await this.ensureSeeded()
    return this.store.findById(flowId)
  }

  private ensureSeeded(): Promise<void> {
    if (!this.seeding) {
      const seeding = this.store.upsertMany(this.seed)
      seeding.catch(() => {
        if (this.seeding === seeding) this.seeding = null
      })
      this.seeding = seeding
    }
    return this.seeding
  }
}
