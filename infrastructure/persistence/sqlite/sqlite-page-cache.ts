import type { StoredJsonPage } from '../../../application/ports/data-lake-store'

/**
 * Recently read pages of document tables, so a client polling the same list gets it without the
 * rows being fetched again (fetching 100 rows is most of what a read costs); a page is kept from
 * its second read on. Exact, not
 * time-based: the store forgets a table's pages synchronously whenever it writes to that table,
 * and no other process writes the file (DataDirLock; asking SQLite whether another connection
 * committed, PRAGMA data_version, cost 1.3 µs per read in isolation and ~3 under load). Bounded by
 * entries and by total characters.
 */
export class SqlitePageCache {
  private readonly pages = new Map<string, { table: string; page: StoredJsonPage }>()
  private chars = 0

  /** Keys read once lately (insertion order, bounded): a page is kept only when it is read a second time. */
  private readonly seenOnce = new Set<string>()

  constructor(private readonly maxEntries = 256, private readonly maxChars = 16 * 1024 * 1024) {}

  get(table: string, key: string): StoredJsonPage | undefined {
    const hit = this.pages.get(key)
    return hit && hit.table === table ? hit.page : undefined
  }

  /**
   * Offers a page just read. It is kept from its second read on: a client paging through a table
   * once would otherwise push out the pages others poll and keep megabytes of text churning for
   * the collector (measured: one-off reads of 100 documents cost 260-310 µs in the server, against
   * 57 µs for the same work in isolation).
   */
  set(table: string, key: string, page: StoredJsonPage): void {
    if (page.json.length > this.maxChars / 16) return
    if (!this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= this.maxEntries * 4) this.seenOnce.delete(this.seenOnce.values().next().value!)
      this.seenOnce.add(key)
      return
    }
    this.remove(key)
    while (this.pages.size >= this.maxEntries || (this.pages.size > 0 && this.chars + page.json.length > this.maxChars)) this.remove(this.pages.keys().next().value!)
    this.pages.set(key, { table, page })
    this.chars += page.json.length
  }

  /** Called at the moment of every write to `table`, inside its transaction. */
  forget(table: string): void {
    for (const [key, entry] of this.pages) if (entry.table === table) this.remove(key)
  }

  clear(): void {
    this.pages.clear()
    this.seenOnce.clear()
    this.chars = 0
  }

  private remove(key: string): void {
    const entry = this.pages.get(key)
    if (!entry) return
    this.pages.delete(key)
    this.chars -= entry.page.json.length
  }
}
