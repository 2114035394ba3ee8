const latest = new WeakMap<Element, number>()

/**
 * The request token of one async section, the element its answer is rendered into: each load
 * calls `beginIn(element)` first and renders its answer, or its failure, only while the returned
 * `stillLatest()` holds. A load started later into the same element (a second "Next", a filter, a
 * retry) makes every earlier one stale, so an older answer that arrives last is dropped instead of
 * replacing the newer one.
 */
export function beginIn(element: Element): () => boolean {
  const mine = (latest.get(element) ?? 0) + 1
  latest.set(element, mine)
  return () => latest.get(element) === mine
}
