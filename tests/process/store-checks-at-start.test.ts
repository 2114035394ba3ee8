import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, openSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { failedStart, startServiceProcess } from '../support/service-process'

const scratch = mkdtempSync(join(tmpdir(), 'store-checks-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Starts the service, checks it is ready, stops it with SIGTERM. */
async function startAndStop(env: Record<string, string>) {
  const service = startServiceProcess(env)
  try {
    expect((await fetch(`${await service.ready()}/readyz`)).status).toBe(200)
    service.child.kill('SIGTERM')
    expect(await service.child.exited).toBe(0)
  } finally {
    service.stop()
  }
}

async function expectRefused(env: Record<string, string>, line: RegExp) {
  const { code, stderr } = await failedStart(env)
  expect(stderr).toHaveLength(1)
  expect(stderr[0]).toMatch(line)
  expect(code).toBe(1)
}

describe('the embedded store is checked before it is served', () => {
  test('a partly corrupt service.db stops the start with one line naming it', async () => {
    const dataDir = join(scratch, 'corrupt')
    await startAndStop({ DATA_DIR: dataDir })
    const file = join(dataDir, 'service.db')
    const db = new DatabaseSync(file)
    db.exec('CREATE TABLE filler (n INTEGER, text TEXT)')
    db.prepare(
      "WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM n WHERE v < 2000) INSERT INTO filler SELECT v, printf('%.500c', 'x') FROM n",
    ).run()
    db.close()
    // Garbage over one page in the middle of the file; the header stays intact.
    const fd = openSync(file, 'r+')
    writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, Math.floor(statSync(file).size / 8192) * 4096)
    await expectRefused(
      { DATA_DIR: dataDir },
      new RegExp(`^The store ${file} is damaged \\(.+\\): restore it from a backup, or move it away to start empty$`),
    )
  })

  test('a service.db that is not a database at all: one line too', async () => {
    const dataDir = join(scratch, 'not-a-db')
    await startAndStop({ DATA_DIR: dataDir })
    const file = join(dataDir, 'service.db')
    writeSync(openSync(file, 'r+'), Buffer.alloc(100, 0x41), 0, 100, 0)
    await expectRefused({ DATA_DIR: dataDir }, new RegExp(`^The store ${file} is damaged \\(.+\\): restore it from a backup`))
  })

  test('development: a lost secrets.json stops the start naming the key id, instead of serving unreadable values', async () => {
    const dataDir = join(scratch, 'lost-secrets')
    await startAndStop({ DATA_DIR: dataDir })
    unlinkSync(join(dataDir, 'secrets.json'))
    await expectRefused(
      { DATA_DIR: dataDir },
      /^FIELD_ENCRYPTION_KEYS key "dev1" is not the key .*service\.db holds encrypted values under/,
    )
  })

  test('production: a missing or different key is named; a rotation that keeps the old key starts', async () => {
    const dataDir = join(scratch, 'production')
    const key = (byte: number) => Buffer.alloc(32, byte).toString('base64')
    const env = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SHUTDOWN_DRAIN_SECONDS: '0' }
    await startAndStop({ ...env, FIELD_ENCRYPTION_KEYS: `k1:${key(1)}` })
    await expectRefused(
      { ...env, FIELD_ENCRYPTION_KEYS: `k2:${key(2)}` },
      /^FIELD_ENCRYPTION_KEYS has no key "k1", under which .*service\.db holds encrypted values: add that key/,
    )
    await expectRefused({ ...env, FIELD_ENCRYPTION_KEYS: `k1:${key(2)}` }, /^FIELD_ENCRYPTION_KEYS key "k1" is not the key/)
    await startAndStop({ ...env, FIELD_ENCRYPTION_KEYS: `k2:${key(2)},k1:${key(1)}` })
    // k2 has encrypted since the rotation: both are needed now.
    await expectRefused({ ...env, FIELD_ENCRYPTION_KEYS: `k1:${key(1)}` }, /^FIELD_ENCRYPTION_KEYS has no key "k2"/)
  })
})
