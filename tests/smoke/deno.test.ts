import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { MongoClient } from 'mongodb'
import { CONSOLE_CSP } from '../../interfaces/http/routes/console-routes'
import { buildConsole } from '../../scripts/build-console'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { type DenoService, denoBinary, startDenoService } from './deno-process'
import { type Call, httpCaller, unservedRoutes } from './smoke-http'

// The same app served by interfaces/http/server.deno.ts through `deno task start`, driven over
// HTTP from a fresh DATA_DIR: on the embedded store, and on MongoDB too when TEST_MONGODB_URI is
// set. Needs `deno` on PATH (.ci/run installs it: npm install -g deno@2.9.6).
const deno = denoBinary()
if (!deno) console.log('Deno smoke test skipped: deno is not on PATH (npm install -g deno@2.9.6)')

const ROUTES = {
  createDatabase: 'POST /api/v1/datalake/smoke/databases',
  createDocument: 'POST /api/v1/datalake/smoke/databases/x/documents',
  patchField: 'PATCH /api/v1/datalake/smoke/databases/x/documents/0123456789abcdef01234567',
  operations: 'POST /api/v1/operations',
  classify: 'POST /api/public/classify',
  chat: 'POST /api/public/chat',
} as const

interface Run {
  readonly store: 'sqlite' | 'mongodb'
  readonly dataDir: string
  readonly service: DenoService | null
  readonly call: Call
  /** Routes the app does not serve yet: their steps are todos. */
  readonly missing: Set<string>
}

const mongoDb = TEST_MONGODB_URI && deno ? freshMongoDbName('deno_smoke') : null
const started: { dataDir: string; service: DenoService | null }[] = []
/** Stops every started process and removes what it left; safe to call twice. */
async function cleanUp(): Promise<void> {
  for (const run of started.splice(0)) {
    await run.service?.stop(5_000)
    rmSync(run.dataDir, { recursive: true, force: true })
  }
  if (mongoDb) {
    const client = new MongoClient(TEST_MONGODB_URI!, { serverSelectionTimeoutMS: 5000 })
    await client
      .db(mongoDb)
      .dropDatabase()
      .catch(() => undefined)
    await client.close()
  }
}
afterAll(cleanUp)

async function startRun(store: Run['store'], env: Record<string, string>): Promise<Run> {
  const entry: { dataDir: string; service: DenoService | null } = {
    dataDir: mkdtempSync(join(tmpdir(), `deno-smoke-${store}-`)),
    service: null,
  }
  started.push(entry)
  entry.service = deno ? await startDenoService(entry.dataDir, env) : null
  const call = httpCaller(entry.service?.baseUrl ?? 'http://127.0.0.1:9')
  const missing = entry.service ? await unservedRoutes(call, Object.values(ROUTES)) : new Set<string>()
  return { store, dataDir: entry.dataDir, service: entry.service, call, missing }
}

const settled = await Promise.allSettled([
  startRun('sqlite', {}),
  ...(mongoDb ? [startRun('mongodb', { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: mongoDb })] : []),
])
const failedStart = settled.find((r) => r.status === 'rejected')
if (failedStart) {
  await cleanUp()
  throw failedStart.reason
}
const runs = settled.map((r) => (r as PromiseFulfilledResult<Run>).value)
const pending = new Set(runs.flatMap((run) => [...run.missing]))
if (pending.size > 0) console.log(`Deno smoke test: steps pending (todo) until these routes are served: ${[...pending].join(', ')}`)

