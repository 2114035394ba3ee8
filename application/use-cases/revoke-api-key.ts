import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import type { ApiKeyStore } from '../ports/api-key-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

/** Revokes an API key of a workspace (owners only): its next request is refused with 401. */
@injectable()
export class RevokeApiKey {
  constructor(
    @inject(TOKENS.ApiKeyStore) private readonly keys: ApiKeyStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string; keyId: string }): Promise<{ message: string }> {
    assertPerson(input.principal)
    const workspaceId = requireObjectId(input.id, 'id')
    const keyId = requireObjectId(input.keyId, 'keyId')
    await this.access.manageable(input.principal, workspaceId)
    if (!(await this.keys.revoke(workspaceId, keyId))) throw DomainError.notFound('API key not found')
    return { message: 'API key revoked' }
  }
}
