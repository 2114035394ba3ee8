import { inject, injectable } from 'inversify'
import { type ApiKeyView, toApiKeyView } from '../../domain/api-key'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import type { ApiKeyStore } from '../ports/api-key-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

/** The API keys of a workspace without their secrets, oldest first (owners only); `lastUsedAt` is at most a minute stale. */
@injectable()
export class ListApiKeys {
  constructor(
    @inject(TOKENS.ApiKeyStore) private readonly keys: ApiKeyStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string }): Promise<{ data: ApiKeyView[] }> {
    assertPerson(input.principal)
    const workspaceId = requireObjectId(input.id, 'id')
    await this.access.manageable(input.principal, workspaceId)
    return { data: (await this.keys.list(workspaceId)).map(toApiKeyView) }
  }
}
