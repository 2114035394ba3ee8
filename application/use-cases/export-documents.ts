import { inject, injectable } from 'inversify'
import { csvLine } from '../../domain/csv-cell'
import { DomainError } from '../../domain/errors'
import { assertVariableName } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import { filterFieldNames, parseFilter } from '../../domain/query-filter'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'

const PAGE = 1000

export interface ExportInput {
  principal: Principal
  source: string
  db: string
  format: 'csv' | 'ndjson'
  /** The filter as URL-encoded JSON text, as GET .../documents takes it. */
  filter?: string
  /** Comma-separated columns; default `_id` and the declared variables. */
  fields?: string
}

export interface ExportStream {
  filename: string
  contentType: string
  /** The file's text, a page of documents at a time. */
  chunks: AsyncIterable<string>
}

/**
 * GET .../export: every matching document in `_id` order, read a keyset page at a time (memory
 * stays flat at any size), decrypted for the caller, as CSV (csvLine: text quoted and guarded
 * against formulas, so an import reads back the same values) or NDJSON.
 */
@injectable()
export class ExportDocuments {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  async execute(input: ExportInput): Promise<ExportStream> {
    const database = await this.access.owned(input.principal, input.db, input.source)
    let raw: unknown = {}
    if (input.filter !== undefined && input.filter !== '') {
      try {
        raw = JSON.parse(input.filter)
      } catch {
        throw DomainError.validation('filter must be JSON', [{ path: 'filter', message: 'is not JSON' }])
      }
    }
    const filter = parseFilter(raw)
    this.codec.assertNotEncrypted(database, filterFieldNames(filter), 'filter')
    const columns = input.fields ? input.fields.split(',') : ['_id', ...database.variables.map((v) => v.name)]
    columns.forEach((c, i) => {
      if (c !== '_id') assertVariableName(c, `fields[${i}]`)
    })
    const store = this.store
    const codec = this.codec
    const csv = input.format === 'csv'
    async function* chunks(): AsyncIterable<string> {
      if (csv) yield csvLine(columns)
      let after: string | null = null
      for (;;) {
        const page = await store.listDocuments(database.name, { filter, after, descending: false, limit: PAGE, fields: null })
        let text = ''
        for (const stored of page) {
          const doc = codec.decode(database, stored) as Record<string, unknown>
          text += csv ? csvLine(columns.map((c) => doc[c] ?? null)) : `${JSON.stringify(input.fields ? pick(doc, columns) : doc)}\n`
        }
        if (text) yield text
        if (page.length < PAGE) return
        after = page.at(-1)!.id
      }
    }
    const extension = csv ? 'csv' : 'ndjson'
    return {
      filename: `${database.userFriendlyName}.${extension}`,
      contentType: csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      chunks: chunks(),
    }
  }
}

function pick(doc: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const c of columns) if (Object.hasOwn(doc, c)) out[c] = doc[c]
  return out
}
