import type { Collection, Db } from 'mongodb'
import type { LoginLinkStore } from '../../../application/ports/login-link-store'
import type { EmailAddress } from '../../../domain/email-address'
import { type LoginLink, MAX_CODE_ATTEMPTS } from '../../../domain/login-link'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'
import { MongoExpirySweeper } from './mongo-expiry-sweeper'

interface LinkDocument {
  _id: string
  email: string
  secretHash: string
  codeHash: string
  createdAt: Date
  expiresAt: Date
  usedAt: Date | null
  failedAttempts: number
  /** When the TTL index removes the link: a day after expiry, kept for support questions. */
  purgeAt: Date
}

/** One claim per link: the unique `_id` lets exactly one consumer insert it, on any server. */
interface UseDocument {
  _id: string
  usedAt: Date
  purgeAt: Date
}

export const LOGIN_LINKS = 'login_links'
export const LOGIN_LINK_USES = 'login_link_uses'
const KEEP_EXPIRED_MS = 86_400_000

/** Login links in MongoDB; consume is one findOneAndUpdate guarded by the usable conditions. */
export class MongoLoginLinkStore implements LoginLinkStore {
  private readonly links: Collection<LinkDocument>
  private readonly uses: Collection<UseDocument>
  private readonly sweeper: MongoExpirySweeper
  private readonly usesSweeper: MongoExpirySweeper

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.links = db.collection<LinkDocument>(LOGIN_LINKS)
    this.uses = db.collection<UseDocument>(LOGIN_LINK_USES)
    this.sweeper = new MongoExpirySweeper(this.links, 'purgeAt', limits)
    this.usesSweeper = new MongoExpirySweeper(this.uses, 'purgeAt', limits)
  }

  async save(l: LoginLink): Promise<void> {
    await this.links.insertOne(
      {
        _id: l.id,
        email: l.email,
        secretHash: l.secretHash,
        codeHash: l.codeHash,
        createdAt: l.createdAt,
        expiresAt: l.expiresAt,
        usedAt: l.usedAt,
        failedAttempts: l.failedAttempts,
        purgeAt: new Date(l.expiresAt.getTime() + KEEP_EXPIRED_MS),
      },
      this.limits,
    )
    await this.sweeper.afterWrite(l.createdAt)
  }

  async findById(id: string): Promise<LoginLink | null> {
    const doc = await this.links.findOne({ _id: id }, this.limits)
    return doc ? toLink(doc) : null
  }

  async findUsable(email: string, now: Date, limit: number): Promise<LoginLink[]> {
    const docs = await this.links.find(usable({ email }, now), this.limits).sort({ createdAt: -1 }).limit(limit).toArray()
    return docs.map(toLink)
  }

  /**
   * Two steps, each atomic on its own: the claim (a unique insert) admits one caller even on
   * FerretDB, whose findAndModify is not atomic under concurrency; the findOneAndUpdate then
   * checks the usable conditions at write time and stamps `usedAt` (atomic on MongoDB).
   */
  async consume(id: string, now: Date): Promise<boolean> {
    try {
      await this.uses.insertOne({ _id: id, usedAt: now, purgeAt: new Date(now.getTime() + 2 * KEEP_EXPIRED_MS) }, this.limits)
    } catch (error) {
      if (isDuplicateKey(error)) return false
      throw error
    }
    await this.usesSweeper.afterWrite(now)
    const before = await this.links.findOneAndUpdate(usable({ _id: id }, now), { $set: { usedAt: now } }, this.limits)
    return before !== null
  }

  async recordFailedAttempt(id: string): Promise<void> {
    await this.links.updateOne({ _id: id }, { $inc: { failedAttempts: 1 } }, this.limits)
  }
}

function usable<T extends object>(match: T, now: Date) {
  return { ...match, usedAt: null, expiresAt: { $gt: now }, failedAttempts: { $lt: MAX_CODE_ATTEMPTS } }
}

function toLink(d: LinkDocument): LoginLink {
  return {
    id: d._id,
    email: d.email as EmailAddress,
    secretHash: d.secretHash,
    codeHash: d.codeHash,
    createdAt: d.createdAt,
    expiresAt: d.expiresAt,
    usedAt: d.usedAt ?? null,
    failedAttempts: d.failedAttempts,
  }
}
