/** The policy values sign-in needs, taken from configuration by the composition root. */
export interface SignInSettings {
  readonly linkTtlSeconds: number
  readonly adminEmails: ReadonlySet<string>
  /** Builds the URL the e-mail points to, from the link token. */
  readonly linkUrl: (token: string) => string
  readonly addressLimit: { readonly max: number; readonly windowSeconds: number }
  /** Failed link exchanges a client may make in a window before it is locked out. */
  readonly failedExchangeLimit: { readonly max: number; readonly windowSeconds: number }
}
