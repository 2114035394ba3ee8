import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'

describe('EmbeddedStore.walBytes (the store_wal_bytes gauge)', () => {
  test('reads the write-ahead log beside a store file, grows with writes; null in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-bytes-'))
    const path = join(dir, 'service.db')
    const store = new EmbeddedStore(openSqlite(path), null, { path })
    try {
      store.db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (v TEXT)')
      const before = store.walBytes() ?? 0
      await store.batcher.run(() => store.db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000)))
      expect(store.walBytes()!).toBeGreaterThan(before + 100_000)
    } finally {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    }
    const inMemory = new EmbeddedStore(openSqlite(':memory:'), null, { path: ':memory:' })
    expect(inMemory.walBytes()).toBeNull()
    await inMemory.close()
  })
})
