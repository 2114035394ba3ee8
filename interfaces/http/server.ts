import 'reflect-metadata'
import { startService } from './start-service'

/** The Bun entry (`bun run start`): Elysia listens through Bun.serve. */
await startService((app, config, logger) => {
  // Elysia turns reusePort on by default: a second instance would then share the port and the
  // kernel would split connections between two services. A busy port must stop the start instead.
  // Bun's own body cap (128 MiB by default) would cut an import short of IMPORT_MAX_BYTES; the service enforces its limits itself.
  const server = app.listen({
    port: config.port,
    hostname: config.host,
    reusePort: false,
    maxRequestBodySize: Math.max(config.importMaxBytes, config.maxBodyBytes) + 1024 * 1024,
  })
  logger.info('listening', { url: `http://${config.host}:${server.server?.port}`, store: config.mongo ? 'mongodb' : 'sqlite' })
  return { stop: async (force) => void (await server.server?.stop(force)) }
})
