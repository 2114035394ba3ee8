import type { Webhook } from '../api-types'
import { h, mount } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { secretReveal } from './secret-reveal'
import { empty, errorMessage, failure, loading, notice } from './states'
import { webhookCard } from './webhook-card'
import { webhookFields } from './webhook-form'

/** Webhooks of a database: create (the secret shown once, with Copy), and per webhook the actions of webhook-card.ts. */
export function webhooksView(body: HTMLElement, ctx: ViewContext, base: string, docHash: (id: string) => string): void {
  const status = h('div', { 'aria-live': 'polite' })
  const list = h('div')

  const changed = (said: string) => {
    mount(status, notice(said))
    void load()
  }

  async function load() {
    const stillLatest = beginIn(list)
    mount(list, loading('webhooks'))
    try {
      const all = await ctx.api.get<Webhook[]>(`${base}/webhooks`)
      if (!stillLatest()) return
      if (all.length === 0) return mount(list, empty('No webhooks yet.', 'Create one below to have changes POSTed to your URL.'))
      mount(list, h('ul', { class: 'webhooks' }, ...all.map((hook) => webhookCard(ctx, { base, docHash }, hook, changed))))
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  const fields = webhookFields(null)
  const form = h(
    'form',
    { class: 'card', 'aria-labelledby': 'new-hook' },
    h('h2', { id: 'new-hook' }, 'New webhook'),
    ...fields.elements,
    h('button', { type: 'submit' }, 'Create webhook'),
  )
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const { url, events, description } = fields.read()
    if (events.length === 0) return mount(status, notice('Choose at least one event.', 'error'))
    try {
      const created = await ctx.api.post<Webhook>(`${base}/webhooks`, { url, events, ...(description ? { description } : {}) })
      mount(
        status,
        h(
          'div',
          { class: 'secret', role: 'status' },
          h('p', null, h('strong', null, 'Webhook created. Copy its signing secret now: it is not shown again.')),
          secretReveal({ heading: 'Signing secret', label: 'Signing secret', value: created.secret ?? '', copyLabel: 'Copy secret' }),
        ),
      )
      fields.reset()
      void load()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  })

  mount(body, status, list, form)
  void load()
}
