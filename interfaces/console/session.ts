/** The access token lives in sessionStorage only: gone when the tab closes, never in a cookie or localStorage. */
const KEY = 'console.accessToken'

export function savedToken(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function saveToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token)
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage may be unavailable (private mode): the token then lives in memory only.
  }
}

/**
 * A login link's token handed over in the address fragment (`/console/#token=...`, from the verify
 * page's "Continue to the console"). The fragment never reaches a server; it is removed from the
 * address at once so it is not kept in history.
 */
export function takeLinkToken(): string | null {
  const match = /^#token=([A-Za-z0-9_.~%-]{1,512})$/.exec(location.hash)
  if (!match) return null
  history.replaceState(null, '', `${location.pathname}${location.search}#/`)
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}
