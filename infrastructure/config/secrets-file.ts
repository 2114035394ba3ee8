import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError } from './config-error'

interface Secrets {
  jwtSecret: string
  fieldEncryptionKeys: string
  warnings: string[]
}

/**
 * Missing secrets are generated once into DATA_DIR/secrets.json (mode 0600) so a development
 * instance keeps its sessions and ciphertexts across restarts. In production they must be given.
 */
export function loadOrCreateSecrets(input: {
  dataDir: string
  production: boolean
  jwtSecret?: string
  fieldEncryptionKeys?: string
}): Secrets {
  const missing = [!input.jwtSecret && 'JWT_SECRET', !input.fieldEncryptionKeys && 'FIELD_ENCRYPTION_KEYS'].filter(Boolean) as string[]
  if (missing.length === 0) return { jwtSecret: input.jwtSecret!, fieldEncryptionKeys: input.fieldEncryptionKeys!, warnings: [] }
  if (input.production) throw new ConfigError(`Missing environment variable ${missing.join(' and ')}: required when NODE_ENV=production`)

  const file = join(input.dataDir, 'secrets.json')
  let stored: Partial<Secrets> = {}
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      throw new ConfigError(`Cannot read ${file}: delete it to generate new development secrets`)
    }
  }
  const generated = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    fieldEncryptionKeys: stored.fieldEncryptionKeys ?? `dev1:${randomBytes(32).toString('base64')}`,
  }
  if (!stored.jwtSecret || !stored.fieldEncryptionKeys) {
    mkdirSync(input.dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 })
    chmodSync(file, 0o600)
  }
  return {
    jwtSecret: input.jwtSecret ?? generated.jwtSecret,
    fieldEncryptionKeys: input.fieldEncryptionKeys ?? generated.fieldEncryptionKeys,
    warnings: [`${missing.join(' and ')} not set: using development secrets kept in ${file}; set them before production`],
  }
}
