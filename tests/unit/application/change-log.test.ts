import { describe, expect, test } from 'bun:test'
import { ChangeStamps } from '../../../application/services/change-stamps'
import { DatabaseAccess } from '../../../application/services/database-access'
import { DocumentCodec } from '../../../application/services/document-codec'
import { DocumentInserter } from '../../../application/services/document-inserter'
import { CreateDatabase } from '../../../application/use-cases/create-database'
import { CreateDocument } from '../../../application/use-cases/create-document'
import { DeleteDocument } from '../../../application/use-cases/delete-document'
import { GetDocumentHistory } from '../../../application/use-cases/get-document-history'
import { ListChanges } from '../../../application/use-cases/list-changes'
import { PatchDocumentField } from '../../../application/use-cases/patch-document-field'
import { PruneChangeLog } from '../../../application/use-cases/prune-change-log'
import { RunIdempotently } from '../../../application/use-cases/run-idempotently'
import type { Principal } from '../../../domain/principal'
import { AesGcmFieldCipher } from '../../../infrastructure/crypto/aes-gcm-field-cipher'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryChangeLog } from '../../fakes/in-memory-change-log'
import { InMemoryDataLakeStore } from '../../fakes/in-memory-data-lake-store'
import { InMemoryIdempotencyStore } from '../../fakes/in-memory-idempotency-store'
import { InMemoryWorkspaceStore } from '../../fakes/in-memory-workspace-store'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { TEST_FIELD_KEYS } from '../../support/test-config'

const ana: Principal = { userId: 'a'.repeat(24), email: 'ana@example.com', permission: 'user', workspaceId: 'a'.repeat(24) }
const eve: Principal = { userId: 'e'.repeat(24), email: 'eve@example.com', permission: 'user', workspaceId: 'e'.repeat(24) }

function setup() {
  const log = new InMemoryChangeLog()
  const store = new InMemoryDataLakeStore(log)
  const random = new SequenceRandomSource()
  const cipher = new AesGcmFieldCipher(TEST_FIELD_KEYS)
  const clock = new FixedClock()
  const codec = new DocumentCodec(cipher, { sensitiveFieldPattern: null, maxUpdateMatches: 1000 })
  const access = new DatabaseAccess(store, random, new InMemoryWorkspaceStore())
  const stamps = new ChangeStamps(cipher, clock, codec)
  return {
    log,
    store,
    clock,
    cipher,
    create: new CreateDatabase(store, random, clock, access, stamps),
    document: new CreateDocument(access, new DocumentInserter(store, random, access, codec), stamps),
    patch: new PatchDocumentField(store, access, codec, stamps),
    remove: new DeleteDocument(store, access, codec, stamps),
    history: new GetDocumentHistory(log, access, stamps),
    changes: new ListChanges(log, access, stamps),
    prune: new PruneChangeLog(log, clock, { sensitiveFieldPattern: null, maxUpdateMatches: 1000, changeLogRetentionDays: 30 }),
    idempotent: new RunIdempotently(new InMemoryIdempotencyStore(), cipher, clock),
  }
}

