import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type Db, ObjectId } from 'mongodb'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { ensureMongoIndexes } from '../../infrastructure/persistence/mongo/mongo-indexes'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

// What the MongoDB adapters leave in the database, read back with the driver: real ObjectIds,
// ciphertext for sensitive fields, hashes only for login links, and idempotent indexes.
// Without TEST_MONGODB_URI nothing registers: tests/setup.ts prints the one line saying so.
if (TEST_MONGODB_URI)
  describe('MongoDB: the stored shape', () => {
    let app: TestApp
    let db: Db
    let token: string

    beforeAll(async () => {
      app = await startTestApp({ env: { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('shape') } })
      db = app.container.get(INFRA.MongoDb)
      token = await app.signIn('shape@example.com')
    })
    afterAll(() => app?.stop())

    test('users have ObjectId ids; login links keep hashes, never the secret or the code', async () => {
      const user = await db.collection('users').findOne({ email: 'shape@example.com' })
      expect(user?._id).toBeInstanceOf(ObjectId)
      const me = (await (await app.request('GET', '/api/v1/me', { token })).json()) as { email: string }
      expect(me.email).toBe('shape@example.com')
      await app.request('POST', '/api/v1/auth', { body: { email: 'shape@example.com' } })
      const linkToken = app.mailer.lastLinkToken('shape@example.com')
      const [linkId, secret] = linkToken.split('.') as [string, string]
      const link = await db.collection('login_links').findOne({ _id: linkId as never })
      expect(link).not.toBeNull()
      expect(JSON.stringify(link)).not.toContain(secret)
      expect(String(link?.secretHash)).toStartWith('$argon2id$')
    })

    test('data lake documents: ObjectId _id, sensitive fields stored as ciphertext, others as sent', async () => {
      const created = await app.request('POST', '/api/v1/datalake/erp/databases', {
        token,
        body: { name: 'Shape Check', variables: ['origin'] },
      })
      expect(created.status).toBe(201)
      const { name } = (await created.json()) as { name: string }
      const posted = await app.request('POST', `/api/v1/datalake/erp/databases/${name}/documents`, {
        token,
        body: { origin: 'Oslo', contactPhone: '+47 555 0100' },
      })
      expect(posted.status).toBe(201)
      const { _id } = (await posted.json()) as { _id: string }
      const stored = await db.collection(name).findOne({ _id: new ObjectId(_id) })
      expect(stored?.origin).toBe('Oslo')
      expect(String(stored?.contactPhone)).toStartWith('enc:v1:')
      expect(JSON.stringify(stored)).not.toContain('555 0100')
      const meta = await db.collection('datalake_databases').findOne({ _id: name as never })
      expect(meta?.userFriendlyName).toBe('Shape Check')
    })

    test('indexes exist once with their options, and a second start changes nothing', async () => {
      const before = await db.collection('users').indexes()
      await ensureMongoIndexes(db)
      expect(await db.collection('users').indexes()).toEqual(before)
      expect(before.find((i) => i.name === 'email_unique')).toMatchObject({ key: { email: 1 }, unique: true })
      const lake = await db.collection('datalake_databases').indexes()
      expect(lake.find((i) => i.name === 'friendly_name_unique')).toMatchObject({
        key: { source: 1, workspaceId: 1, userFriendlyName: 1 },
        unique: true,
      })
    })
  })
