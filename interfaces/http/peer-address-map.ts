import type { PeerAddressSource } from './client-ip'

/**
 * A PeerAddressSource for servers that hand the peer address to the fetch handler instead of
 * answering `requestIP` (Deno.serve's `info.remoteAddr`): the entry records each Request's peer
 * before handing it to the app. Weak keys: an entry lives exactly as long as its Request.
 */
export class PeerAddressMap implements PeerAddressSource {
  private readonly peers = new WeakMap<Request, string>()

  record(request: Request, address: string | null | undefined): void {
    if (address) this.peers.set(request, address)
  }

  requestIP(request: Request): { address: string } | null {
    const address = this.peers.get(request)
    return address === undefined ? null : { address }
  }
}
