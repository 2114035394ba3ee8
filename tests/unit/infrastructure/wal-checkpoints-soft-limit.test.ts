import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { WalCheckpoints } from '../../../infrastructure/persistence/sqlite/wal-checkpoints'
import { RecordingLogger } from '../../fakes/recording-logger'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('WalCheckpoints soft limit', () => {
  // The log restarts once a PASSIVE copy finds it past 3/4 of the bound, so under writes that grow it
  // by much less than a quarter of the bound between two copies it never reaches the bound, where the
  // hard limit (held writes while the whole rest is copied) would take over.
  test('group commits at a steady pace restart the log before it reaches its bound', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-soft-'))
    dirs.push(dir)
    const path = join(dir, 'service.db')
    const db = openSqlite(path)
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
    const store = new EmbeddedStore(db)
    const bound = 8 * 1024 * 1024
    const checkpoints = WalCheckpoints.start(store, path, new RecordingLogger(), { intervalMs: 20, maxBytes: bound })
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
    let largest = 0
    // 3000 group commits of three 1 kB rows, about one a millisecond (too close together for a copy to
    // catch up with the log between two of them, which would restart it without any rule): each writes
    // one or two 4 kB pages, so ~18 MB of log in all (over twice the bound), ~100 kB between two copies:
    // far under a quarter of the bound, even when a loaded machine delays a copy several times over.
    for (let turn = 0; turn < 3000; turn++) {
      await Promise.all([0, 1, 2].map(() => store.batcher.run(() => insert.run('x'.repeat(1000)), true)))
      largest = Math.max(largest, statSync(`${path}-wal`).size)
      await Bun.sleep(1)
    }
    await checkpoints.stop()
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(9000)
    expect(statSync(path).size).toBeGreaterThan(bound)
    expect(largest).toBeLessThanOrEqual(bound)
    db.close()
  })
})
