import type { Document } from 'mongodb'
import type { DocumentPageQuery, DocumentQuery, StoredDocument } from '../../../application/ports/data-lake-store'
import { compileProjection } from '../document-projection'
import { toMongoFilter, toMongoSort, toObjectIdOrString } from './mongo-filter'
import type { LakeDocument, MongoLakeCollections } from './mongo-lake-collections'
import { toStored } from './mongo-versioned-document'

/** The data lake's reads in MongoDB: filters and sorts run by the server, projections applied here. */
export class MongoLakeReads {
  constructor(private readonly collections: MongoLakeCollections) {}

  findDocument(name: string, id: string): Promise<StoredDocument | null> {
    return this.collections.findDocument(name, id)
  }

  async listDocuments(name: string, query: DocumentPageQuery): Promise<StoredDocument[]> {
    const filter = toMongoFilter<LakeDocument>(query.filter)
    const keyed =
      query.after === null ? filter : { $and: [filter, { _id: { [query.descending ? '$lt' : '$gt']: toObjectIdOrString(query.after) } }] }
    const docs = await this.collections
      .documents(name)
      .find(keyed as Document, { ...this.collections.limits, sort: { _id: query.descending ? -1 : 1 }, limit: query.limit })
      .toArray()
    const project = compileProjection(query.fields)
    return docs.map((doc) => toStored(doc, project))
  }

  async find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    const docs = await this.collections
      .documents(name)
      .find(toMongoFilter(query.filter), {
        ...this.collections.limits,
        sort: toMongoSort(query.sort),
        skip: query.skip,
        limit: query.limit,
      })
      .toArray()
    const project = compileProjection(query.fields)
    return docs.map((doc) => {
      const { id, fields } = toStored(doc, project)
      return { id, fields }
    })
  }

  countDocuments(name: string): Promise<number> {
    return this.collections.documents(name).countDocuments({}, this.collections.limits)
  }
}
