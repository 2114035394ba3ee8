import type { DocumentsText } from '../../../application/ports/document-pages'
import { EmbeddedStoreEvents } from './embedded-store-events'

/**
 * Recently read pages and single documents of document tables, kept from their second read on and
 * bounded by entries and characters. Exact: the store forgets a table's entries whenever it writes
 * to it, and no other process writes the file (DataDirLock). Why and what it saves: docs/performance.md.
 */
export class SqlitePageCache {
  private readonly pages = new Map<string, { table: string; page: DocumentsText }>()
  /** The keys held per table, so a write forgets its table's entries without visiting the others'. */
  private readonly keysOf = new Map<string, Set<string>>()
  private chars = 0

  /** Keys read once lately (insertion order, bounded): a page is kept only when it is read a second time. */
  private readonly seenOnce = new Set<string>()

  constructor(
    private readonly maxEntries = 1024,
    private readonly maxChars = 16 * 1024 * 1024,
    private readonly events = new EmbeddedStoreEvents(),
  ) {}

  get(table: string, key: string): DocumentsText | undefined {
    const hit = this.pages.get(key)
    const page = hit && hit.table === table ? hit.page : undefined
    this.events.pageCacheLookup?.(page !== undefined)
    return page
  }

  /** Offers a page just read; a client paging through once must not push out the pages others poll. */
  set(table: string, key: string, page: DocumentsText): void {
    if (page.json.length > this.maxChars / 16) return
    if (!this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= this.maxEntries * 4) this.seenOnce.delete(this.seenOnce.values().next().value!)
      this.seenOnce.add(key)
      return
    }
    this.remove(key)
    while (this.pages.size >= this.maxEntries || (this.pages.size > 0 && this.chars + page.json.length > this.maxChars))
      this.remove(this.pages.keys().next().value!)
    this.pages.set(key, { table, page })
    let keys = this.keysOf.get(table)
    if (!keys) this.keysOf.set(table, (keys = new Set()))
    keys.add(key)
    this.chars += page.json.length
  }

  /** Called at the moment of every write to `table`, inside its transaction. */
  forget(table: string): void {
    const keys = this.keysOf.get(table)
    if (!keys) return
    for (const key of keys) this.remove(key)
  }

  clear(): void {
    this.pages.clear()
    this.keysOf.clear()
    this.seenOnce.clear()
    this.chars = 0
  }

  private remove(key: string): void {
    const entry = this.pages.get(key)
    if (!entry) return
    this.pages.delete(key)
    const keys = this.keysOf.get(entry.table)
    keys?.delete(key)
    if (keys?.size === 0) this.keysOf.delete(entry.table)
    this.chars -= entry.page.json.length
  }
}
