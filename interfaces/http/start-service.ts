import process from 'node:process'
import type { Container } from 'inversify'
import type { Config } from '../../infrastructure/config/config'
import { ConfigError, loadConfig } from '../../infrastructure/config/config'
import { buildContainer } from '../../infrastructure/container/build-container'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { initializeStore } from '../../infrastructure/container/initialize-store'
import { startWebhookDelivery } from '../../infrastructure/container/webhooks-module'
import type { JsonLogger } from '../../infrastructure/logging/json-logger'
import { type App, createApp } from './create-app'

/** What a runtime entry does with the app: serve it, and later stop accepting and drain. */
export type Serve = (app: App, config: Config, logger: JsonLogger) => { stop(): Promise<void> }

/**
 * Everything both entries share: validate configuration (one line and exit 1 when it is bad),
 * wire, prepare the store, serve through the runtime's `serve`, and on SIGTERM/SIGINT stop
 * accepting, finish in-flight requests and close the store.
 */
export async function startService(serve: Serve): Promise<void> {
  let config: Config
  let container: Container
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

  const server = serve(createApp(container), config, logger)
  const stopWebhooks = startWebhookDelivery(container)
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    await server.stop()
    await stopWebhooks()
    await container.unbindAllAsync()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
