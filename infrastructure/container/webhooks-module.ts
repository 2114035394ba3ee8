import { type Container, ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { WebhookAccess } from '../../application/services/webhook-access'
import { WebhookDeliveryRun } from '../../application/services/webhook-delivery-run'
import { DEFAULT_TIMING, type DispatcherTiming, WebhookDispatcher } from '../../application/services/webhook-dispatcher'
import { WebhookSecrets } from '../../application/services/webhook-secrets'
import { CreateWebhook } from '../../application/use-cases/create-webhook'
import { DeleteWebhook } from '../../application/use-cases/delete-webhook'
import { GetWebhook } from '../../application/use-cases/get-webhook'
import { ListWebhookDeliveries } from '../../application/use-cases/list-webhook-deliveries'
import { ListWebhooks } from '../../application/use-cases/list-webhooks'
import { PingWebhook } from '../../application/use-cases/ping-webhook'
import { RedeliverWebhookDelivery } from '../../application/use-cases/redeliver-webhook-delivery'
import { RotateWebhookSecret } from '../../application/use-cases/rotate-webhook-secret'
import { UpdateWebhook } from '../../application/use-cases/update-webhook'
import type { Config } from '../config/config'
import { DnsWebhookTargetCheck } from '../webhooks/dns-webhook-target-check'
import { EventLoopPacer } from '../webhooks/event-loop-pacer'
import { FetchWebhookTransport } from '../webhooks/fetch-webhook-transport'

/** Webhooks: their use cases, the target safety check, the signed transport and the delivery worker (the store comes from persistence). */
export function webhooksModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.WebhookSettings).toConstantValue({ retryScheduleSeconds: config.webhooks.retryScheduleSeconds })
    bind(TOKENS.BackgroundPacer).toConstantValue(new EventLoopPacer())
    bind(TOKENS.WebhookTargetCheck).toConstantValue(new DnsWebhookTargetCheck(config.webhooks.allowPrivateTargets))
    bind(TOKENS.WebhookTransport)
      .toResolvedValue((targets) => new FetchWebhookTransport(targets), [TOKENS.WebhookTargetCheck])
      .inSingletonScope()
    const classes: (new (...args: any[]) => object)[] = [
      WebhookAccess,
      WebhookSecrets,
      WebhookDeliveryRun,
      WebhookDispatcher,
      CreateWebhook,
      ListWebhooks,
      GetWebhook,
      UpdateWebhook,
      DeleteWebhook,
      RotateWebhookSecret,
      PingWebhook,
      ListWebhookDeliveries,
      RedeliverWebhookDelivery,
    ]
    for (const c of classes) bind(c).toSelf().inSingletonScope()
  })
}

/**
 * Starts this instance's delivery worker (the server entry and the test app call it after the
 * store is ready); answers its stop, to await before the store closes.
 */
export function startWebhookDelivery(container: Container, timing: DispatcherTiming = DEFAULT_TIMING): () => Promise<void> {
  const dispatcher = container.get(WebhookDispatcher)
  dispatcher.start(timing)
  return () => dispatcher.stop()
}
