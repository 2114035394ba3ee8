import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import { TOKENS } from '../../application/ports/tokens'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import type { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { startTestApp, type TestApp } from '../support/test-app'

const dataDir = mkdtempSync(join(tmpdir(), 'store-faults-'))
let app: TestApp
let token: string
/** When set, every listDatabases of the store fails with this error (an injected run-time fault). */
let injected: Error | null = null

beforeAll(async () => {
  // The real embedded store on a file, with one read path that can be made to fail.
  const faulty = new ContainerModule(({ rebind }) => {
    rebind(TOKENS.DataLakeStore)
      .toResolvedValue(
        (lake: SqliteDataLakeStore) =>
          new Proxy<DataLakeStore>(lake, {
            get: (target, key) => (key === 'listDatabases' && injected ? () => Promise.reject(injected) : Reflect.get(target, key, target)),
          }),
        [INFRA.SqliteDataLake],
      )
      .inSingletonScope()
  })
  app = await startTestApp({ store: 'sqlite', env: { DATA_DIR: dataDir }, overrides: [faulty] })
  token = await app.signIn('ops@example.com')
})
afterAll(async () => {
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the embedded store out of space (max_page_count stands in for a full disk)', () => {
  test('writes answer 503 STORAGE_FULL with Retry-After, readiness goes down, and both recover once there is room', async () => {
    const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'fill' } })
    expect(created.status).toBe(201)
    const documents = `/api/v1/datalake/erp/databases/${((await created.json()) as { name: string }).name}/documents`
    const db = app.container.get(INFRA.Sqlite)
    const { page_count } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${page_count}`)
    let refused: Response | null = null
    for (let i = 0; i < 200 && !refused; i++) {
      const res = await app.request('POST', documents, { token, body: { text: 'x'.repeat(4000), i } })
      if (res.status !== 201) refused = res
    }
    expect(refused?.status).toBe(503)
    expect(refused!.headers.get('retry-after')).toBe('5')
    expect(await refused!.json()).toEqual({ message: 'The store is out of space; try again later', code: 'STORAGE_FULL' })
    const readiness = await app.request('GET', '/readyz')
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toEqual({ message: 'Service Unavailable', database: 'down' })

    db.exec('PRAGMA max_page_count = 1073741823')
    expect((await app.request('POST', documents, { token, body: { text: 'room again' } })).status).toBe(201)
    expect((await app.request('GET', '/readyz')).status).toBe(200)
  })
})

describe('a damaged store found at run time', () => {
  test('answers 503 instead of 500 and turns readiness down', async () => {
    injected = Object.assign(new Error('database disk image is malformed'), {
      code: 'ERR_SQLITE_ERROR',
      errcode: 11,
      errstr: 'database disk image is malformed',
    })
    const res = await app.request('GET', '/api/v1/datalake/erp/databases', { token })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'The store is unavailable', code: 'UPSTREAM_UNAVAILABLE' })
    expect((await app.request('GET', '/readyz')).status).toBe(503)
  })
})
