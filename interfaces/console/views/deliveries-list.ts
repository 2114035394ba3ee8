import { seg } from '../api-client'
import type { Delivery, Page } from '../api-types'
import { h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { empty, errorMessage, failure, loading, notice } from './states'

const COLUMNS = ['When', 'Operation', 'Document', 'Attempt', 'Status', 'Answer', 'Error', 'Next attempt', 'Action']

/**
 * The delivery attempts of one webhook, newest first: the change's operation and document (a
 * link to it), the attempt, how it ended, when the next attempt is due, and a redeliver button.
 */
export async function deliveriesList(
  area: HTMLElement,
  ctx: ViewContext,
  hookPath: string,
  docHash: (id: string) => string,
): Promise<void> {
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
        h('td', null, d.op ?? h('span', { class: 'meta' }, 'change no longer in the log')),
        h('td', null, d.documentId ? h('a', { href: docHash(d.documentId) }, d.documentId) : '—'),
        h('td', null, String(d.attempt)),
        h('td', null, d.status),
        h('td', null, d.responseStatus === null ? '' : String(d.responseStatus)),
        h('td', null, d.error ?? ''),
        h('td', null, d.nextAttemptAt ? when(d.nextAttemptAt) : '—'),
        h(
          'td',
          null,
          h(
            'button',
            {
              type: 'button',
              'aria-label': `Redeliver ${d.op ?? 'change'} ${d.documentId ?? d.changeId}`,
              onclick: () => void redeliver(d),
            },
            'Redeliver',
          ),
        ),
      ),
    )
    mount(
      area,
      status,
      h(
        'div',
        { class: 'table-scroll', role: 'region', 'aria-label': 'Deliveries', tabindex: 0 },
        h('table', null, h('thead', null, h('tr', null, ...COLUMNS.map((c) => h('th', { scope: 'col' }, c)))), h('tbody', null, ...rows)),
      ),
    )
  } catch (error) {
    if (!stillLatest()) return
    mount(
      area,
      failure(error, () => void deliveriesList(area, ctx, hookPath, docHash)),
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
