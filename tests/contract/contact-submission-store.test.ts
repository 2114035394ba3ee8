import { MongoContactSubmissionStore } from '../../infrastructure/persistence/mongo/mongo-contact-submission-store'
import { SqliteContactSubmissionStore } from '../../infrastructure/persistence/sqlite/sqlite-contact-submission-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryContactSubmissionStore } from '../fakes/in-memory-contact-submission-store'
import { mongoFreshDbs } from '../support/mongo-test-db'
import { describeContactSubmissionStore } from './contact-submission-store.contract'

describeContactSubmissionStore('InMemoryContactSubmissionStore', () => new InMemoryContactSubmissionStore())
describeContactSubmissionStore('SqliteContactSubmissionStore', () => new SqliteContactSubmissionStore(openSqlite(':memory:')))
// A fresh database per test: the inbox listings expect a store holding only their own submissions.
const mongo = mongoFreshDbs('contact_submissions')
if (mongo) describeContactSubmissionStore('MongoContactSubmissionStore', async () => new MongoContactSubmissionStore(await mongo()))
