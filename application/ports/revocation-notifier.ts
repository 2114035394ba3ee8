/** Tells listeners on this instance that a user's tokens were just revoked (logout, disabled), so open streams end at once. */
export interface RevocationNotifier {
  publish(userId: string): void
  /** Calls `listener` with the user's id after each revocation on this instance; answers an unsubscribe. */
  subscribe(listener: (userId: string) => void): () => void
}
