import type { DataDocument } from '../api-types'
import { field, h, mount } from '../dom'
import type { ViewContext } from '../view-context'
import { errorMessage, notice } from './states'

/** A form that adds one document from a JSON object. */
export function newDocumentForm(ctx: ViewContext, base: string, onCreated: () => void): HTMLElement {
  const text = h('textarea', { name: 'document', rows: 4, spellcheck: 'false', maxlength: 100000 }, '{\n  \n}')
  const status = h('div', { 'aria-live': 'polite' })
  const form = h(
    'form',
    { class: 'card', 'aria-labelledby': 'new-doc' },
    h('h2', { id: 'new-doc' }, 'New document'),
    field('Document as a JSON object', text),
    h('button', { type: 'submit' }, 'Add document'),
    status,
  )
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    let body: unknown
    try {
      body = JSON.parse(text.value)
    } catch {
      return mount(status, notice('That is not valid JSON: write an object such as {"origin": "Hamburg"}.', 'error'))
    }
    try {
      const created = await ctx.api.post<DataDocument>(`${base}/documents`, body)
      mount(status, notice(`Added document ${created._id}.`))
      onCreated()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  })
  return form
}
