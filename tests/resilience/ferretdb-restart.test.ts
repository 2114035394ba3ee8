import { afterAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { FerretDbProcess, ferretDbAvailable } from '../support/ferretdb-process'

// The restart tests stop their server and start it again on the same URI. While it is stopped its
// port must not go to anything else, and a restart must never report a stranger on it as FerretDB.
describe.skipIf(!ferretDbAvailable())('FerretDB test server: a restart keeps its port or fails', () => {
  const server = new FerretDbProcess()
  afterAll(() => server.destroy())
  const portOf = (uri: string) => Number(new URL(uri).port)

  test('its port lies below the ephemeral range, so port-0 listeners and outgoing connections never take it', () => {
    const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0])
    expect(portOf(server.start())).toBeLessThan(ephemeralLow)
  })

  test('a restart with its port taken fails instead of answering with the other listener', () => {
    const uri = server.start()
    server.stop()
    const stranger = Bun.listen({ hostname: '127.0.0.1', port: portOf(uri), socket: { data() {} } })
    try {
      expect(() => server.start()).toThrow(/taken/)
    } finally {
      stranger.stop(true)
    }
    expect(server.start()).toBe(uri)
  })
})
