import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DatabaseView, type DataLakeDatabase, internalNameOf, toDatabaseView } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertDatabaseName, assertVariableName } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { DataLakeStore } from '../ports/data-lake-store'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'

const SUFFIX_SPACE = 36n ** 6n
const ATTEMPTS = 5

export interface CreateDatabaseInput {
  principal: Principal
  source: string
  name: unknown
  variables?: unknown[]
  sensitiveVariables?: unknown[]
  requestId?: string
}

/** Creates a database in the caller's workspace; its internal name is a slug plus a random suffix. */
@injectable()
export class CreateDatabase {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: CreateDatabaseInput): Promise<DatabaseView> {
    const workspaceId = await this.access.writableWorkspace(input.principal, input.source)
    if (typeof input.name !== 'string' || input.name.trim() === '') {
      throw DomainError.validation('name is required', [{ path: 'name', message: 'is required' }])
    }
    const friendlyName = input.name.trim()
    assertDatabaseName(friendlyName)
    const variables = uniqueNames(input.variables ?? [], 'variables')
    const sensitiveVariables = uniqueNames(input.sensitiveVariables ?? [], 'sensitiveVariables')
    assertVariableCapacity(variables.length)

    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const database: DataLakeDatabase = {
        name: internalNameOf(friendlyName, this.suffix()),
        userFriendlyName: friendlyName,
        source: input.source,
        workspaceId,
        variables: variables.map((v) => this.access.newVariable(v)),
        sensitiveVariables,
        createdAt: this.clock.now(),
      }
      const outcome = await this.store.createDatabase(database, this.stamps.stamp(input.principal, input.requestId ?? '', database))
      if (outcome === 'created') return toDatabaseView(database, false)
      if (outcome === 'friendly-name-taken') throw DomainError.conflict(`A database named "${friendlyName}" already exists`)
    }
    throw new DomainError('INTERNAL', 'Could not allocate a database name')
  }

  /** 6 base36 characters from 12 random digits (the modulo bias is below 0.3%). */
  private suffix(): string {
    return (BigInt(this.random.digits(12)) % SUFFIX_SPACE).toString(36).padStart(6, '0')
  }
}

function uniqueNames(raw: readonly unknown[], path: string): string[] {
  const names = raw.map((name, i) => {
    if (typeof name !== 'string')
      throw DomainError.validation(`${path}[${i}] must be a string`, [{ path: `${path}.${i}`, message: 'must be a string' }])
    assertVariableName(name, `${path}.${i}`)
    return name
  })
  return [...new Set(names)]
}
