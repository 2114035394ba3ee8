import { field, h, mount } from '../dom'
import type { ViewContext } from '../view-context'
import { failure, loading } from '../views/states'
import { dataTable, legend, stackedBars } from './charts'
import { CHANNELS, type DeskMetrics } from './desk-types'

const minutes = (m: number | null) => (m === null ? '–' : m < 120 ? `${Math.round(m)} min` : `${Number((m / 60).toFixed(1))} h`)

/** The desk's figures for a period, with two charts the console draws: inquiries per day by channel, first response against the target. */
export function metricsView(main: HTMLElement, ctx: ViewContext): void {
  const out = h('div')
  const from = h('input', { name: 'from', type: 'date' })
  const to = h('input', { name: 'to', type: 'date' })
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Period' },
    field('From', from),
    field('To', to),
    h('button', { type: 'submit' }, 'Show'),
  )
  let asked = 0
  async function load(): Promise<void> {
    const ticket = ++asked
    mount(out, loading('the metrics'))
    try {
      const m = await ctx.api.get<DeskMetrics>('/api/v1/inquiries/metrics', { from: from.value || null, to: to.value || null })
      if (ticket === asked) mount(out, ...render(m))
    } catch (error) {
      if (ticket === asked)
        mount(
          out,
          failure(error, () => void load()),
        )
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void load()
  })
  mount(main, h('h1', { tabindex: -1 }, 'Desk metrics'), form, out)
  void load()
}

function render(m: DeskMetrics): HTMLElement[] {
  const fr = m.firstResponse
  const unit = m.counting === 'business' ? `business minutes (${m.timeZone})` : 'minutes on the wall clock'
  const figure = (label: string, value: string | number) => h('div', null, h('strong', null, String(value)), label)
  const perDay = stackedBars(
    m.perDay.map((d) => ({ label: d.date.slice(5), segments: CHANNELS.map((c) => ({ key: c, value: d.byChannel[c] ?? 0 })) })),
    `Inquiries per day by channel, ${m.perDay.length} days, ${m.created} in all`,
  )
  const target = fr.targetMinutes
  const distribution = stackedBars(
    fr.distribution.map((b) => ({
      label: b.toMinutes === null ? `>${minutes(b.fromMinutes)}` : minutes(b.toMinutes),
      segments: [{ key: b.toMinutes !== null && b.toMinutes <= target ? 'within' : 'late', value: b.count }],
    })),
    `First responses by time to answer; target ${minutes(target)}: ${fr.withinTarget} within, ${fr.breached} breached`,
    { marker: 4, markerLabel: `target ${minutes(target)}` },
  )
  return [
    h(
      'p',
      { class: 'meta' },
      `Inquiries created ${new Date(m.from).toLocaleDateString()} to ${new Date(m.to).toLocaleDateString()}; times in ${unit}.`,
    ),
    h(
      'div',
      { class: 'figures' },
      figure('created', m.created),
      figure('first response, median', minutes(fr.medianMinutes)),
      figure('first response, 90th percentile', minutes(fr.p90Minutes)),
      figure('within target', fr.withinTarget),
      figure('breached', fr.breached),
      figure('resolution, median', minutes(m.resolution.medianMinutes)),
      figure('resolution, 90th percentile', minutes(m.resolution.p90Minutes)),
      figure('quoted', m.quoted),
      figure('won', m.won),
      figure('lost', m.lost),
    ),
    h(
      'figure',
      { class: 'chart' },
      h('figcaption', null, h('h2', null, 'Inquiries per day by channel')),
      perDay,
      legend(CHANNELS.map((c) => ({ key: c, label: c }))),
    ),
    dataTable(
      'Inquiries per day',
      ['Day', ...CHANNELS, 'Resolved'],
      m.perDay.map((d) => [d.date, ...CHANNELS.map((c) => d.byChannel[c] ?? 0), d.resolved]),
    ),
    h(
      'figure',
      { class: 'chart' },
      h('figcaption', null, h('h2', null, 'First response against the target')),
      distribution,
      legend([
        { key: 'within', label: 'within target' },
        { key: 'late', label: 'after the target' },
      ]),
    ),
    dataTable(
      'First responses',
      ['Up to', 'Answered'],
      fr.distribution.map((b) => [b.toMinutes === null ? 'more' : minutes(b.toMinutes), b.count]),
    ),
  ]
}
