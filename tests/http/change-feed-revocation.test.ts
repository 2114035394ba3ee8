import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { CreateDocument } from '../../application/use-cases/create-document'
import { type SseEvent, SseReader } from '../support/sse-reader'
import { startTestApp, type TestApp } from '../support/test-app'

// The default heartbeat (15 s): a stream must not wait for it to notice a revocation.
const ADMIN = 'feed-root@example.com'
let app: TestApp
let admin: string
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN } })
  admin = await app.signIn(ADMIN)
})
afterAll(() => app.stop())

/** A user with a database and an open change stream on it. */
async function streaming(target: TestApp, email: string) {
  const token = await target.signIn(email)
  const created = await target.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Revoked feed' } })
  const { name } = (await created.json()) as { name: string }
  const response = await fetch(`${target.url}/api/v1/datalake/erp/databases/${name}/changes`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  })
  expect(response.status).toBe(200)
  return { token, db: name, stream: new SseReader(response) }
}

/** The events the stream still delivered if it ended within `ms`; 'still open' otherwise. */
async function endWithin(stream: SseReader, ms: number): Promise<SseEvent[] | 'still open'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'still open'>((resolve) => (timer = setTimeout(() => resolve('still open'), ms)))
  try {
    return await Promise.race([stream.untilEnd(), late])
  } finally {
    clearTimeout(timer)
    await stream.cancel()
  }
}

describe('a change stream whose token is revoked', () => {
  test('ends within 2 s of a logout', async () => {
    const { token, stream } = await streaming(app, 'feed-logout@example.com')
    expect((await app.request('POST', '/api/v1/auth/logout', { token })).status).toBe(200)
    expect(await endWithin(stream, 2000)).toEqual([])
  })

  test('ends within 2 s of an administrator disabling the user', async () => {
    const { stream } = await streaming(app, 'feed-disabled@example.com')
    const listed = await app.request('GET', '/api/v1/users?email=feed-disabled@', { token: admin })
    const id = ((await listed.json()) as { data: { _id: string }[] }).data[0]!._id
    expect((await app.request('PATCH', `/api/v1/users/${id}`, { token: admin, body: { disabled: true } })).status).toBe(200)
    expect(await endWithin(stream, 2000)).toEqual([])
  })
})

describe('a revocation this instance hears nothing about (made on another instance)', () => {
  let deaf: TestApp
  beforeAll(async () => {
    // Revocations are published to nobody: only the stream's own re-check of the store can notice.
    const silent = new ContainerModule(({ rebind }) => {
      rebind(TOKENS.RevocationNotifier).toConstantValue({ publish: () => {}, subscribe: () => () => {} })
    })
    deaf = await startTestApp({ overrides: [silent] })
  })
  afterAll(() => deaf.stop())

  test('still ends the stream within 2 s, and a change committed after it is never sent', async () => {
    const { token, db, stream } = await streaming(deaf, 'feed-elsewhere@example.com')
    const principal = await deaf.container.get(AuthenticateAccessToken).execute({ token })
    expect((await deaf.request('POST', '/api/v1/auth/logout', { token })).status).toBe(200)
    // Committed after the revocation: the stream is woken by it, and must not pass it on.
    await deaf.container.get(CreateDocument).execute({ principal, source: 'erp', db, body: { status: 'after-revocation' } })
    expect(await endWithin(stream, 2000)).toEqual([])
  })
})
