import { describe, expect, test } from 'bun:test'
import type { UserRepository } from '../../../application/ports/user-repository'
import type { EmailAddress } from '../../../domain/email-address'
import { newUser, type User } from '../../../domain/user'
import { CachingUserRepository } from '../../../infrastructure/identity/caching-user-repository'
import { LocalRevocationNotifier } from '../../../infrastructure/identity/local-revocation-notifier'
import { UserAuthStateCache } from '../../../infrastructure/identity/user-auth-state-cache'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'

const ID = '64b7f0c2a1b2c3d4e5f60718'

async function setup(ttlSeconds = 2) {
  const store = new InMemoryUserRepository()
  const clock = new FixedClock()
  const cache = new UserAuthStateCache(ttlSeconds * 1000)
  const writes = new CachingUserRepository(store, cache, clock, false, new LocalRevocationNotifier())
  const auth = new CachingUserRepository(store, cache, clock, true, new LocalRevocationNotifier())
  await store.findOrCreate(newUser(ID, 'a@example.com' as EmailAddress, 'user', clock.now()))
  return { store, clock, writes, auth }
}

describe('CachingUserRepository (the revocation-state cache of authentication)', () => {
  test('a token version bumped through it is published to the revocation notifier; a bump of nobody is not', async () => {
    const { store, clock } = await setup()
    const revocations = new LocalRevocationNotifier()
    const heard: string[] = []
    revocations.subscribe((userId) => heard.push(userId))
    const writes = new CachingUserRepository(store, new UserAuthStateCache(2000), clock, false, revocations)
    await writes.bumpTokenVersion(ID, clock.now())
    await writes.bumpTokenVersion('64b7f0c2a1b2c3d4e5f60799', clock.now())
    expect(heard).toEqual([ID])
  })

  test('a logout through this instance is seen by authentication at once', async () => {
    const { writes, auth } = await setup()
    expect((await auth.findById(ID))!.tokenVersion).toBe(0)
    await writes.bumpTokenVersion(ID, new Date())
    expect((await auth.findById(ID))!.tokenVersion).toBe(1)
  })

  test('a profile update through this instance is seen at once', async () => {
    const { writes, auth } = await setup()
    const user = (await auth.findById(ID))!
    await writes.update({ ...user, status: 'Disabled' })
    expect((await auth.findById(ID))!.status).toBe('Disabled')
  })

  test('a change made elsewhere (another instance) is served stale for at most TOKEN_CACHE_SECONDS', async () => {
    const { store, clock, auth } = await setup(2)
    await auth.findById(ID)
    await store.bumpTokenVersion(ID, new Date())
    expect((await auth.findById(ID))!.tokenVersion).toBe(0)
    clock.advance(1999)
    expect((await auth.findById(ID))!.tokenVersion).toBe(0)
    clock.advance(1)
    expect((await auth.findById(ID))!.tokenVersion).toBe(1)
  })

  test('TOKEN_CACHE_SECONDS=0 reads the store every time', async () => {
    const { store, auth } = await setup(0)
    await auth.findById(ID)
    await store.bumpTokenVersion(ID, new Date())
    expect((await auth.findById(ID))!.tokenVersion).toBe(1)
  })

  test('the write view never serves reads from the cache (read-modify-write starts fresh)', async () => {
    const { store, writes, auth } = await setup()
    await auth.findById(ID)
    const user = (await store.findById(ID))!
    await store.update({ ...user, name: 'Changed elsewhere' })
    expect((await writes.findById(ID))!.name).toBe('Changed elsewhere')
  })

  test('a read that races a logout does not put the old version back into the cache', async () => {
    const store = new InMemoryUserRepository()
    const clock = new FixedClock()
    const cache = new UserAuthStateCache(2000)
    await store.findOrCreate(newUser(ID, 'a@example.com' as EmailAddress, 'user', clock.now()))
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // A store whose read returns the old state only after the logout has committed.
    const slow: UserRepository = {
      ...bind(store),
      async findById(id: string): Promise<User | null> {
        const before = await store.findById(id)
        await gate
        return before
      },
    }
    const auth = new CachingUserRepository(slow, cache, clock, true, new LocalRevocationNotifier())
    const writes = new CachingUserRepository(store, cache, clock, false, new LocalRevocationNotifier())
    const racing = auth.findById(ID)
    await writes.bumpTokenVersion(ID, new Date())
    release()
    expect((await racing)!.tokenVersion).toBe(0)
    const fresh = new CachingUserRepository(store, cache, clock, true, new LocalRevocationNotifier())
    expect((await fresh.findById(ID))!.tokenVersion).toBe(1)
  })
})

function bind(store: InMemoryUserRepository): UserRepository {
  return {
    findById: (id) => store.findById(id),
    findByEmail: (email) => store.findByEmail(email),
    findOrCreate: (candidate) => store.findOrCreate(candidate),
    update: (user) => store.update(user),
    bumpTokenVersion: (id, now) => store.bumpTokenVersion(id, now),
    list: (after, limit, prefix) => store.list(after, limit, prefix),
  }
}
