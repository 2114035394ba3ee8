import { describe, expect, test } from 'bun:test'
import { ChangeLogTail, SORT_STEP, sortInSteps } from '../../../infrastructure/persistence/sqlite/sqlite-change-log-tail'

/** Runs a stepped sort to its end; its result and how many steps it yielded. */
function drive(values: string[]): { sorted: string[]; steps: number } {
  const steps = sortInSteps(values)
  for (let count = 0; ; count++) {
    const step = steps.next()
    if (step.done) return { sorted: step.value, steps: count }
  }
}

describe("the change log's unindexed tail", () => {
  test('a stepped sort orders as SQLite compares names, in steps of bounded size', () => {
    const values = Array.from({ length: 5 * SORT_STEP + 17 }, (_, i) => ((i * 7919) % 100_003).toString(16).padStart(24, '0'))
    values.push('B', 'a', 'A', 'a_b', 'a-b', values[3]!)
    const { sorted, steps } = drive([...values])
    expect(sorted).toEqual([...values].sort())
    expect(sorted.slice(-3)).toEqual(['a', 'a-b', 'a_b'])
    // Runs, then pairwise merges: a handful of steps per SORT_STEP strings, none done in one go.
    expect(steps).toBeGreaterThanOrEqual(values.length / SORT_STEP)
    expect(drive(['b', 'a']).sorted).toEqual(['a', 'b'])
    expect(drive([]).sorted).toEqual([])
  })

  test('groups records by database and document, tells whether they came in key order, and takes back a later tail', () => {
    const tail = new ChangeLogTail()
    tail.add('db_a', 'd1', 1)
    tail.add('db_a', 'd1', 2)
    tail.add('db_a', 'd2', 4)
    tail.add('db_b', 'd0', 5)
    expect(tail.ordered).toBe(true)
    expect([tail.first, tail.size]).toEqual([1, 4])
    const later = new ChangeLogTail()
    later.add('db_a', 'd1', 7)
    later.add('db_b', 'd0', 8)
    tail.absorb(later)
    expect(tail.ordered).toBe(false)
    expect(tail.of('db_a', 'd1')).toEqual([1, 2, 7])
    expect(tail.of('db_b', 'd0')).toEqual([5, 8])
    expect(tail.of('db_b', 'd1')).toBeUndefined()
    expect(tail.size).toBe(6)
  })
})
