import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'

/** Deletes a database with all its documents and metadata. */
@injectable()
export class DeleteDatabase {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; requestId?: string }): Promise<{ message: string }> {
    assertSource(input.source)
    const database = await this.access.writable(input.principal, input.db, input.source)
    if (!(await this.store.deleteDatabase(database.name, this.stamps.stamp(input.principal, input.requestId ?? '', database))))
      throw DomainError.notFound(`Database ${database.name} not found`)
    return { message: `Database ${database.name} deleted` }
  }
}
