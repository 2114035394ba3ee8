import { DomainError } from './errors'
import { assertSource } from './field-name'
import { longerThan } from './text-patterns'
import type { Role } from './workspace'

/** The roles a key may have: a key never manages members or keys. */
export type ApiKeyRole = Exclude<Role, 'owner'>
export const API_KEY_ROLES: readonly ApiKeyRole[] = ['editor', 'viewer']
export const MAX_API_KEYS_PER_WORKSPACE = 100
export const MAX_KEY_SOURCES = 50

/** A system's credential for one workspace; only a digest of its secret is kept. */
export interface ApiKey {
  readonly id: string
  readonly workspaceId: string
  readonly name: string
  readonly role: ApiKeyRole
  /** The `{source}`s it may reach; null: every source. */
  readonly sources: readonly string[] | null
  readonly secretDigest: string
  readonly createdBy: string
  readonly createdAt: Date
  readonly expiresAt: Date | null
  readonly lastUsedAt: Date | null
}

/** What a client sees of a key: never its secret or digest. */
export interface ApiKeyView {
  readonly _id: string
  readonly name: string
  readonly role: ApiKeyRole
  readonly sources: string[] | null
  readonly createdAt: string
  readonly expiresAt: string | null
  readonly lastUsedAt: string | null
}

const PREFIX = 'lk_'
// `lk_`, a 24-hex id, `_`, then 43 base64url characters (32 random bytes, 256 bits).
const KEY = /^lk_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/

/** Whether a bearer token is meant as an API key (rather than a JWT). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(PREFIX)
}

/** The id and secret of a well-formed key, else null. */
export function splitApiKey(token: string): { id: string; secret: string } | null {
  const match = KEY.exec(token)
  return match ? { id: match[1]!, secret: match[2]! } : null
}

export function formatApiKey(id: string, secret: string): string {
  return `${PREFIX}${id}_${secret}`
}

/** A key counts until it expires; a revoked key is gone from the store. */
export function isKeyExpired(key: ApiKey, now: Date): boolean {
  return key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime()
}

/** A key's last use is written at most once a minute, so reads stay reads. */
export const LAST_USED_RESOLUTION_MS = 60_000

export function isLastUseStale(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    _id: key.id,
    name: key.name,
    role: key.role,
    sources: key.sources ? [...key.sources] : null,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  }
}

const MAX_KEY_NAME = 100

/** A key's name: trimmed, 1 to 100 characters, no control characters. */
export function parseKeyName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!name || longerThan(name, MAX_KEY_NAME) || /[\u0000-\u001f\u007f]/.test(name)) {
    throw DomainError.validation(`name must be 1 to ${MAX_KEY_NAME} characters without control characters`, [
      { path: 'name', message: 'is not a valid key name' },
    ])
  }
  return name
}

/** The sources a key is scoped to: absent or null for every source, else 1 to 50 distinct valid sources. */
export function parseKeySources(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_KEY_SOURCES) {
    throw DomainError.validation(`sources must be a list of 1 to ${MAX_KEY_SOURCES} source names`, [
      { path: 'sources', message: 'is not a list of sources' },
    ])
  }
  return [...new Set(raw.map((source) => assertSource(source as string)))]
}

/** An optional expiry: an ISO date-time in the future. */
export function parseKeyExpiry(raw: unknown, now: Date): Date | null {
  if (raw === undefined || raw === null) return null
  const at = typeof raw === 'string' ? new Date(raw) : null
  if (!at || Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
    throw DomainError.validation('expiresAt must be a date-time in the future', [
      { path: 'expiresAt', message: 'is not a future date-time' },
    ])
  }
  return at
}
