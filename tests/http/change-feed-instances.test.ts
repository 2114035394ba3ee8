import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { CreateDocument } from '../../application/use-cases/create-document'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { SseReader } from '../support/sse-reader'
import { startTestApp, type TestApp } from '../support/test-app'

// Two instances on one MongoDB database: a change committed by one reaches a stream on the other
// through the tailing read of the log (FerretDB has no change streams). Mongo only.
if (TEST_MONGODB_URI)
  describe('the change feed across instances', () => {
    let writer: TestApp
    let reader: TestApp
    beforeAll(async () => {
      const env = { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('feed2') }
      writer = await startTestApp({ env })
      reader = await startTestApp({ env })
    })
    afterAll(async () => {
      await reader?.stop()
      await writer?.stop()
    })

    test("a stream on one instance receives the other instance's commits", async () => {
      const token = await writer.signIn('instances@example.com')
      const created = await writer.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Two instances' } })
      const { name } = (await created.json()) as { name: string }
      const response = await fetch(`${reader.url}/api/v1/datalake/erp/databases/${name}/changes`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      })
      expect(response.status).toBe(200)
      const stream = new SseReader(response)
      const posted = await writer.request('POST', `/api/v1/datalake/erp/databases/${name}/documents`, {
        token,
        body: { status: 'elsewhere' },
      })
      const { _id } = (await posted.json()) as { _id: string }
      const event = (await stream.next())!
      expect(JSON.parse(event.data)).toMatchObject({
        op: 'create',
        documentId: _id,
        changes: [{ field: 'status', from: null, to: 'elsewhere' }],
      })
      await stream.cancel()
    })

    test('a logout on one instance ends a stream on the other within 2 s, with nothing committed after it', async () => {
      const token = await writer.signIn('instances-logout@example.com')
      const created = await writer.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Revoked elsewhere' } })
      const { name } = (await created.json()) as { name: string }
      const response = await fetch(`${reader.url}/api/v1/datalake/erp/databases/${name}/changes`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      })
      const stream = new SseReader(response)
      const principal = await writer.container.get(AuthenticateAccessToken).execute({ token })
      expect((await writer.request('POST', '/api/v1/auth/logout', { token })).status).toBe(200)
      await writer.container.get(CreateDocument).execute({ principal, source: 'erp', db: name, body: { status: 'after-logout' } })
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<'still open'>((resolve) => (timer = setTimeout(() => resolve('still open'), 2000)))
      expect(await Promise.race([stream.untilEnd(), late])).toEqual([])
      clearTimeout(timer)
      await stream.cancel()
    })
  })
