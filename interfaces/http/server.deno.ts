import 'reflect-metadata'
import process from 'node:process'
import { ConfigError, loadConfig } from '../../infrastructure/config/config'
import { buildContainer } from '../../infrastructure/container/build-container'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { initializeStore } from '../../infrastructure/container/mongo-persistence-module'
import { createApp } from './create-app'
import { PeerAddressMap } from './peer-address-map'

/** The part of Deno's namespace this entry uses (typed here: the project type-checks with bun-types). */
interface DenoServe {
  serve(
    options: { port: number; hostname: string; onListen?: (address: { hostname: string; port: number }) => void },
    handler: (request: Request, info: { remoteAddr: { transport: string; hostname?: string } }) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> }
}
const Deno = (globalThis as unknown as { Deno: DenoServe }).Deno

/**
 * The Deno entry (`deno task start`): the same container and Elysia app as server.ts, served by
 * Deno.serve. Only the peer address differs: Deno passes it beside the Request, not through a
 * server object, so it is recorded per Request and offered where Elysia's `server` would be.
 */
async function main(): Promise<void> {
  let config
  let container: ReturnType<typeof buildContainer>
  try {
    config = loadConfig(process.env)
    // Wiring reads FLOWS_FILE: a bad file is a ConfigError too.
    container = buildContainer(config)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = container.get(INFRA.RootLogger)
  for (const warning of config.startupWarnings) logger.warn(warning)
  try {
    // MongoDB: the indexes the adapters rely on (unique e-mail, TTLs) exist before any request.
    for (const note of await initializeStore(container)) logger.warn(note)
  } catch (error) {
    logger.error('store initialization failed', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
    await container.unbindAllAsync()
    process.exit(1)
  }

  const app = createApp(container)
  const peers = new PeerAddressMap()
  // Elysia's web-standard adapter (used under Deno) leaves `server` null; route hooks receive
  // `app.server` as `server`, and rate limits ask it for the client address (client-ip.ts).
  ;(app as unknown as { server: unknown }).server = peers
  const handle = app.fetch

  const server = Deno.serve(
    { port: config.port, hostname: config.host, onListen: ({ hostname, port }) => logger.info('listening', { url: `http://${hostname}:${port}`, store: config.mongo ? 'mongodb' : 'sqlite', runtime: 'deno' }) },
    (request, info) => {
      const peer = info.remoteAddr
      peers.record(request, peer.transport === 'tcp' ? peer.hostname : null)
      return handle(request)
    },
  )

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    // Stop accepting, let in-flight requests finish, then close the store.
    await server.shutdown()
    await container.unbindAllAsync()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

await main()
