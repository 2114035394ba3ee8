import type { Collection, Db, Document, ObjectId } from 'mongodb'
import type { StoredDocument } from '../../../application/ports/data-lake-store'
import type { MongoLimits } from './mongo-client'
import { DATALAKE_DATABASES } from './mongo-database-catalog'
import { toObjectIdOrString } from './mongo-filter'
import { toStored } from './mongo-versioned-document'

/** A data lake document as stored: the client's fields beside an ObjectId `_id`. */
export interface LakeDocument extends Document {
  _id: ObjectId | string
}

/** What the MongoDB data lake's catalog, reads and writes share: each database's collection and the per-call limits. */
export class MongoLakeCollections {
  constructor(
    readonly db: Db,
    readonly limits: MongoLimits,
  ) {}

  /** The collection of a data lake database (never the metadata collection). */
  documents(name: string): Collection<LakeDocument> {
    if (name === DATALAKE_DATABASES) throw new Error('not a data lake database')
    return this.db.collection<LakeDocument>(name)
  }

  /** One document with its version, null when absent. */
  async findDocument(name: string, id: string): Promise<StoredDocument | null> {
    const doc = await this.documents(name).findOne({ _id: toObjectIdOrString(id) }, this.limits)
    return doc ? toStored(doc) : null
  }
}
