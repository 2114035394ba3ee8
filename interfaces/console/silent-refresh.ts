import type { ApiClient } from './api-client'
import type { AccessToken } from './api-types'
import { savedRefresh, saveRefresh, saveToken } from './session'

/** How long before the access token expires the console asks for a new one. */
const EARLY_MS = 60_000

/**
 * Keeps the console signed in for as long as its refresh token lasts: a minute before the access
 * token expires it exchanges the refresh token (which rotates) for new ones, so a working day needs
 * one sign-in. A refused refresh ends the session as an expired token would.
 */
export class SilentRefresh {
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly api: ApiClient,
    private readonly onEnded: () => void,
  ) {}

  /** Keeps freshly issued tokens and plans the next refresh. */
  keep(issued: AccessToken): void {
    saveToken(issued.accessToken)
    this.api.setToken(issued.accessToken)
    const refresh = { refreshToken: issued.refreshToken, expiresAt: Date.now() + issued.expiresIn * 1000 }
    saveRefresh(refresh)
    this.plan(refresh.expiresAt)
  }

  /** After a reload: plans the refresh of the kept session, if any. */
  resume(): void {
    const kept = savedRefresh()
    if (kept) this.plan(kept.expiresAt)
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    saveRefresh(null)
  }

  private plan(expiresAt: number): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.refresh(), Math.max(0, expiresAt - EARLY_MS - Date.now()))
  }

  private async refresh(): Promise<void> {
    const kept = savedRefresh()
    if (!kept) return
    try {
      this.keep(await this.api.post<AccessToken>('/api/v1/auth/refresh', { refreshToken: kept.refreshToken }))
    } catch {
      this.stop()
      this.onEnded()
    }
  }
}
