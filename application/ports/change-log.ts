import type { ChangeRecord } from '../../domain/change-record'

/**
 * The read side of the data lake's change log. Records are appended by the store's write paths
 * in the same transaction as the change; values of sensitive fields come back as stored
 * (ciphertext), for the caller to decrypt.
 */
export interface ChangeLog {
  /** Records of one database committed after the cursor `after` (exclusive; null: from the start), oldest first. */
  listAfter(db: string, after: string | null, limit: number): Promise<ChangeRecord[]>
  /** Records of one document before the cursor `before` (exclusive; null: the newest), newest first. */
  listForDocument(db: string, documentId: string, before: string | null, limit: number): Promise<ChangeRecord[]>
  /** The id of a database's newest record, null when it has none. */
  lastId(db: string): Promise<string | null>
  /** Removes records committed before `cutoff`; answers how many went. */
  removeOlderThan(cutoff: Date): Promise<number>
}

/** Tells listeners on this instance that a database's change log grew, so streams and webhooks need not wait for a poll. */
export interface ChangeNotifier {
  /** Calls `listener` with the database's name after each commit that appended records; answers an unsubscribe. */
  subscribe(listener: (db: string) => void): () => void
}
