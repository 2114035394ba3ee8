import { inject, injectable } from 'inversify'
import type { DataLakeDatabase } from '../../domain/database'
import type { DataLakeStore, DocumentPageQuery, DocumentQuery, StoredDocument } from '../ports/data-lake-store'
import type { DocumentPages, DocumentsText, DocumentText, KeysetDocumentsText } from '../ports/document-pages'
import { TOKENS } from '../ports/tokens'
import { DocumentCodec, type DocumentView } from './document-codec'

/** Documents as a client reads them: the store's JSON text as is, or decoded views. */
export type ReadDocumentsText = { readonly dataJson: string } | { readonly data: DocumentView[] }
/** An offset page as a client reads it; `hasMore` when more documents matched than `limit`. */
export type OffsetPage = ReadDocumentsText & { count: number; hasMore: boolean }

/** A keyset page as a client reads it, with its last `_id` and, when asked for, each document's version. */
export type KeysetPage = ReadDocumentsText & { count: number; lastId: string | null; versions?: Readonly<Record<string, number>> }

/** What DocumentPages reads for a keyset query of whole documents. */
const keysetQuery = ({ fields: _whole, ...keyset }: DocumentPageQuery, versions: boolean) => ({ ...keyset, versions })
/** What DocumentPages reads for a query of whole documents. */
const wholeQuery = (query: DocumentQuery) => ({ filter: query.filter, sort: query.sort, skip: query.skip, limit: query.limit })

/**
 * Reads documents for clients, the one place that decides how: whole documents come from
 * DocumentPages as the store's JSON text and are handed through as they are unless something in
 * the text may be a ciphertext, in which case that same page is decoded (never read again);
 * projections read objects and decode them. A path into an encrypted field projects the field.
 */
@injectable()
export class DocumentReader {
  /**
   * Per page the store handed out, its plain answer or null (it may hold a ciphertext): a cached
   * page is not searched again (35 kB searched for the prefix cost ~30 µs per read), and its
   * readers get one object whose built answer the HTTP layer keeps (docs/performance.md).
   */
  private readonly plainPages = new WeakMap<DocumentsText, object | null>()
  /** Per document text the store handed out (the same one while cached), whether it is plain. */
  private readonly plainDocuments = new WeakMap<DocumentText, boolean>()

  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.DocumentPages) private readonly pages: DocumentPages,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  /** An offset page (operations read); `hasMore` when more documents matched than `limit`. */
  async page(database: DataLakeDatabase, query: DocumentQuery): Promise<OffsetPage> {
    if (query.fields === null) return this.wholePage(database, await this.pages.readPage(database.name, wholeQuery(query)))
    // One more than asked tells whether the limit cut the result.
    const found = await this.store.find(database.name, {
      ...query,
      limit: query.limit + 1,
      fields: this.projection(database, query.fields),
    })
    const data = found.slice(0, query.limit).map((d) => this.codec.decode(database, d))
    return { data, count: data.length, hasMore: found.length > query.limit }
  }

  /** `page` without waiting, when the store holds the page of whole documents in memory; else undefined. */
  pageNow(database: DataLakeDatabase, query: DocumentQuery): OffsetPage | undefined {
    const page = query.fields === null ? this.pages.knownPage?.(database.name, wholeQuery(query)) : undefined
    return page && this.wholePage(database, page)
  }

  /** `keysetPage` without waiting, when the store holds the page of whole documents in memory; else undefined. */
  keysetPageNow(database: DataLakeDatabase, query: DocumentPageQuery, versions = false): KeysetPage | undefined {
    const page = query.fields === null ? this.pages.knownKeysetPage?.(database.name, keysetQuery(query, versions)) : undefined
    return page && this.wholeKeysetPage(database, page)
  }

  private wholeKeysetPage(database: DataLakeDatabase, page: KeysetDocumentsText): KeysetPage {
    const plain = this.plain(page, () => ({ dataJson: page.json, count: page.count, lastId: page.lastId, versions: page.versions }))
    return plain ?? { data: this.decoded(database, page.json), count: page.count, lastId: page.lastId, versions: page.versions }
  }

  private wholePage(database: DataLakeDatabase, page: DocumentsText): OffsetPage {
    const plain = this.plain(page, () => ({ dataJson: page.json, count: page.count, hasMore: page.hasMore }))
    return plain ?? { data: this.decoded(database, page.json), count: page.count, hasMore: page.hasMore }
  }

  /** A keyset page by `_id` with its last id (null when empty) and, with `versions`, its documents' versions by `_id`. */
  async keysetPage(database: DataLakeDatabase, query: DocumentPageQuery, versions = false): Promise<KeysetPage> {
    if (query.fields === null)
      return this.wholeKeysetPage(database, await this.pages.readKeysetPage(database.name, keysetQuery(query, versions)))
    const found = await this.store.listDocuments(database.name, { ...query, fields: this.projection(database, query.fields) })
    return {
      data: found.map((d) => this.codec.decode(database, d)),
      count: found.length,
      lastId: found.at(-1)?.id ?? null,
      ...(versions ? { versions: Object.fromEntries(found.map((d) => [d.id, d.version ?? 0])) } : {}),
    }
  }

  /**
   * One whole document as JSON text, `_id` first, with its version (null when absent): the store's
   * text as is unless something in it may be a ciphertext, then decoded and written again.
   */
  async document(database: DataLakeDatabase, id: string): Promise<DocumentText | null> {
    const text = await this.pages.readDocument(database.name, id)
    return text && this.decodedText(database, text)
  }

  /** `document` without waiting, when the store holds the document in memory; else undefined. */
  documentNow(database: DataLakeDatabase, id: string): DocumentText | undefined {
    const text = this.pages.knownDocument?.(database.name, id)
    return text && this.decodedText(database, text)
  }

  /** What a projection asks the store for: an encrypted field is one ciphertext, so a path into it becomes the field. */
  projection(database: DataLakeDatabase, fields: readonly string[]): string[] {
    return [
      ...new Set(
        fields.map((f) => {
          const top = f.split('.')[0]!
          return f !== top && this.codec.isSensitive(database, top) ? top : f
        }),
      ),
    ]
  }

  /** The page's text as is when nothing in it can be a ciphertext (parsing and writing it again costs several times the read), else null. */
  private plain<T extends object>(page: DocumentsText, answer: () => T): Readonly<T> | null {
    let plain = this.plainPages.get(page) as Readonly<T> | null | undefined
    if (plain === undefined) {
      plain = this.codec.mayHoldCiphertext(page.json) ? null : Object.freeze(answer())
      this.plainPages.set(page, plain)
    }
    return plain
  }

  /** The document's text as is when plain (searched once per text the store hands out), else decoded and written again. */
  private decodedText(database: DataLakeDatabase, text: DocumentText): DocumentText {
    let plain = this.plainDocuments.get(text)
    if (plain === undefined) this.plainDocuments.set(text, (plain = !this.codec.mayHoldCiphertext(text.json)))
    if (plain) return text
    const { _id, ...fields } = JSON.parse(text.json) as { _id: string } & Record<string, unknown>
    return { json: JSON.stringify(this.codec.decode(database, { id: _id, fields })), version: text.version }
  }

  /** The page's documents decoded: some value in it may be a ciphertext. */
  private decoded(database: DataLakeDatabase, json: string): DocumentView[] {
    const documents = JSON.parse(json) as ({ _id: string } & Record<string, unknown>)[]
    return documents.map(({ _id, ...fields }): DocumentView => this.codec.decode(database, { id: _id, fields } as StoredDocument))
  }
}
