import { MongoContactSubmissionStore } from '../../infrastructure/persistence/mongo/mongo-contact-submission-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteContactSubmissionStore } from '../../infrastructure/persistence/sqlite/sqlite-contact-submission-store'
import { InMemoryContactSubmissionStore } from '../fakes/in-memory-contact-submission-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeContactSubmissionStore } from './contact-submission-store.contract'

describeContactSubmissionStore('InMemoryContactSubmissionStore', () => new InMemoryContactSubmissionStore())
describeContactSubmissionStore('SqliteContactSubmissionStore', () => new SqliteContactSubmissionStore(openSqlite(':memory:')))
const mongo = mongoTestDb('contact_submissions')
if (mongo) describeContactSubmissionStore('MongoContactSubmissionStore', () => new MongoContactSubmissionStore(mongo()))
