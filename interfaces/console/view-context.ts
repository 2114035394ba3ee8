import type { ApiClient } from './api-client'
import type { Profile } from './api-types'

/** What every view gets: the API client, who is signed in, and a way to move to another address. */
export interface ViewContext {
  readonly api: ApiClient
  readonly me: Profile
  go(hash: string): void
}

export type Tab = 'documents' | 'groups' | 'import' | 'variables' | 'webhooks'

/** An address of the console, each part encoded (database names and ids are data). */
export function hashOf(...parts: string[]): string {
  return `#/${parts.map(encodeURIComponent).join('/')}`
}

const SOURCE_KEY = 'console.source'
export function lastSource(): string {
  try {
    return sessionStorage.getItem(SOURCE_KEY) || 'email'
  } catch {
    return 'email'
  }
}
export function rememberSource(source: string): void {
  try {
    sessionStorage.setItem(SOURCE_KEY, source)
  } catch {}
}
