import type { ApiKey } from '../../domain/api-key'

/** Keeps API keys (with the digest of their secret, never the secret). Revoking deletes the key. */
export interface ApiKeyStore {
  create(key: ApiKey): Promise<void>
  /** Asked on every request a key makes: one read by primary key. */
  findById(id: string): Promise<ApiKey | null>
  /** The keys of a workspace, oldest first. */
  list(workspaceId: string): Promise<ApiKey[]>
  /** Deletes the key of that workspace; false when there is none. */
  revoke(workspaceId: string, id: string): Promise<boolean>
  /** Records a use of the key. */
  touch(id: string, at: Date): Promise<void>
}
