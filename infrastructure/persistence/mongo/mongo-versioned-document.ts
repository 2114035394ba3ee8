import type { Document } from 'mongodb'
import type { DocumentWriteOptions, StoredDocument } from '../../../application/ports/data-lake-store'
import { idOf } from './mongo-filter'

/**
 * Where a document's version is kept: a name no client can use for a field (domain/field-name.ts
 * refuses it in bodies, filters, sorts and projections), so it never meets a client's data.
 * Documents written before versions existed lack it and read as version 0.
 */
export const VERSION_FIELD = 'constructor'

/** A stored document as the core knows it: `_id` as its id, the version apart from the fields. */
export function toStored(doc: Document, project: (fields: Record<string, unknown>) => Record<string, unknown> = (f) => f): StoredDocument {
  const { _id, ...fields } = doc
  const version = versionOf(doc)
  delete fields[VERSION_FIELD]
  return { id: idOf(_id), fields: project(fields), version }
}

export function versionOf(doc: Document): number {
  const version = Object.hasOwn(doc, VERSION_FIELD) ? doc[VERSION_FIELD] : 0
  return typeof version === 'number' ? version : 0
}

/** The filter condition of a conditional write: the expected version (0 also matches a document without one). */
export function versionCondition(options: DocumentWriteOptions): Document {
  const expected = options.ifVersion
  if (expected === undefined || expected === null) return {}
  return versionIs(expected)
}

/** The filter condition "at this version" (0 also matches a document without one). */
export function versionIs(version: number): Document {
  return version === 0 ? { [VERSION_FIELD]: { $in: [0, null] } } : { [VERSION_FIELD]: version }
}
