import { Elysia } from 'elysia'
import type { EnforceRateLimit, RateLimitRule } from '../../../application/use-cases/enforce-rate-limit'
import { clientIp, type PeerAddressSource } from './client-ip'

/** `{ rateLimit: { name, rule } }` on a route counts each request per client IP. */
export function rateLimitGuard(enforce: EnforceRateLimit, trustProxy: boolean) {
  return new Elysia({ name: 'rate-limit' }).macro({
    rateLimit(limit: { name: string; rule: RateLimitRule }) {
      return {
        async beforeHandle({ request, server }) {
          const ip = clientIp(request, server as PeerAddressSource | null, trustProxy)
          await enforce.execute({ key: `${limit.name}:${ip}`, rule: limit.rule })
        },
      }
    },
  })
}
