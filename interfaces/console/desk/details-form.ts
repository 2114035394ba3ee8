import { type ApiClient, ApiError, seg } from '../api-client'
import { field, h, mount } from '../dom'
import { errorMessage, notice } from '../views/states'
import { DETAIL_FIELDS, type Inquiry, PRIORITIES, STATUSES } from './desk-types'
import { myUserId } from './my-id'

const CUSTOMER_FIELDS = ['email', 'name', 'company', 'phone'] as const

/**
 * Status, priority, assignee, labels, details and customer of an inquiry in one form. It sends only
 * what changed, with If-Match: the version it showed; a 412 says someone else changed it first and
 * shows their version, so nothing is overwritten unseen.
 */
export function detailsForm(
  api: ApiClient,
  inquiry: Inquiry,
  etag: string | null,
  saved: (message: string, kind: 'ok' | 'error') => void,
): HTMLElement {
  const status = h('select', { name: 'status' }, ...STATUSES.map((s) => h('option', { value: s, selected: s === inquiry.status }, s)))
  const priority = h(
    'select',
    { name: 'priority' },
    ...PRIORITIES.map((p) => h('option', { value: p, selected: p === inquiry.priority }, p)),
  )
  const labels = h('input', { name: 'labels', value: inquiry.labels.join(', '), maxlength: 1000, autocomplete: 'off' })
  const details = Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, h('input', { name: f, value: inquiry.details[f] ?? '', maxlength: 500, autocomplete: 'off' })]),
  )
  const customer = Object.fromEntries(
    CUSTOMER_FIELDS.map((f) => [
      f,
      h('input', { name: `customer-${f}`, value: inquiry.customer[f] ?? '', maxlength: 254, autocomplete: 'off' }),
    ]),
  )
  const result = h('div')
  const me = myUserId()
  const assigned = inquiry.assignee ? `Assigned to ${inquiry.assignee.name || inquiry.assignee.email}` : 'Unassigned'

  async function send(changes: Record<string, unknown>, done: string): Promise<void> {
    if (Object.keys(changes).length === 0) return mount(result, notice('Nothing changed.'))
    try {
      const headers: Record<string, string> = etag ? { 'if-match': etag } : {}
      await api.patch<Inquiry>(`/api/v1/inquiries/${seg(inquiry._id)}`, changes, headers)
      saved(done, 'ok')
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        saved('Someone changed this inquiry since you opened it; your changes were not saved. The form now shows their version.', 'error')
      } else mount(result, notice(errorMessage(error), 'error'))
    }
  }

  const form = h(
    'form',
    { class: 'details', 'aria-label': 'Inquiry details' },
    field('Status', status),
    field('Priority', priority),
    field('Labels', labels, 'Comma-separated'),
    h('fieldset', null, h('legend', null, 'Freight details'), ...DETAIL_FIELDS.map((f) => field(f, details[f] as HTMLInputElement))),
    h('fieldset', null, h('legend', null, 'Customer'), ...CUSTOMER_FIELDS.map((f) => field(f, customer[f] as HTMLInputElement))),
    h('button', { type: 'submit' }, 'Save changes'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const changes: Record<string, unknown> = {}
    if (status.value !== inquiry.status) changes.status = status.value
    if (priority.value !== inquiry.priority) changes.priority = priority.value
    const nextLabels = labels.value
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean)
    if (nextLabels.join(',') !== inquiry.labels.join(',')) changes.labels = nextLabels
    const changed = (inputs: Record<string, HTMLInputElement>, current: Record<string, string | null>) => {
      const out: Record<string, string | null> = {}
      for (const [name, input] of Object.entries(inputs)) {
        const value = input.value.trim() || null
        if (value !== (current[name] ?? null)) out[name] = value
      }
      return Object.keys(out).length > 0 ? out : null
    }
    const detailChanges = changed(details as Record<string, HTMLInputElement>, inquiry.details)
    if (detailChanges) changes.details = detailChanges
    const customerChanges = changed(customer as Record<string, HTMLInputElement>, inquiry.customer)
    if (customerChanges) changes.customer = customerChanges
    void send(changes, 'Saved.')
  })
  const assign = h(
    'div',
    { class: 'actions' },
    h('p', null, assigned),
    me && inquiry.assignee?._id !== me
      ? h('button', { type: 'button', onclick: () => void send({ assigneeId: me }, 'Assigned to you.') }, 'Assign to me')
      : null,
    inquiry.assignee
      ? h('button', { type: 'button', class: 'quiet', onclick: () => void send({ assigneeId: null }, 'Unassigned.') }, 'Unassign')
      : null,
  )
  return h('div', null, assign, form, result)
}
