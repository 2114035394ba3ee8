import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { WebhookTargetCheck } from '../../application/ports/webhook-target-check'
import { isPublicAddress } from '../../domain/network-address'

/** Every address a host name resolves to. */
export type HostResolver = (host: string) => Promise<string[]>

/** The system resolver (getaddrinfo), every address of both families. */
export const systemResolver: HostResolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)

/**
 * Refuses webhook targets that are not http(s), or whose host is or resolves to any address that
 * is not public unicast (loopback, private, link-local, multicast...), unless private targets are
 * allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS). Checked at creation and again before every attempt.
 */
export class DnsWebhookTargetCheck implements WebhookTargetCheck {
  constructor(
    private readonly allowPrivate: boolean,
    private readonly resolve: HostResolver = systemResolver,
  ) {}

  async refusal(text: string, on: 'create' | 'deliver'): Promise<string | null> {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return 'not a valid URL'
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https are allowed'
    if (this.allowPrivate) return null
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
    let addresses: string[]
    if (isIP(host)) addresses = [host]
    else {
      try {
        addresses = await this.resolve(host)
      } catch {
        addresses = []
      }
    }
    if (addresses.length === 0) return on === 'create' ? null : 'the host name does not resolve'
    if (addresses.some((a) => !isPublicAddress(a))) return 'the target is a loopback, private, link-local or multicast address'
    return null
  }
}
