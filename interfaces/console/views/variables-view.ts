import type { Database, VariablesResult } from '../api-types'
import { field, h, mount, splitNames } from '../dom'
import type { ViewContext } from '../view-context'
import { empty, errorMessage, notice } from './states'

/** The declared variables of a database: add new ones, rename one; the API's counts are shown. */
export function variablesView(
  body: HTMLElement,
  ctx: ViewContext,
  base: string,
  db: Database,
  reload: (message: string) => void,
  flash?: string,
): void {
  const status = h('div', { 'aria-live': 'polite' })
  const variables = db.variables ?? []

  async function send(payload: { newVariables?: string[]; renames?: { from: string; to: string }[] }) {
    try {
      const answer = await ctx.api.post<VariablesResult>(`${base}/variables`, payload)
      reload(answer.statusMessage)
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  const names = h('input', { type: 'text', name: 'newVariables', required: true, maxlength: 4000 })
  const addForm = h(
    'form',
    { class: 'card', 'aria-labelledby': 'add-vars' },
    h('h2', { id: 'add-vars' }, 'Add variables'),
    field('New variable names', names, 'Separate names with commas. Every document gets them with the value null.'),
    h('button', { type: 'submit' }, 'Add variables'),
  )
  addForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void send({ newVariables: splitNames(names.value) })
  })

  const from = h('select', { name: 'from', required: true }, ...variables.map((v) => h('option', { value: v }, v)))
  const to = h('input', { type: 'text', name: 'to', required: true, maxlength: 128 })
  const renameForm = h(
    'form',
    { class: 'card', 'aria-labelledby': 'rename-var' },
    h('h2', { id: 'rename-var' }, 'Rename a variable'),
    field('Variable', from),
    field('New name', to),
    h('button', { type: 'submit' }, 'Rename'),
  )
  renameForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void send({ renames: [{ from: from.value, to: to.value.trim() }] })
  })

  if (flash) mount(status, notice(flash))
  mount(
    body,
    status,
    variables.length
      ? h('ul', { class: 'chips', 'aria-label': 'Declared variables' }, ...variables.map((v) => h('li', null, v)))
      : empty('No variables declared yet.', 'Add some below; documents you add also declare their fields.'),
    addForm,
    variables.length ? renameForm : null,
  )
}
