import { describe, expect, test } from 'bun:test'
import { TOKENS } from '../../../application/ports/tokens'
import { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { EmailAddress } from '../../../domain/email-address'
import { newUser } from '../../../domain/user'
import { buildContainer } from '../../../infrastructure/container/build-container'
import { testConfig } from '../../support/test-config'

const ID = '64b7f0c2a1b2c3d4e5f60719'

describe('a user disabled on this instance', () => {
  test('is refused at the very next authentication, though authentication had cached the user', async () => {
    // The wiring the service runs: the UserRepository any use case gets writes through the cache that authentication reads.
    const container = buildContainer(testConfig({ TOKEN_CACHE_SECONDS: '60' }))
    try {
      const users = container.get(TOKENS.UserRepository)
      const authenticate = container.get(AuthenticateAccessToken)
      const user = await users.findOrCreate(newUser(ID, 'disable-me@example.com' as EmailAddress, 'user', new Date()))
      const { accessToken } = await container
        .get(TOKENS.AccessTokens)
        .issue({ sub: user.id, email: user.email, permission: user.permission, ver: user.tokenVersion })
      expect((await authenticate.execute({ token: accessToken })).userId).toBe(ID)

      await users.update({ ...user, status: 'Disabled' })
      await expect(authenticate.execute({ token: accessToken })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    } finally {
      await container.unbindAllAsync()
    }
  })
})