describe('change log use cases', () => {
  test('records name the actor and the request; sensitive values are sealed for the record and opened for readers', async () => {
    const { log, create, document, patch, history } = setup()
    const db = (await create.execute({ principal: ana, source: 'erp', name: 'Audit', requestId: 'r-0' })).name
    const created = await document.execute({
      principal: ana,
      source: 'erp',
      db,
      body: { iban: 'NO93 8601', city: 'Oslo' },
      requestId: 'r-1',
    })
    await patch.execute({ principal: ana, source: 'erp', db, id: created._id, field: 'iban', value: 'DE89 3704', requestId: 'r-2' })
    const stored = log.records.filter((r) => r.documentId === created._id)
    // The whole values: a four-digit fragment can turn up in a sealed value's random bytes.
    expect(JSON.stringify(stored)).not.toContain('NO93 8601')
    expect(JSON.stringify(stored)).not.toContain('DE89 3704')
    const { data } = await history.execute({ principal: ana, source: 'erp', db, id: created._id })
    expect(data.map((r) => [r.op, r.requestId, (r.actor as { email: string }).email, r.version])).toEqual([
      ['update', 'r-2', 'ana@example.com', 2],
      ['create', 'r-1', 'ana@example.com', 1],
    ])
    expect(data[0]!.changes).toEqual([{ field: 'iban', from: 'NO93 8601', to: 'DE89 3704' }])
    expect(data[1]!.changes).toEqual([
      { field: 'iban', from: null, to: 'NO93 8601' },
      { field: 'city', from: null, to: 'Oslo' },
    ])
  })

  test('a sealed value moved to another record does not open', async () => {
    const { log, create, document, history } = setup()
    const db = (await create.execute({ principal: ana, source: 'erp', name: 'Moved' })).name
    const first = await document.execute({ principal: ana, source: 'erp', db, body: { iban: 'NO1' } })
    await document.execute({ principal: ana, source: 'erp', db, body: { iban: 'NO2' } })
    const [a, b] = log.records.filter((r) => r.op === 'create')
    const moved = { ...b!, changes: a!.changes }
    log.records.splice(log.records.indexOf(b!), 1, moved)
    const opened = await history.execute({ principal: ana, source: 'erp', db, id: moved.documentId! })
    expect(JSON.stringify(opened.data[0]!.changes)).not.toContain('NO1')
    expect((await history.execute({ principal: ana, source: 'erp', db, id: first._id })).data[0]!.changes).toEqual([
      { field: 'iban', from: null, to: 'NO1' },
    ])
  })

  test('the feed answers after a cursor, keeps the cursor when nothing is new, and is 404 for another workspace', async () => {
    const { create, document, remove, changes } = setup()
    const db = (await create.execute({ principal: ana, source: 'erp', name: 'Feed' })).name
    const first = await changes.execute({ principal: ana, source: 'erp', db })
    expect(first.data.map((r) => r.op)).toEqual(['database.create'])
    const doc = await document.execute({ principal: ana, source: 'erp', db, body: { n: 1 } })
    await remove.execute({ principal: ana, source: 'erp', db, id: doc._id, ifVersion: 1 })
    const next = await changes.execute({ principal: ana, source: 'erp', db, after: first.nextCursor! })
    expect(next.data.map((r) => [r.op, r.version])).toEqual([
      ['create', 1],
      ['delete', 1],
    ])
    expect(await changes.execute({ principal: ana, source: 'erp', db, after: next.nextCursor! })).toEqual({
      data: [],
      nextCursor: next.nextCursor,
    })
    await expect(changes.execute({ principal: eve, source: 'erp', db })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(changes.execute({ principal: ana, source: 'erp', db, after: 'x' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    const opened = await changes.open({ principal: ana, source: 'erp', db, fromNow: true })
    expect(opened.after).toBe(next.nextCursor)
  })

  test('a stale version is refused with the current document and logs nothing', async () => {
    const { log, create, document, patch } = setup()
    const db = (await create.execute({ principal: ana, source: 'erp', name: 'Stale' })).name
    const doc = await document.execute({ principal: ana, source: 'erp', db, body: { status: 'open' } })
    const before = log.records.length
    await expect(
      patch.execute({ principal: ana, source: 'erp', db, id: doc._id, field: 'status', value: 'x', ifVersion: 5 }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      current: { _id: doc._id, status: 'open' },
      currentVersion: 1,
    })
    expect(log.records.length).toBe(before)
  })

  test('retention removes records older than the configured days', async () => {
    const { log, create, prune, clock } = setup()
    await create.execute({ principal: ana, source: 'erp', name: 'Old' })
    clock.advance(31 * 86_400_000)
    await create.execute({ principal: ana, source: 'erp', name: 'New' })
    expect(await prune.execute()).toBe(1)
    expect(log.records.map((r) => r.op)).toEqual(['database.create'])
  })
})

describe('RunIdempotently', () => {
  const answer = { status: 201, body: '{"_id":"1","secret":"s3cr3t"}', etag: '"1"' }

  test('runs once, replays the kept answer, refuses another request or a key still running', async () => {
    const { idempotent } = setup()
    let runs = 0
    const work = async () => {
      runs++
      return answer
    }
    expect(await idempotent.execute({ userId: 'u', key: 'k', fingerprint: 'f' }, work)).toEqual({ answer, replayed: false })
    expect(await idempotent.execute({ userId: 'u', key: 'k', fingerprint: 'f' }, work)).toEqual({ answer, replayed: true })
    expect(runs).toBe(1)
    await expect(idempotent.execute({ userId: 'u', key: 'k', fingerprint: 'g' }, work)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    let release!: () => void
    const slow = idempotent.execute(
      { userId: 'u', key: 'slow', fingerprint: 'f' },
      () => new Promise((resolve) => (release = () => resolve(answer))),
    )
    await expect(idempotent.execute({ userId: 'u', key: 'slow', fingerprint: 'f' }, work)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_USE',
    })
    release()
    expect((await slow).replayed).toBe(false)
  })

  test('a failed request releases its key; kept bodies are encrypted at rest; keys are checked', async () => {
    const store = new InMemoryIdempotencyStore()
    const idempotent = new RunIdempotently(store, new AesGcmFieldCipher(TEST_FIELD_KEYS), new FixedClock())
    await expect(
      idempotent.execute({ userId: 'u', key: 'k', fingerprint: 'f' }, async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom')
    expect((await idempotent.execute({ userId: 'u', key: 'k', fingerprint: 'f' }, async () => answer)).replayed).toBe(false)
    expect(JSON.stringify([...store.entries.values()])).not.toContain('s3cr3t')
    await expect(idempotent.execute({ userId: 'u', key: 'é', fingerprint: 'f' }, async () => answer)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
  })
})
