import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServiceProcess } from '../support/service-process'

const dataDir = mkdtempSync(join(tmpdir(), 'wal-bound-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const LIMIT = 1024 * 1024

const sizeOf = (file: string) => {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

describe('the write-ahead log under sustained writes', () => {
  test('stays near SQLITE_WAL_MAX_BYTES while the store grows past it many times', async () => {
    const service = startServiceProcess({ DATA_DIR: dataDir, SQLITE_WAL_MAX_BYTES: String(LIMIT), RATE_LIMIT_AUTH_IP: '100/60' })
    try {
      const base = await service.ready()
      const post = (path: string, body: unknown, token?: string) =>
        fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      expect((await post('/api/v1/auth', { email: 'writer@example.com' })).status).toBe(200)
      await service.line((l) => l.message === 'mail written to outbox')
      const mail = JSON.parse(readFileSync(join(dataDir, 'outbox', readdirSync(join(dataDir, 'outbox'))[0]!), 'utf8'))
      const link = decodeURIComponent(/token=([^\s"]+)/.exec(mail.text)![1]!)
      const { accessToken } = (await (await post('/api/v1/auth/verify', { token: link })).json()) as { accessToken: string }
      const created = (await (await post('/api/v1/datalake/load/databases', { name: 'load' }, accessToken)).json()) as { name: string }
      const documents = `/api/v1/datalake/load/databases/${created.name}/documents`

      const wal = join(dataDir, 'service.db-wal')
      let largestWal = 0
      let written = 0
      const sampler = setInterval(() => (largestWal = Math.max(largestWal, sizeOf(wal))), 10)
      await Promise.all(
        Array.from({ length: 32 }, async (_, writer) => {
          // Until the notes alone are twelve times the bound (before the fix the log reached the store's own size).
          while (written * 800 < 12 * LIMIT) {
            const res = await post(documents, { writer, note: 'n'.repeat(800), at: written }, accessToken)
            if (res.status !== 201) throw new Error(`write answered ${res.status}`)
            written++
          }
        }),
      )
      clearInterval(sampler)
      largestWal = Math.max(largestWal, sizeOf(wal))
      // The writes went to the store itself; the log stayed near its bound. It may pass the bound by
      // the writes of one 50 ms check interval and a held batch (3.8-3.9 × LIMIT seen on a quiet
      // 2-core machine, 4.6 × once: 4 × was a flaky edge); without the bound the log grows as large
      // as the store, past the 12 × LIMIT of the notes alone, so 8 × still tells the two apart.
      expect(sizeOf(join(dataDir, 'service.db'))).toBeGreaterThan(8 * LIMIT)
      expect(largestWal).toBeLessThan(8 * LIMIT)
    } finally {
      service.stop()
    }
  })
})
