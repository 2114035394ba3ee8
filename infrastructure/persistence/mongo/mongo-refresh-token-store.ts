import type { Collection, Db } from 'mongodb'
import type { RefreshTokenStore } from '../../../application/ports/refresh-token-store'
import type { RefreshToken } from '../../../domain/refresh-token'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'
import { MongoExpirySweeper } from './mongo-expiry-sweeper'

type TokenDocument = Omit<RefreshToken, 'id'> & { _id: string; purgeAt: Date }
/** One claim per token: the unique `_id` admits exactly one use, even on FerretDB (see mongo-login-link-store.ts). */
type UseDocument = { _id: string; usedAt: Date; purgeAt: Date }

export const REFRESH_TOKENS = 'refresh_tokens'
export const REFRESH_TOKEN_USES = 'refresh_token_uses'
const KEEP_EXPIRED_MS = 86_400_000

/** Refresh tokens in MongoDB; a use is claimed by a unique insert, then stamped on the token. */
export class MongoRefreshTokenStore implements RefreshTokenStore {
  private readonly tokens: Collection<TokenDocument>
  private readonly uses: Collection<UseDocument>
  private readonly sweepers: MongoExpirySweeper[]

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.tokens = db.collection<TokenDocument>(REFRESH_TOKENS)
    this.uses = db.collection<UseDocument>(REFRESH_TOKEN_USES)
    this.sweepers = [new MongoExpirySweeper(this.tokens, 'purgeAt', limits), new MongoExpirySweeper(this.uses, 'purgeAt', limits)]
  }

  async save(token: RefreshToken): Promise<void> {
    const { id, ...rest } = token
    await this.tokens.insertOne({ _id: id, ...rest, purgeAt: new Date(token.expiresAt.getTime() + KEEP_EXPIRED_MS) }, this.limits)
    for (const sweeper of this.sweepers) await sweeper.afterWrite(token.createdAt)
  }

  async findByDigest(digest: string): Promise<RefreshToken | null> {
    const doc = await this.tokens.findOne({ digest }, this.limits)
    if (!doc) return null
    const use = doc.usedAt ? null : await this.uses.findOne({ _id: doc._id }, this.limits)
    return toToken(doc, use?.usedAt ?? null)
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const token = await this.tokens.findOne({ _id: id }, { ...this.limits, projection: { expiresAt: 1 } })
    if (!token) return false
    try {
      await this.uses.insertOne({ _id: id, usedAt: at, purgeAt: new Date(token.expiresAt.getTime() + KEEP_EXPIRED_MS) }, this.limits)
    } catch (error) {
      if (isDuplicateKey(error)) return false
      throw error
    }
    await this.tokens.updateOne({ _id: id }, { $set: { usedAt: at } }, this.limits)
    return true
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: at } }, this.limits)
  }

  async revokeAllOf(userId: string, at: Date): Promise<void> {
    await this.tokens.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: at } }, this.limits)
  }
}

function toToken(doc: TokenDocument, claimedAt: Date | null): RefreshToken {
  return {
    id: doc._id,
    familyId: doc.familyId,
    userId: doc.userId,
    digest: doc.digest,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt,
    usedAt: doc.usedAt ?? claimedAt,
    revokedAt: doc.revokedAt ?? null,
  }
}
