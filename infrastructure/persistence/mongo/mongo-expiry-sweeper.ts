import type { Collection, Document } from 'mongodb'
import type { MongoLimits } from './mongo-client'

/**
 * Deletes expired documents now and then. MongoDB's TTL indexes do this on their own; FerretDB
 * does not implement TTL indexes, so the adapters also sweep every `every`-th write. On MongoDB
 * the sweep finds nothing left to delete and costs one indexed query per `every` writes.
 */
export class MongoExpirySweeper {
  private writes = 0

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: it sweeps collections of every document shape
    private readonly collection: Collection<any>,
    private readonly field: string,
    private readonly limits: MongoLimits,
    private readonly every = 500,
  ) {}

  async afterWrite(now: Date): Promise<void> {
    if (++this.writes % this.every !== 0) return
    // Best effort: a failed sweep must not fail the request that triggered it.
    await this.collection.deleteMany({ [this.field]: { $lt: now } } as Document, this.limits).catch(() => undefined)
  }
}
