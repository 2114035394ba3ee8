import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite, type Sqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { WalCheckpoints } from '../../../infrastructure/persistence/sqlite/wal-checkpoints'
import { RecordingLogger } from '../../fakes/recording-logger'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A file store with a table, written in 20 transactions of 100 rows of 1 kB. */
function writtenStore(): { db: Sqlite; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'wal-'))
  dirs.push(dir)
  const path = join(dir, 'service.db')
  const db = openSqlite(path)
  db.exec('PRAGMA wal_autocheckpoint = 0')
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
  return { db, path }
}

function write(db: Sqlite): void {
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
  for (let tx = 0; tx < 20; tx++) {
    db.exec('BEGIN')
    for (let i = 0; i < 100; i++) insert.run('x'.repeat(1000))
    db.exec('COMMIT')
  }
}

async function eventually(check: () => boolean, ms = 3000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await Bun.sleep(20)) if (check()) return true
  return check()
}

describe('WalCheckpoints', () => {
  test('committed frames reach the database file while the main connection never checkpoints', async () => {
    const { db, path } = writtenStore()
    const before = statSync(path).size
    const checkpoints = WalCheckpoints.start(new EmbeddedStore(db), path, new RecordingLogger(), { intervalMs: 20 })
    write(db)
    // 2000 rows of 1 kB: the file holds them once the worker has checkpointed.
    expect(await eventually(() => statSync(path).size > before + 1_500_000)).toBe(true)
    await checkpoints.stop()
    expect(statSync(`${path}-wal`).size).toBe(0)
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(2000)
    db.close()
  })

  test('closing the store closes every descriptor of its file the checkpoints opened', async () => {
    const { db, path } = writtenStore()
    const open = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === path
        } catch {
          return false
        }
      }).length
    const before = open()
    const store = new EmbeddedStore(db)
    WalCheckpoints.start(store, path, new RecordingLogger(), { intervalMs: 20 })
    write(db)
    expect(open()).toBeGreaterThan(before)
    await store.close()
    expect(open()).toBe(0)
  })

  test('without it (the control), the same writes stay in the log', async () => {
    const { db, path } = writtenStore()
    const before = statSync(path).size
    write(db)
    await Bun.sleep(200)
    expect(statSync(path).size).toBe(before)
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(1_500_000)
    db.close()
  })
})

describe('WalCheckpoints bound for writes outside the write batcher', () => {
  // Adapters that commit on their own (no group commit follows them) once grew the log to 9 GB.
  test('a writer that commits on its own still keeps the log near its bound', async () => {
    const { db, path } = writtenStore()
    const bound = 512 * 1024
    const checkpoints = WalCheckpoints.start(new EmbeddedStore(db), path, new RecordingLogger(), { intervalMs: 20, maxBytes: bound })
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
    let largest = 0
    // 12 MB in transactions of 10 kB, one per timer turn (requests writing on their own): the log never rewinds by itself.
    for (let tx = 0; tx < 1200; tx++) {
      db.exec('BEGIN IMMEDIATE')
      for (let i = 0; i < 10; i++) insert.run('x'.repeat(1000))
      db.exec('COMMIT')
      largest = Math.max(largest, statSync(`${path}-wal`).size)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await checkpoints.stop()
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(12_000)
    expect(largest).toBeLessThan(6 * bound)
    db.close()
  })
})
