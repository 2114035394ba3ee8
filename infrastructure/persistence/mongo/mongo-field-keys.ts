import type { Db } from 'mongodb'
import { type KeyFingerprint, keyMismatch } from '../field-key-check'

/**
 * The MongoDB side of the remembered field-encryption keys (see sqlite-store-checks.ts): refuses a
 * start whose keys lack one the database holds values under, then remembers the active key (the
 * first of `keys`).
 */
export async function assertMongoFieldKeysKnown(db: Db, keys: readonly KeyFingerprint[]): Promise<void> {
  const collection = db.collection<{ _id: string; fingerprint: string; firstUsedAt: Date }>('field_key_fingerprints')
  const remembered = (await collection.find().sort({ firstUsedAt: 1 }).toArray()).map((row) => ({
    kid: row._id,
    fingerprint: row.fingerprint,
  }))
  const mismatch = keyMismatch(remembered, keys, `MongoDB database ${db.databaseName}`)
  if (mismatch) throw new Error(mismatch)
  const active = keys[0]
  if (active)
    await collection.updateOne(
      { _id: active.kid },
      { $setOnInsert: { fingerprint: active.fingerprint, firstUsedAt: new Date() } },
      { upsert: true },
    )
}
