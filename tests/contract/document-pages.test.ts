import { MongoDataLakeStore } from '../../infrastructure/persistence/mongo/mongo-data-lake-store'
import { SerializingDocumentPages } from '../../infrastructure/persistence/serializing-document-pages'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryDataLakeStore } from '../fakes/in-memory-data-lake-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeDocumentPages } from './document-pages.contract'

describeDocumentPages('SerializingDocumentPages over the fake', () => {
  const store = new InMemoryDataLakeStore()
  return { store, pages: new SerializingDocumentPages(store) }
})
describeDocumentPages('SqliteDataLakeStore (stored text, page cache)', () => {
  const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
  return { store, pages: store }
})
const mongo = mongoTestDb('document_pages')
if (mongo)
  describeDocumentPages('SerializingDocumentPages over MongoDB', () => {
    const store = new MongoDataLakeStore(mongo(), { maxTimeMS: 5000 })
    return { store, pages: new SerializingDocumentPages(store) }
  })
