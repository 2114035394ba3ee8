import { describe, expect, test } from 'bun:test'
import { GetCurrentUser } from '../../../application/use-cases/get-current-user'
import { GetUserById } from '../../../application/use-cases/get-user-by-id'
import { UpdateProfile } from '../../../application/use-cases/update-profile'
import type { EmailAddress } from '../../../domain/email-address'
import { DomainError } from '../../../domain/errors'
import type { Principal } from '../../../domain/principal'
import { newUser } from '../../../domain/user'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const principal = (permission: 'admin' | 'user'): Principal => ({ userId: ID, email: 'p@example.com', permission, workspaceId: ID })

async function setup() {
  const users = new InMemoryUserRepository()
  await users.findOrCreate(newUser(ID, 'p@example.com' as EmailAddress, 'user', new Date()))
  return users
}

describe('profiles', () => {
  test('UpdateProfile completes onboarding only with name, surname and company', async () => {
    const users = await setup()
    const update = new UpdateProfile(users, new FixedClock())
    expect(await update.execute({ principal: principal('user'), changes: { name: 'Ada', surname: 'L' } })).toMatchObject({
      status: 'Pending',
    })
    expect(await update.execute({ principal: principal('user'), changes: { companyName: 'Engines' } })).toMatchObject({
      status: 'Completed',
      name: 'Ada',
    })
  })

  test('GetCurrentUser answers without _id', async () => {
    const profile = await new GetCurrentUser(await setup()).execute({ principal: principal('user') })
    expect(profile).not.toHaveProperty('_id')
    expect(profile.email).toBe('p@example.com')
  })

  test('GetUserById is for administrators only and validates the id', async () => {
    const get = new GetUserById(await setup())
    await expect(get.execute({ principal: principal('user'), id: ID })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(get.execute({ principal: principal('admin'), id: 'nope' })).rejects.toBeInstanceOf(DomainError)
    await expect(get.execute({ principal: principal('admin'), id: 'b'.repeat(24) })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(get.execute({ principal: principal('admin'), id: ID })).resolves.toMatchObject({ _id: ID })
  })
})
