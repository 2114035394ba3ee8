import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { run } from '../support/openapi-tools'
import { type ServedApi, startServedApi } from '../support/served-api'

// What the client program answers (tests/openapi/client/walk-data-lake.ts, loaded by path so the
// repository's own type check never needs the generated types).
interface Walk {
  email: string
  expiresIn: number
  database: string
  created: Record<string, unknown> & { _id: string }
  patched: { from: unknown; to: unknown }
  statusMessage: string
  read: { count: number; modifiedCount: number; hasMore: boolean | undefined }
  listed: string[]
  missing: { status: number; code: string }
  deleted: string
}

const clientDir = join(import.meta.dir, 'client')
let api: ServedApi
beforeAll(async () => {
  api = await startServedApi()
})
afterAll(() => api.stop())

test(
  'a TypeScript client generated from the served document compiles with tsc --strict, signs in and walks the data lake',
  async () => {
    // What a client team runs: openapi-typescript on the served document (docs/openapi.md).
    const types = astToString(await openapiTS(new URL(`${api.base}/swagger/json`)))
    mkdirSync(join(clientDir, 'generated'), { recursive: true })
    writeFileSync(join(clientDir, 'generated', 'api.d.ts'), types)
    expect(types).toContain('expiresIn: number')
    expect(types).toContain('modifiedCount: number')

    const tsc = await run([process.execPath, require.resolve('typescript/bin/tsc'), '--strict', '-p', join(clientDir, 'tsconfig.json')])
    expect(tsc.output).toBe('')
    expect(tsc.code).toBe(0)

    const { walkDataLake } = (await import(join(clientDir, 'walk-data-lake.ts'))) as {
      walkDataLake: (base: string, email: string, linkTokenOf: (email: string) => string) => Promise<Walk>
    }
    const walk = await walkDataLake(api.base, 'Typed.Client@Example.com', (email) => api.linkToken(email.toLowerCase()))
    expect(walk).toEqual({
      email: 'typed.client@example.com',
      expiresIn: 3600,
      database: 'Typed Shipments',
      created: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), origin: 'Oslo', weightKg: 1200 },
      patched: { from: 1200, to: 1300 },
      statusMessage: '[DataLakeService] Variables added successfully. Matched 1, modified 1 documents.',
      read: { count: 1, modifiedCount: 0, hasMore: false },
      listed: ['Typed Shipments'],
      missing: { status: 404, code: 'NOT_FOUND' },
      deleted: expect.stringMatching(/^Database typed_shipments_[a-z0-9]{6} deleted$/),
    })
  },
  { timeout: 120_000 },
)
