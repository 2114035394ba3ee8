import 'reflect-metadata'
import { startService } from './start-service'

/** The Bun entry (`bun run start`): Elysia listens through Bun.serve. */
await startService((app, config, logger) => {
  const server = app.listen({ port: config.port, hostname: config.host })
  logger.info('listening', { url: `http://${config.host}:${server.server?.port}`, store: config.mongo ? 'mongodb' : 'sqlite' })
  // stop(false): stop accepting and let in-flight requests finish.
  return { stop: async () => void (await server.stop(false)) }
})
