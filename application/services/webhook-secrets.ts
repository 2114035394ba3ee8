import { inject, injectable } from 'inversify'
import type { Webhook } from '../../domain/webhook'
import type { FieldCipher, FieldLocation } from '../ports/field-cipher'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'

const MAX_OPENED = 1000

/** Webhook signing secrets: made of 32 random bytes, shown once, kept encrypted with the field cipher, bound to their webhook. */
@injectable()
export class WebhookSecrets {
  private readonly opened = new Map<string, string>()

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

  /** The secret in clear; kept per ciphertext (a rotation makes a new one), so each delivery does not decrypt again. */
  open(webhook: Pick<Webhook, 'id' | 'db' | 'encryptedSecret'>): string {
    const key = `${webhook.id}\u0000${webhook.encryptedSecret}`
    let secret = this.opened.get(key)
    if (secret === undefined) {
      secret = this.cipher.decrypt(webhook.encryptedSecret, locationOf(webhook)) as string
      if (this.opened.size >= MAX_OPENED) this.opened.clear()
      this.opened.set(key, secret)
    }
    return secret
  }
}

// The `webhook:` prefix keeps this location apart from any document's (ObjectIds are hex).
function locationOf(webhook: Pick<Webhook, 'id' | 'db'>): FieldLocation {
  return { database: webhook.db, documentId: `webhook:${webhook.id}`, variableId: 'secret' }
}
