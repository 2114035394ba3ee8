import { inject, injectable } from 'inversify'
import { isAdmin, type Principal, reachesSource } from '../../domain/principal'
import type { DataLakeStore, SourceSummary } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

/** At most this many sources are listed (a workspace with more is not a console's case). */
export const MAX_LISTED_SOURCES = 1000

/**
 * The sources the caller has databases in, by name, each with its count of databases: the
 * acting workspace's (any role reads), every workspace's for an administrator, and for an API
 * key scoped to sources only those.
 */
@injectable()
export class ListSources {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal }): Promise<SourceSummary[]> {
    const { principal } = input
    await this.access.member(principal, principal.workspaceId)
    const sources = await this.store.listSources({
      workspaceId: isAdmin(principal) ? null : principal.workspaceId,
      limit: MAX_LISTED_SOURCES,
    })
    return sources.filter((s) => reachesSource(principal, s.source))
  }
}
