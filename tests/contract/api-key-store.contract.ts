import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { ApiKeyStore } from '../../application/ports/api-key-store'
import type { ApiKey } from '../../domain/api-key'

const id = () => randomBytes(12).toString('hex')

function key(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: id(),
    workspaceId: id(),
    name: 'ERP nightly sync',
    role: 'editor',
    sources: ['erp'],
    secretDigest: randomBytes(32).toString('hex'),
    createdBy: id(),
    createdAt: new Date('2026-11-25T09:00:00.123Z'),
    expiresAt: null,
    lastUsedAt: null,
    ...overrides,
  }
}

/** The behaviour every ApiKeyStore adapter must have; ids are unique per test, so a shared database works. */
export function describeApiKeyStore(name: string, makeStore: () => ApiKeyStore | Promise<ApiKeyStore>) {
  describe(`ApiKeyStore contract: ${name}`, () => {
    test('stores a key and reads it back exactly, sources null or a list, expiry kept', async () => {
      const store = await makeStore()
      const scoped = key({ expiresAt: new Date('2027-01-01T00:00:00.000Z') })
      const open = key({ sources: null, role: 'viewer' })
      await store.create(scoped)
      await store.create(open)
      expect(await store.findById(scoped.id)).toEqual(scoped)
      expect(await store.findById(open.id)).toEqual(open)
      expect(await store.findById(id())).toBeNull()
    })

    test('lists the keys of one workspace oldest first', async () => {
      const store = await makeStore()
      const workspaceId = id()
      const first = key({ workspaceId, createdAt: new Date('2026-11-25T09:00:00.000Z') })
      const second = key({ workspaceId, createdAt: new Date('2026-11-25T10:00:00.000Z') })
      await store.create(second)
      await store.create(first)
      await store.create(key())
      expect((await store.list(workspaceId)).map((k) => k.id)).toEqual([first.id, second.id])
    })

    test('revokes only a key of the named workspace, at once', async () => {
      const store = await makeStore()
      const saved = key()
      await store.create(saved)
      expect(await store.revoke(id(), saved.id)).toBe(false)
      expect(await store.findById(saved.id)).not.toBeNull()
      expect(await store.revoke(saved.workspaceId, saved.id)).toBe(true)
      expect(await store.findById(saved.id)).toBeNull()
      expect(await store.revoke(saved.workspaceId, saved.id)).toBe(false)
    })

    test('records the last use', async () => {
      const store = await makeStore()
      const saved = key()
      await store.create(saved)
      const at = new Date('2026-11-25T11:22:33.444Z')
      await store.touch(saved.id, at)
      expect((await store.findById(saved.id))!.lastUsedAt).toEqual(at)
      await store.touch(id(), at)
    })
  })
}
