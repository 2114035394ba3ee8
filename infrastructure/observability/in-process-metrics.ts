import type { CounterMetric, HistogramMetric, Metrics } from '../../application/ports/metrics'
import { type Family, formatExposition } from './prometheus-text'

/**
 * Metrics kept in this process and rendered in the Prometheus text format for GET /metrics.
 * Ours rather than prom-client: its `observe` costs about 2.4 µs here (label hashing on every
 * call), 6 % of an authenticated GET; this one is a map lookup and an array increment.
 */
export class InProcessMetrics implements Metrics {
  private readonly families: Family[] = []
  private readonly gauges: { name: string; help: string; read: () => number | Promise<number> }[] = []

  counter(name: string, help: string, labelNames: readonly string[] = []): CounterMetric {
    const series = new Map<string, { labels: readonly string[]; value: number }>()
    this.families.push({ kind: 'counter', name, help, labelNames, series: () => series.values() })
    return {
      inc(labels = [], by = 1) {
        const key = labels.join('\u0000')
        const entry = series.get(key)
        if (entry) entry.value += by
        else series.set(key, { labels: [...labels], value: by })
      },
    }
  }

  histogram(name: string, help: string, buckets: readonly number[], labelNames: readonly string[] = []): HistogramMetric {
    const bounds = [...buckets].sort((a, b) => a - b)
    const series = new Map<string, { labels: readonly string[]; counts: number[]; sum: number; count: number }>()
    this.families.push({ kind: 'histogram', name, help, labelNames, bounds, series: () => series.values() })
    const seriesOf = (labels: readonly string[]) => {
      const key = labels.length === 0 ? '' : labels.length === 1 ? labels[0]! : labels.join('\u0000')
      let entry = series.get(key)
      if (!entry) {
        entry = { labels: [...labels], counts: new Array(bounds.length).fill(0), sum: 0, count: 0 }
        series.set(key, entry)
      }
      return entry
    }
    const record = (entry: { counts: number[]; sum: number; count: number }, value: number) => {
      // Non-cumulative per bucket here; the exposition makes them cumulative.
      let i = 0
      while (i < bounds.length && value > bounds[i]!) i++
      if (i < bounds.length) entry.counts[i]!++
      entry.sum += value
      entry.count++
    }
    return {
      observe: (value, labels = []) => record(seriesOf(labels), value),
      series(labels) {
        const entry = seriesOf(labels)
        return (value) => record(entry, value)
      },
    }
  }

  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    this.gauges.push({ name, help, read })
  }

  /** The whole exposition; a gauge whose reading fails is left out rather than failing the scrape. */
  async render(): Promise<string> {
    const readings = await Promise.all(
      this.gauges.map(async (g) => {
        try {
          const value = await g.read()
          return Number.isFinite(value) ? { ...g, value } : null
        } catch {
          return null
        }
      }),
    )
    const gauges: Family[] = readings
      .filter((g) => g !== null)
      .map((g) => ({ kind: 'gauge', name: g.name, help: g.help, labelNames: [], series: () => [{ labels: [], value: g.value }] }))
    return formatExposition([...this.families, ...gauges])
  }
}
