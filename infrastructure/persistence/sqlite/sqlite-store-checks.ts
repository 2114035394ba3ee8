import { type KeyFingerprint, keyMismatch } from '../field-key-check'
import type { Sqlite } from './sqlite-database'

/**
 * Refuses a damaged file before it is served: `PRAGMA quick_check` reads every page (it skips
 * only the index-to-table cross-checks of integrity_check), so a partly corrupt store stops the
 * start instead of answering 500 to the reads that touch the damage.
 */
export function assertStoreIntact(db: Sqlite, path: string): void {
  const rows = db.prepare('PRAGMA quick_check(3)').all() as { quick_check: string }[]
  const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok')
  if (problems.length > 0)
    throw new Error(
      `The store ${path} is damaged (PRAGMA quick_check: ${problems[0]!.replace(/\s+/g, ' ')}): restore it from a backup, or move it away to start empty`,
    )
}

/**
 * The store remembers a fingerprint of every key that has encrypted data in it (the active key at
 * each start). A start whose FIELD_ENCRYPTION_KEYS lacks one of them, or holds a different key
 * under its id, would answer 500 to every read of an encrypted value: it stops instead, naming the
 * key id. `keys` lists the configured keys, the active one first.
 */
export function assertFieldKeysKnown(db: Sqlite, path: string, keys: readonly KeyFingerprint[]): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS field_key_fingerprints (kid TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, first_used_at TEXT NOT NULL) STRICT',
  )
  const remembered = db
    .prepare('SELECT kid, fingerprint FROM field_key_fingerprints ORDER BY first_used_at')
    .all() as unknown as KeyFingerprint[]
  const mismatch = keyMismatch(remembered, keys, path)
  if (mismatch) throw new Error(mismatch)
  const active = keys[0]
  if (active)
    db.prepare('INSERT OR IGNORE INTO field_key_fingerprints (kid, fingerprint, first_used_at) VALUES (?, ?, ?)').run(
      active.kid,
      active.fingerprint,
      new Date().toISOString(),
    )
}
