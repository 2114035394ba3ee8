import type { DocumentPageQuery, DocumentQuery } from './data-lake-store'

/** Whole documents of one page as one JSON array text: `_id` first, values exactly as stored (ciphertexts too). */
export interface DocumentsText {
  readonly json: string
  readonly count: number
  /** More documents matched than the query's limit. */
  readonly hasMore: boolean
}

/** A keyset page as text: its last `_id` and the version of each of its documents by `_id`. */
export interface KeysetDocumentsText extends DocumentsText {
  readonly lastId: string | null
  readonly versions: Readonly<Record<string, number>>
}

/** Reads pages of whole documents as stored text, for reads that hand documents through unchanged. */
export interface DocumentPages {
  readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText>
  /**
   * A keyset page of whole documents (see DataLakeStore.listDocuments) as stored text, with its
   * last `_id` (null when empty) and each document's version.
   */
  readKeysetPage(name: string, query: Omit<DocumentPageQuery, 'fields'>): Promise<KeysetDocumentsText>
}
