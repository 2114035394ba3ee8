import { inject, injectable } from 'inversify'
import { type DatabaseView, toDatabaseView } from '../../domain/database'
import { assertSource } from '../../domain/field-name'
import { isAdmin, type Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'

/** The databases of one source, oldest first: the caller's workspace, or every one for an administrator. */
@injectable()
export class ListDatabases {
  constructor(@inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore) {}

  async execute(input: { principal: Principal; source: string }): Promise<DatabaseView[]> {
    assertSource(input.source)
    const admin = isAdmin(input.principal)
    const databases = await this.store.listDatabases({ source: input.source, workspaceId: admin ? null : input.principal.workspaceId })
    return databases.map((d) => toDatabaseView(d, admin))
  }
}
