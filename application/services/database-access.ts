import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DataLakeDatabase, isInternalName, isVisibleTo, type Variable } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'

const DB_PARAM = /^[A-Za-z0-9_-]{1,128}$/

/** Finds a database the caller may touch, and declares variables with fresh immutable ids. */
@injectable()
export class DatabaseAccess {
  private readonly namesOf = new WeakMap<DataLakeDatabase, ReadonlySet<string>>()

  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
  ) {}

  /** Another workspace's database is absent, never forbidden, so existence does not leak. */
  async owned(principal: Principal, name: unknown, source?: string): Promise<DataLakeDatabase> {
    if (typeof name !== 'string' || !DB_PARAM.test(name)) {
      throw DomainError.validation('db must be 1 to 128 characters of letters, digits, "_" or "-"', [
        { path: 'db', message: 'is not a valid database name' },
      ])
    }
    const database = isInternalName(name) ? await this.store.findDatabase(name) : null
    if (!database || !isVisibleTo(database, principal) || (source !== undefined && database.source !== source)) {
      throw DomainError.notFound(`Database ${name} not found`)
    }
    return database
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
