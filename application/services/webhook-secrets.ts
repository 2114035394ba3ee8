import { inject, injectable } from 'inversify'
import type { Webhook } from '../../domain/webhook'
import type { FieldCipher, FieldLocation } from '../ports/field-cipher'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'

/** Webhook signing secrets: made of 32 random bytes, shown once, kept encrypted with the field cipher, bound to their webhook. */
@injectable()
export class WebhookSecrets {
  constructor(
    @inject(TOKENS.FieldCipher) private readonly cipher: FieldCipher,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
  ) {}

  /** A fresh `whsec_<base64 of 32 random bytes>` (standard base64, as Standard Webhooks libraries expect). */
  generate(): string {
    const base64url = this.random.token(32)
    const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/')
    return `whsec_${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`
  }

  seal(webhook: Pick<Webhook, 'id' | 'db'>, secret: string): string {
    return this.cipher.encrypt(secret, locationOf(webhook))
  }

  open(webhook: Pick<Webhook, 'id' | 'db' | 'encryptedSecret'>): string {
    return this.cipher.decrypt(webhook.encryptedSecret, locationOf(webhook)) as string
  }
}

// The `webhook:` prefix keeps this location apart from any document's (ObjectIds are hex).
function locationOf(webhook: Pick<Webhook, 'id' | 'db'>): FieldLocation {
  return { database: webhook.db, documentId: `webhook:${webhook.id}`, variableId: 'secret' }
}
