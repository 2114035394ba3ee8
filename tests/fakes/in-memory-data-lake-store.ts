import type {
  CreateDatabaseOutcome,
  DataLakeStore,
  DocumentChange,
  DocumentPageQuery,
  DocumentQuery,
  DocumentWriteOptions,
  StoredDocument,
  VariableChange,
} from '../../application/ports/data-lake-store'
import { type ChangeStamp, type DocumentWrite, databaseRecord, documentRecord } from '../../domain/change-entries'
import type { ChangeRecord } from '../../domain/change-record'
import type { DataLakeDatabase, Variable } from '../../domain/database'
import type { QueryFilter } from '../../domain/query-filter'
import { compileProjection } from '../../infrastructure/persistence/document-projection'
import { InMemoryChangeLog } from './in-memory-change-log'
import { compareForSort, isObject, matchesFilter } from './match-filter'

type Versioned = StoredDocument & { version: number }

/** The data lake in memory, with the store's semantics (its contract suite says which); change records go to `log`. */
export class InMemoryDataLakeStore implements DataLakeStore {
  private readonly databases = new Map<string, DataLakeDatabase>()
  private readonly documents = new Map<string, Versioned[]>()

  constructor(readonly log: InMemoryChangeLog = new InMemoryChangeLog()) {}

  async createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    for (const d of this.databases.values()) {
      if (d.source === database.source && d.workspaceId === database.workspaceId && d.userFriendlyName === database.userFriendlyName)
        return 'friendly-name-taken'
    }
    if (this.databases.has(database.name) || this.log.records.some((r) => r.db === database.name)) return 'name-taken'
    this.databases.set(database.name, clone(database))
    this.documents.set(database.name, [])
    this.logDatabase(database.name, 'database.create', stamp)
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

  async listSources(scope: { workspaceId: string | null; limit: number }) {
    const counts = new Map<string, number>()
    for (const d of this.databases.values())
      if (scope.workspaceId === null || d.workspaceId === scope.workspaceId) counts.set(d.source, (counts.get(d.source) ?? 0) + 1)
    return [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, scope.limit)
      .map(([source, databases]) => ({ source, databases }))
  }

  async deleteDatabase(name: string, stamp: ChangeStamp) {
    const current = this.databases.get(name)
    this.documents.delete(name)
    if (!current) return false
    this.databases.delete(name)
    this.logDatabase(name, 'database.delete', stamp)
    return true
  }

  async declareVariables(name: string, candidates: readonly Variable[]) {
    const d = this.databases.get(name)
    if (!d) return null
    const names = new Set(d.variables.map((v) => v.name))
    const added = candidates.filter((c) => !names.has(c.name) && names.add(c.name))
    this.databases.set(name, { ...d, variables: [...d.variables, ...added] })
    return this.findDatabase(name)
  }

  async changeVariables(name: string, change: VariableChange, stamp: ChangeStamp) {
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
      return { id: doc.id, fields, version: doc.version + (changed ? 1 : 0) }
    })
    this.documents.set(name, next)
    const variables = d.variables.map((v) => (renamed.has(v.name) ? { id: v.id, name: renamed.get(v.name)! } : v))
    this.databases.set(name, { ...d, variables: [...variables, ...change.add], sensitiveVariables: [...change.sensitiveVariables] })
    const summary = { added: change.add.map((v) => v.name), renamed: change.renames.map((r) => ({ ...r })), matched: docs.length, modified }
    this.append(databaseRecord(stamp, this.log.nextId(), name, 'variables', summary))
    return { matched: docs.length, modified }
  }

  async insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp) {
    const docs = this.docs(name)
    for (const d of documents) {
      docs.push({ id: d.id, fields: clone(d.fields), version: 1 })
      this.logDocument(stamp, name, { op: 'create', documentId: d.id, fields: d.fields })
    }
  }

  async patchField(name: string, id: string, field: string, value: unknown, options: DocumentWriteOptions) {
    const doc = this.docs(name).find((d) => d.id === id)
    if (!doc) return null
    if (options.ifVersion != null && options.ifVersion !== doc.version) return { conflict: clone(doc) }
    const previous = Object.hasOwn(doc.fields, field) ? doc.fields[field] : null
    doc.fields[field] = clone(value)
    doc.version++
    this.logDocument(options.stamp, name, {
      op: 'update',
      documentId: id,
      version: doc.version,
      before: { [field]: previous },
      set: { [field]: value },
    })
    return { previous: clone(previous), version: doc.version }
  }

  async findDocument(name: string, id: string) {
    const doc = this.docs(name).find((d) => d.id === id)
    return doc ? clone(doc) : null
  }

  async listDocuments(name: string, query: DocumentPageQuery) {
    const sorted = this.matching(name, query.filter).sort((a, b) => (a.id < b.id ? -1 : 1) * (query.descending ? -1 : 1))
    const after = query.after
    const rest = after === null ? sorted : sorted.filter((d) => (query.descending ? d.id < after : d.id > after))
    return rest.slice(0, query.limit).map((d) => ({ ...project(d, query.fields), version: d.version }))
  }

  async deleteDocument(name: string, id: string, options: DocumentWriteOptions) {
    const docs = this.docs(name)
    const index = docs.findIndex((d) => d.id === id)
    if (index < 0) return null
    const doc = docs[index]!
    if (options.ifVersion != null && options.ifVersion !== doc.version) return { conflict: clone(doc) }
    docs.splice(index, 1)
    this.logDocument(options.stamp, name, { op: 'delete', documentId: id, version: doc.version, fields: doc.fields })
    return { deleted: clone(doc) }
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

  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number, stamp: ChangeStamp) {
    const matched = this.matching(name, filter)
    if (matched.length > maxMatches) return null
    let modified = 0
    const documents = matched.map((copy) => {
      const set = change(copy)
      const stored = this.docs(name).find((d) => d.id === copy.id)!
      if (set) {
        const before = clone(stored.fields)
        Object.assign(stored.fields, clone(set))
        stored.version++
        modified++
        this.logDocument(stamp, name, { op: 'update', documentId: stored.id, version: stored.version, before, set })
      }
      return clone(stored)
    })
    return { matched: matched.length, modified, documents }
  }

  async deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp) {
    const docs = this.docs(name)
    const keep = docs.filter((d) => !matchesFilter({ _id: d.id, ...d.fields }, filter))
    this.documents.set(name, keep)
    for (const d of docs)
      if (!keep.includes(d)) this.logDocument(stamp, name, { op: 'delete', documentId: d.id, version: d.version, fields: d.fields })
    return docs.length - keep.length
  }

  private logDocument(stamp: ChangeStamp, name: string, write: DocumentWrite): void {
    this.append(documentRecord(stamp, this.log.nextId(), name, write))
  }

  private append(record: ChangeRecord): void {
    const { id: _assigned, ...rest } = record
    this.log.append(rest)
  }

  private logDatabase(name: string, op: 'database.create' | 'database.delete', stamp: ChangeStamp): void {
    this.append(databaseRecord(stamp, this.log.nextId(), name, op, []))
  }

  async countDocuments(name: string) {
    return this.docs(name).length
  }

  private matching(name: string, filter: QueryFilter): Versioned[] {
    return this.docs(name)
      .filter((d) => matchesFilter({ _id: d.id, ...d.fields }, filter))
      .map(clone)
  }

  private docs(name: string): Versioned[] {
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
