import type { ServiceIdentifier } from 'inversify'
import type { AccessTokens } from './access-tokens'
import type { Clock } from './clock'
import type { LoginLinkStore } from './login-link-store'
import type { Logger } from './logger'
import type { Mailer } from './mailer'
import type { RandomSource } from './random-source'
import type { RateLimitCounters } from './rate-limit-counters'
import type { SecretHasher } from './secret-hasher'
import type { SignInSettings } from './sign-in-settings'
import type { StoreHealth } from './store-health'
import type { UserRepository } from './user-repository'

// Cast rather than annotate, or container.get() infers unknown.
const token = <T>(name: string) => Symbol.for(`app/${name}`) as ServiceIdentifier<T>

/** Injection tokens of every port, one place to find them. */
export const TOKENS = {
  AccessTokens: token<AccessTokens>('AccessTokens'),
  Clock: token<Clock>('Clock'),
  LoginLinkStore: token<LoginLinkStore>('LoginLinkStore'),
  Logger: token<Logger>('Logger'),
  Mailer: token<Mailer>('Mailer'),
  RandomSource: token<RandomSource>('RandomSource'),
  RateLimitCounters: token<RateLimitCounters>('RateLimitCounters'),
  SecretHasher: token<SecretHasher>('SecretHasher'),
  SignInSettings: token<SignInSettings>('SignInSettings'),
  StoreHealth: token<StoreHealth>('StoreHealth'),
  UserRepository: token<UserRepository>('UserRepository'),
} as const
