import { type Collection, type Db, type Filter, ObjectId } from 'mongodb'
import type { UserRepository } from '../../../application/ports/user-repository'
import type { EmailAddress } from '../../../domain/email-address'
import { isObjectId } from '../../../domain/object-id'
import type { User } from '../../../domain/user'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'

/** The stored shape: `_id` is a real ObjectId; the domain's 24-hex id is converted at this edge. */
export interface UserDocument {
  _id: ObjectId
  email: string
  name: string | null
  surname: string | null
  companyName: string | null
  companyVerified: boolean
  permission: User['permission']
  status: User['status']
  jobTitle: string | null
  workspaceId: string
  tokenVersion: number
  createdAt: Date
  updatedAt: Date
}

export const USERS = 'users'

/** Users in MongoDB; the unique e-mail index makes a first sign-in create its user exactly once. */
export class MongoUserRepository implements UserRepository {
  private readonly users: Collection<UserDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.users = db.collection<UserDocument>(USERS)
  }

  async findById(id: string): Promise<User | null> {
    const _id = objectIdOf(id)
    return _id ? toUser(await this.users.findOne({ _id }, this.limits)) : null
  }

  async findByEmail(email: string): Promise<User | null> {
    return toUser(await this.users.findOne({ email }, this.limits))
  }

  async findOrCreate(c: User): Promise<User> {
    const _id = objectIdOf(c.id)
    if (!_id) throw new Error('user id must be a 24-hex ObjectId')
    try {
      await this.users.insertOne(
        {
          _id,
          email: c.email,
          name: c.name,
          surname: c.surname,
          companyName: c.companyName,
          companyVerified: c.companyVerified,
          permission: c.permission,
          status: c.status,
          jobTitle: c.jobTitle,
          workspaceId: c.workspaceId,
          tokenVersion: c.tokenVersion,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        },
        this.limits,
      )
    } catch (error) {
      // Another request created this address first: the stored user wins.
      if (!isDuplicateKey(error)) throw error
    }
    const stored = toUser(await this.users.findOne({ email: c.email }, this.limits))
    if (!stored) throw new Error('user vanished after insert')
    return stored
  }

  async update(u: User): Promise<User | null> {
    const _id = objectIdOf(u.id)
    if (!_id) return null
    const after = await this.users.findOneAndUpdate(
      { _id },
      {
        $set: {
          name: u.name,
          surname: u.surname,
          companyName: u.companyName,
          companyVerified: u.companyVerified,
          permission: u.permission,
          status: u.status,
          jobTitle: u.jobTitle,
          workspaceId: u.workspaceId,
          updatedAt: u.updatedAt,
        },
      },
      { ...this.limits, returnDocument: 'after' },
    )
    return toUser(after)
  }

  async bumpTokenVersion(id: string, now: Date): Promise<number | null> {
    const _id = objectIdOf(id)
    if (!_id) return null
    const after = await this.users.findOneAndUpdate(
      { _id },
      { $inc: { tokenVersion: 1 }, $set: { updatedAt: now } },
      { ...this.limits, returnDocument: 'after' },
    )
    return after ? after.tokenVersion : null
  }

  async list(after: string | null, limit: number, emailPrefix: string | null): Promise<User[]> {
    const filter: Filter<UserDocument> = {}
    const afterId = after === null ? null : objectIdOf(after)
    if (afterId) filter._id = { $gt: afterId }
    // An anchored, escaped regex is a prefix match the e-mail index can serve.
    if (emailPrefix) filter.email = { $regex: `^${emailPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` }
    const found = await this.users.find(filter, this.limits).sort({ _id: 1 }).limit(limit).toArray()
    return found.map((d) => toUser(d)!)
  }
}

function objectIdOf(id: string): ObjectId | null {
  return isObjectId(id) ? new ObjectId(id) : null
}

function toUser(d: UserDocument | null): User | null {
  if (!d) return null
  return {
    id: d._id.toHexString(),
    email: d.email as EmailAddress,
    name: d.name ?? null,
    surname: d.surname ?? null,
    companyName: d.companyName ?? null,
    companyVerified: d.companyVerified === true,
    permission: d.permission,
    status: d.status,
    jobTitle: d.jobTitle ?? null,
    workspaceId: d.workspaceId,
    tokenVersion: d.tokenVersion,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  }
}
