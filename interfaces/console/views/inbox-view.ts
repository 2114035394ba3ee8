import type { InboxEntry, Page } from '../api-types'
import { field, h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { cursorPager } from './cursor-pager'
import { empty, failure, loading } from './states'

/** For administrators: the intake inbox of contact submissions, newest first, by intent. */
export function inboxView(main: HTMLElement, ctx: ViewContext): void {
  const list = h('div')
  let intent = ''
  let cursors: (string | null)[] = [null]

  const select = h(
    'select',
    { name: 'intent' },
    h('option', { value: '' }, 'All'),
    h('option', { value: 'INQUIRY' }, 'Inquiries'),
    h('option', { value: 'GENERAL' }, 'General'),
  )
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Filter the inbox' },
    field('Intent', select),
    h('button', { type: 'submit' }, 'Show'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    intent = select.value
    cursors = [null]
    void load()
  })

  async function load() {
    const stillLatest = beginIn(list)
    mount(list, loading('the inbox'))
    try {
      const page = await ctx.api.get<Page<InboxEntry>>('/api/v1/contact-submissions', { limit: 20, intent, after: cursors.at(-1) })
      if (!stillLatest()) return
      if (page.data.length === 0)
        return mount(list, empty('The inbox is empty.', 'Messages sent through POST /api/public/submit-contact appear here.'))
      mount(list, h('ol', { class: 'inbox' }, ...page.data.map(entry)), cursorPager(cursors, page.nextCursor, load, ['Newer', 'Older']))
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  function entry(s: InboxEntry): HTMLElement {
    return h(
      'li',
      { class: 'card' },
      h('h2', null, s.subject || '(no subject)', ' ', h('span', { class: `badge ${s.intent.toLowerCase()}` }, s.intent)),
      h(
        'p',
        { class: 'meta' },
        `${s.name} · ${s.email}${s.company ? ` · ${s.company}` : ''}${s.phone ? ` · ${s.phone}` : ''} · `,
        h('time', { datetime: s.createdAt }, when(s.createdAt)),
      ),
      h('p', { class: 'message' }, s.message),
    )
  }

  mount(main, h('h1', { tabindex: -1 }, 'Inbox'), form, list)
  void load()
}
