/** Decides whether a URL may receive webhooks: resolves its host and refuses non-public addresses unless allowed. */
export interface WebhookTargetCheck {
  /**
   * Why the target is refused, or null when it may be used. At creation (`on: 'create'`) a name
   * that does not resolve yet is accepted (DNS may be down or not set up yet); before an attempt
   * it is refused, like a private address.
   */
  refusal(url: string, on: 'create' | 'deliver'): Promise<string | null>
}
