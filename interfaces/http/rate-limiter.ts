import type { EnforceRateLimit, RateLimitRule } from '../../application/use-cases/enforce-rate-limit'
import { clientIp, type PeerAddressSource } from './client-ip'

/** Counts one request of the client's IP under `name`; rejects with RATE_LIMITED (429) once `rule` is exceeded. */
export type RateLimiter = (name: string, rule: RateLimitRule, request: Request, server: unknown) => Promise<void>

/** A limited route calls this first thing in its handler (docs/performance.md says why not a hook). */
export function rateLimiter(enforce: EnforceRateLimit, trustProxy: boolean): RateLimiter {
  return (name, rule, request, server) =>
    enforce.execute({ key: `${name}:${clientIp(request, server as PeerAddressSource | null, trustProxy)}`, rule })
}
