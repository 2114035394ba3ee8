import type { FlowStore } from '../../application/ports/flow-store'
import type { Flow } from '../../domain/flow'

/** Flows in a Map, copied in and out like a store would; passes the FlowStore contract suite. */
export class InMemoryFlowStore implements FlowStore {
  private readonly flows = new Map<string, string>()
  failing = false

  async findById(id: string): Promise<Flow | null> {
    if (this.failing) throw new Error('store down')
    const doc = this.flows.get(id)
    return doc === undefined ? null : (JSON.parse(doc) as Flow)
  }

  async upsertMany(flows: readonly Flow[]): Promise<void> {
    if (this.failing) throw new Error('store down')
    for (const flow of flows) this.flows.set(flow.id, JSON.stringify(flow))
  }
}
