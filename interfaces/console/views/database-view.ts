import { ApiError, seg } from '../api-client'
import type { Database } from '../api-types'
import { h, mount } from '../dom'
import { beginIn } from '../latest-only'
import { hashOf, type Tab, type ViewContext } from '../view-context'
import { documentsGrid } from './documents-grid'
import { groupByView } from './group-by-view'
import { importView } from './import-view'
import { failure, loading } from './states'
import { variablesView } from './variables-view'
import { webhooksView } from './webhooks-view'

/** One database: its documents grid, its variables and its webhooks, one tab at a time. */
export async function databaseView(
  main: HTMLElement,
  ctx: ViewContext,
  source: string,
  name: string,
  tab: Tab,
  flash?: string,
): Promise<void> {
  const stillLatest = beginIn(main)
  mount(main, loading('the database'))
  let db: Database | undefined
  try {
    const all = await ctx.api.get<Database[]>(`/api/v1/datalake/${seg(source)}/databases`)
    if (!stillLatest()) return
    db = all.find((d) => d.name === name)
    if (!db) throw new ApiError(404, { message: `There is no database ${name} in the source ${source}.`, code: 'NOT_FOUND' })
  } catch (error) {
    if (!stillLatest()) return
    mount(
      main,
      h('h1', { tabindex: -1 }, name),
      failure(error, () => void databaseView(main, ctx, source, name, tab)),
      h('p', null, h('a', { href: hashOf('sources', source) }, `Back to the databases of ${source}`)),
    )
    main.querySelector('h1')?.focus()
    return
  }
  const tabs: [Tab, string][] = [
    ['documents', 'Documents'],
    ['groups', 'Group by'],
    ['import', 'Import'],
    ['variables', 'Variables'],
    ['webhooks', 'Webhooks'],
  ]
  const body = h('section', { class: 'tab-body', 'aria-label': tabs.find(([t]) => t === tab)?.[1] ?? 'Documents' })
  mount(
    main,
    h('p', { class: 'crumbs' }, h('a', { href: hashOf('sources', source) }, `Databases · ${source}`)),
    h('h1', { tabindex: -1 }, db.userFriendlyName),
    h('p', { class: 'meta' }, db.name),
    h(
      'nav',
      { class: 'tabs', 'aria-label': 'Database sections' },
      ...tabs.map(([id, label]) =>
        h('a', { href: hashOf('sources', source, 'databases', name, id), 'aria-current': id === tab ? 'page' : null }, label),
      ),
    ),
    body,
  )
  main.querySelector('h1')?.focus()
  const base = `/api/v1/datalake/${seg(source)}/databases/${seg(name)}`
  if (tab === 'variables') variablesView(body, ctx, base, db, (message) => void databaseView(main, ctx, source, name, tab, message), flash)
  else if (tab === 'groups') groupByView(body, ctx, db)
  else if (tab === 'import') importView(body, ctx, base)
  else if (tab === 'webhooks') webhooksView(body, ctx, base, (id) => hashOf('sources', source, 'databases', name, 'documents', id))
  else documentsGrid(body, ctx, { source, base, db })
}
