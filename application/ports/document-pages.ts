import type { DocumentPageQuery, DocumentQuery } from './data-lake-store'

/** Whole documents of one page as one JSON array text: `_id` first, values exactly as stored (ciphertexts too). */
export interface DocumentsText {
  readonly json: string
  readonly count: number
  /** More documents matched than the query's limit. */
  readonly hasMore: boolean
}

/** A keyset page as text: its last `_id` and, when asked for, the version of each of its documents by `_id`. */
export interface KeysetDocumentsText extends DocumentsText {
  readonly lastId: string | null
  readonly versions?: Readonly<Record<string, number>>
}

/** One whole document as stored JSON text, `_id` first (values exactly as stored), with its version. */
export interface DocumentText {
  readonly json: string
  readonly version: number
}

/** A keyset page query of whole documents; `versions`: answer each document's version too. */
export type KeysetPageQuery = Omit<DocumentPageQuery, 'fields'> & { readonly versions?: boolean }

/** Reads pages of whole documents as stored text, for reads that hand documents through unchanged. */
export interface DocumentPages {
  readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText>
  /** The page as `readPage` would answer it when the store holds it in memory, without waiting; else undefined. */
  knownPage?(name: string, query: Omit<DocumentQuery, 'fields'>): DocumentsText | undefined
  /**
   * A keyset page of whole documents (see DataLakeStore.listDocuments) as stored text, with its
   * last `_id` (null when empty) and, with `versions`, each document's version (only when asked:
   * the map adds about 40 % to the CPU of a page of 1000 read from the table).
   */
  readKeysetPage(name: string, query: KeysetPageQuery): Promise<KeysetDocumentsText>
  /** The page as `readKeysetPage` would answer it when the store holds it in memory, without waiting; else undefined. */
  knownKeysetPage?(name: string, query: KeysetPageQuery): KeysetDocumentsText | undefined
  /** One document by `_id` as stored text, or null when there is none. */
  readDocument(name: string, id: string): Promise<DocumentText | null>
  /** The document as `readDocument` would answer it when the store holds it in memory, without waiting; else undefined. */
  knownDocument?(name: string, id: string): DocumentText | undefined
}
