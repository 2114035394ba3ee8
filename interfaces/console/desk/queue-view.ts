import type { Page } from '../api-types'
import { field, h, mount, when } from '../dom'
import { hashOf, type ViewContext } from '../view-context'
import { cursorPager } from '../views/cursor-pager'
import { empty, failure, loading } from '../views/states'
import { CHANNELS, type Inquiry, isOverdue, STATUSES } from './desk-types'

export const QUEUES = ['new', 'mine', 'unassigned', 'overdue', 'all'] as const
export type Queue = (typeof QUEUES)[number]
const QUEUE_NAMES: Record<Queue, string> = { new: 'New', mine: 'Mine', unassigned: 'Unassigned', overdue: 'Overdue', all: 'All' }
/** How often an open queue asks for new inquiries (docs/console.md: polling, first page only). */
export const QUEUE_POLL_MS = 5000

/** The desk's queue: one of five views, filters and search, newest activity first; new inquiries appear without a reload. */
export function queueView(main: HTMLElement, ctx: ViewContext, queue: Queue): void {
  const list = h('div')
  const live = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' })
  let cursors: (string | null)[] = [null]
  let shownIds = ''
  let asked = 0
  const status = select('Status', 'status', ['', ...STATUSES])
  const channel = select('Channel', 'channel', ['', ...CHANNELS])
  const label = h('input', { name: 'label', maxlength: 64, autocomplete: 'off' })
  const q = h('input', { name: 'q', type: 'search', maxlength: 200, autocomplete: 'off' })
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Filter the queue' },
    field('Status', status),
    field('Channel', channel),
    field('Label', label),
    field('Search', q, 'Reference, subject, customer'),
    h('button', { type: 'submit' }, 'Show'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    cursors = [null]
    void load()
  })

  function query(): Record<string, string | number | null> {
    const base: Record<string, string | number | null> = { limit: 25, after: cursors.at(-1) ?? null }
    if (queue === 'new') base.status = 'new'
    if (queue === 'mine') base.assignee = 'me'
    if (queue === 'unassigned') base.assignee = 'none'
    if (queue === 'overdue') base.overdue = 'true'
    if (status.value) base.status = status.value
    if (channel.value) base.channel = channel.value
    if (label.value.trim()) base.label = label.value.trim()
    if (q.value.trim()) base.q = q.value.trim()
    return base
  }

  async function load(quiet = false): Promise<void> {
    const ticket = ++asked
    if (!quiet) mount(list, loading('the queue'))
    try {
      const page = await ctx.api.get<Page<Inquiry>>('/api/v1/inquiries', query())
      if (ticket !== asked) return // a newer request is on its way: this answer is stale
      const ids = page.data.map((i) => i._id).join(',')
      if (quiet && ids === shownIds) return
      const added = quiet ? page.data.filter((i) => !shownIds.includes(i._id)).length : 0
      shownIds = ids
      if (page.data.length === 0) mount(list, empty('Nothing here.', 'New inquiries appear here as they arrive.'))
      else
        mount(
          list,
          table(page.data),
          cursorPager(cursors, page.nextCursor, () => load(), ['Newer', 'Older']),
        )
      if (added > 0) live.textContent = `${added} new ${added === 1 ? 'inquiry' : 'inquiries'} in the queue`
    } catch (error) {
      if (ticket === asked && !quiet)
        mount(
          list,
          failure(error, () => void load()),
        )
    }
  }

  function table(inquiries: Inquiry[]): HTMLElement {
    const grid = h(
      'table',
      { class: 'grid queue' },
      h('caption', { class: 'visually-hidden' }, `${QUEUE_NAMES[queue]} inquiries`),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ...['Reference', 'Subject', 'Customer', 'Status', 'Assignee', 'Last message'].map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      h(
        'tbody',
        null,
        ...inquiries.map((i) =>
          h(
            'tr',
            { 'data-id': i._id },
            h('td', null, h('a', { href: hashOf('desk', 'inquiries', i._id) }, i.reference)),
            h('td', null, i.subject || '(no subject)'),
            h('td', null, i.customer.name || i.customer.email || ''),
            h(
              'td',
              null,
              h('span', { class: `badge status-${i.status}` }, i.status),
              i.priority === 'high' || i.priority === 'urgent' ? h('span', { class: 'badge priority' }, i.priority) : null,
              isOverdue(i) ? h('span', { class: 'badge overdue' }, 'Overdue') : null,
            ),
            h('td', null, i.assignee ? i.assignee.name || i.assignee.email : 'Unassigned'),
            h('td', null, h('time', { datetime: i.lastMessageAt }, when(i.lastMessageAt))),
          ),
        ),
      ),
    )
    return h('div', { class: 'table-scroll', role: 'region', 'aria-label': 'Inquiries', tabindex: 0 }, grid)
  }

  const tabs = h(
    'nav',
    { class: 'tabs', 'aria-label': 'Queues' },
    ...QUEUES.map((name) =>
      h('a', { href: hashOf('desk', 'queue', name), 'aria-current': name === queue ? 'page' : null }, QUEUE_NAMES[name]),
    ),
  )
  mount(main, h('h1', { tabindex: -1 }, `Desk: ${QUEUE_NAMES[queue]}`), tabs, form, live, list)
  void load()
  const timer = setInterval(() => {
    if (!list.isConnected) return clearInterval(timer)
    if (cursors.length === 1 && document.visibilityState === 'visible') void load(true)
  }, QUEUE_POLL_MS)
}

function select(_label: string, name: string, values: readonly string[]): HTMLSelectElement {
  return h('select', { name }, ...values.map((v) => h('option', { value: v }, v === '' ? 'Any' : v)))
}
