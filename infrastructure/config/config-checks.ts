import { Buffer } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Kind, type TSchema } from '@sinclair/typebox'
import { parseEmailAddress } from '../../domain/email-address'
import { ConfigError } from './config-error'

/** What a variable accepts, in words, for its start-up error (never the value: it may be a secret). */
export function allowedBy(schema: TSchema): string {
  if (typeof schema.allowed === 'string') return schema.allowed
  if (schema[Kind] === 'Union' && Array.isArray(schema.anyOf) && schema.anyOf.every((s: TSchema) => 'const' in s)) {
    return `one of ${schema.anyOf.map((s: TSchema) => String(s.const)).join(', ')}`
  }
  if (schema[Kind] === 'Integer') {
    const { minimum: min, maximum: max } = schema
    if (min !== undefined && max !== undefined) return `an integer from ${min} to ${max}`
    if (min !== undefined) return `an integer of at least ${min}`
    return 'an integer'
  }
  if (schema[Kind] === 'Boolean') return 'true, false, 1 or 0'
  if (schema[Kind] === 'String' && schema.minLength !== undefined) return `a text of at least ${schema.minLength} characters`
  return 'a valid value'
}

/** CORS_ORIGINS: comma-separated origins, each scheme://host[:port] with no path. */
export function assertOrigins(value: string | undefined): void {
  for (const origin of list(value)) {
    let url: URL | null = null
    try {
      url = new URL(origin)
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
      throw new ConfigError(
        'Invalid environment variable CORS_ORIGINS: must be comma-separated origins such as https://app.example.com (scheme, host and optional port, no path or trailing slash)',
      )
    }
  }
}

/** ADMIN_EMAILS: comma-separated e-mail addresses. */
export function assertEmails(value: string | undefined): void {
  for (const email of list(value)) {
    try {
      parseEmailAddress(email)
    } catch {
      throw new ConfigError('Invalid environment variable ADMIN_EMAILS: must be comma-separated e-mail addresses such as admin@example.com')
    }
  }
}

/** FIELD_ENCRYPTION_KEYS beyond its pattern: every key decodes to 32 bytes, every key id once. */
export function assertFieldKeys(value: string | undefined): void {
  const seen = new Set<string>()
  for (const entry of list(value)) {
    const separator = entry.indexOf(':')
    const kid = entry.slice(0, separator)
    if (Buffer.from(entry.slice(separator + 1), 'base64').length !== 32) {
      throw new ConfigError(
        `Invalid environment variable FIELD_ENCRYPTION_KEYS: key "${kid}" must decode to 32 bytes (base64 of 32 random bytes, e.g. openssl rand -base64 32)`,
      )
    }
    if (seen.has(kid))
      throw new ConfigError(`Invalid environment variable FIELD_ENCRYPTION_KEYS: key id "${kid}" appears twice; each key id must be unique`)
    seen.add(kid)
  }
}

/** DATA_DIR must be (or become) a writable directory; says which path is in the way. */
export function assertDataDir(dataDir: string): void {
  if (dataDir === ':memory:') return
  const dir = resolve(dataDir)
  try {
    mkdirSync(dir, { recursive: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST' || code === 'ENOTDIR')
      throw new ConfigError(`Invalid DATA_DIR ${dataDir}: ${blockingFile(dir)} is a file, not a directory`)
    throw new ConfigError(`Invalid DATA_DIR ${dataDir}: cannot create the directory (${code ?? 'unknown error'})`)
  }
  // A real write rather than access(): it holds under every runtime (Deno's access() differs) and user.
  const probe = join(dir, `.write-check-${randomBytes(6).toString('hex')}`)
  try {
    closeSync(openSync(probe, 'wx'))
    unlinkSync(probe)
  } catch {
    throw new ConfigError(`Invalid DATA_DIR ${dataDir}: the directory is not writable by this process`)
  }
}

/** SENSITIVE_FIELD_PATTERN must compile as a regular expression. */
export function assertRegExp(pattern: string): void {
  try {
    new RegExp(pattern, 'i')
  } catch {
    throw new ConfigError('Invalid environment variable SENSITIVE_FIELD_PATTERN: not a valid regular expression')
  }
}

/** The first path from the root down that exists and is not a directory. */
function blockingFile(dir: string): string {
  const chain: string[] = []
  for (let at = dir; ; at = dirname(at)) {
    chain.unshift(at)
    if (dirname(at) === at) break
  }
  for (const at of chain) {
    try {
      if (!statSync(at).isDirectory()) return at
    } catch {
      break
    }
  }
  return dir
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
