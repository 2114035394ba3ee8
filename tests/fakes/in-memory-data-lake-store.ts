import type { CreateDatabaseOutcome, DataLakeStore, DocumentChange, DocumentQuery, StoredDocument, VariableChange } from '../../application/ports/data-lake-store'
import type { DataLakeDatabase, Variable } from '../../domain/database'
import type { QueryFilter } from '../../domain/query-filter'
import { compileProjection } from '../../infrastructure/persistence/document-projection'
import { compareForSort, isObject, matchesFilter } from './match-filter'

/** The data lake in memory, with the store's semantics (its contract suite says which). */
export class InMemoryDataLakeStore implements DataLakeStore {
  private readonly databases = new Map<string, DataLakeDatabase>()
  private readonly documents = new Map<string, StoredDocument[]>()

  async createDatabase(database: DataLakeDatabase): Promise<CreateDatabaseOutcome> {
    for (const d of this.databases.values()) {
      if (d.source === database.source && d.workspaceId === database.workspaceId && d.userFriendlyName === database.userFriendlyName) return 'friendly-name-taken'
    }
    if (this.databases.has(database.name)) return 'name-taken'
    this.databases.set(database.name, clone(database))
    this.documents.set(database.name, [])
    return 'created'
  }

  async findDatabase(name: string) {
    const d = this.databases.get(name)
    return d ? clone(d) : null
  }

  async listDatabases(scope: { source: string; workspaceId: string | null }) {
    return [...this.databases.values()]
      .filter((d) => d.source === scope.source && (scope.workspaceId === null || d.workspaceId === scope.workspaceId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(clone)
  }

  async deleteDatabase(name: string) {
    this.documents.delete(name)
    return this.databases.delete(name)
  }

  async declareVariables(name: string, candidates: readonly Variable[]) {
    const d = this.databases.get(name)
    if (!d) return null
    const names = new Set(d.variables.map((v) => v.name))
    const added = candidates.filter((c) => !names.has(c.name) && names.add(c.name))
    this.databases.set(name, { ...d, variables: [...d.variables, ...added] })
    return this.findDatabase(name)
  }

  async changeVariables(name: string, change: VariableChange) {
    const d = this.databases.get(name)
    const docs = this.documents.get(name)
    if (!d || !docs) return null
    let modified = 0
    const renamed = new Map(change.renames.map((r) => [r.from, r.to]))
    const next = docs.map((doc) => {
      const fields: Record<string, unknown> = {}
      let changed = false
      for (const [key, value] of Object.entries(doc.fields)) {
        if (renamed.has(key)) changed = true
        if (!renamed.has(key)) fields[key] = value
      }
      for (const [key, value] of Object.entries(doc.fields)) if (renamed.has(key)) fields[renamed.get(key)!] = value
      for (const v of change.add) {
        if (!Object.hasOwn(fields, v.name)) {
          fields[v.name] = null
          changed = true
        }
      }
      if (changed) modified++
      return { id: doc.id, fields }
    })
    this.documents.set(name, next)
    const variables = d.variables.map((v) => (renamed.has(v.name) ? { id: v.id, name: renamed.get(v.name)! } : v))
    this.databases.set(name, { ...d, variables: [...variables, ...change.add], sensitiveVariables: [...change.sensitiveVariables] })
    return { matched: docs.length, modified }
  }

  async insertDocuments(name: string, documents: readonly StoredDocument[]) {
    this.docs(name).push(...documents.map(clone))
  }

  async patchField(name: string, id: string, field: string, value: unknown) {
    const doc = this.docs(name).find((d) => d.id === id)
    if (!doc) return null
    const previous = Object.hasOwn(doc.fields, field) ? doc.fields[field] : null
    doc.fields[field] = clone(value)
    return { previous: clone(previous) }
  }

  async find(name: string, query: DocumentQuery) {
    const matched = this.matching(name, query.filter)
    if (query.sort.length > 0) {
      matched.sort((a, b) => {
        for (const [field, direction] of query.sort) {
          const c = compareForSort(pathValue(a, field), pathValue(b, field))
          if (c !== 0) return c * direction
        }
        // Ties page by _id, as the adapters do.
        return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
      })
    }
    return matched.slice(query.skip, query.skip + query.limit).map((d) => project(d, query.fields))
  }

  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number) {
    const matched = this.matching(name, filter)
    if (matched.length > maxMatches) return null
    let modified = 0
    const documents = matched.map((copy) => {
      const set = change(copy)
      const stored = this.docs(name).find((d) => d.id === copy.id)!
      if (set) {
        Object.assign(stored.fields, clone(set))
        modified++
      }
      return clone(stored)
    })
    return { matched: matched.length, modified, documents }
  }

  async deleteMany(name: string, filter: QueryFilter) {
    const docs = this.docs(name)
    const keep = docs.filter((d) => !matchesFilter({ _id: d.id, ...d.fields }, filter))
    this.documents.set(name, keep)
    return docs.length - keep.length
  }

  async countDocuments(name: string) {
    return this.docs(name).length
  }

  private matching(name: string, filter: QueryFilter): StoredDocument[] {
    return this.docs(name).filter((d) => matchesFilter({ _id: d.id, ...d.fields }, filter)).map(clone)
  }

  private docs(name: string): StoredDocument[] {
    const docs = this.documents.get(name)
    if (!docs) throw new Error(`no table for ${name}`)
    return docs
  }
}

function pathValue(doc: StoredDocument, path: string): unknown {
  if (path === '_id') return doc.id
  let value: unknown = doc.fields
  for (const segment of path.split('.')) value = isObject(value) ? value[segment] : undefined
  return value
}

function project(doc: StoredDocument, fields: readonly string[] | null): StoredDocument {
  return { id: doc.id, fields: compileProjection(fields)(doc.fields) }
}

function clone<T>(value: T): T {
  return structuredClone(value)
}
