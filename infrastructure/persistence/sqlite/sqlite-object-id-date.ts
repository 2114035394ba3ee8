import type { DatabaseSync } from 'node:sqlite'

const OBJECT_ID = /^[0-9a-f]{24}$/

/** `object_id_date(id)`: the creation day (`YYYY-MM-DD`) in an ObjectId, null for anything else; on every connection that aggregates. */
export function registerObjectIdDate(db: DatabaseSync): void {
  db.function('object_id_date', { deterministic: true }, (id) => {
    if (typeof id !== 'string' || !OBJECT_ID.test(id)) return null
    return new Date(Number.parseInt(id.slice(0, 8), 16) * 1000).toISOString().slice(0, 10)
  })
}
