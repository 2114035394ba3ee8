import { inject, injectable } from 'inversify'
import { type DatabaseView, toDatabaseView } from '../../domain/database'
import { isAdmin, type Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

/** The databases of one source, oldest first: the caller's acting workspace (any role reads), or every one for an administrator. */
@injectable()
export class ListDatabases {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; source: string }): Promise<DatabaseView[]> {
    const workspaceId = await this.access.readableWorkspace(input.principal, input.source)
    const admin = isAdmin(input.principal)
    const databases = await this.store.listDatabases({ source: input.source, workspaceId: admin ? null : workspaceId })
    return databases.map((d) => toDatabaseView(d, admin))
  }
}
