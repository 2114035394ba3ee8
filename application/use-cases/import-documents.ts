import { inject, injectable } from 'inversify'
import type { ChangeStamp } from '../../domain/change-entries'
import type { DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertFieldName } from '../../domain/field-name'
import { parseCellTypes } from '../../domain/import-cells'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore, DocumentChange, StoredDocument } from '../ports/data-lake-store'
import type { ImportFormat, ImportRecords } from '../ports/import-records'
import type { ImportSpool, SpoolFile } from '../ports/import-spool'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { documentChange } from '../services/document-change'
import { DocumentCodec } from '../services/document-codec'
import { ImportCheck, type ImportError, type SpooledRow } from '../services/import-check'

/** A CSV row, NDJSON line or JSON element longer than this stops the import (a 10 MB cell is a mistake, not data). */
export const MAX_IMPORT_RECORD_BYTES = 1024 * 1024
const CHUNK = 1000

export interface ImportInput {
  principal: Principal
  source: string
  db: string
  body: AsyncIterable<Uint8Array>
  format: ImportFormat
  dryRun: boolean
  mode: 'insert' | 'upsert'
  key?: string
  types?: string
  delimiter?: ',' | ';'
  requestId?: string
}

export interface ImportReport {
  dryRun: boolean
  rows: number
  inserted: number
  updated: number
  invalid: number
  errors: ImportError[]
  newVariables: string[]
}

/**
 * POST .../import: every row is checked in a first pass while the file streams in, valid rows
 * go to a spool in stored form; only when no row is invalid (and not a dry run) are the new
 * variables declared and the rows written, a thousand per store call, each document with its
 * change record. Upserts look every key up before the first write, so a key matching several
 * documents is a row error too.
 */
@injectable()
export class ImportDocuments {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.ImportRecords) private readonly records: ImportRecords,
    @inject(TOKENS.ImportSpool) private readonly spools: ImportSpool,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: ImportInput): Promise<ImportReport> {
    const database = await this.access.writable(input.principal, input.db, input.source)
    const key = this.keyOf(database, input)
    const check = new ImportCheck(
      database,
      parseCellTypes(input.types),
      key,
      this.codec,
      (name) => this.access.newVariable(name),
      () => this.random.objectId(),
    )
    const spool = await this.spools.open()
    try {
      const options = { format: input.format, delimiter: input.delimiter ?? null, maxRecordBytes: MAX_IMPORT_RECORD_BYTES }
      for await (const group of this.records.read(input.body, options)) {
        for (const item of group) check.take(item)
        await spool.append(check.drain())
      }
      const existing = key === null || check.invalid > 0 ? new Map() : await this.lookUp(database, key, spool)
      const report: ImportReport = {
        dryRun: input.dryRun,
        rows: check.rows,
        inserted: check.invalid > 0 ? 0 : check.rows - existing.size,
        updated: check.invalid > 0 ? 0 : existing.size,
        invalid: check.invalid,
        errors: check.errors,
        newVariables: check.newVariables.map((v) => v.name),
      }
      if (check.invalid > 0 && !input.dryRun) throw rejected(report)
      if (input.dryRun || check.invalid > 0) return report
      await this.write(check, spool, existing, input)
      return report
    } finally {
      await spool.discard()
    }
  }

  private keyOf(database: DataLakeDatabase, input: ImportInput): string | null {
    if (input.mode === 'insert') {
      if (input.key !== undefined)
        throw DomainError.validation('key is only for mode=upsert', [{ path: 'key', message: 'needs mode=upsert' }])
      return null
    }
    if (input.key === undefined) throw DomainError.validation('mode=upsert needs key=<field>', [{ path: 'key', message: 'is required' }])
    assertFieldName(input.key, 'key')
    this.codec.assertNotEncrypted(database, [input.key], 'upsert')
    return input.key
  }

  /** Which keys of the file name a stored document (key value → its document's id); a key naming several stops the import. */
  private async lookUp(database: DataLakeDatabase, key: string, spool: SpoolFile) {
    const found = new Map<string | number, string>()
    for await (const lines of spool.read(CHUNK)) {
      const values = lines.map((line) => (JSON.parse(line) as SpooledRow)[2]!)
      const filter = { [key]: { $in: values } }
      const docs = await this.store.find(database.name, { filter, sort: [], skip: 0, limit: values.length * 2 + 1, fields: [key] })
      for (const doc of docs) {
        const value = (key === '_id' ? doc.id : doc.fields[key]) as string | number
        if (found.has(value))
          throw DomainError.validation(`key ${JSON.stringify(value)} names several documents; nothing was imported`, [
            { path: 'key', message: 'not unique in the database' },
          ])
        found.set(value, doc.id)
      }
    }
    return found
  }

  private async write(check: ImportCheck, spool: SpoolFile, existing: Map<string | number, string>, input: ImportInput) {
    let database = check.planned
    if (check.newVariables.length > 0) {
      const declared = await this.store.declareVariables(database.name, check.newVariables)
      if (!declared) throw DomainError.notFound(`Database ${database.name} not found`)
      const ids = new Map(declared.variables.map((v) => [v.name, v.id]))
      // A sensitive variable declared meanwhile by another request with another id would not open this import's ciphertexts.
      if (check.newVariables.some((v) => ids.get(v.name) !== v.id && this.codec.isSensitive(declared, v.name)))
        throw DomainError.conflict('A new sensitive field was declared by another request meanwhile; retry the import')
      database = declared
    }
    const stamp = this.stamps.stamp(input.principal, input.requestId ?? '', database)
    for await (const lines of spool.read(CHUNK)) {
      const rows = lines.map((line) => JSON.parse(line) as SpooledRow)
      const inserts = rows.filter((r) => r[2] === null || !existing.has(r[2]))
      await this.insert(database, inserts, stamp)
      const updates = rows.filter((r) => r[2] !== null && existing.has(r[2]))
      if (updates.length > 0) await this.update(check.planned, database, updates, existing, stamp)
    }
  }

  private async insert(database: DataLakeDatabase, rows: SpooledRow[], stamp: ChangeStamp) {
    if (rows.length === 0) return
    const documents: StoredDocument[] = rows.map(([id, fields]) => {
      for (const v of database.variables) if (!Object.hasOwn(fields, v.name)) fields[v.name] = null
      return { id, fields }
    })
    await this.store.insertDocuments(database.name, documents, stamp)
  }

  private async update(
    planned: DataLakeDatabase,
    database: DataLakeDatabase,
    rows: SpooledRow[],
    existing: Map<string | number, string>,
    stamp: ChangeStamp,
  ) {
    const changes = new Map<string, DocumentChange>()
    for (const [spoolId, stored, value] of rows) {
      const { _id, ...plain } = this.codec.decode(planned, { id: spoolId, fields: stored })
      changes.set(existing.get(value!)!, documentChange(this.codec, database, plain))
    }
    const filter = { _id: { $in: [...changes.keys()] } }
    const change: DocumentChange = (doc) => changes.get(doc.id)?.(doc) ?? null
    await this.store.updateMany(database.name, filter, change, changes.size, stamp)
  }
}

function rejected(report: ImportReport): DomainError {
  return DomainError.validation(
    `${report.invalid} of ${report.rows} rows are invalid; nothing was imported`,
    report.errors.map((e) => ({ path: e.field === undefined ? `row ${e.row}` : `row ${e.row}.${e.field}`, message: e.message })),
  )
}
