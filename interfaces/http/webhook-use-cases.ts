import type { Container } from 'inversify'
import { CreateWebhook } from '../../application/use-cases/create-webhook'
import { DeleteWebhook } from '../../application/use-cases/delete-webhook'
import { GetWebhook } from '../../application/use-cases/get-webhook'
import { ListWebhookDeliveries } from '../../application/use-cases/list-webhook-deliveries'
import { ListWebhooks } from '../../application/use-cases/list-webhooks'
import { PingWebhook } from '../../application/use-cases/ping-webhook'
import { RedeliverWebhookDelivery } from '../../application/use-cases/redeliver-webhook-delivery'
import { RotateWebhookSecret } from '../../application/use-cases/rotate-webhook-secret'
import { UpdateWebhook } from '../../application/use-cases/update-webhook'

/** One set of webhook use cases behind the data lake's webhooks and the desk's. */
export function webhookUseCases(container: Container) {
  return {
    createWebhook: container.get(CreateWebhook),
    listWebhooks: container.get(ListWebhooks),
    getWebhook: container.get(GetWebhook),
    updateWebhook: container.get(UpdateWebhook),
    deleteWebhook: container.get(DeleteWebhook),
    rotateWebhookSecret: container.get(RotateWebhookSecret),
    listWebhookDeliveries: container.get(ListWebhookDeliveries),
    redeliverWebhookDelivery: container.get(RedeliverWebhookDelivery),
    pingWebhook: container.get(PingWebhook),
  }
}
