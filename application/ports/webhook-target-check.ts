/** Decides whether a URL may receive webhooks: resolves its host and refuses non-public addresses unless allowed. */
export interface WebhookTargetCheck {
  /** Why the target is refused, or null when it may be used. */
  refusal(url: string): Promise<string | null>
}
