import type { Database, OperationResult } from '../api-types'
import { field, h, mount, valueText } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { barChart, formatNumber } from './bar-chart'
import { empty, failure, loading } from './states'

const METRICS = ['count', 'sum', 'avg', 'min', 'max'] as const
type Metric = (typeof METRICS)[number]
const BUCKETS = ['', 'day', 'week', 'month', 'year'] as const

/** Builds the aggregate request of the group-by form (the `_id` field is grouped by its creation date). */
export function aggregateRequest(db: string, groupField: string, bucket: string, metric: Metric, metricField: string) {
  const by = groupField === '_id' && !bucket ? 'day' : bucket
  const group = by ? { field: groupField, by } : groupField
  const spec = metric === 'count' ? { count: true } : { [metric]: metricField }
  // Date buckets read best in time order; plain groups biggest first.
  const sort = by ? { [groupField]: 1 } : { value: -1 }
  return { operation: 'aggregate', db, groupBy: [group], metrics: { value: spec }, options: { sort, limit: 100 } }
}

/** Group by a field (or a date bucket) with one metric: a bar chart the console draws, and the same numbers as a table. */
export function groupByView(body: HTMLElement, ctx: ViewContext, db: Database): void {
  const fields = db.variables ?? []
  const groupField = h(
    'select',
    null,
    ...fields.map((f) => h('option', { value: f }, f)),
    h('option', { value: '_id' }, '_id (creation time)'),
  )
  const bucket = h('select', null, ...BUCKETS.map((b) => h('option', { value: b }, b ? `by ${b}` : 'each value')))
  const metric = h('select', null, ...METRICS.map((m) => h('option', { value: m }, m === 'count' ? 'count of documents' : m)))
  const metricField = h('select', null, ...fields.map((f) => h('option', { value: f }, f)))
  const out = h('div', { class: 'group-out' })
  const form = h(
    'form',
    { class: 'filter inline', 'aria-label': 'Group documents' },
    field('Group field', groupField),
    field('Date bucket', bucket),
    field('Metric', metric),
    field('Of field', metricField),
    h('button', { type: 'submit' }, 'Show groups'),
  )
  const syncMetricField = () => {
    metricField.disabled = metric.value === 'count'
  }
  metric.addEventListener('change', syncMetricField)
  syncMetricField()

  async function run() {
    const stillLatest = beginIn(out)
    mount(out, loading('the groups'))
    const m = metric.value as Metric
    const request = aggregateRequest(db.name, groupField.value, bucket.value, m, metricField.value)
    try {
      const answer = await ctx.api.post<OperationResult>('/api/v1/operations', request)
      if (!stillLatest()) return
      const key = groupField.value
      const rows = (answer.data as Record<string, unknown>[]).map((row) => ({
        label: row[key] === null || row[key] === undefined ? '(none)' : valueText(row[key]),
        value: typeof row.value === 'number' ? row.value : 0,
      }))
      if (rows.length === 0) return mount(out, empty('No document to group.', 'Add documents or import a file first.'))
      const what = m === 'count' ? 'Documents' : `${m} of ${metricField.value}`
      const title = `${what} by ${key}${request.groupBy[0] && typeof request.groupBy[0] === 'object' ? ` (${request.groupBy[0].by})` : ''}`
      mount(
        out,
        h('h3', null, title),
        h(
          'div',
          { class: 'group-panels' },
          h('div', { class: 'chart-box' }, barChart(title, rows)),
          h(
            'div',
            { class: 'table-scroll', role: 'region', 'aria-label': 'Groups table', tabindex: 0 },
            h(
              'table',
              { class: 'grid groups' },
              h('thead', null, h('tr', null, h('th', { scope: 'col' }, key), h('th', { scope: 'col' }, what))),
              h('tbody', null, ...rows.map((r) => h('tr', null, h('td', null, r.label), h('td', { class: 'num' }, formatNumber(r.value))))),
            ),
          ),
        ),
      )
    } catch (error) {
      if (stillLatest())
        mount(
          out,
          failure(error, () => void run()),
        )
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void run()
  })
  mount(body, h('h2', null, 'Group by'), form, out)
}
