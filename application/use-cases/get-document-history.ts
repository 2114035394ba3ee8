import { inject, injectable } from 'inversify'
import type { ChangeRecord } from '../../domain/change-record'
import { assertSource } from '../../domain/field-name'
import { requireObjectId } from '../../domain/object-id'
import { parseChangeCursor, parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import type { ChangeLog } from '../ports/change-log'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'

/** The change records of one document, newest first, values opened; it answers for a deleted document too. */
@injectable()
export class GetDocumentHistory {
  constructor(
    @inject(TOKENS.ChangeLog) private readonly log: ChangeLog,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    id: string
    limit?: string
    before?: string
  }): Promise<{ data: ChangeRecord[]; nextCursor: string | null }> {
    assertSource(input.source)
    const id = requireObjectId(input.id.toLowerCase(), 'id')
    const limit = parseLimit(input.limit)
    const before = parseChangeCursor(input.before, 'before')
    const database = await this.access.owned(input.principal, input.db, input.source)
    const records = await this.log.listForDocument(database.name, id, before, limit)
    return { data: records.map((r) => this.stamps.open(r)), nextCursor: records.length === limit ? records[records.length - 1]!.id : null }
  }
}
