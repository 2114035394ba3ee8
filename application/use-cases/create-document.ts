import { inject, injectable } from 'inversify'
import { assertSource } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import type { DocumentView } from '../services/document-codec'
import { DocumentInserter } from '../services/document-inserter'

/** Adds one document to a database; it answers with `_id` and the stored fields as sent (its version is 1). */
@injectable()
export class CreateDocument {
  constructor(
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentInserter) private readonly inserter: DocumentInserter,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; body: unknown; requestId?: string }): Promise<DocumentView> {
    assertSource(input.source)
    const database = await this.access.writable(input.principal, input.db, input.source)
    const [view] = await this.inserter.insert(database, [input.body], (declared) =>
      this.stamps.stamp(input.principal, input.requestId ?? '', declared),
    )
    return view!
  }
}
