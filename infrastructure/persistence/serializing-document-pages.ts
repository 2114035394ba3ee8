import type { DataLakeStore, DocumentQuery } from '../../application/ports/data-lake-store'
import type {
  DocumentPages,
  DocumentsText,
  DocumentText,
  KeysetDocumentsText,
  KeysetPageQuery,
} from '../../application/ports/document-pages'

/** DocumentPages for a store that keeps documents as objects (MongoDB, fakes): one find, serialised. */
export class SerializingDocumentPages implements DocumentPages {
  constructor(private readonly store: DataLakeStore) {}

  async readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText> {
    const found = await this.store.find(name, { ...query, limit: query.limit + 1, fields: null })
    const page = found.slice(0, query.limit)
    return { json: JSON.stringify(page.map((d) => ({ _id: d.id, ...d.fields }))), count: page.length, hasMore: found.length > query.limit }
  }

  async readKeysetPage(name: string, query: KeysetPageQuery): Promise<KeysetDocumentsText> {
    const { versions, ...keyset } = query
    const page = await this.store.listDocuments(name, { ...keyset, fields: null })
    return {
      json: JSON.stringify(page.map((d) => ({ _id: d.id, ...d.fields }))),
      count: page.length,
      hasMore: false,
      lastId: page.at(-1)?.id ?? null,
      ...(versions ? { versions: Object.fromEntries(page.map((d) => [d.id, d.version ?? 0])) } : {}),
    }
  }

  async readDocument(name: string, id: string): Promise<DocumentText | null> {
    const found = await this.store.findDocument(name, id)
    return found && { json: JSON.stringify({ _id: found.id, ...found.fields }), version: found.version ?? 0 }
  }
}
