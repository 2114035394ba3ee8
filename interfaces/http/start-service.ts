import process from 'node:process'
import type { Container } from 'inversify'
import { PruneChangeLog } from '../../application/use-cases/prune-change-log'
import type { Config } from '../../infrastructure/config/config'
import { ConfigError, loadConfig } from '../../infrastructure/config/config'
import { buildContainer } from '../../infrastructure/container/build-container'
import { startReplyDelivery } from '../../infrastructure/container/desk-module'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { initializeStore } from '../../infrastructure/container/initialize-store'
import { startWebhookDelivery } from '../../infrastructure/container/webhooks-module'
import type { JsonLogger } from '../../infrastructure/logging/json-logger'
import { type App, createApp } from './create-app'
import { startFailureLine } from './start-failure'

const PRUNE_EVERY_MS = 60 * 60 * 1000

/** A running server as the entry sees it: `stop(false)` stops accepting and waits for open requests; `stop(true)` closes every connection. */
export interface Served {
  stop(force: boolean): Promise<void>
}

/** What a runtime entry does with the app: serve it (throwing if it cannot listen). */
export type Serve = (app: App, config: Config, logger: JsonLogger) => Served

/**
 * Everything both entries share: validate configuration, wire, prepare the store and listen (any
 * failure: one line on stderr naming what to change, exit 1); on SIGTERM/SIGINT shut down in the
 * order an orchestrator needs (see `shutdown`).
 */
export async function startService(serve: Serve): Promise<void> {
  let config: Config | undefined
  let container: Container | undefined
  let server: Served
  const lifecycle = { draining: false }
  // Handlers first: a SIGTERM that arrives between `listening` and the end of the start must not
  // take the default action (exit at once, resetting every connection the kernel had accepted).
  let requested: string | undefined
  let onSignal = (signal: string) => void (requested ??= signal)
  process.on('SIGTERM', () => onSignal('SIGTERM'))
  process.on('SIGINT', () => onSignal('SIGINT'))
  try {
    config = loadConfig(process.env)
    // Wiring reads FLOWS_FILE: a bad file is a ConfigError too.
    container = buildContainer(config)
    const logger = container.get(INFRA.RootLogger)
    for (const warning of config.startupWarnings) logger.warn(warning)
    // The embedded store opens, checks itself and takes its lock; MongoDB gets its indexes.
    for (const note of await initializeStore(container)) logger.warn(note)
    server = serve(createApp(container, { lifecycle }), config, logger)
  } catch (error) {
    console.error(startFailureLine(error, config, error instanceof ConfigError))
    await container?.unbindAllAsync().catch(() => {})
    process.exit(1)
  }
  const logger = container.get(INFRA.RootLogger)
  const stopWebhooks = startWebhookDelivery(container)
  const stopReplies = startReplyDelivery(container)
  const { drainSeconds, timeoutSeconds } = config.shutdown
  // Retention of the change log (CHANGE_LOG_RETENTION_DAYS): at start, then hourly.
  const prune = container.get(PruneChangeLog)
  const pruneNow = () =>
    void prune.execute().then(
      (removed) => removed > 0 && logger.info('change log pruned', { removed }),
      (error: unknown) => logger.warn('change log pruning failed', { error: error instanceof Error ? error.name : 'unknown' }),
    )
  pruneNow()
  const pruning = setInterval(pruneNow, PRUNE_EVERY_MS)
  pruning.unref?.()
  let stopping = false

  /**
   * Not ready first (/readyz answers 503) while still serving for SHUTDOWN_DRAIN_SECONDS, so a
   * load balancer stops sending; then stop accepting and answer what was accepted, for at most
   * SHUTDOWN_TIMEOUT_SECONDS; then close what is left, close the store, exit 0.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    clearInterval(pruning)
    lifecycle.draining = true
    logger.info('shutting down', { signal, drainSeconds, timeoutSeconds })
    if (drainSeconds > 0) await sleep(drainSeconds * 1000)
    // A few loop turns for connections the kernel already queued: closing the listener at once
    // reset every one whose request had arrived but was not yet read (all 60 of 60 in a test).
    await sleep(25)
    const finished = await Promise.race([server.stop(false).then(() => true), sleep(timeoutSeconds * 1000).then(() => false)])
    if (!finished) {
      logger.warn('shutdown deadline passed: closing the connections still open', { timeoutSeconds })
      await Promise.race([server.stop(true), sleep(1000)])
    }
    // Attempts in flight are aborted and not recorded: they are made again after the restart.
    await stopWebhooks()
    await stopReplies()
    await container.unbindAllAsync()
    logger.info('stopped')
    process.exit(0)
  }
  onSignal = (signal) => void shutdown(signal)
  if (requested) onSignal(requested)
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
