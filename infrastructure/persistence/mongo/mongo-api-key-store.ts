import type { Collection, Db } from 'mongodb'
import type { ApiKeyStore } from '../../../application/ports/api-key-store'
import type { ApiKey } from '../../../domain/api-key'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

type KeyDocument = Omit<ApiKey, 'id' | 'sources'> & { _id: string; sources: string[] | null }

export const API_KEYS = 'api_keys'

/** API keys in MongoDB, one document each; `findById` is one read by `_id`. */
export class MongoApiKeyStore implements ApiKeyStore {
  private readonly keys: Collection<KeyDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.keys = db.collection<KeyDocument>(API_KEYS)
  }

  async create(key: ApiKey): Promise<void> {
    const { id, sources, ...rest } = key
    await this.keys.insertOne({ _id: id, ...rest, sources: sources ? [...sources] : null }, this.limits)
  }

  async findById(id: string): Promise<ApiKey | null> {
    const doc = await this.keys.findOne({ _id: id }, this.limits)
    return doc ? toKey(doc) : null
  }

  async list(workspaceId: string): Promise<ApiKey[]> {
    const docs = await this.keys.find({ workspaceId }, this.limits).sort({ createdAt: 1, _id: 1 }).toArray()
    return docs.map(toKey)
  }

  async revoke(workspaceId: string, id: string): Promise<boolean> {
    return (await this.keys.deleteOne({ _id: id, workspaceId }, this.limits)).deletedCount === 1
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.keys.updateOne({ _id: id }, { $set: { lastUsedAt: at } }, this.limits)
  }
}

function toKey(doc: KeyDocument): ApiKey {
  return {
    id: doc._id,
    workspaceId: doc.workspaceId,
    name: doc.name,
    role: doc.role,
    sources: doc.sources ?? null,
    secretDigest: doc.secretDigest,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt ?? null,
    lastUsedAt: doc.lastUsedAt ?? null,
  }
}
