import { seg } from '../api-client'
import { WEBHOOK_EVENTS, type Webhook } from '../api-types'
import { field, h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { deliveriesList } from './deliveries-list'
import { empty, errorMessage, failure, loading, notice } from './states'

/** Webhooks of a database: create (the secret is shown once), pause or resume, deliveries and redelivery. */
export function webhooksView(body: HTMLElement, ctx: ViewContext, base: string): void {
  const status = h('div', { 'aria-live': 'polite' })
  const list = h('div')

  async function load() {
    const stillLatest = beginIn(list)
    mount(list, loading('webhooks'))
    try {
      const all = await ctx.api.get<Webhook[]>(`${base}/webhooks`)
      if (!stillLatest()) return
      if (all.length === 0) return mount(list, empty('No webhooks yet.', 'Create one below to have changes POSTed to your URL.'))
      mount(list, h('ul', { class: 'webhooks' }, ...all.map(item)))
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  function item(hook: Webhook): HTMLElement {
    const deliveries = h('div')
    const paused = hook.status === 'paused'
    return h(
      'li',
      { class: 'card' },
      h('h3', null, hook.url),
      h('p', { class: 'meta' }, `${hook.status} · ${hook.events.join(', ')} · created ${when(hook.createdAt)}`),
      hook.description ? h('p', null, hook.description) : null,
      h(
        'button',
        {
          type: 'button',
          'aria-label': `${paused ? 'Resume' : 'Pause'} webhook ${hook.url}`,
          onclick: () => void setStatus(hook, paused ? 'active' : 'paused'),
        },
        paused ? 'Resume' : 'Pause',
      ),
      h(
        'button',
        {
          type: 'button',
          'aria-label': `Deliveries of webhook ${hook.url}`,
          onclick: () => void deliveriesList(deliveries, ctx, `${base}/webhooks/${seg(hook.id)}`),
        },
        'Deliveries',
      ),
      deliveries,
    )
  }

  async function setStatus(hook: Webhook, next: 'active' | 'paused') {
    try {
      await ctx.api.patch<Webhook>(`${base}/webhooks/${seg(hook.id)}`, { status: next })
      mount(status, notice(`Webhook ${hook.url} is ${next}.`))
      void load()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  const url = h('input', { type: 'url', name: 'url', required: true, maxlength: 2048, placeholder: 'https://example.com/hooks/datalake' })
  const description = h('input', { type: 'text', name: 'description', maxlength: 500 })
  const boxes = WEBHOOK_EVENTS.map((event) => h('input', { type: 'checkbox', name: 'events', value: event, checked: true }))
  const form = h(
    'form',
    { class: 'card', 'aria-labelledby': 'new-hook' },
    h('h2', { id: 'new-hook' }, 'New webhook'),
    field('Target URL', url),
    h('fieldset', null, h('legend', null, 'Events'), ...boxes.map((box) => h('label', { class: 'check' }, box, ` ${box.value}`))),
    field('Description (optional)', description),
    h('button', { type: 'submit' }, 'Create webhook'),
  )
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const events = boxes.filter((b) => b.checked).map((b) => b.value)
    try {
      const created = await ctx.api.post<Webhook>(`${base}/webhooks`, {
        url: url.value,
        events,
        ...(description.value.trim() ? { description: description.value.trim() } : {}),
      })
      mount(
        status,
        h(
          'div',
          { class: 'secret', role: 'status' },
          h('p', null, h('strong', null, 'Webhook created. Copy its signing secret now: it is not shown again.')),
          h('code', { 'aria-label': 'Signing secret' }, created.secret ?? ''),
        ),
      )
      url.value = ''
      description.value = ''
      void load()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  })

  mount(body, status, list, form)
  void load()
}