for (const run of runs) {
  const { call, dataDir } = run
  const email = 'deno-smoke@example.com'
  let accessToken = ''
  let database = ''
  let documentId = ''

  /** A step that runs when its routes are served; otherwise it stays visible as a todo naming the route. */
  const step = (name: string, needs: readonly string[], body: () => Promise<void>) => {
    // skipIf: without deno on PATH there is no runtime to start the entry with (one line printed above).
    if (!run.service) return test.skipIf(true)(name, body)
    const absent = needs.find((route) => run.missing.has(route))
    if (absent) return test.todo(`${name} [pending: ${absent} is not served yet]`)
    test(name, body, 30_000)
  }

  describe(`the Deno entry (deno task start) on ${run.store} serves the same app`, () => {
    step('answers /livez and /swagger/json and keeps the JSON error contract', [], async () => {
      expect(await call('GET', '/livez')).toEqual({ status: 200, json: { message: 'OK' } })
      expect(await call('GET', '/nope')).toEqual({ status: 404, json: { message: 'Route not found', code: 'NOT_FOUND' } })
      expect(await call('POST', '/api/v1/auth', '{"email":')).toEqual({
        status: 400,
        json: { message: 'Request body is not valid JSON', code: 'MALFORMED_JSON' },
      })
      const openapi = await call('GET', '/swagger/json')
      expect(openapi.status).toBe(200)
      expect(openapi.json.info.version).toBe('1.0.0')
      expect(Object.keys(openapi.json.paths)).toContain('/api/v1/auth/verify')
    })

    step('signs in through the outbox in DATA_DIR', [], async () => {
      const asked = await call('POST', '/api/v1/auth', { email })
      expect(asked).toEqual({ status: 200, json: { message: `Verification email sent to ${email}. Please check your inbox.` } })
      await run.service!.waitForLine((l) => l.message === 'mail written to outbox')
      const [file] = readdirSync(join(dataDir, 'outbox'))
      const mail = JSON.parse(readFileSync(join(dataDir, 'outbox', file!), 'utf8')) as { to: string; text: string }
      expect(mail.to).toBe(email)
      const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail.text)![1]!)
      const verified = await call('POST', '/api/v1/auth/verify', { token })
      expect(verified.status).toBe(200)
      expect(verified.json.tokenType).toBe('Bearer')
      accessToken = verified.json.accessToken
      const me = await call('GET', '/api/v1/me', undefined, accessToken)
      expect(me.status).toBe(200)
      expect(me.json).toMatchObject({ email, permission: 'user', status: 'Pending' })
    })

    step('creates a data lake database', [ROUTES.createDatabase], async () => {
      const created = await call('POST', '/api/v1/datalake/smoke/databases', { name: 'Deno Shipments', variables: ['origin'] }, accessToken)
      expect(created.status).toBe(201)
      expect(created.json).toMatchObject({ userFriendlyName: 'Deno Shipments' })
      expect(created.json.name).toMatch(/^deno_shipments_[a-z0-9]{6}$/)
      database = created.json.name
    })

    step('adds a document (a sensitive field included)', [ROUTES.createDatabase, ROUTES.createDocument], async () => {
      const created = await call(
        'POST',
        `/api/v1/datalake/smoke/databases/${database}/documents`,
        { origin: 'Rotterdam', phone: '+31 20 555 0100' },
        accessToken,
      )
      expect(created.status).toBe(201)
      expect(created.json).toMatchObject({ origin: 'Rotterdam', phone: '+31 20 555 0100' })
      documentId = created.json._id
      expect(documentId).toMatch(/^[0-9a-f]{24}$/)
    })

    step('patches one field', [ROUTES.createDatabase, ROUTES.createDocument, ROUTES.patchField], async () => {
      const patched = await call(
        'PATCH',
        `/api/v1/datalake/smoke/databases/${database}/documents/${documentId}`,
        { field: 'origin', value: 'Hamburg Waltershof' },
        accessToken,
      )
      expect(patched).toEqual({
        status: 200,
        json: { message: 'Field updated successfully', changes: { field: 'origin', from: 'Rotterdam', to: 'Hamburg Waltershof' } },
      })
    })

    step(
      'reads the document back through operations',
      [ROUTES.createDatabase, ROUTES.createDocument, ROUTES.patchField, ROUTES.operations],
      async () => {
        const read = await call('POST', '/api/v1/operations', { operation: 'read', db: database, filter: { _id: documentId } }, accessToken)
        expect(read.status).toBe(200)
        expect(read.json).toMatchObject({ success: true, modifiedCount: 0, hasMore: false })
        expect(read.json.data).toEqual([{ _id: documentId, origin: 'Hamburg Waltershof', phone: '+31 20 555 0100' }])
      },
    )

    step('classifies a message', [ROUTES.classify], async () => {
      const classified = await call('POST', '/api/public/classify', {
        message: 'Please quote 12 pallets by truck from Rotterdam to Hamburg next week',
      })
      expect(classified).toEqual({ status: 200, json: { intent: 'INQUIRY' } })
    })

    step('answers through the chat assistant', [ROUTES.chat], async () => {
      const answered = await call('POST', '/api/public/chat', { message: 'I need to ship a container from Shanghai to Rotterdam' })
      expect(answered.status).toBe(200)
      expect(answered.json).toMatchObject({ status: 'active' })
      expect(answered.json.sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(answered.json.message.length).toBeGreaterThan(0)
    })

    step('serves the web console that bun run build:console bundled, under its CSP', [], async () => {
      await buildConsole()
      const page = await fetch(`${run.service!.baseUrl}/console`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP)
      expect(await page.text()).toContain('/console/assets/console.js')
      expect((await fetch(`${run.service!.baseUrl}/console/assets/console.js`)).headers.get('content-type')).toBe(
        'text/javascript; charset=utf-8',
      )
    })

    step('stops gracefully on SIGTERM to its PID', [], async () => {
      expect(await run.service!.stop()).toBe(0)
      expect(run.service!.lines.some((l) => l.includes('"message":"stopped"'))).toBe(true)
    })

    if (run.store !== 'sqlite') return
    // The embedded store's file can be read once the process is gone.
    step('kept the sensitive field encrypted at rest', [ROUTES.createDatabase, ROUTES.createDocument], async () => {
      const files = readdirSync(dataDir).filter((f) => f.startsWith('service.db'))
      expect(files).toContain('service.db')
      for (const file of files) expect(readFileSync(join(dataDir, file)).includes('+31 20 555 0100')).toBe(false)
      // The file does hold the document (so the check above is not vacuous).
      expect(files.some((file) => readFileSync(join(dataDir, file)).includes('Hamburg Waltershof'))).toBe(true)
    })

    step('keyed rate limits by the peer address Deno reported', [], async () => {
      const db = new DatabaseSync(join(dataDir, 'service.db'), { readOnly: true })
      try {
        const keys = (db.prepare("SELECT key FROM rate_limits WHERE key LIKE 'auth-ip:%'").all() as { key: string }[]).map((r) => r.key)
        expect([...new Set(keys)]).toEqual(['auth-ip:127.0.0.1'])
      } finally {
        db.close()
      }
    })
  })
}
