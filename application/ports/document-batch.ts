import type { ChangeStamp } from '../../domain/change-entries'
import type { DocumentChange, StoredDocument } from './data-lake-store'

/** One prepared write of a batch, in stored form (encrypted, ids assigned). */
export type BatchWrite =
  | { readonly op: 'create'; readonly id: string; readonly fields: Record<string, unknown> }
  | { readonly op: 'update'; readonly id: string; readonly change: DocumentChange; readonly ifVersion: number | null }
  | { readonly op: 'delete'; readonly id: string; readonly ifVersion: number | null }

export type BatchOutcome =
  | { readonly ok: true; readonly results: readonly { op: BatchWrite['op']; id: string; version: number }[] }
  | { readonly ok: false; readonly index: number; readonly reason: 'not-found' }
  | { readonly ok: false; readonly index: number; readonly reason: 'conflict'; readonly current: StoredDocument }

/**
 * Writes of one database applied in order, all or nothing, each document with its change record.
 * A store that cannot make them one transaction throws TRANSACTIONS_UNAVAILABLE and writes nothing.
 */
export interface DocumentBatch {
  apply(name: string, writes: readonly BatchWrite[], stamp: ChangeStamp): Promise<BatchOutcome>
}
