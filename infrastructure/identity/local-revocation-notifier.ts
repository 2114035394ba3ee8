import type { RevocationNotifier } from '../../application/ports/revocation-notifier'

/** RevocationNotifier within one process; other instances learn of a revocation by re-reading the user (see change-stream). */
export class LocalRevocationNotifier implements RevocationNotifier {
  private readonly listeners = new Set<(userId: string) => void>()

  publish(userId: string): void {
    for (const listener of this.listeners) listener(userId)
  }

  subscribe(listener: (userId: string) => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
}
