import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertFieldPath, assertSource } from '../../domain/field-name'
import { parseDocumentCursor, parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import { filterFieldNames, parseFilter } from '../../domain/query-filter'
import { MAX_PROJECTION_FIELDS } from '../../domain/query-options'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec, type DocumentView } from '../services/document-codec'
import { DocumentReader } from '../services/document-reader'

/** A page of documents, decrypted. */
export interface DocumentPage {
  data: DocumentView[]
  nextCursor: string | null
  /** Asked for with `versions=true`: each document's version by `_id`, for conditional writes (If-Match, a batch's ifVersion). */
  versions?: Readonly<Record<string, number>>
}

/** A page whose documents are the store's JSON text as is (nothing in it needed decrypting). */
export interface SerializedDocumentPage {
  dataJson: string
  nextCursor: string | null
  versions?: Readonly<Record<string, number>>
}

export interface ListDocumentsInput {
  principal: Principal
  source: string
  db: string
  limit?: string
  after?: string
  order?: string
  /** URL-decoded JSON text of a filter in the operations language. */
  filter?: string
  /** Comma-separated projection. */
  fields?: string
  /** "true": the answer carries each document's version. */
  versions?: string
}

/**
 * Pages through a database by `_id` with a keyset cursor: the store seeks to the cursor, so page
 * 10 000 costs what page 1 does, and nothing is counted. A short page is the last.
 */
@injectable()
export class ListDocuments {
  /** The answer for a page handed through, one frozen object per page: the HTTP layer keeps the body it built for it. */
  private readonly answers = new WeakMap<object, SerializedDocumentPage>()

  constructor(
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(DocumentReader) private readonly reader: DocumentReader,
  ) {}

  async execute(input: ListDocumentsInput): Promise<DocumentPage | SerializedDocumentPage> {
    assertSource(input.source)
    const limit = parseLimit(input.limit)
    const after = parseDocumentCursor(input.after)
    if (input.order !== undefined && input.order !== 'asc' && input.order !== 'desc') {
      throw DomainError.validation('order must be asc or desc', [{ path: 'order', message: 'must be asc or desc' }])
    }
    if (input.versions !== undefined && input.versions !== 'true' && input.versions !== 'false') {
      throw DomainError.validation('versions must be true or false', [{ path: 'versions', message: 'must be true or false' }])
    }
    const filter = parseFilter(parseJson(input.filter))
    const fields = parseFields(input.fields)
    // Without an await when the store holds the database and the page in memory (docs/performance.md).
    const database =
      this.access.ownedNow(input.principal, input.db, input.source) ?? (await this.access.owned(input.principal, input.db, input.source))
    this.codec.assertNotEncrypted(database, filterFieldNames(filter), 'filter')
    const withVersions = input.versions === 'true'
    const query = { filter, after, descending: input.order === 'desc', limit, fields }
    const page = this.reader.keysetPageNow(database, query, withVersions) ?? (await this.reader.keysetPage(database, query, withVersions))
    const nextCursor = page.count === limit ? page.lastId : null
    const versions = withVersions ? { versions: page.versions ?? {} } : {}
    if (!('dataJson' in page)) return { data: page.data, nextCursor, ...versions }
    const kept = this.answers.get(page)
    if (kept?.nextCursor === nextCursor && 'versions' in kept === withVersions) return kept
    const answer = Object.freeze({ dataJson: page.dataJson, nextCursor, ...versions })
    this.answers.set(page, answer)
    return answer
  }
}

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return {}
  try {
    return JSON.parse(raw)
  } catch {
    throw DomainError.validation('filter must be URL-encoded JSON', [{ path: 'filter', message: 'is not valid JSON' }])
  }
}

function parseFields(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return null
  const fields = [
    ...new Set(
      raw
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    ),
  ]
  if (fields.length > MAX_PROJECTION_FIELDS)
    throw DomainError.validation(`fields accepts at most ${MAX_PROJECTION_FIELDS} names`, [{ path: 'fields', message: 'too many names' }])
  for (const [i, field] of fields.entries()) assertFieldPath(field, `fields.${i}`)
  return fields
}
