import 'reflect-metadata'
import process from 'node:process'
import { ConfigError, loadConfig } from '../../infrastructure/config/config'
import { buildContainer } from '../../infrastructure/container/build-container'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { initializeStore } from '../../infrastructure/container/mongo-persistence-module'
import { createApp } from './create-app'

/** The Bun entry: validate configuration, wire, listen, and shut down gracefully on a signal. */
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

  const app = createApp(container).listen({ port: config.port, hostname: config.host })
  logger.info('listening', { url: `http://${config.host}:${app.server?.port}`, store: config.mongo ? 'mongodb' : 'sqlite' })

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    // Stop accepting, let in-flight requests finish, then close the store.
    await app.stop(false)
    await container.unbindAllAsync()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

await main()
