import { WEBHOOK_EVENTS, type Webhook } from '../api-types'
import { field, h } from '../dom'

/** What the webhook form sends: POST takes url, events, description; PATCH also status. */
export interface WebhookInput {
  url: string
  events: string[]
  description: string | null
  status?: 'active' | 'paused'
}

/**
 * The fields of a webhook (target URL, events, description and, when editing, active), filled
 * from `hook` when given; `read()` answers what to send.
 */
export function webhookFields(hook: Webhook | null) {
  const url = h('input', {
    type: 'url',
    name: 'url',
    required: true,
    maxlength: 2048,
    placeholder: 'https://example.com/hooks/datalake',
    value: hook?.url ?? '',
  })
  const description = h('input', { type: 'text', name: 'description', maxlength: 500, value: hook?.description ?? '' })
  const boxes = WEBHOOK_EVENTS.map((event) =>
    h('input', { type: 'checkbox', name: 'events', value: event, checked: !hook || hook.events.includes(event) }),
  )
  const active = hook ? h('input', { type: 'checkbox', name: 'active', checked: hook.status === 'active' }) : null
  const elements = [
    field('Target URL', url),
    h('fieldset', null, h('legend', null, 'Events'), ...boxes.map((box) => h('label', { class: 'check' }, box, ` ${box.value}`))),
    field('Description (optional)', description),
    active ? h('label', { class: 'check' }, active, ' Active (deliveries are sent)') : null,
  ]
  const read = (): WebhookInput => ({
    url: url.value.trim(),
    events: boxes.filter((b) => b.checked).map((b) => b.value),
    description: description.value.trim() || null,
    ...(active ? { status: active.checked ? ('active' as const) : ('paused' as const) } : {}),
  })
  const reset = () => {
    url.value = ''
    description.value = ''
    for (const box of boxes) box.checked = true
  }
  return { elements, read, reset, url }
}
