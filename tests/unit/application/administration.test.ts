import { describe, expect, test } from 'bun:test'
import { AdministerUser } from '../../../application/use-cases/administer-user'
import { ListContactSubmissions } from '../../../application/use-cases/list-contact-submissions'
import { ListUsers } from '../../../application/use-cases/list-users'
import type { EmailAddress } from '../../../domain/email-address'
import type { Principal } from '../../../domain/principal'
import { newUser, type User } from '../../../domain/user'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryContactSubmissionStore } from '../../fakes/in-memory-contact-submission-store'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'
import { identityKit } from '../../support/identity-kit'

const ADMIN = 'a'.repeat(24)
const USER = 'b'.repeat(24)
const as = (userId: string, permission: 'admin' | 'user'): Principal => ({
  userId,
  email: `${userId}@example.com`,
  permission,
  workspaceId: userId,
})

const sessionsOf = () =>
  identityKit({ issue: async () => ({ accessToken: 't', expiresIn: 1 }), verify: async () => null }, new FixedClock()).sessions

async function users(...extra: Partial<User>[]) {
  const repo = new InMemoryUserRepository()
  await repo.findOrCreate(newUser(ADMIN, 'root@example.com' as EmailAddress, 'admin', new Date(0)))
  await repo.findOrCreate({ ...newUser(USER, 'ann@example.com' as EmailAddress, 'user', new Date(0)), ...extra[0] })
  return repo
}

describe('AdministerUser', () => {
  test('disabling sets Disabled and revokes every token; enabling restores the onboarding status', async () => {
    const repo = await users({ name: 'Ann', surname: 'Lee', companyName: 'Acme', status: 'Completed' })
    const administer = new AdministerUser(repo, new FixedClock(), sessionsOf())
    expect(await administer.execute({ principal: as(ADMIN, 'admin'), id: USER, changes: { disabled: true } })).toMatchObject({
      status: 'Disabled',
      permission: 'user',
    })
    expect((await repo.findById(USER))!.tokenVersion).toBe(1)
    // Disabling twice does not bump again; enabling keeps the version (old tokens stay dead).
    await administer.execute({ principal: as(ADMIN, 'admin'), id: USER, changes: { disabled: true } })
    expect(await administer.execute({ principal: as(ADMIN, 'admin'), id: USER, changes: { disabled: false } })).toMatchObject({
      status: 'Completed',
    })
    expect((await repo.findById(USER))!.tokenVersion).toBe(1)
  })

  test('an enabled user without a complete profile is Pending again', async () => {
    const repo = await users({ status: 'Disabled' })
    const enabled = await new AdministerUser(repo, new FixedClock(), sessionsOf()).execute({
      principal: as(ADMIN, 'admin'),
      id: USER,
      changes: { disabled: false },
    })
    expect(enabled.status).toBe('Pending')
  })

  test('promotes and demotes others, never demotes or disables the caller, and is for administrators only', async () => {
    const administer = new AdministerUser(await users(), new FixedClock(), sessionsOf())
    expect(await administer.execute({ principal: as(ADMIN, 'admin'), id: USER, changes: { permission: 'admin' } })).toMatchObject({
      permission: 'admin',
    })
    for (const changes of [{ permission: 'user' as const }, { disabled: true }]) {
      await expect(administer.execute({ principal: as(ADMIN, 'admin'), id: ADMIN, changes })).rejects.toMatchObject({ code: 'CONFLICT' })
    }
    await expect(administer.execute({ principal: as(USER, 'user'), id: ADMIN, changes: { disabled: true } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(
      administer.execute({ principal: as(ADMIN, 'admin'), id: 'c'.repeat(24), changes: { disabled: true } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(administer.execute({ principal: as(ADMIN, 'admin'), id: 'nope', changes: { disabled: true } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
  })
})

describe('ListUsers', () => {
  test('pages in id order with a cursor only when more remain, prefix matched in lower case', async () => {
    const list = new ListUsers(await users())
    const first = await list.execute({ principal: as(ADMIN, 'admin'), limit: 1 })
    expect(first).toMatchObject({ data: [{ _id: ADMIN }], nextCursor: ADMIN })
    expect(await list.execute({ principal: as(ADMIN, 'admin'), limit: 1, after: ADMIN })).toMatchObject({
      data: [{ _id: USER }],
      nextCursor: null,
    })
    expect((await list.execute({ principal: as(ADMIN, 'admin'), limit: 10, email: ' ANN' })).data.map((u) => u.email)).toEqual([
      'ann@example.com',
    ])
    await expect(list.execute({ principal: as(USER, 'user'), limit: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})

describe('ListContactSubmissions', () => {
  test('answers the inbox shape without the notification bookkeeping, and refuses a forged cursor', async () => {
    const store = new InMemoryContactSubmissionStore()
    await store.save({
      id: 'd'.repeat(24),
      name: 'Kim',
      email: 'kim@example.com' as EmailAddress,
      message: 'Quote please',
      company: null,
      phone: null,
      subject: null,
      intent: 'INQUIRY',
      notification: 'sent',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    const list = new ListContactSubmissions(store)
    const page = await list.execute({ principal: as(ADMIN, 'admin'), limit: 10 })
    expect(page).toEqual({
      data: [
        {
          _id: 'd'.repeat(24),
          name: 'Kim',
          email: 'kim@example.com',
          company: null,
          phone: null,
          subject: null,
          message: 'Quote please',
          intent: 'INQUIRY',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      nextCursor: null,
    })
    await expect(list.execute({ principal: as(ADMIN, 'admin'), limit: 10, after: '1_../x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
    await expect(list.execute({ principal: as(USER, 'user'), limit: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})
