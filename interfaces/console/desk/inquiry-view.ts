import { seg } from '../api-client'
import type { Page } from '../api-types'
import { field, h, mount, when } from '../dom'
import { hashOf, type ViewContext } from '../view-context'
import { failure, loading, notice } from '../views/states'
import { type Inquiry, isOverdue } from './desk-types'
import { detailsForm } from './details-form'
import { tasksPanel } from './tasks-panel'
import { composeForms, loadThread } from './thread-panel'

/** One inquiry: the thread, reply and note, its details (editable, If-Match), assignment, status, labels, tasks and merge. */
export function inquiryView(main: HTMLElement, ctx: ViewContext, id: string, message?: { text: string; kind: 'ok' | 'error' }): void {
  mount(main, loading('the inquiry'))
  void (async () => {
    try {
      const { body: inquiry, etag } = await ctx.api.getVersioned<Inquiry>(`/api/v1/inquiries/${seg(id)}`)
      render(main, ctx, inquiry, etag, message)
    } catch (error) {
      mount(
        main,
        h('h1', { tabindex: -1 }, 'Inquiry'),
        failure(error, () => inquiryView(main, ctx, id)),
      )
    }
    main.querySelector<HTMLElement>('h1')?.focus()
  })()
}

function render(
  main: HTMLElement,
  ctx: ViewContext,
  inquiry: Inquiry,
  etag: string | null,
  message?: { text: string; kind: 'ok' | 'error' },
) {
  const reload = (text: string, kind: 'ok' | 'error') => inquiryView(main, ctx, inquiry._id, { text, kind })
  const thread = h('div')
  const c = inquiry.customer
  mount(
    main,
    h('p', { class: 'crumbs' }, h('a', { href: hashOf('desk', 'queue', 'all') }, 'Desk'), ' / ', inquiry.reference),
    h('h1', { tabindex: -1 }, `${inquiry.reference}: ${inquiry.subject || '(no subject)'}`),
    h(
      'p',
      { class: 'meta' },
      `${inquiry.channel} · ${[c.name, c.company, c.email, c.phone].filter(Boolean).join(' · ')} · created `,
      h('time', { datetime: inquiry.createdAt }, when(inquiry.createdAt)),
      inquiry.firstResponseDueAt && !inquiry.firstResponseAt ? ` · first response due ${when(inquiry.firstResponseDueAt)}` : '',
      ' ',
      isOverdue(inquiry) ? h('span', { class: 'badge overdue' }, 'Overdue') : null,
      inquiry.mergedInto
        ? h('a', { href: hashOf('desk', 'inquiries', inquiry.mergedInto) }, ' Merged: open the inquiry it went into')
        : null,
    ),
    message ? notice(message.text, message.kind) : null,
    h(
      'div',
      { class: 'desk-columns' },
      h(
        'div',
        null,
        h('section', { 'aria-labelledby': 'thread-h' }, h('h2', { id: 'thread-h' }, 'Thread'), thread),
        h(
          'section',
          { 'aria-labelledby': 'answer-h' },
          h('h2', { id: 'answer-h' }, 'Answer'),
          composeForms(ctx.api, inquiry._id, () => reload('Sent.', 'ok')),
        ),
      ),
      h(
        'div',
        null,
        h(
          'section',
          { 'aria-labelledby': 'details-h' },
          h('h2', { id: 'details-h' }, 'Details'),
          detailsForm(ctx.api, inquiry, etag, reload),
        ),
        h('section', { 'aria-labelledby': 'tasks-h' }, h('h2', { id: 'tasks-h' }, 'Tasks'), tasksPanel(ctx.api, inquiry._id)),
        h('section', { 'aria-labelledby': 'merge-h' }, h('h2', { id: 'merge-h' }, 'Merge'), mergeForm(ctx, inquiry)),
      ),
    ),
  )
  void loadThread(thread, ctx.api, inquiry._id)
}

/** Merges this inquiry into another, named by its reference (INQ-1002) or id. */
function mergeForm(ctx: ViewContext, inquiry: Inquiry): HTMLElement {
  const into = h('input', { name: 'into', maxlength: 40, autocomplete: 'off', required: true })
  const result = h('div')
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Merge into another inquiry' },
    field('Merge into (reference)', into),
    h('button', { type: 'submit', class: 'danger' }, 'Merge'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void (async () => {
      try {
        const wanted = into.value.trim()
        let targetId = /^[0-9a-f]{24}$/.test(wanted) ? wanted : null
        if (!targetId) {
          const found = await ctx.api.get<Page<Inquiry>>('/api/v1/inquiries', { q: wanted, limit: 10 })
          targetId = found.data.find((i) => i.reference.toLowerCase() === wanted.toLowerCase())?._id ?? null
        }
        if (!targetId) return mount(result, notice(`No inquiry ${wanted}.`, 'error'))
        const target = await ctx.api.post<Inquiry>(`/api/v1/inquiries/${seg(inquiry._id)}/merge`, { into: targetId })
        ctx.go(hashOf('desk', 'inquiries', target._id))
      } catch (error) {
        mount(result, failure(error))
      }
    })()
  })
  return h('div', null, form, result)
}
