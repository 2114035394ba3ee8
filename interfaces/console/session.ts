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

const REFRESH_KEY = 'console.refreshToken'
const EXPIRY_KEY = 'console.accessTokenExpiresAt'

/** The refresh token and when the access token expires (epoch ms), kept beside it in sessionStorage. */
export function savedRefresh(): { refreshToken: string; expiresAt: number } | null {
  try {
    const refreshToken = sessionStorage.getItem(REFRESH_KEY)
    const expiresAt = Number(sessionStorage.getItem(EXPIRY_KEY))
    return refreshToken && expiresAt ? { refreshToken, expiresAt } : null
  } catch {
    return null
  }
}

export function saveRefresh(refresh: { refreshToken: string; expiresAt: number } | null): void {
  try {
    if (refresh) {
      sessionStorage.setItem(REFRESH_KEY, refresh.refreshToken)
      sessionStorage.setItem(EXPIRY_KEY, String(refresh.expiresAt))
    } else {
      sessionStorage.removeItem(REFRESH_KEY)
      sessionStorage.removeItem(EXPIRY_KEY)
    }
  } catch {
    // As for the access token: memory only when storage is unavailable.
  }
}

const WORKSPACE_KEY = 'console.workspaceId'

/** The workspace chosen in the switcher, for this tab. */
export function savedWorkspace(): string | null {
  try {
    return sessionStorage.getItem(WORKSPACE_KEY)
  } catch {
    return null
  }
}

export function saveWorkspace(id: string): void {
  try {
    sessionStorage.setItem(WORKSPACE_KEY, id)
  } catch {
    // Memory only.
  }
}
