import { seg } from '../api-client'
import type { Database } from '../api-types'
import { field, h, mount, splitNames, when } from '../dom'
import { beginIn } from '../latest-only'
import { hashOf, rememberSource, type ViewContext } from '../view-context'
import { sourceList } from './source-list'
import { empty, errorMessage, failure, loading, notice } from './states'

const SOURCE = /^[A-Za-z0-9_-]{1,64}$/

/** The databases of one source: open, create, and delete after typing the name. */
export function databasesView(main: HTMLElement, ctx: ViewContext, source: string): void {
  if (!SOURCE.test(source)) source = 'email'
  rememberSource(source)
  const base = `/api/v1/datalake/${seg(source)}/databases`
  const list = h('div', { class: 'list' })
  const status = h('div', { 'aria-live': 'polite' })

  const sources = sourceList(ctx, source)
  const refresh = () => {
    void load()
    sources.reload()
  }

  const nameInput = h('input', { type: 'text', name: 'name', required: true, maxlength: 128 })
  const variablesInput = h('input', { type: 'text', name: 'variables', maxlength: 4000 })
  const createForm = h(
    'form',
    { class: 'card', 'aria-labelledby': 'create-db' },
    h('h2', { id: 'create-db' }, 'New database'),
    field('Name', nameInput),
    field('Variables (optional)', variablesInput, 'Field names separated by commas, e.g. origin, destination, weightKg'),
    h('button', { type: 'submit' }, 'Create database'),
  )
  createForm.addEventListener('submit', async (event) => {
    event.preventDefault()
    const variables = splitNames(variablesInput.value)
    try {
      const created = await ctx.api.post<Database>(base, { name: nameInput.value, ...(variables.length ? { variables } : {}) })
      nameInput.value = ''
      variablesInput.value = ''
      mount(status, notice(`Created ${created.userFriendlyName} (${created.name}).`))
      refresh()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  })

  async function load() {
    const stillLatest = beginIn(list)
    mount(list, loading('databases'))
    try {
      const databases = await ctx.api.get<Database[]>(base)
      if (!stillLatest()) return
      if (databases.length === 0)
        return mount(
          list,
          empty(`No databases in the source ${source} yet.`, 'Create one with the form below, or choose another source above.'),
        )
      mount(list, h('ul', { class: 'databases' }, ...databases.map(row)))
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  function row(db: Database): HTMLElement {
    const confirmArea = h('div')
    const item = h(
      'li',
      { class: 'card' },
      h('h3', null, h('a', { href: hashOf('sources', source, 'databases', db.name) }, db.userFriendlyName)),
      h(
        'p',
        { class: 'meta' },
        `${db.name} · ${db.variables?.length ?? 0} variables${db.createdAt ? ` · created ${when(db.createdAt)}` : ''}`,
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'danger',
          'aria-label': `Delete database ${db.userFriendlyName}`,
          onclick: () => confirmDelete(db, confirmArea),
        },
        'Delete…',
      ),
      confirmArea,
    )
    return item
  }

  function confirmDelete(db: Database, area: HTMLElement) {
    const typed = h('input', { type: 'text', name: 'confirm', autocomplete: 'off' })
    const form = h(
      'form',
      { class: 'confirm', 'aria-label': `Confirm deleting ${db.userFriendlyName}` },
      h('p', null, 'This deletes the database and every document in it. It cannot be undone.'),
      field(`Type ${db.userFriendlyName} to confirm`, typed),
      h('button', { type: 'submit', class: 'danger' }, 'Delete for good'),
      h('button', { type: 'button', onclick: () => mount(area) }, 'Cancel'),
    )
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (typed.value !== db.userFriendlyName) return mount(status, notice('The name does not match; nothing was deleted.', 'error'))
      try {
        const answer = await ctx.api.delete<{ message: string }>(`${base}/${seg(db.name)}`)
        mount(status, notice(answer.message))
        refresh()
      } catch (error) {
        mount(status, notice(errorMessage(error), 'error'))
      }
    })
    mount(area, form)
    typed.focus()
  }

  mount(main, h('h1', { tabindex: -1 }, `Databases · ${source}`), sources.element, status, list, createForm)
  void load()
}
