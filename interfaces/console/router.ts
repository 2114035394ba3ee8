import { routeDesk } from './desk/desk-routes'
import { h, mount } from './dom'
import { apiKeysView } from './team/api-keys-view'
import { membersView } from './team/members-view'
import { lastSource, type Tab, type ViewContext } from './view-context'
import { databaseView } from './views/database-view'
import { databasesView } from './views/databases-view'
import { documentPanel } from './views/document-panel'
import { inboxView } from './views/inbox-view'
import { usersView } from './views/users-view'

/** Routes in the address fragment, so the page is static and the server sees no client state. */
export function route(main: HTMLElement, ctx: ViewContext): void {
  const parts = (location.hash.split('?')[0]!.replace(/^#\/?/, '') || '').split('/').filter(Boolean).map(safeDecode)
  const [first, source, second, db, third, id] = parts
  if (routeDesk(main, ctx, parts)) {
    focusHeading(main)
    return
  }
  if (first === 'members') membersView(main, ctx)
  else if (first === 'api-keys') apiKeysView(main, ctx)
  else if (first === 'users' && ctx.me.permission === 'admin') usersView(main, ctx)
  else if (first === 'inbox' && ctx.me.permission === 'admin') inboxView(main, ctx)
  else if (first === 'sources' && source && second === 'databases' && db && third === 'documents' && id)
    documentPanel(main, ctx, source, db, id)
  else if (first === 'sources' && source && second === 'databases' && db)
    databaseView(main, ctx, source, db, (third as Tab | undefined) ?? 'documents')
  else if (first === 'sources' && source) databasesView(main, ctx, source)
  else if (!first) databasesView(main, ctx, lastSource())
  else mount(main, h('h1', { tabindex: -1 }, 'Page not found'), h('p', null, h('a', { href: '#/' }, 'Go to the databases')))
  focusHeading(main)
}

function focusHeading(main: HTMLElement): void {
  main.querySelector<HTMLElement>('h1')?.focus()
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
