import type { DataLakeDatabase } from '../../domain/database'
import type { DocumentChange } from '../ports/data-lake-store'
import type { DocumentCodec } from './document-codec'

/**
 * The change an update applies to one matched document: the fields whose value differs from the
 * one stored (compared decrypted), encrypted for that document; null when nothing differs, so
 * `modified` keeps MongoDB's meaning even for encrypted fields, whose ciphertext always differs.
 */
export function documentChange(codec: DocumentCodec, database: DataLakeDatabase, data: Record<string, unknown>): DocumentChange {
  const serialized = Object.entries(data).map(([field, value]) => [field, value, canonical(value)] as const)
  return (document) => {
    let set: Record<string, unknown> | null = null
    for (const [field, value, text] of serialized) {
      const present = Object.hasOwn(document.fields, field)
      const current = present ? codec.decodeValue(database, document.id, field, document.fields[field]) : undefined
      if (present && canonical(current) === text) continue
      set ??= {}
      set[field] = codec.encodeValue(database, document.id, field, value)
    }
    return set
  }
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}
