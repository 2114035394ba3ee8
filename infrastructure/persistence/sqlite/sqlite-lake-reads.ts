import type { DocumentPageQuery, DocumentQuery, StoredDocument } from '../../../application/ports/data-lake-store'
import type {
  DocumentPages,
  DocumentsText,
  DocumentText,
  KeysetDocumentsText,
  KeysetPageQuery,
} from '../../../application/ports/document-pages'
import { compileProjection } from '../document-projection'
import { LAKE_COLUMNS, type LakeRow, type SqliteLakeTables } from './sqlite-lake-tables'
import { compileOrderBy } from './sqlite-order-by'

/** Ids that need no JSON escaping (every id this service generates). */
const PLAIN_ID = /^[0-9A-Za-z]{1,64}$/

/**
 * The data lake's reads in the embedded store: filters compiled to SQL over the JSON column, and
 * whole pages answered as the rows' stored text, kept in the page cache until their table changes.
 */
export class SqliteLakeReads implements DocumentPages {
  constructor(private readonly tables: SqliteLakeTables) {}

  async find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    const project = compileProjection(query.fields)
    return this.select(name, query).map((row) => ({ id: row.id, fields: project(JSON.parse(row.doc) as Record<string, unknown>) }))
  }

  /** One document with its version; from readDocument's text, so both share its page-cache entry. */
  async findDocument(name: string, id: string): Promise<StoredDocument | null> {
    const text = this.documentText(name, id)
    if (!text) return null
    const { _id, ...fields } = JSON.parse(text.json) as Record<string, unknown>
    return { id, fields, version: text.version }
  }

  async readDocument(name: string, id: string): Promise<DocumentText | null> {
    return this.documentText(name, id)
  }

  /**
   * Kept in the page cache like a page (the answer's text and the version): a read in WAL mode
   * costs 2-3 µs of locking alone, parsing and writing the text again as much (docs/performance.md).
   */
  private documentText(name: string, id: string): DocumentText | null {
    const cached = this.tables.pages.getDocument(name, id)
    if (cached) return cached
    const row = this.tables.table(name).byId.get(id) as LakeRow | undefined
    if (!row) return null
    const document = { json: documentJsonOf(row), version: Number(row.version) }
    this.tables.pages.setDocument(name, id, document)
    return document
  }

  async listDocuments(name: string, query: DocumentPageQuery): Promise<StoredDocument[]> {
    const project = compileProjection(query.fields)
    return this.keysetRows(name, query).map((row) => ({
      id: row.id,
      fields: project(JSON.parse(row.doc) as Record<string, unknown>),
      version: Number(row.version),
    }))
  }

  async countDocuments(name: string): Promise<number> {
    return Number((this.tables.table(name).count.get() as { n: number }).n)
  }

  /**
   * The page's JSON array built from the rows' stored text, `_id` spliced in first (cheaper than
   * SQLite concatenating it or parsing the rows: docs/performance.md). Kept until the table changes.
   */
  async readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText> {
    const key = pageKey(name, query)
    const cached = this.tables.pages.get(name, key)
    if (cached) return cached
    // One row more than asked tells whether the limit cut the result.
    const rows = this.select(name, { ...query, limit: query.limit + 1 })
    const count = Math.min(rows.length, query.limit)
    const page = { json: jsonArrayOf(rows, count), count, hasMore: rows.length > query.limit }
    this.tables.pages.set(name, key, page)
    return page
  }

  /** readPage's page when the page cache holds it (a hit counts; a miss is counted by the read that follows). */
  knownPage(name: string, query: Omit<DocumentQuery, 'fields'>): DocumentsText | undefined {
    return this.tables.pages.peek(name, pageKey(name, query))
  }

  /** readKeysetPage's page when the page cache holds it (a hit counts; a miss is counted by the read that follows). */
  knownKeysetPage(name: string, query: KeysetPageQuery): KeysetDocumentsText | undefined {
    return this.tables.pages.peek(name, keysetKey(name, query)) as KeysetDocumentsText | undefined
  }

  /** The keyset page as the rows' stored text, `_id` spliced in first, kept in the page cache like readPage's. */
  async readKeysetPage(name: string, query: KeysetPageQuery): Promise<KeysetDocumentsText> {
    const key = keysetKey(name, query)
    const cached = this.tables.pages.get(name, key) as KeysetDocumentsText | undefined
    if (cached) return cached
    const rows = this.keysetRows(name, query)
    const page = {
      json: jsonArrayOf(rows, rows.length),
      count: rows.length,
      hasMore: false,
      lastId: rows.at(-1)?.id ?? null,
      ...(query.versions ? { versions: Object.fromEntries(rows.map((row) => [row.id, Number(row.version)])) } : {}),
    }
    this.tables.pages.set(name, key, page)
    return page
  }

  /** Keyset paging: the primary key seeks to the cursor, so a deep page costs what the first does. */
  private keysetRows(name: string, query: Omit<DocumentPageQuery, 'fields'>): LakeRow[] {
    const table = this.tables.table(name)
    const where = this.tables.where(query.filter)
    const keyset = query.after === null ? '' : ` AND id ${query.descending ? '<' : '>'} ?`
    const sql = `SELECT id, doc, version FROM ${table.quoted} WHERE (${where.sql})${keyset} ORDER BY id ${query.descending ? 'DESC' : 'ASC'} LIMIT ?`
    const after = query.after === null ? [] : [query.after]
    return this.tables.statements.get(sql).all(...where.params, ...after, query.limit) as unknown as LakeRow[]
  }

  private select(name: string, query: Omit<DocumentQuery, 'fields'>): LakeRow[] {
    const table = this.tables.table(name)
    const where = this.tables.where(query.filter)
    // compileOrderBy ends with the id; without a sort, insertion order.
    const order = query.sort.length > 0 ? compileOrderBy(query.sort, LAKE_COLUMNS) : 'rowid'
    const sql = `SELECT id, doc FROM ${table.quoted} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`
    return this.tables.statements.get(sql).all(...where.params, query.limit, query.skip) as unknown as LakeRow[]
  }
}

/** An offset page's key in the page cache. */
function pageKey(name: string, query: Omit<DocumentQuery, 'fields'>): string {
  return `${name}\u0000${JSON.stringify(query)}`
}

/** A keyset page's key in the page cache. */
function keysetKey(name: string, query: KeysetPageQuery): string {
  return `${name}\u0000keyset\u0000${JSON.stringify(query)}`
}

/** The first `count` rows as one JSON array text, each document's `_id` spliced in first. */
function jsonArrayOf(rows: readonly LakeRow[], count: number): string {
  let json = '['
  for (let i = 0; i < count; i++) json += `${i === 0 ? '' : ','}${documentJsonOf(rows[i]!)}`
  return `${json}]`
}

/** One row's document as JSON text, its `_id` spliced in first. */
function documentJsonOf({ id, doc }: LakeRow): string {
  return `{"_id":${PLAIN_ID.test(id) ? `"${id}"` : JSON.stringify(id)}${doc === '{}' ? '}' : `,${doc.slice(1)}`}`
}
