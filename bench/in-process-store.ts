/**
 * The setup `bench/write-path.ts` and `bench/write-stalls.ts` share: their arguments (`[patch|post] [writes]
 * [--root=<checkout>] [--group=64]`), the embedded store of `--root`'s checkout (A/B runs load another
 * checkout's store code) on a fresh file with automatic checkpoints off, and one database of 256 documents.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'

export async function inProcessStore(defaultWrites: string, tmpPrefix: string) {
  const args = process.argv.slice(2)
  const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const [mode = 'patch', count = defaultWrites] = args.filter((a) => !a.startsWith('--'))
  const root = resolve(flag('root') ?? join(import.meta.dir, '..'))
  const { anonymousStamp } = await import(join(root, 'domain/change-entries'))
  const { EmbeddedStore } = await import(join(root, 'infrastructure/persistence/sqlite/embedded-store'))
  const { openSqlite } = await import(join(root, 'infrastructure/persistence/sqlite/sqlite-database'))
  const { SqliteDataLakeStore } = await import(join(root, 'infrastructure/persistence/sqlite/sqlite-data-lake-store'))
  const { documentBody } = await import('./scenarios')

  const dir = mkdtempSync(join(tmpdir(), tmpPrefix))
  const db = openSqlite(join(dir, 'store.db'))
  db.exec('PRAGMA wal_autocheckpoint = 0')
  const embedded = new EmbeddedStore(db)
  const store = new SqliteDataLakeStore(embedded)
  const name = 'u_bench_0123456789abcdef'
  const stamp = anonymousStamp('bench', new Date().toISOString())
  await store.createDatabase(
    { name, userFriendlyName: 'B', source: 'bench', workspaceId: 'w', variables: [], sensitiveVariables: [], createdAt: new Date() },
    stamp,
  )
  const hex = (i: number) => i.toString(16).padStart(24, '0')
  const newDocument = (id: number) => ({ id: hex(id), fields: JSON.parse(documentBody()) })
  for (let i = 0; i < 256; i++) await store.insertDocuments(name, [newDocument(i + 1)], stamp)
  const group = Number(flag('group') ?? 64)
  let next = 1000
  /** One group commit's writes, the `first`-th on: PATCHes of one field cycling over the 256 documents, or inserts. */
  const oneGroup = (first: number) => {
    const writes: Promise<unknown>[] = []
    for (let k = first; k < first + group; k++)
      writes.push(
        mode === 'patch'
          ? store.patchField(name, hex((k % 256) + 1), 'status', `s${k}`, { ifVersion: null, stamp })
          : store.insertDocuments(name, [newDocument(++next)], stamp),
      )
    return Promise.all(writes)
  }
  const remove = () => rmSync(dir, { recursive: true, force: true })
  return { mode, root, group, writes: Number(count), db, embedded, oneGroup, remove }
}
