import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { UserRepository } from '../../application/ports/user-repository'
import type { EmailAddress } from '../../domain/email-address'
import { newUser, type User } from '../../domain/user'

const at = new Date('2026-03-01T10:00:00.123Z')
const id = () => randomBytes(12).toString('hex')
/** Addresses unique per call, so a suite may share one database (MongoDB) across tests. */
const email = () => `u${randomBytes(6).toString('hex')}@example.com` as EmailAddress
export interface ContractOptions {
  /** False where the server may lose concurrent updates of one document (FerretDB v1). */
  readonly atomicUpdates?: boolean
}

const user = (overrides: Partial<User> = {}): User => ({ ...newUser(id(), email(), 'user', at), ...overrides })

/** The behaviour every UserRepository adapter must have; `makeRepository` returns a ready adapter. */
export function describeUserRepository(
  name: string,
  makeRepository: () => UserRepository | Promise<UserRepository>,
  options: ContractOptions = {},
) {
  const atomic = options.atomicUpdates ?? true
  describe(`UserRepository contract: ${name}`, () => {
    test('unknown and malformed ids and unknown addresses are null', async () => {
      const repo = await makeRepository()
      expect(await repo.findById(id())).toBeNull()
      expect(await repo.findById('not-an-id')).toBeNull()
      expect(await repo.findByEmail(email())).toBeNull()
    })

    test('findOrCreate stores a new user and reads it back exactly, by id and by e-mail', async () => {
      const repo = await makeRepository()
      const candidate = user({ name: 'Ada', companyVerified: true, permission: 'admin', jobTitle: 'CTO' })
      expect(await repo.findOrCreate(candidate)).toEqual(candidate)
      expect(await repo.findById(candidate.id)).toEqual(candidate)
      expect(await repo.findByEmail(candidate.email)).toEqual(candidate)
    })

    test('a second findOrCreate for a taken address answers the stored user, not the candidate', async () => {
      const repo = await makeRepository()
      const first = user()
      await repo.findOrCreate(first)
      const second = user({ email: first.email, name: 'Impostor' })
      expect(await repo.findOrCreate(second)).toEqual(first)
      expect(await repo.findById(second.id)).toBeNull()
    })

    test('concurrent first sign-ins of one address create exactly one user', async () => {
      const repo = await makeRepository()
      const address = email()
      const candidates = Array.from({ length: 8 }, () => user({ email: address }))
      const stored = await Promise.all(candidates.map((c) => repo.findOrCreate(c)))
      const ids = new Set(stored.map((u) => u.id))
      expect(ids.size).toBe(1)
      const found = await Promise.all(candidates.map((c) => repo.findById(c.id)))
      expect(found.filter(Boolean)).toHaveLength(1)
    })

    test('update replaces the mutable fields and keeps e-mail, token version and creation time', async () => {
      const repo = await makeRepository()
      const original = await repo.findOrCreate(user())
      const later = new Date(at.getTime() + 60_000)
      const changed: User = {
        ...original,
        name: 'Grace',
        surname: 'Hopper',
        companyName: 'Navy',
        jobTitle: 'Admiral',
        status: 'Completed',
        companyVerified: true,
        permission: 'admin',
        workspaceId: id(),
        updatedAt: later,
        email: email(),
        tokenVersion: 7,
        createdAt: later,
      }
      const expected = { ...changed, email: original.email, tokenVersion: original.tokenVersion, createdAt: original.createdAt }
      expect(await repo.update(changed)).toEqual(expected)
      expect(await repo.findById(original.id)).toEqual(expected)
    })

    test('update and bumpTokenVersion of an absent user answer null', async () => {
      const repo = await makeRepository()
      expect(await repo.update(user())).toBeNull()
      expect(await repo.bumpTokenVersion(id(), at)).toBeNull()
    })

    test('bumpTokenVersion increments once per call', async () => {
      const repo = await makeRepository()
      const stored = await repo.findOrCreate(user())
      const later = new Date(at.getTime() + 1000)
      expect(await repo.bumpTokenVersion(stored.id, later)).toBe(1)
      expect(await repo.bumpTokenVersion(stored.id, later)).toBe(2)
      const after = await repo.findById(stored.id)
      expect(after?.tokenVersion).toBe(2)
      expect(after?.updatedAt).toEqual(later)
    })

    test.skipIf(!atomic)('concurrent bumpTokenVersion calls are each counted once (skipped where the server is not atomic)', async () => {
      const repo = await makeRepository()
      const stored = await repo.findOrCreate(user())
      const later = new Date(at.getTime() + 1000)
      expect(await repo.bumpTokenVersion(stored.id, later)).toBe(1)
      const versions = await Promise.all(Array.from({ length: 5 }, () => repo.bumpTokenVersion(stored.id, later)))
      expect([...versions].sort()).toEqual([2, 3, 4, 5, 6])
      const after = await repo.findById(stored.id)
      expect(after?.tokenVersion).toBe(6)
      expect(after?.updatedAt).toEqual(later)
    })

    test('list pages users by id, only addresses with the prefix, after the cursor', async () => {
      const repo = await makeRepository()
      const prefix = `p${randomBytes(6).toString('hex')}`
      const mine = Array.from({ length: 5 }, (_, i) => user({ email: `${prefix}-${i}@example.com` as EmailAddress }))
      for (const u of [...mine, user()]) await repo.findOrCreate(u)
      const byId = [...mine].sort((a, b) => (a.id < b.id ? -1 : 1))
      const first = await repo.list(null, 2, prefix)
      expect(first).toEqual(byId.slice(0, 2))
      const second = await repo.list(first[1]!.id, 2, prefix)
      expect(second).toEqual(byId.slice(2, 4))
      expect(await repo.list(second[1]!.id, 2, prefix)).toEqual(byId.slice(4))
      expect(await repo.list(byId[4]!.id, 2, prefix)).toEqual([])
    })

    test('list treats the prefix as text, not a pattern', async () => {
      const repo = await makeRepository()
      const tag = randomBytes(6).toString('hex')
      const literal = user({ email: `x${tag}.a+b@example.com` as EmailAddress })
      const lookalike = user({ email: `x${tag}Xa+b@example.com` as EmailAddress })
      await repo.findOrCreate(literal)
      await repo.findOrCreate(lookalike)
      expect(await repo.list(null, 10, `x${tag}.a+`)).toEqual([literal])
    })

    test('list without a prefix answers every user in id order', async () => {
      const repo = await makeRepository()
      const created = [user(), user(), user()]
      for (const u of created) await repo.findOrCreate(u)
      const all = await repo.list(null, 1000, null)
      const ids = all.map((u) => u.id)
      expect(ids).toEqual([...ids].sort())
      for (const u of created) expect(ids).toContain(u.id)
    })
  })
}
