import { ContainerModule } from 'inversify'
import type { IdempotencyStore } from '../../application/ports/idempotency-store'
import { TOKENS } from '../../application/ports/tokens'
import type { WebhookTransport } from '../../application/ports/webhook-transport'
import { WebhookBacklog } from '../../application/services/webhook-backlog'
import type { Config } from '../config/config'
import { MeasuredIdempotencyStore } from '../observability/measured-idempotency-store'
import { MeasuredWebhookTransport } from '../observability/measured-webhook-transport'
import type { EmbeddedStore } from '../persistence/sqlite/embedded-store'
import { INFRA } from './infrastructure-tokens'

const COMMIT_WRITES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
const COMMIT_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
const DELIVERY_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600]

/**
 * What GET /metrics shows beyond requests, when METRICS_TOKEN is set: ports wrapped in measuring
 * decorators as they are built (the adapters and use cases know nothing of it), and gauges read
 * at each scrape. Without the token nothing is wrapped, so nothing costs.
 */
export function observabilityModule(config: Config) {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(WebhookBacklog).toSelf()
    if (!config.metricsToken) return
    // Bound only on the embedded store; on MongoDB there is no group commit of ours to watch.
    onActivation(INFRA.EmbeddedStore, (context, store: EmbeddedStore) => {
      const metrics = context.get(INFRA.Metrics)
      const writes = metrics.histogram(
        'store_group_commit_writes',
        'Writes carried by one group commit of the embedded store',
        COMMIT_WRITES,
      )
      const waits = metrics.histogram(
        'store_group_commit_wait_seconds',
        "From the oldest write's queueing to its group commit's end",
        COMMIT_SECONDS,
      )
      const takes = metrics.histogram('store_group_commit_duration_seconds', 'One group commit, BEGIN to COMMIT', COMMIT_SECONDS)
      store.events.groupCommitted = (count, waitMs, commitMs) => {
        writes.observe(count)
        waits.observe(waitMs / 1000)
        takes.observe(commitMs / 1000)
      }
      const lookups = metrics.counter('store_page_cache_lookups_total', 'Page reads the cache could have answered, by result (hit, miss)', [
        'result',
      ])
      const HIT = ['hit']
      const MISS = ['miss']
      store.events.pageCacheLookup = (hit) => lookups.inc(hit ? HIT : MISS)
      metrics.gauge('store_wal_bytes', "The embedded store's write-ahead log, bytes", () => store.walBytes() ?? Number.NaN)
      return store
    })
    onActivation(TOKENS.IdempotencyStore, (context, store: IdempotencyStore) => {
      const claims = context
        .get(INFRA.Metrics)
        .counter(
          'idempotency_claims_total',
          'Idempotency-Key claims: new (the request ran), replayed (its kept answer was given again), held (running or reused with another request)',
          ['result'],
        )
      return new MeasuredIdempotencyStore(store, claims)
    })
    onActivation(TOKENS.WebhookTransport, (context, transport: WebhookTransport) => {
      const metrics = context.get(INFRA.Metrics)
      const backlog = context.get(WebhookBacklog)
      metrics.gauge(
        'webhook_backlog_webhooks',
        "Deliverable webhooks whose last delivered change is not their database's newest",
        async () => (await backlog.execute()).behind,
      )
      metrics.gauge(
        'webhook_retrying_webhooks',
        'Deliverable webhooks waiting to retry a failed delivery',
        async () => (await backlog.execute()).retrying,
      )
      return new MeasuredWebhookTransport(
        transport,
        context.get(TOKENS.Clock),
        metrics.histogram('webhook_attempt_duration_seconds', 'One delivery attempt, by outcome', DELIVERY_SECONDS, ['outcome']),
        metrics.histogram('webhook_delivery_lag_seconds', "From a change's commit to its delivery", DELIVERY_SECONDS),
      )
    })
  })
}
