import { describe, expect, test } from 'bun:test'
import { InProcessMetrics } from '../../../infrastructure/observability/in-process-metrics'

describe('InProcessMetrics in the Prometheus text format', () => {
  test('a histogram has cumulative buckets, +Inf, sum and count per label set', async () => {
    const metrics = new InProcessMetrics()
    const h = metrics.histogram('commit_size', 'Writes per group commit', [1, 10, 100], ['store'])
    for (const v of [1, 5, 50, 500]) h.observe(v, ['sqlite'])
    const text = await metrics.render()
    expect(text).toContain('# HELP commit_size Writes per group commit\n# TYPE commit_size histogram')
    expect(text).toContain('commit_size_bucket{store="sqlite",le="1"} 1')
    expect(text).toContain('commit_size_bucket{store="sqlite",le="10"} 2')
    expect(text).toContain('commit_size_bucket{store="sqlite",le="100"} 3')
    expect(text).toContain('commit_size_bucket{store="sqlite",le="+Inf"} 4')
    expect(text).toContain('commit_size_sum{store="sqlite"} 556')
    expect(text).toContain('commit_size_count{store="sqlite"} 4')
  })

  test('counters add up per label set, and label values are escaped', async () => {
    const metrics = new InProcessMetrics()
    const c = metrics.counter('lookups_total', 'Cache lookups', ['result'])
    c.inc(['hit'])
    c.inc(['hit'], 2)
    c.inc(['a"b\\c\nd'])
    const text = await metrics.render()
    expect(text).toContain('lookups_total{result="hit"} 3')
    expect(text).toContain('lookups_total{result="a\\"b\\\\c\\nd"} 1')
  })

  test('gauges are read at collection; one that fails is left out, not the scrape', async () => {
    const metrics = new InProcessMetrics()
    let bytes = 10
    metrics.gauge('wal_bytes', 'WAL size', () => bytes)
    metrics.gauge('broken', 'fails', () => {
      throw new Error('store away')
    })
    expect(await metrics.render()).toContain('wal_bytes 10')
    bytes = 20
    const text = await metrics.render()
    expect(text).toContain('wal_bytes 20')
    expect(text).not.toContain('broken')
  })
})
