import { type ApiClient, seg } from './api-client'
import type { DataDocument, OperationResult, Page } from './api-types'

export type Filter = Record<string, unknown> | null
export interface SortOrder {
  field: string
  direction: 1 | -1
}
export interface DocumentPage {
  docs: DataDocument[]
  /** How to ask for the next page, or null on the last page. */
  next: PagePosition | null
  /** Each shown document's version, read with it: what a batch sends as ifVersion. */
  versions: Record<string, number>
}
type VersionedPage = Page<DataDocument> & { versions?: Record<string, number> }

/** Ids per versions read: a filter of 20 ObjectIds in $in stays under the API's 1024 characters of filter. */
const IDS_PER_READ = 20
export type PagePosition = { cursor: string } | { skip: number }

/**
 * Reads pages of documents with their versions. Ordered by `_id` it pages with the API's cursor
 * (GET .../documents?versions=true); ordered by another field it asks POST /operations (skip and
 * hasMore), the API's only sorted read, then reads those documents again by id with their versions
 * (the read that says the version also gives the values shown, so the two always belong together).
 */
export class DocumentSource {
  constructor(
    private readonly api: ApiClient,
    private readonly base: string,
    private readonly db: string,
    private readonly pageSize = 25,
  ) {}

  async page(filter: Filter, sort: SortOrder, at: PagePosition | null): Promise<DocumentPage> {
    if (sort.field === '_id') {
      const after = at && 'cursor' in at ? at.cursor : undefined
      const query = {
        limit: this.pageSize,
        order: sort.direction === 1 ? 'asc' : 'desc',
        after,
        filter: filter ? JSON.stringify(filter) : undefined,
        versions: 'true',
      }
      const page = await this.api.get<VersionedPage>(`${this.base}/documents`, query)
      return { docs: page.data, next: page.nextCursor ? { cursor: page.nextCursor } : null, versions: page.versions ?? {} }
    }
    const skip = at && 'skip' in at ? at.skip : 0
    const answer = await this.api.post<OperationResult>('/api/v1/operations', {
      operation: 'read',
      db: this.db,
      filter: filter ?? {},
      options: { limit: this.pageSize, skip, sort: { [sort.field]: sort.direction } },
    })
    // A read answers documents; the schema's union also holds aggregate groups.
    const sorted = answer.data as DataDocument[]
    const current = await this.versionsOf(sorted.map((d) => d._id))
    const byId = new Map(current.docs.map((d) => [d._id, d]))
    // A document deleted between the two reads is left out.
    const docs = sorted.flatMap((d) => byId.get(d._id) ?? [])
    return { docs, next: answer.hasMore ? { skip: skip + this.pageSize } : null, versions: current.versions }
  }

  /** The documents with these ids as they are now, with their versions (an absent id: deleted). */
  async versionsOf(ids: readonly string[]): Promise<{ docs: DataDocument[]; versions: Record<string, number> }> {
    const chunks: string[][] = []
    for (let i = 0; i < ids.length; i += IDS_PER_READ) chunks.push(ids.slice(i, i + IDS_PER_READ))
    const pages = await Promise.all(
      chunks.map((chunk) =>
        this.api.get<VersionedPage>(`${this.base}/documents`, {
          filter: JSON.stringify({ _id: { $in: chunk } }),
          limit: chunk.length,
          versions: 'true',
        }),
      ),
    )
    return { docs: pages.flatMap((p) => p.data), versions: Object.assign({}, ...pages.map((p) => p.versions ?? {})) }
  }

  /** One document with its version as the API's ETag, to send back as If-Match with an edit. */
  async one(id: string): Promise<{ doc: DataDocument; etag: string | null }> {
    const { body, etag } = await this.api.getVersioned<DataDocument>(`${this.base}/documents/${seg(id)}`)
    return { doc: body, etag }
  }

  async remove(id: string): Promise<void> {
    await this.api.delete(`${this.base}/documents/${seg(id)}`)
  }
}
