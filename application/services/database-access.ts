import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DataLakeDatabase, isInternalName, type Variable } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import { isAdmin, type Principal, reachesSource } from '../../domain/principal'
import { canManage, canWrite, isPersonalWorkspace, type Role } from '../../domain/workspace'
import type { DataLakeStore } from '../ports/data-lake-store'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { WorkspaceStore } from '../ports/workspace-store'

const DB_PARAM = /^[A-Za-z0-9_-]{1,128}$/

const WRITE_REQUIRED = 'Write access required'

/**
 * The one place roles are checked. Finds a database the caller may read (`owned`) or write
 * (`writable`), the workspace a list or create acts in, and whether the caller may manage a
 * workspace; declares variables with fresh immutable ids. A workspace or database the caller is
 * not a member of, and a source an API key is not scoped to, are absent (404), never forbidden,
 * so existence does not leak; a viewer's write is 403. Membership is read from the store on every
 * request (one indexed read; none in the caller's personal workspace), so a removed member loses
 * access at once.
 */
@injectable()
export class DatabaseAccess {
  private readonly namesOf = new WeakMap<DataLakeDatabase, ReadonlySet<string>>()

  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.WorkspaceStore) private readonly workspaces: WorkspaceStore,
  ) {}

  /** The caller's role in a workspace, null when it has none. Administrators may do everything everywhere. */
  async roleIn(principal: Principal, workspaceId: string): Promise<Role | null> {
    const known = knownRole(principal, workspaceId)
    return known === undefined ? this.workspaces.roleOf(workspaceId, principal.userId) : known
  }

  /** A database the caller may read. */
  owned(principal: Principal, name: unknown, source?: string): Promise<DataLakeDatabase> {
    return this.reachable(principal, name, source, false)
  }

  /**
   * `owned` decided without waiting, when the store holds the database in memory and the principal
   * tells the role (the same checks, the same errors); undefined when `owned` must be asked.
   */
  ownedNow(principal: Principal, name: unknown, source?: string): DataLakeDatabase | undefined {
    const database = typeof name === 'string' && DB_PARAM.test(name) ? this.store.knownDatabase?.(name) : undefined
    if (database === undefined) return undefined
    const role = fits(principal, database, source) ? knownRole(principal, database.workspaceId) : null
    return role === undefined ? undefined : allowed(name as string, database, role, false)
  }

  /** A database the caller may change: 403 `Write access required` for a viewer. */
  writable(principal: Principal, name: unknown, source?: string): Promise<DataLakeDatabase> {
    return this.reachable(principal, name, source, true)
  }

  /** The workspace where the caller lists a source's databases (its acting workspace). */
  async readableWorkspace(principal: Principal, source: string): Promise<string> {
    return (await this.acting(principal, source)).workspaceId
  }

  /** The workspace where the caller creates a database: 403 for a viewer. */
  async writableWorkspace(principal: Principal, source: string): Promise<string> {
    const { workspaceId, role } = await this.acting(principal, source)
    if (!canWrite(role)) throw DomainError.forbidden(WRITE_REQUIRED)
    return workspaceId
  }

  /** The caller's role in a workspace it belongs to; 404 for any other. */
  async member(principal: Principal, workspaceId: string): Promise<Role> {
    const role = await this.roleIn(principal, workspaceId)
    if (!role) throw DomainError.notFound(`Workspace ${workspaceId} not found`)
    return role
  }

  /** A workspace the caller owns: 404 when not a member, 403 for editors and viewers. */
  async manageable(principal: Principal, workspaceId: string): Promise<void> {
    if (!canManage(await this.member(principal, workspaceId))) throw DomainError.forbidden('Owner access required')
  }

  private async acting(principal: Principal, source: string): Promise<{ workspaceId: string; role: Role }> {
    assertSource(source)
    const role = reachesSource(principal, source) ? await this.roleIn(principal, principal.workspaceId) : null
    if (!role) throw DomainError.notFound(`Source ${source} not found`)
    return { workspaceId: principal.workspaceId, role }
  }

  /** One async step for every database a request names (a GET of one document is little more than this). */
  private async reachable(principal: Principal, name: unknown, source: string | undefined, write: boolean): Promise<DataLakeDatabase> {
    if (typeof name !== 'string' || !DB_PARAM.test(name)) {
      throw DomainError.validation('db must be 1 to 128 characters of letters, digits, "_" or "-"', [
        { path: 'db', message: 'is not a valid database name' },
      ])
    }
    const database = isInternalName(name) ? await this.store.findDatabase(name) : null
    const known = database && fits(principal, database, source) ? knownRole(principal, database.workspaceId) : null
    const role = known === undefined ? await this.workspaces.roleOf(database!.workspaceId, principal.userId) : known
    return allowed(name, database, role, write)
  }

  /** The declared names of a database snapshot; stores hand out the same snapshot until it changes, so it is kept per snapshot. */
  private declaredNames(database: DataLakeDatabase): ReadonlySet<string> {
    let names = this.namesOf.get(database)
    if (!names) {
      names = new Set(database.variables.map((v) => v.name))
      this.namesOf.set(database, names)
    }
    return names
  }

  newVariable(name: string): Variable {
    return { id: this.random.token(9), name }
  }

  /** Declares the names not declared yet; answers the database as it now is. */
  async declare(database: DataLakeDatabase, names: Iterable<string>): Promise<DataLakeDatabase> {
    const declared = this.declaredNames(database)
    const missing = new Set<string>()
    for (const name of names) if (!declared.has(name)) missing.add(name)
    if (missing.size === 0) return database
    assertVariableCapacity(declared.size + missing.size)
    const updated = await this.store.declareVariables(
      database.name,
      [...missing].map((n) => this.newVariable(n)),
    )
    if (!updated) throw DomainError.notFound(`Database ${database.name} not found`)
    return updated
  }
}

/** The caller's role in a workspace when the principal alone tells it (null: none); undefined: the store must be asked. */
function knownRole(principal: Principal, workspaceId: string): Role | null | undefined {
  if (principal.apiKey) return workspaceId === principal.workspaceId ? (principal.role ?? null) : null
  if (isAdmin(principal)) return 'owner'
  if (workspaceId === principal.workspaceId && principal.role) return principal.role
  if (isPersonalWorkspace(workspaceId, principal.userId)) return 'owner'
  return undefined
}

function fits(principal: Principal, database: DataLakeDatabase, source: string | undefined): boolean {
  return (source === undefined || database.source === source) && reachesSource(principal, database.source)
}

/** The database when the caller's role allows the access: absent (404) without one, 403 for a viewer's write. */
function allowed(name: string, database: DataLakeDatabase | null, role: Role | null, write: boolean): DataLakeDatabase {
  if (!database || !role) throw DomainError.notFound(`Database ${name} not found`)
  if (write && !canWrite(role)) throw DomainError.forbidden(WRITE_REQUIRED)
  return database
}
