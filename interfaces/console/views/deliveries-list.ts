import { seg } from '../api-client'
import type { Delivery, Page } from '../api-types'
import { h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { empty, errorMessage, failure, loading, notice } from './states'

/** The delivery attempts of one webhook, newest first, each with a redeliver button. */
export async function deliveriesList(area: HTMLElement, ctx: ViewContext, hookPath: string): Promise<void> {
  const stillLatest = beginIn(area)
  mount(area, loading('deliveries'))
  const status = h('div', { 'aria-live': 'polite' })
  try {
    const page = await ctx.api.get<Page<Delivery>>(`${hookPath}/deliveries`, { limit: 20 })
    if (!stillLatest()) return
    if (page.data.length === 0) return mount(area, empty('No deliveries yet.', 'They appear after the next change to this database.'))
    const rows = page.data.map((d) =>
      h(
        'tr',
        null,
        h('td', null, when(d.at)),
        h('td', null, d.changeId),
        h('td', null, String(d.attempt)),
        h('td', null, d.status),
        h('td', null, d.responseStatus === null ? '' : String(d.responseStatus)),
        h('td', null, d.error ?? ''),
        h(
          'td',
          null,
          h('button', { type: 'button', 'aria-label': `Redeliver ${d.changeId}`, onclick: () => void redeliver(d) }, 'Redeliver'),
        ),
      ),
    )
    mount(
      area,
      status,
      h(
        'div',
        { class: 'table-scroll', role: 'region', 'aria-label': 'Deliveries', tabindex: 0 },
        h(
          'table',
          null,
          h(
            'thead',
            null,
            h('tr', null, ...['When', 'Change', 'Attempt', 'Status', 'Answer', 'Error', 'Action'].map((c) => h('th', { scope: 'col' }, c))),
          ),
          h('tbody', null, ...rows),
        ),
      ),
    )
  } catch (error) {
    if (!stillLatest()) return
    mount(
      area,
      failure(error, () => void deliveriesList(area, ctx, hookPath)),
    )
  }

  async function redeliver(delivery: Delivery) {
    try {
      await ctx.api.post(`${hookPath}/deliveries/${seg(delivery.id)}/redeliver`, {})
      mount(status, notice(`Change ${delivery.changeId} is queued for redelivery.`))
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  }
}
