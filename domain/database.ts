import { DomainError } from './errors'

/** A declared field of a database. The id never changes, so a rename keeps ciphertexts valid. */
export interface Variable {
  readonly id: string
  readonly name: string
}

/** A data lake database (collection) and what the service knows about it. */
export interface DataLakeDatabase {
  readonly name: string
  readonly userFriendlyName: string
  readonly source: string
  readonly workspaceId: string
  readonly variables: readonly Variable[]
  readonly sensitiveVariables: readonly string[]
  readonly createdAt: Date
}

/** What a client sees of a database; `workspaceId` only for administrators. */
export interface DatabaseView {
  readonly name: string
  readonly userFriendlyName: string
  readonly source: string
  readonly variables: string[]
  readonly sensitiveVariables: string[]
  readonly createdAt: string
  readonly workspaceId?: string
}

export const MAX_VARIABLES = 1000
const MAX_SLUG_LENGTH = 48
/** The shape of every internal name: also what makes it safe as part of a table name. */
export const INTERNAL_NAME_PATTERN = '^[a-z0-9_]{1,128}$'
const INTERNAL_NAME = new RegExp(INTERNAL_NAME_PATTERN)

/** `"Shipments Q3"` → `"shipments_q3"`: lowercase ASCII, diacritics dropped, runs of anything else → `_`. */
export function slugOf(friendlyName: string): string {
  const ascii = friendlyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/_+$/, '')
  return slug || 'db'
}

/** The internal name: the slug plus `_` and a random base36 suffix. */
export function internalNameOf(friendlyName: string, suffix: string): string {
  return `${slugOf(friendlyName)}_${suffix}`
}

export function isInternalName(value: unknown): value is string {
  return typeof value === 'string' && INTERNAL_NAME.test(value)
}

export function variableNamed(database: DataLakeDatabase, name: string): Variable | undefined {
  return database.variables.find((v) => v.name === name)
}

export function assertVariableCapacity(count: number): void {
  if (count > MAX_VARIABLES) {
    throw DomainError.validation(`A database holds at most ${MAX_VARIABLES} variables`, [
      { path: 'variables', message: `more than ${MAX_VARIABLES}` },
    ])
  }
}

export function toDatabaseView(database: DataLakeDatabase, withWorkspace: boolean): DatabaseView {
  return {
    name: database.name,
    userFriendlyName: database.userFriendlyName,
    source: database.source,
    variables: database.variables.map((v) => v.name),
    sensitiveVariables: [...database.sensitiveVariables],
    createdAt: database.createdAt.toISOString(),
    ...(withWorkspace ? { workspaceId: database.workspaceId } : {}),
  }
}
