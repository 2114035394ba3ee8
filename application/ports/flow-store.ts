import type { Flow } from '../../domain/flow'

/** Keeps flows of the `local` source; writing a flow whose id exists replaces it. */
export interface FlowStore {
  findById(id: string): Promise<Flow | null>
  upsertMany(flows: readonly Flow[]): Promise<void>
}
