/** What the server entry tells the app about its own state (`draining`: shutting down, /readyz answers 503). */
export interface Lifecycle {
  readonly draining: boolean
}
