import type { DocumentsText, DocumentText } from '../../../application/ports/document-pages'
import { EmbeddedStoreEvents } from './embedded-store-events'

/** What the cache holds: a page, or one document (its text and version). */
type Entry = { readonly json: string }
type Held = { table: string; entry: Entry; documentId?: string }

/**
 * Recently read pages and single documents of document tables, kept from their second read on and
 * bounded by entries and characters. Exact: the store forgets a table's entries whenever it writes
 * to it, and no other process writes the file (DataDirLock). Why and what it saves: docs/performance.md.
 */
export class SqlitePageCache {
  private readonly held = new Map<string, Held>()
  /** The keys held per table, so a write forgets its table's entries without visiting the others'. */
  private readonly keysOf = new Map<string, Set<string>>()
  /**
   * Documents held, by table and id: a GET of one document finds its entry without building a key
   * (a string built per lookup is flattened and hashed each time; docs/performance.md).
   */
  private readonly documentsOf = new Map<string, Map<string, DocumentText>>()
  private chars = 0

  /** Keys read once lately (insertion order, bounded): a page is kept only when it is read a second time. */
  private readonly seenOnce = new Set<string>()

  constructor(
    private readonly maxEntries = 1024,
    private readonly maxChars = 16 * 1024 * 1024,
    private readonly events = new EmbeddedStoreEvents(),
  ) {}

  get(table: string, key: string): DocumentsText | undefined {
    const hit = this.held.get(key)
    const page = hit && hit.table === table ? (hit.entry as DocumentsText) : undefined
    this.events.pageCacheLookup?.(page !== undefined)
    return page
  }

  /** `get` that counts a hit only: a miss is counted by the read that follows it. */
  peek(table: string, key: string): DocumentsText | undefined {
    const hit = this.held.get(key)
    if (hit === undefined || hit.table !== table) return undefined
    this.events.pageCacheLookup?.(true)
    return hit.entry as DocumentsText
  }

  /** Offers a page just read; a client paging through once must not push out the pages others poll. */
  set(table: string, key: string, page: DocumentsText): void {
    this.keep(table, key, page)
  }

  /** One document of `table`, as `setDocument` offered it. */
  getDocument(table: string, id: string): DocumentText | undefined {
    const document = this.documentsOf.get(table)?.get(id)
    this.events.pageCacheLookup?.(document !== undefined)
    return document
  }

  /** `getDocument` that counts a hit only: a miss is counted by the read that follows it. */
  peekDocument(table: string, id: string): DocumentText | undefined {
    const document = this.documentsOf.get(table)?.get(id)
    if (document !== undefined) this.events.pageCacheLookup?.(true)
    return document
  }

  /** Offers one document just read, kept like a page from its second read on. */
  setDocument(table: string, id: string, document: DocumentText): void {
    if (!this.keep(table, `${table}\u0000doc\u0000${id}`, document, id)) return
    let documents = this.documentsOf.get(table)
    if (!documents) this.documentsOf.set(table, (documents = new Map()))
    documents.set(id, document)
  }

  /** Called at the moment of every write to `table`, inside its transaction. */
  forget(table: string): void {
    const keys = this.keysOf.get(table)
    if (!keys) return
    for (const key of keys) this.remove(key)
  }

  clear(): void {
    this.held.clear()
    this.keysOf.clear()
    this.documentsOf.clear()
    this.seenOnce.clear()
    this.chars = 0
  }

  /** Holds the entry from its key's second offer on; true when it is now held. */
  private keep(table: string, key: string, entry: Entry, documentId?: string): boolean {
    if (entry.json.length > this.maxChars / 16) return false
    if (!this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= this.maxEntries * 4) this.seenOnce.delete(this.seenOnce.values().next().value!)
      this.seenOnce.add(key)
      return false
    }
    this.remove(key)
    while (this.held.size >= this.maxEntries || (this.held.size > 0 && this.chars + entry.json.length > this.maxChars))
      this.remove(this.held.keys().next().value!)
    this.held.set(key, documentId === undefined ? { table, entry } : { table, entry, documentId })
    let keys = this.keysOf.get(table)
    if (!keys) this.keysOf.set(table, (keys = new Set()))
    keys.add(key)
    this.chars += entry.json.length
    return true
  }

  private remove(key: string): void {
    const held = this.held.get(key)
    if (!held) return
    this.held.delete(key)
    const keys = this.keysOf.get(held.table)
    keys?.delete(key)
    if (keys?.size === 0) this.keysOf.delete(held.table)
    if (held.documentId !== undefined) {
      const documents = this.documentsOf.get(held.table)
      documents?.delete(held.documentId)
      if (documents?.size === 0) this.documentsOf.delete(held.table)
    }
    this.chars -= held.entry.json.length
  }
}
