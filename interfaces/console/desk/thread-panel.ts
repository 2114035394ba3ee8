import { type ApiClient, seg } from '../api-client'
import type { Page } from '../api-types'
import { h, mount, when } from '../dom'
import { failure, loading, notice } from '../views/states'
import type { InquiryMessage } from './desk-types'

const AUTHOR: Record<string, string> = { customer: 'Customer', assistant: 'Assistant', agent: 'Agent' }

/** The thread oldest first, every message as text, told apart by who wrote it; attachments download through the API. */
export async function loadThread(list: HTMLElement, api: ApiClient, inquiryId: string): Promise<void> {
  mount(list, loading('the thread'))
  try {
    const messages: InquiryMessage[] = []
    let after: string | null = null
    // A thread is read whole, a page of 200 at a time (at most 10 pages shown).
    for (let i = 0; i < 10; i++) {
      const page: Page<InquiryMessage> = await api.get(`/api/v1/inquiries/${seg(inquiryId)}/messages`, { limit: 200, after })
      messages.push(...page.data)
      if (!page.nextCursor) break
      after = page.nextCursor
    }
    mount(list, h('ol', { class: 'thread', 'aria-label': 'Thread' }, ...messages.map((m) => message(api, inquiryId, m))))
  } catch (error) {
    mount(
      list,
      failure(error, () => void loadThread(list, api, inquiryId)),
    )
  }
}

function message(api: ApiClient, inquiryId: string, m: InquiryMessage): HTMLElement {
  const kind = m.direction === 'note' ? 'note' : `from-${m.author.type}`
  const who = m.direction === 'note' ? `Note by ${m.author.name || m.author.email || 'an agent'}` : (AUTHOR[m.author.type] ?? m.author.type)
  const by = m.direction !== 'note' && (m.author.name || m.author.email) ? ` · ${m.author.name || m.author.email}` : ''
  return h(
    'li',
    { class: kind },
    h('span', { class: 'who-wrote' }, who, by),
    ' ',
    h('time', { class: 'meta', datetime: m.at }, when(m.at)),
    m.delivery ? h('span', { class: 'badge' }, m.delivery) : null,
    h('p', { class: 'text' }, m.text),
    m.attachments.length > 0
      ? h(
          'ul',
          { class: 'chips', 'aria-label': 'Attachments' },
          ...m.attachments.map((a) =>
            h(
              'li',
              null,
              h('button', { type: 'button', class: 'quiet', onclick: () => void download(api, inquiryId, m._id, a) }, `Download ${a.name}`),
            ),
          ),
        )
      : null,
  )
}

async function download(api: ApiClient, inquiryId: string, messageId: string, a: InquiryMessage['attachments'][number]): Promise<void> {
  const blob = await api.download(`/api/v1/inquiries/${seg(inquiryId)}/messages/${seg(messageId)}/attachments/${a.index}`)
  const url = URL.createObjectURL(blob)
  const link = h('a', { href: url, download: a.name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The reply and note forms: Ctrl+Enter (or Cmd+Enter) sends; `sent` reloads the thread. */
export function composeForms(api: ApiClient, inquiryId: string, sent: (what: string) => void): HTMLElement {
  const form = (kind: 'replies' | 'notes', label: string, button: string) => {
    const text = h('textarea', { name: kind, maxlength: 20000, required: true, 'aria-label': label })
    const status = h('div')
    const el = h('form', { class: `compose ${kind}` }, h('label', null, label, text), h('button', { type: 'submit' }, button), status)
    const submit = async () => {
      if (!text.value.trim()) return
      try {
        await api.post(`/api/v1/inquiries/${seg(inquiryId)}/${kind}`, { text: text.value })
        text.value = ''
        mount(status, notice(kind === 'replies' ? 'Reply sent.' : 'Note added.'))
        sent(kind)
      } catch (error) {
        mount(status, failure(error))
      }
    }
    el.addEventListener('submit', (event) => {
      event.preventDefault()
      void submit()
    })
    text.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        void submit()
      }
    })
    return el
  }
  return h(
    'div',
    null,
    form('replies', 'Reply to the customer (Ctrl+Enter sends)', 'Send reply'),
    form('notes', 'Internal note (never sent)', 'Add note'),
  )
}
