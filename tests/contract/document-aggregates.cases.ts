import type { AggregateRow } from '../../domain/aggregate-query'

/** An ObjectId created at `iso` (its first four bytes are the creation time), made unique by `n`. */
export function idAt(iso: string, n: number): string {
  return (
    Math.floor(Date.parse(iso) / 1000)
      .toString(16)
      .padStart(8, '0') + n.toString(16).padStart(16, '0')
  )
}

/** Shipments with the awkward values: a text weight, a missing and a null destination, bad and numeric dates. */
export const AGGREGATE_DOCS: { id: string; fields: Record<string, unknown> }[] = [
  { id: idAt('2026-01-05T10:00:00Z', 1), fields: { dest: 'Oslo', kg: 100, shipped: '2026-01-05', customer: 'A' } },
  { id: idAt('2026-01-11T10:00:00Z', 2), fields: { dest: 'Oslo', kg: 50.5, shipped: '2026-01-11T23:00:00Z', customer: 'B' } },
  { id: idAt('2026-01-20T10:00:00Z', 3), fields: { dest: 'Rome', kg: 200, shipped: '2026-02-01', customer: 'A' } },
  { id: idAt('2026-02-02T10:00:00Z', 4), fields: { dest: 'Rome', kg: 'heavy', shipped: 'not a date', customer: null } },
  { id: idAt('2026-02-03T10:00:00Z', 5), fields: { dest: null, kg: 10, shipped: 20260101, customer: 'C' } },
  { id: idAt('2026-02-04T10:00:00Z', 6), fields: { kg: 5, shipped: '2025-12-31', customer: 'A' } },
  { id: idAt('2026-02-05T10:00:00Z', 7), fields: { dest: 'Lima', kg: -3, shipped: '2026-02-30', customer: 'B' } },
]

const count = { n: { count: true } }

/** [name, request (filter, groupBy, metrics, options), expected rows in answer order]. */
export const AGGREGATE_CASES: [string, Record<string, unknown>, AggregateRow[]][] = [
  ['count of everything', { metrics: count }, [{ n: 7 }]],
  ['nothing matches: no groups', { filter: { dest: 'Nowhere' }, metrics: count }, []],
  [
    'count per destination (missing and null are one group)',
    { groupBy: ['dest'], metrics: count },
    [
      { dest: null, n: 2 },
      { dest: 'Lima', n: 1 },
      { dest: 'Oslo', n: 2 },
      { dest: 'Rome', n: 2 },
    ],
  ],
  [
    'sum, avg, min, max leave out values that are not numbers',
    { groupBy: ['dest'], metrics: { sum: { sum: 'kg' }, avg: { avg: 'kg' }, min: { min: 'kg' }, max: { max: 'kg' } } },
    [
      { dest: null, sum: 15, avg: 7.5, min: 5, max: 10 },
      { dest: 'Lima', sum: -3, avg: -3, min: -3, max: -3 },
      { dest: 'Oslo', sum: 150.5, avg: 75.25, min: 50.5, max: 100 },
      { dest: 'Rome', sum: 200, avg: 200, min: 200, max: 200 },
    ],
  ],
  [
    'no number at all: sum 0, the others null',
    { filter: { customer: null }, metrics: { sum: { sum: 'kg' }, avg: { avg: 'kg' }, min: { min: 'kg' }, max: { max: 'kg' } } },
    [{ sum: 0, avg: null, min: null, max: null }],
  ],
  [
    'a field grouped on and counted, two metrics of one field',
    { groupBy: ['customer'], metrics: { customers: { countDistinct: 'customer' }, kg: { sum: 'kg' }, most: { max: 'kg' } } },
    [
      { customer: null, customers: 0, kg: 0, most: null },
      { customer: 'A', customers: 1, kg: 305, most: 200 },
      { customer: 'B', customers: 1, kg: 47.5, most: 50.5 },
      { customer: 'C', customers: 1, kg: 10, most: 10 },
    ],
  ],
  [
    'countDistinct leaves out null',
    { groupBy: ['dest'], metrics: { customers: { countDistinct: 'customer' } } },
    [
      { dest: null, customers: 2 },
      { dest: 'Lima', customers: 1 },
      { dest: 'Oslo', customers: 2 },
      { dest: 'Rome', customers: 1 },
    ],
  ],
  [
    'month buckets of a date string (not a date, a number, Feb 30: null)',
    { groupBy: [{ field: 'shipped', by: 'month' }], metrics: count },
    [
      { shipped: null, n: 3 },
      { shipped: '2025-12', n: 1 },
      { shipped: '2026-01', n: 2 },
      { shipped: '2026-02', n: 1 },
    ],
  ],
  [
    'week buckets are named by their Monday',
    { groupBy: [{ field: 'shipped', by: 'week' }], metrics: count },
    [
      { shipped: null, n: 3 },
      { shipped: '2025-12-29', n: 1 },
      { shipped: '2026-01-05', n: 2 },
      { shipped: '2026-01-26', n: 1 },
    ],
  ],
  [
    'day and year buckets',
    { groupBy: [{ field: 'shipped', by: 'year' }, { field: 'dest' }], metrics: { kg: { sum: 'kg' } } },
    [
      { shipped: null, dest: null, kg: 10 },
      { shipped: null, dest: 'Lima', kg: -3 },
      { shipped: null, dest: 'Rome', kg: 0 },
      { shipped: '2025', dest: null, kg: 5 },
      { shipped: '2026', dest: 'Oslo', kg: 150.5 },
      { shipped: '2026', dest: 'Rome', kg: 200 },
    ],
  ],
  [
    'day bucket of a date-time keeps the date as written',
    { filter: { dest: 'Oslo' }, groupBy: [{ field: 'shipped', by: 'day' }], metrics: count },
    [
      { shipped: '2026-01-05', n: 1 },
      { shipped: '2026-01-11', n: 1 },
    ],
  ],
  [
    '_id by month: the creation time',
    { groupBy: [{ field: '_id', by: 'month' }], metrics: count },
    [
      { _id: '2026-01', n: 3 },
      { _id: '2026-02', n: 4 },
    ],
  ],
  [
    'sort by a metric, ties by the group key, then limit',
    { groupBy: ['dest'], metrics: count, options: { sort: { n: -1 }, limit: 2 } },
    [
      { dest: null, n: 2 },
      { dest: 'Oslo', n: 2 },
    ],
  ],
  [
    'filter first, then group: kilos per destination of one customer',
    { filter: { customer: 'A' }, groupBy: ['dest'], metrics: { kg: { sum: 'kg' } }, options: { sort: { dest: -1 } } },
    [
      { dest: 'Rome', kg: 200 },
      { dest: 'Oslo', kg: 100 },
      { dest: null, kg: 5 },
    ],
  ],
]
