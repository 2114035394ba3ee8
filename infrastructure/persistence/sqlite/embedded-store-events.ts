/**
 * What the embedded store tells an observer (the metrics) as it works. Each hook is null until
 * someone listens, so an unobserved store pays one property check per group commit and page read.
 */
export class EmbeddedStoreEvents {
  /** After each group commit: how many writes it carried, how long the oldest waited for it, how long it took (ms). */
  groupCommitted: ((writes: number, oldestWaitMs: number, commitMs: number) => void) | null = null
  /** On each read the page cache could have answered: whether it did. */
  pageCacheLookup: ((hit: boolean) => void) | null = null
}
