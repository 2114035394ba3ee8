import { describe, expect, test } from 'bun:test'
import { clientIp } from '../../../interfaces/http/client-ip'
import { PeerAddressMap } from '../../../interfaces/http/peer-address-map'

describe("PeerAddressMap (the Deno entry's peer addresses)", () => {
  test('answers the address recorded for that very Request, and nothing for another', () => {
    const peers = new PeerAddressMap()
    const first = new Request('http://x/a')
    const second = new Request('http://x/a')
    peers.record(first, '192.0.2.7')
    expect(peers.requestIP(first)).toEqual({ address: '192.0.2.7' })
    expect(peers.requestIP(second)).toBeNull()
  })

  test('ignores a missing address (a Unix socket peer) so the client IP falls back to "unknown"', () => {
    const peers = new PeerAddressMap()
    const request = new Request('http://x/a')
    peers.record(request, undefined)
    expect(clientIp(request, peers, false)).toBe('unknown')
  })

  test('feeds clientIp; a trusted proxy header still wins', () => {
    const peers = new PeerAddressMap()
    const request = new Request('http://x/a', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' } })
    peers.record(request, '10.0.0.2')
    expect(clientIp(request, peers, false)).toBe('10.0.0.2')
    expect(clientIp(request, peers, true)).toBe('198.51.100.4')
  })
})
