/**
 * Which IP addresses a webhook may reach: public unicast only. Loopback, private, shared (CGNAT),
 * link-local, multicast, unspecified and reserved ranges are refused, including IPv4 addresses
 * embedded in IPv6 (mapped, NAT64), so a target cannot reach the service's own network.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address)
  if (v4) return isPublicIPv4(v4)
  const v6 = parseIPv6(address)
  if (!v6) return false
  return isPublicIPv6(v6)
}

function isPublicIPv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127) return false
  if (a === 100 && b! >= 64 && b! <= 127) return false
  if (a === 169 && b === 254) return false
  if (a === 172 && b! >= 16 && b! <= 31) return false
  if (a === 192 && b === 168) return false
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false
  if (a === 198 && (b === 18 || b === 19)) return false
  if (a === 198 && b === 51 && c === 100) return false
  if (a === 203 && b === 0 && c === 113) return false
  return a! < 224
}

function isPublicIPv6(g: number[]): boolean {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0)
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (zeroUpTo(6)) return false
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach IPv4 addresses
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIPv4(embeddedIPv4(g))
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIPv4(embeddedIPv4(g))
  const first = g[0]!
  if ((first & 0xfe00) === 0xfc00) return false // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return false // site-local fec0::/10 (deprecated)
  if ((first & 0xff00) === 0xff00) return false // multicast ff00::/8
  if (first === 0x2001 && g[1] === 0x0db8) return false // documentation
  if (first === 0x2002) return isPublicIPv4([g[1]! >> 8, g[1]! & 0xff, g[2]! >> 8, g[2]! & 0xff]) // 6to4
  return (first & 0xe000) === 0x2000 // global unicast 2000::/3
}

function embeddedIPv4(g: number[]): number[] {
  return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff]
}

/** Four octets of a dotted-quad address, or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN))
  return octets.every((o) => o >= 0 && o <= 255) ? octets : null
}

/** Eight 16-bit groups of an IPv6 address (zone and brackets allowed), or null. */
export function parseIPv6(input: string): number[] | null {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  if (!text.includes(':')) return null
  // A trailing dotted quad (::ffff:1.2.3.4) stands for the last two groups.
  const lastColon = text.lastIndexOf(':')
  const last = text.slice(lastColon + 1)
  if (last.includes('.')) {
    const v4 = parseIPv4(last)
    if (!v4) return null
    text = `${text.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (s: string) =>
    s === '' ? [] : s.split(':').map((h) => (/^[0-9a-fA-F]{1,4}$/.test(h) ? Number.parseInt(h, 16) : Number.NaN))
  const head = groupsOf(halves[0]!)
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : []
  const wanted = 8
  let groups: number[]
  if (halves.length === 2) {
    const missing = wanted - head.length - rest.length
    if (missing < 1) return null
    groups = [...head, ...new Array<number>(missing).fill(0), ...rest]
  } else {
    if (head.length !== wanted) return null
    groups = head
  }
  return groups.length === 8 && groups.every((x) => Number.isInteger(x)) ? groups : null
}
