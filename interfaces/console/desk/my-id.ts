import { savedToken } from '../session'

/** The signed-in user's id: the `sub` of their own access token (GET /me does not answer it). */
export function myUserId(): string | null {
  const payload = savedToken()?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    return typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}
