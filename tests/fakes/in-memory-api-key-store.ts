import type { ApiKeyStore } from '../../application/ports/api-key-store'
import type { ApiKey } from '../../domain/api-key'

/** API keys in a Map, in creation order; `touches` counts lastUsedAt writes. */
export class InMemoryApiKeyStore implements ApiKeyStore {
  readonly keys = new Map<string, ApiKey>()
  touches = 0

  async create(key: ApiKey) {
    if (this.keys.has(key.id)) throw new Error(`duplicate id ${key.id}`)
    this.keys.set(key.id, key)
  }

  async findById(id: string) {
    return this.keys.get(id) ?? null
  }

  async list(workspaceId: string) {
    return [...this.keys.values()]
      .filter((k) => k.workspaceId === workspaceId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  }

  async revoke(workspaceId: string, id: string) {
    if (this.keys.get(id)?.workspaceId !== workspaceId) return false
    return this.keys.delete(id)
  }

  async touch(id: string, at: Date) {
    const key = this.keys.get(id)
    if (!key) return
    this.touches++
    this.keys.set(id, { ...key, lastUsedAt: at })
  }
}
