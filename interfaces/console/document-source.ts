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
}
export type PagePosition = { cursor: string } | { skip: number }

/**
 * Reads pages of documents. Ordered by `_id` it pages with the API's cursor (GET .../documents);
 * ordered by another field it asks POST /operations (skip and hasMore), the API's only sorted read.
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
      }
      const page = await this.api.get<Page<DataDocument>>(`${this.base}/documents`, query)
      return { docs: page.data, next: page.nextCursor ? { cursor: page.nextCursor } : null }
    }
    const skip = at && 'skip' in at ? at.skip : 0
    const answer = await this.api.post<OperationResult>('/api/v1/operations', {
      operation: 'read',
      db: this.db,
      filter: filter ?? {},
      options: { limit: this.pageSize, skip, sort: { [sort.field]: sort.direction } },
    })
    // A read answers documents; the schema's union also holds aggregate groups.
    return { docs: answer.data as DataDocument[], next: answer.hasMore ? { skip: skip + this.pageSize } : null }
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
