import 'reflect-metadata'
import { PeerAddressMap } from './peer-address-map'
import { startService } from './start-service'

/** The part of Deno's namespace this entry uses (typed here: the project type-checks with bun-types). */
interface DenoServe {
  serve(
    options: { port: number; hostname: string; onListen?: (address: { hostname: string; port: number }) => void },
    handler: (request: Request, info: { remoteAddr: { transport: string; hostname?: string } }) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> }
}
const Deno = (globalThis as unknown as { Deno: DenoServe }).Deno

/**
 * The Deno entry (`deno task start`): the same container and Elysia app as server.ts (the API,
 * /swagger and the web console at /console from dist/console, which `bun run build:console` builds), served by
 * Deno.serve. Only the peer address differs: Deno passes it beside the Request, not through a
 * server object, so it is recorded per Request and offered where Elysia's `server` would be.
 */
await startService((app, config, logger) => {
  const peers = new PeerAddressMap()
  // Elysia's web-standard adapter (used under Deno) leaves `server` null; route hooks receive
  // `app.server` as `server`, and rate limits ask it for the client address (client-ip.ts).
  ;(app as unknown as { server: unknown }).server = peers
  const handle = app.fetch
  const server = Deno.serve(
    {
      port: config.port,
      hostname: config.host,
      onListen: ({ hostname, port }) =>
        logger.info('listening', { url: `http://${hostname}:${port}`, store: config.mongo ? 'mongodb' : 'sqlite', runtime: 'deno' }),
    },
    (request, info) => {
      const peer = info.remoteAddr
      peers.record(request, peer.transport === 'tcp' ? peer.hostname : null)
      return handle(request)
    },
  )
  // shutdown(): stop accepting and let in-flight requests finish. Deno has no forced close: past
  // the deadline the process exits with the connections still open, which ends them.
  const finished = { promise: null as Promise<void> | null }
  return { stop: (force) => (force ? Promise.resolve() : (finished.promise ??= server.shutdown())) }
})
