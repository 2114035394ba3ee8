import { ApiError, seg } from '../api-client'
import type { DataDocument, PatchResult } from '../api-types'
import { DocumentSource } from '../document-source'
import { changeText, field, h, mount, valueText } from '../dom'
import { parseTyped } from '../filter-builder'
import { beginIn } from '../latest-only'
import { hashOf, type ViewContext } from '../view-context'
import { historyTimeline } from './history-timeline'
import { empty, errorMessage, failure, loading, notice } from './states'

/** One document: its fields, editing one field (showing from → to), deleting it, and its history. */
export function documentPanel(main: HTMLElement, ctx: ViewContext, sourceName: string, db: string, id: string): void {
  const base = `/api/v1/datalake/${seg(sourceName)}/databases/${seg(db)}`
  const gridHash = hashOf('sources', sourceName, 'databases', db)
  const source = new DocumentSource(ctx.api, base, db)
  const status = h('div', { 'aria-live': 'polite' })
  const fields = h('div')
  const history = h('section', { 'aria-labelledby': 'history-title' })
  const actions = h('div', { class: 'actions' })
  /** The version shown, sent back as If-Match: an edit never overwrites a change it did not see. */
  let shownVersion: string | null = null

  async function load() {
    const stillLatest = beginIn(fields)
    mount(fields, loading('the document'))
    const gone = () =>
      mount(
        fields,
        empty('This document no longer exists.', 'It was deleted; its history stays below.'),
        h('p', null, h('a', { href: gridHash }, 'Back to the documents')),
      )
    try {
      const { doc, etag } = await source.one(id)
      if (!stillLatest()) return
      shownVersion = etag
      mount(fields, fieldTable(doc))
    } catch (error) {
      if (!stillLatest()) return
      if (error instanceof ApiError && error.status === 404) gone()
      else
        mount(
          fields,
          failure(error, () => void load()),
        )
    }
    void historyTimeline(history, ctx, base, id)
  }

  function fieldTable(doc: DataDocument): HTMLElement {
    const rows = Object.entries(doc)
      .filter(([name]) => name !== '_id')
      .map(([name, value]) => {
        const cell = h('td', null, h('pre', { class: 'value' }, valueText(value)))
        return h(
          'tr',
          null,
          h('th', { scope: 'row' }, name),
          cell,
          h('td', null, h('button', { type: 'button', 'aria-label': `Edit ${name}`, onclick: () => editor(cell, name, value) }, 'Edit')),
        )
      })
    const newName = h('input', { type: 'text', name: 'field', maxlength: 128, required: true })
    const newValue = h('input', { type: 'text', name: 'value', maxlength: 100000 })
    const add = h(
      'form',
      { class: 'inline', 'aria-label': 'Add a field' },
      field('New field', newName),
      field('Value', newValue),
      h('button', { type: 'submit' }, 'Add field'),
    )
    add.addEventListener('submit', (event) => {
      event.preventDefault()
      void save(newName.value.trim(), parseTyped(newValue.value))
    })
    return h(
      'div',
      null,
      h(
        'div',
        { class: 'table-scroll', role: 'region', 'aria-label': 'Fields', tabindex: 0 },
        h(
          'table',
          { class: 'fields' },
          h(
            'thead',
            null,
            h('tr', null, h('th', { scope: 'col' }, 'Field'), h('th', { scope: 'col' }, 'Value'), h('th', { scope: 'col' }, 'Action')),
          ),
          h('tbody', null, ...rows),
        ),
      ),
      add,
    )
  }

  function editor(cell: HTMLElement, name: string, value: unknown) {
    const input = h(
      'textarea',
      { name: 'value', rows: 3, spellcheck: 'false', maxlength: 100000 },
      typeof value === 'string' ? value : JSON.stringify(value, null, 2),
    )
    const form = h(
      'form',
      { class: 'edit' },
      field(`New value of ${name}`, input, 'Text is saved as text; numbers, true, false, null, [..] and {..} as JSON.'),
      h('button', { type: 'submit' }, 'Save'),
      h('button', { type: 'button', onclick: () => void load() }, 'Cancel'),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void save(name, typeof value === 'string' ? input.value : parseTyped(input.value))
    })
    mount(cell, form)
    input.focus()
  }

  async function save(name: string, value: unknown) {
    try {
      const ifMatch: Record<string, string> = shownVersion ? { 'if-match': shownVersion } : {}
      const answer = await ctx.api.patch<PatchResult>(`${base}/documents/${seg(id)}`, { field: name, value }, ifMatch)
      const { from, to } = answer.changes
      mount(status, notice(`${answer.changes.field}: ${changeText(from)} → ${changeText(to)}`))
      await load()
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        mount(
          status,
          notice(
            'Not saved: this document was changed by someone else since you opened it. Its current values are shown now; edit again if needed.',
            'error',
          ),
        )
        return load()
      }
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  function confirmDelete() {
    const yes = h(
      'button',
      {
        type: 'button',
        class: 'danger',
        onclick: async () => {
          try {
            await source.remove(id)
            ctx.go(gridHash)
          } catch (error) {
            mount(status, notice(errorMessage(error), 'error'))
          }
        },
      },
      'Delete for good',
    )
    mount(
      actions,
      h('p', null, 'Delete this document? This cannot be undone.'),
      yes,
      h('button', { type: 'button', onclick: drawActions }, 'Cancel'),
    )
    yes.focus()
  }

  function drawActions() {
    mount(actions, h('button', { type: 'button', class: 'danger', onclick: confirmDelete }, 'Delete document…'))
  }

  drawActions()
  mount(
    main,
    h('p', { class: 'crumbs' }, h('a', { href: gridHash }, `Back to the documents of ${db}`)),
    h('h1', { tabindex: -1 }, `Document ${id}`),
    status,
    fields,
    actions,
    history,
  )
  void load()
}
