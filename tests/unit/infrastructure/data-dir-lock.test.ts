import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { buildContainer } from '../../../infrastructure/container/build-container'
import { initializeStore } from '../../../infrastructure/container/initialize-store'
import { DataDirInUse, DataDirLock } from '../../../infrastructure/persistence/sqlite/data-dir-lock'
import { testConfig } from '../../support/test-config'

const dirs: string[] = []
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('DataDirLock: the embedded store belongs to one process', () => {
  test('a second holder is refused at once with a message that says what to do; after release it may take it', () => {
    const dir = fresh()
    const first = DataDirLock.acquire(dir)
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirInUse)
    expect(() => DataDirLock.acquire(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another process: the embedded store serves one process (set MONGODB_URI to run several instances)`,
    )
    first.release()
    DataDirLock.acquire(dir).release()
  })

  test('a second service container on the same DATA_DIR fails to start; the store stays readable by other tools', async () => {
    const dir = fresh()
    const running = buildContainer(testConfig({ DATA_DIR: dir }))
    await initializeStore(running)
    const second = buildContainer(testConfig({ DATA_DIR: dir }))
    await expect(initializeStore(second)).rejects.toThrow(DataDirInUse)
    const reader = new DatabaseSync(join(dir, 'service.db'), { readOnly: true })
    expect(reader.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    reader.close()
    await running.unbindAllAsync()
    const next = buildContainer(testConfig({ DATA_DIR: dir }))
    await initializeStore(next)
    await next.unbindAllAsync()
  })
})
