import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb'
import type { FlowStore } from '../../../application/ports/flow-store'
import type { Flow } from '../../../domain/flow'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

type FlowDocument = Omit<Flow, 'id'> & { _id: string }

export const FLOWS = 'flows'

/** Flows of the `local` source in MongoDB: one document per flow id, replaced whole on upsert. */
export class MongoFlowStore implements FlowStore {
  private readonly flows: Collection<FlowDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.flows = db.collection<FlowDocument>(FLOWS)
  }

  async findById(id: string): Promise<Flow | null> {
    const doc = await this.flows.findOne({ _id: id }, this.limits)
    if (!doc) return null
    const { _id, ...rest } = doc
    return { id: _id, ...rest }
  }

  async upsertMany(flows: readonly Flow[]): Promise<void> {
    if (flows.length === 0) return
    const operations: AnyBulkWriteOperation<FlowDocument>[] = flows.map(({ id, ...rest }) => ({
      replaceOne: { filter: { _id: id }, replacement: structuredClone(rest), upsert: true },
    }))
    await this.flows.bulkWrite(operations, { ...this.limits, ordered: true })
  }
}
