import type { StoreFaults } from '../../../application/ports/store-faults'
import { DomainError } from '../../../domain/errors'

const SQLITE_CORRUPT = 11
const SQLITE_FULL = 13
const SQLITE_NOTADB = 26
/** How long a full store reports not-ready after its last refused write, unless a commit succeeds first. */
export const FULL_RETRY_SECONDS = 5

/**
 * The embedded store's faults as they happen. Out of space (SQLITE_FULL, or an I/O error saying
 * so): writes answer 503 STORAGE_FULL with Retry-After and readiness is down until a commit
 * succeeds or FULL_RETRY_SECONDS pass, so traffic comes back by itself once space is freed. Damaged
 * (SQLITE_CORRUPT / NOTADB): 503 and readiness down until a restart, whose quick_check decides.
 */
export class SqliteStoreFaults implements StoreFaults {
  private corrupt = false
  private fullUntil = 0

  constructor(private readonly nowMs: () => number = Date.now) {}

  classify(error: unknown): DomainError | null {
    const code = (error as { errcode?: unknown } | null)?.errcode
    if (typeof code !== 'number') return null
    // Extended result codes carry the primary one in their low byte.
    const primary = code & 0xff
    if (primary === SQLITE_FULL || /disk is full|no space left/i.test(String((error as Error).message))) {
      this.fullUntil = this.nowMs() + FULL_RETRY_SECONDS * 1000
      return DomainError.storageFull(FULL_RETRY_SECONDS)
    }
    if (primary === SQLITE_CORRUPT || primary === SQLITE_NOTADB) {
      this.corrupt = true
      return DomainError.upstreamUnavailable('The store is unavailable')
    }
    return null
  }

  /** A write transaction committed: there is room again. */
  committed(): void {
    this.fullUntil = 0
  }

  /** What readiness reports: null while the store can work. */
  fault(): 'full' | 'corrupt' | null {
    if (this.corrupt) return 'corrupt'
    return this.fullUntil > this.nowMs() ? 'full' : null
  }
}
