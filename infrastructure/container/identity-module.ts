import { ContainerModule } from 'inversify'
import type { AccessTokens } from '../../application/ports/access-tokens'
import type { Clock } from '../../application/ports/clock'
import type { RandomSource } from '../../application/ports/random-source'
import type { RevocationNotifier } from '../../application/ports/revocation-notifier'
import type { SignInSettings } from '../../application/ports/sign-in-settings'
import { TOKENS } from '../../application/ports/tokens'
import type { UserRepository } from '../../application/ports/user-repository'
import type { WorkspaceStore } from '../../application/ports/workspace-store'
import { ApiKeyAuthentication } from '../../application/services/api-key-authentication'
import { Sessions } from '../../application/services/sessions'
import { AdministerUser } from '../../application/use-cases/administer-user'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { CheckHealth } from '../../application/use-cases/check-health'
import { EnforceRateLimit } from '../../application/use-cases/enforce-rate-limit'
import { ExchangeLoginLink } from '../../application/use-cases/exchange-login-link'
import { GetCurrentUser } from '../../application/use-cases/get-current-user'
import { GetUserById } from '../../application/use-cases/get-user-by-id'
import { ListContactSubmissions } from '../../application/use-cases/list-contact-submissions'
import { ListUsers } from '../../application/use-cases/list-users'
import { LogOut } from '../../application/use-cases/log-out'
import { RecheckAccessToken } from '../../application/use-cases/recheck-access-token'
import { RefreshSession } from '../../application/use-cases/refresh-session'
import { RequestLoginLink } from '../../application/use-cases/request-login-link'
import { UpdateProfile } from '../../application/use-cases/update-profile'
import { VerifyLoginLink } from '../../application/use-cases/verify-login-link'
import type { Config } from '../config/config'
import { Argon2SecretHasher } from '../crypto/argon2-secret-hasher'
import { CachingAccessTokens } from '../crypto/caching-access-tokens'
import { ElysiaJwtAccessTokens } from '../crypto/elysia-jwt-access-tokens'
import { MemoizingKeyDigest } from '../crypto/memoizing-key-digest'
import { Sha256KeyDigest } from '../crypto/sha256-key-digest'
import { CachingApiKeyStore } from '../identity/caching-api-key-store'
import { CachingUserRepository } from '../identity/caching-user-repository'
import { LocalRevocationNotifier } from '../identity/local-revocation-notifier'
import { UserAuthStateCache } from '../identity/user-auth-state-cache'

/** Sign-in, tokens, profiles and the use cases built on them. */
export function identityModule(config: Config) {
  return new ContainerModule(({ bind, onActivation }) => {
    // Authentication reads a user's revocation state from memory for at most TOKEN_CACHE_SECONDS;
    // every user write through this instance (logout, profile) forgets it at once.
    const authStates = new UserAuthStateCache(config.tokenCacheSeconds * 1000)
    bind(TOKENS.RevocationNotifier).toConstantValue(new LocalRevocationNotifier())
    // API keys likewise: read from memory for at most TOKEN_CACHE_SECONDS, a revocation here forgets at once.
    onActivation(
      TOKENS.ApiKeyStore,
      (context, keys) => new CachingApiKeyStore(keys, context.get(TOKENS.Clock), config.tokenCacheSeconds * 1000),
    )
    onActivation(
      TOKENS.UserRepository,
      (context, users) =>
        new CachingUserRepository(users, authStates, context.get(TOKENS.Clock), false, context.get(TOKENS.RevocationNotifier)),
    )
    bind(AuthenticateAccessToken)
      .toResolvedValue(
        (
          tokens: AccessTokens,
          users: UserRepository,
          clock: Clock,
          apiKeys: ApiKeyAuthentication,
          workspaces: WorkspaceStore,
          revocations: RevocationNotifier,
        ) =>
          new AuthenticateAccessToken(tokens, new CachingUserRepository(users, authStates, clock, true, revocations), apiKeys, workspaces),
        [TOKENS.AccessTokens, TOKENS.UserRepository, TOKENS.Clock, ApiKeyAuthentication, TOKENS.WorkspaceStore, TOKENS.RevocationNotifier],
      )
      .inSingletonScope()
    // A stream's re-check reads the user from the store: a revocation on another instance shows within a second.
    bind(RecheckAccessToken)
      .toResolvedValue(
        (tokens: AccessTokens, users: UserRepository, apiKeys: ApiKeyAuthentication, workspaces: WorkspaceStore) =>
          new RecheckAccessToken(new AuthenticateAccessToken(tokens, users, apiKeys, workspaces)),
        [TOKENS.AccessTokens, TOKENS.UserRepository, ApiKeyAuthentication, TOKENS.WorkspaceStore],
      )
      .inSingletonScope()
    bind(ApiKeyAuthentication).toSelf().inSingletonScope()
    bind(Sessions).toSelf().inSingletonScope()
    bind(TOKENS.KeyDigest).toConstantValue(new MemoizingKeyDigest(new Sha256KeyDigest()))
    bind(TOKENS.SessionSettings).toConstantValue({
      refreshTtlDays: config.refreshTtlDays,
      signInUrl: config.appUrl ?? `${config.publicUrl}/console`,
    })
    bind(TOKENS.SecretHasher).toConstantValue(new Argon2SecretHasher())
    bind(TOKENS.AccessTokens)
      .toResolvedValue(
        (random: RandomSource, clock: Clock) => new CachingAccessTokens(new ElysiaJwtAccessTokens(config.jwt, random), clock),
        [TOKENS.RandomSource, TOKENS.Clock],
      )
      .inSingletonScope()
    bind(TOKENS.SignInSettings).toConstantValue(signInSettings(config))
    const useCases: (new (...args: any[]) => object)[] = [
      CheckHealth,
      EnforceRateLimit,
      ExchangeLoginLink,
      GetCurrentUser,
      GetUserById,
      LogOut,
      RefreshSession,
      RequestLoginLink,
      UpdateProfile,
      VerifyLoginLink,
    ]
    for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope()
    // Administration: users and the intake inbox.
    const administration: (new (...args: any[]) => object)[] = [AdministerUser, ListContactSubmissions, ListUsers]
    for (const useCase of administration) bind(useCase).toSelf().inSingletonScope()
  })
}

function signInSettings(config: Config): SignInSettings {
  const base = config.appUrl ? `${config.appUrl}/auth/verify` : `${config.publicUrl}/api/v1/auth/verify`
  return {
    linkTtlSeconds: config.loginLinkTtlSeconds,
    adminEmails: config.adminEmails,
    linkUrl: (token) => `${base}?token=${encodeURIComponent(token)}`,
    addressLimit: config.rateLimits.authAddress,
    failedExchangeLimit: config.rateLimits.verifyFailuresIp,
  }
}
