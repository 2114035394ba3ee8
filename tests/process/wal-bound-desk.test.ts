import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServiceProcess } from '../support/service-process'

const dataDir = mkdtempSync(join(tmpdir(), 'wal-bound-desk-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const LIMIT = 2 * 1024 * 1024
const BASIC = `Basic ${Buffer.from('inbound:inbound-secret').toString('base64')}`

const sizeOf = (file: string) => {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

describe('the write-ahead log under sustained desk writes', () => {
  // Before inquiry writes went through the write batcher, they committed beside it and the bound never ran.
  test('inbound mail filing many inquiries keeps the log near SQLITE_WAL_MAX_BYTES', async () => {
    const service = startServiceProcess({
      DATA_DIR: dataDir,
      SQLITE_WAL_MAX_BYTES: String(LIMIT),
      INBOUND_WEBHOOK_USER: 'inbound',
      INBOUND_WEBHOOK_PASSWORD: 'inbound-secret',
    })
    try {
      const base = await service.ready()
      const wal = join(dataDir, 'service.db-wal')
      let largestWal = 0
      let written = 0
      const sampler = setInterval(() => (largestWal = Math.max(largestWal, sizeOf(wal))), 10)
      await Promise.all(
        Array.from({ length: 16 }, async (_, writer) => {
          // Until the texts alone are six times the bound (the store grows by about 40 times as much).
          while (written * 1000 < 6 * LIMIT) {
            const n = written++
            const res = await fetch(`${base}/api/v1/inbound/postmark`, {
              method: 'POST',
              headers: { authorization: BASIC, 'content-type': 'application/json' },
              body: JSON.stringify({
                From: 'ana@example.com',
                FromFull: { Email: 'ana@example.com', Name: 'Ana', MailboxHash: '' },
                To: 'desk@inbound.example.com',
                Subject: `Quote ${writer}-${n}`,
                MessageID: `wal-${writer}-${n}`,
                TextBody: `Please quote 2 pallets Hamburg to Lyon. ${'t'.repeat(1000)}`,
                Headers: [],
                Attachments: [],
              }),
            })
            if (res.status !== 200) throw new Error(`inbound answered ${res.status}`)
          }
        }),
      )
      clearInterval(sampler)
      largestWal = Math.max(largestWal, sizeOf(wal))
      expect(sizeOf(join(dataDir, 'service.db'))).toBeGreaterThan(8 * LIMIT)
      // Before, the log grew past 1 GB in this test; now it may pass its bound by the writes of one 50 ms check.
      expect(largestWal).toBeLessThan(3 * LIMIT)
    } finally {
      service.stop()
    }
  }, 120_000)
})
