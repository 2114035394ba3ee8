import type { RefreshToken } from '../../domain/refresh-token'

/** Keeps refresh tokens by the digest of their value; expired ones may be forgotten. */
export interface RefreshTokenStore {
  save(token: RefreshToken): Promise<void>
  findByDigest(digest: string): Promise<RefreshToken | null>
  /** Marks the token used unless it already is; true only for the one call that did (rotation is single use under concurrency). */
  markUsed(id: string, at: Date): Promise<boolean>
  /** Revokes every token of one sign-in. */
  revokeFamily(familyId: string, at: Date): Promise<void>
  /** Revokes every token of a user (logout, disabling). */
  revokeAllOf(userId: string, at: Date): Promise<void>
}
