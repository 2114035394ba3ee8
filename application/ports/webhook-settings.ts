/** How webhooks are delivered (WEBHOOK_RETRY_SCHEDULE). */
export interface WebhookSettings {
  /** Seconds to wait before each further attempt after a failed one; after the last, the delivery failed. */
  readonly retryScheduleSeconds: readonly number[]
}
