import { inject, injectable } from 'inversify'
import type { ChangeRecord } from '../../domain/change-record'
import type { DataLakeDatabase } from '../../domain/database'
import { assertSource } from '../../domain/field-name'
import { parseChangeCursor, parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import type { ChangeLog } from '../ports/change-log'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'

/**
 * The change feed of one database, oldest first, values opened. `nextCursor` is the last id
 * answered, or the `after` given when nothing is new, so a client polls with it. The event
 * stream uses `open` once, then `read` for each batch.
 */
@injectable()
export class ListChanges {
  constructor(
    @inject(TOKENS.ChangeLog) private readonly log: ChangeLog,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    after?: string
    limit?: string
  }): Promise<{ data: ChangeRecord[]; nextCursor: string | null }> {
    const { database, after, limit } = await this.open({ ...input, lastEventId: undefined })
    return this.read(database, after, limit)
  }

  /** Checks access and the cursor once for a stream; without a cursor, `fromNow` starts after the newest record. */
  async open(input: {
    principal: Principal
    source: string
    db: string
    after?: string
    lastEventId?: string
    limit?: string
    fromNow?: boolean
  }): Promise<{ database: DataLakeDatabase; after: string | null; limit: number }> {
    assertSource(input.source)
    const limit = parseLimit(input.limit)
    const after = parseChangeCursor(input.lastEventId, 'Last-Event-ID') ?? parseChangeCursor(input.after, 'after')
    const database = await this.access.owned(input.principal, input.db, input.source)
    return { database, limit, after: after === null && input.fromNow ? await this.log.lastId(database.name) : after }
  }

  /** One batch after the cursor. */
  async read(
    database: DataLakeDatabase,
    after: string | null,
    limit: number,
  ): Promise<{ data: ChangeRecord[]; nextCursor: string | null }> {
    const records = await this.log.listAfter(database.name, after, limit)
    return { data: records.map((r) => this.stamps.open(r)), nextCursor: records.length > 0 ? records[records.length - 1]!.id : after }
  }
}
