import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

/** Deletes a database with all its documents and metadata. */
@injectable()
export class DeleteDatabase {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string }): Promise<{ message: string }> {
    assertSource(input.source)
    const database = await this.access.owned(input.principal, input.db, input.source)
    if (!(await this.store.deleteDatabase(database.name))) throw DomainError.notFound(`Database ${database.name} not found`)
    return { message: `Database ${database.name} deleted` }
  }
}
