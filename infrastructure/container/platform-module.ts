import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { NodeRandomSource } from '../crypto/node-random-source'
import { SystemClock } from '../crypto/system-clock'
import { JsonLogger } from '../logging/json-logger'
import { InProcessMetrics } from '../observability/in-process-metrics'
import { TimerScheduler } from '../time/timer-scheduler'
import { INFRA } from './infrastructure-tokens'

/** Configuration, logging, metrics, time and randomness. */
export function platformModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    bind(INFRA.Config).toConstantValue(config)
    bind(INFRA.RootLogger).toConstantValue(new JsonLogger(config.logLevel))
    bind(TOKENS.Logger).toService(INFRA.RootLogger)
    bind(INFRA.Metrics).toConstantValue(new InProcessMetrics())
    bind(TOKENS.Metrics).toService(INFRA.Metrics)
    bind(TOKENS.Clock).toConstantValue(new SystemClock())
    bind(TOKENS.Scheduler).toConstantValue(new TimerScheduler())
    bind(TOKENS.RandomSource).toConstantValue(new NodeRandomSource())
  })
}
