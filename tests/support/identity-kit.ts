import type { AccessTokens } from '../../application/ports/access-tokens'
import type { Clock } from '../../application/ports/clock'
import type { RandomSource } from '../../application/ports/random-source'
import { ApiKeyAuthentication } from '../../application/services/api-key-authentication'
import { Sessions } from '../../application/services/sessions'
import { Sha256KeyDigest } from '../../infrastructure/crypto/sha256-key-digest'
import { InMemoryApiKeyStore } from '../fakes/in-memory-api-key-store'
import { InMemoryRefreshTokenStore } from '../fakes/in-memory-refresh-token-store'
import { InMemoryWorkspaceStore } from '../fakes/in-memory-workspace-store'
import { RecordingLogger } from '../fakes/recording-logger'
import { SequenceRandomSource } from '../fakes/sequence-random-source'

/** The identity collaborators of the use cases, built from fakes, for unit tests. */
export function identityKit(tokens: AccessTokens, clock: Clock, random: RandomSource = new SequenceRandomSource()) {
  const refreshTokens = new InMemoryRefreshTokenStore()
  const apiKeys = new InMemoryApiKeyStore()
  const workspaces = new InMemoryWorkspaceStore()
  const digests = new Sha256KeyDigest()
  const logger = new RecordingLogger()
  const sessions = new Sessions(tokens, refreshTokens, digests, random, clock, { refreshTtlDays: 30, signInUrl: 'https://app.test' })
  const keyAuthentication = new ApiKeyAuthentication(apiKeys, digests, clock, logger)
  return { refreshTokens, apiKeys, workspaces, digests, logger, sessions, keyAuthentication }
}
