import { seg } from '../api-client'
import type { PingAnswer, Webhook } from '../api-types'
import { h, mount, when } from '../dom'
import { confirmDialog } from '../team/confirm-dialog'
import type { ViewContext } from '../view-context'
import { deliveriesList } from './deliveries-list'
import { secretReveal } from './secret-reveal'
import { errorMessage, notice } from './states'
import { webhookFields } from './webhook-form'

/**
 * One webhook: edit (URL, events, description, active), pause or resume, a test ping, secret
 * rotation (the new secret shown once, with Copy), delete after a confirmation, and its deliveries.
 * `changed` reloads the list after an edit or a delete.
 */
export function webhookCard(
  ctx: ViewContext,
  where: { base: string; docHash: (id: string) => string },
  hook: Webhook,
  changed: (said: string) => void,
): HTMLElement {
  const path = `${where.base}/webhooks/${seg(hook.id)}`
  const area = h('div')
  const said = h('div', { 'aria-live': 'polite' })
  const deliveries = h('div')
  const paused = hook.status === 'paused'
  const button = (label: string, name: string, onclick: () => void, danger = false) =>
    h('button', { type: 'button', class: danger ? 'danger' : null, 'aria-label': `${name} webhook ${hook.url}`, onclick }, label)

  function edit(): void {
    const fields = webhookFields(hook)
    const form = h(
      'form',
      { class: 'edit-hook', 'aria-label': `Edit webhook ${hook.url}` },
      ...fields.elements,
      h('button', { type: 'submit' }, 'Save changes'),
      h('button', { type: 'button', class: 'quiet', onclick: () => mount(area) }, 'Cancel'),
    )
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const input = fields.read()
      if (input.events.length === 0) return mount(said, notice('Choose at least one event.', 'error'))
      try {
        const saved = await ctx.api.patch<Webhook>(path, input)
        changed(`Webhook ${saved.url} saved.`)
      } catch (error) {
        mount(said, notice(errorMessage(error), 'error'))
      }
    })
    mount(area, form)
    fields.url.focus()
  }

  async function act(run: () => Promise<void>): Promise<void> {
    try {
      await run()
    } catch (error) {
      mount(said, notice(errorMessage(error), 'error'))
    }
  }

  const setStatus = (next: 'active' | 'paused') =>
    act(async () => {
      await ctx.api.patch<Webhook>(path, { status: next })
      changed(`Webhook ${hook.url} is ${next}.`)
    })

  const ping = () =>
    act(async () => {
      mount(said, notice(`Sending a test message to ${hook.url}…`))
      const answer = await ctx.api.post<PingAnswer>(`${path}/ping`, {})
      const status = answer.responseStatus === null ? 'no answer' : `HTTP ${answer.responseStatus}`
      mount(
        said,
        answer.ok
          ? notice(`Test message delivered: ${status}.`)
          : notice(`Test message failed: ${status}${answer.error ? ` (${answer.error})` : ''}.`, 'error'),
      )
    })

  const rotate = () =>
    act(async () => {
      const sure = await confirmDialog(
        `Replace the signing secret of ${hook.url}? From now on only the new secret signs: update the receiver at once.`,
        'Rotate secret',
      )
      if (!sure) return
      const rotated = await ctx.api.post<Webhook>(`${path}/rotate-secret`, {})
      mount(
        area,
        secretReveal({ heading: 'New signing secret', label: 'Signing secret', value: rotated.secret ?? '', copyLabel: 'Copy secret' }),
      )
      mount(said, notice('The secret was replaced; the old one no longer signs.'))
    })

  const remove = () =>
    act(async () => {
      if (!(await confirmDialog(`Delete the webhook ${hook.url} and its delivery log? This cannot be undone.`, 'Delete webhook'))) return
      await ctx.api.delete(path)
      changed(`Webhook ${hook.url} deleted.`)
    })

  return h(
    'li',
    { class: 'card' },
    h('h3', null, hook.url),
    h('p', { class: 'meta' }, `${hook.status} · ${hook.events.join(', ')} · created ${when(hook.createdAt)}`),
    hook.description ? h('p', null, hook.description) : null,
    h(
      'div',
      { class: 'actions' },
      button('Edit', 'Edit', edit),
      button(paused ? 'Resume' : 'Pause', paused ? 'Resume' : 'Pause', () => void setStatus(paused ? 'active' : 'paused')),
      button('Send test ping', 'Send a test ping to', () => void ping()),
      button('Rotate secret', 'Rotate the secret of', () => void rotate()),
      button('Deliveries', 'Deliveries of', () => void deliveriesList(deliveries, ctx, path, where.docHash)),
      button('Delete…', 'Delete', () => void remove(), true),
    ),
    said,
    area,
    deliveries,
  )
}
