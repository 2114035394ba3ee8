/**
 * What operators watch: counters, gauges and histograms the core and its adapters record into,
 * exposed by the adapter in a scrapeable form. Recording must cost well under a microsecond: it
 * runs on every request.
 */
export interface Metrics {
  counter(name: string, help: string, labelNames?: readonly string[]): CounterMetric
  histogram(name: string, help: string, buckets: readonly number[], labelNames?: readonly string[]): HistogramMetric
  /** A value read when the metrics are collected (a WAL's size, a backlog's length). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void
}

export interface CounterMetric {
  inc(labels?: readonly string[], by?: number): void
}

export interface HistogramMetric {
  observe(value: number, labels?: readonly string[]): void
  /** One series' recorder, for a caller that records into the same labels again and again (no label key per call). */
  series(labels: readonly string[]): (value: number) => void
}
