/** Something that can tell the peer address of a request (Bun's server does; Deno's entry passes its own). */
export interface PeerAddressSource {
  requestIP(request: Request): { address: string } | null
}

/**
 * The client's address. Behind a trusted proxy it is the right-most X-Forwarded-For entry, the
 * one our proxy added; entries further left are whatever the client claimed.
 */
export function clientIp(request: Request, server: PeerAddressSource | null | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').pop()?.trim()
    if (last) return last
  }
  return server?.requestIP(request)?.address ?? 'unknown'
}
