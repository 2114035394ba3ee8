import { inject, injectable } from 'inversify'
import { type BatchOperation, BatchOperationFailed, parseBatch } from '../../domain/batch-request'
import type { Principal } from '../../domain/principal'
import type { BatchWrite, DocumentBatch } from '../ports/document-batch'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { documentChange } from '../services/document-change'
import { DocumentCodec } from '../services/document-codec'

export interface BatchInput {
  principal: Principal
  source: string
  db: string
  operations: unknown
  requestId?: string
}

export interface BatchResult {
  results: { op: BatchOperation['op']; id: string; version: number }[]
}

/**
 * POST .../batch: up to 1000 creates, updates and deletes applied in one transaction; the first
 * failing operation (bad input, absent document, stale ifVersion) is named by its index and
 * nothing of the batch is written. New fields are declared before the write (metadata only).
 */
@injectable()
export class BatchDocuments {
  constructor(
    @inject(TOKENS.DocumentBatch) private readonly batch: DocumentBatch,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: BatchInput): Promise<BatchResult> {
    const found = await this.access.writable(input.principal, input.db, input.source)
    const operations = parseBatch(input.operations)
    const names = new Set<string>()
    for (const o of operations) for (const key of Object.keys(o.op === 'create' ? o.data : o.op === 'update' ? o.set : {})) names.add(key)
    const database = await this.access.declare(found, names)
    const writes = operations.map((o): BatchWrite => {
      if (o.op === 'create') {
        const id = this.random.objectId()
        const fields: Record<string, unknown> = { ...o.data }
        for (const v of database.variables) if (!Object.hasOwn(fields, v.name)) fields[v.name] = null
        return { op: 'create', id, fields: this.codec.encode(database, id, fields) }
      }
      if (o.op === 'update') return { op: 'update', id: o.id, change: documentChange(this.codec, database, o.set), ifVersion: o.ifVersion }
      return o
    })
    const outcome = await this.batch.apply(database.name, writes, this.stamps.stamp(input.principal, input.requestId ?? '', database))
    if (outcome.ok) return { results: [...outcome.results] }
    const { index } = outcome
    if (outcome.reason === 'not-found') {
      throw new BatchOperationFailed(
        'NOT_FOUND',
        `operations[${index}]: document ${writes[index]!.id} not found; nothing was written`,
        index,
      )
    }
    throw new BatchOperationFailed(
      'PRECONDITION_FAILED',
      `operations[${index}]: the document has changed since version ${(writes[index] as { ifVersion: number }).ifVersion}; nothing was written`,
      index,
      undefined,
      this.codec.decode(database, outcome.current),
    )
  }
}
