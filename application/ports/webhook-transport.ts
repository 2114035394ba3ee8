/** One signed message to one webhook target. */
export interface WebhookMessage {
  readonly url: string
  /** The webhook's secret, `whsec_<base64>`, in clear: it signs and is never logged. */
  readonly secret: string
  /** The message id (the change id): the same on every attempt, so receivers can drop repeats. */
  readonly id: string
  /** The JSON text of the change record. */
  readonly body: string
}

/** How one attempt ended: success is any 2xx answer within the time limit. */
export interface DeliveryOutcome {
  readonly ok: boolean
  readonly responseStatus: number | null
  /** Why it failed, in a few words for the delivery log (never the answer's body in full). */
  readonly error: string | null
}

/** Sends a webhook message signed the Standard Webhooks way, honouring the target safety rules. */
export interface WebhookTransport {
  send(message: WebhookMessage, signal?: AbortSignal): Promise<DeliveryOutcome>
}
