import { ApiClient } from './api-client'
import type { AccessToken, Profile, WorkspaceSummary } from './api-types'
import { worksDesk } from './desk/desk-routes'
import { h, mount } from './dom'
import { route } from './router'
import { savedToken, savedWorkspace, saveToken, saveWorkspace, takeLinkToken } from './session'
import { SilentRefresh } from './silent-refresh'
import { signInView } from './views/sign-in-view'
import { errorMessage, failure, loading } from './views/states'

/** The console's entry: signs in (from a link, a code or a kept session), then renders the route of the address. */
const root = document.getElementById('app')!
const api = new ApiClient(savedToken())
let me: Profile | null = null
let workspaces: WorkspaceSummary[] = []

api.onUnauthorized = () => signOut('Your session has ended. Sign in again.')
const refresher = new SilentRefresh(api, () => signOut('Your session has ended. Sign in again.'))

function signOut(problem?: string): void {
  refresher.stop()
  saveToken(null)
  api.setToken(null)
  me = null
  signInView(root, api, signedIn, problem)
}

function signedIn(issued: AccessToken): void {
  refresher.keep(issued)
  if (!location.hash.startsWith('#/')) history.replaceState(null, '', '#/')
  void start()
}

async function start(): Promise<void> {
  mount(root, loading('your profile'))
  try {
    ;[me, workspaces] = await Promise.all([api.get<Profile>('/api/v1/me'), api.get<WorkspaceSummary[]>('/api/v1/workspaces')])
    const chosen = savedWorkspace()
    api.workspaceId = workspaces.some((w) => w._id === chosen) ? chosen : null
  } catch (error) {
    if (!api.signedIn) return
    mount(
      root,
      failure(error, () => void start()),
    )
    return
  }
  render()
}

function render(): void {
  if (!me) return
  const admin = me.permission === 'admin'
  const main = h('main', { id: 'main' })
  const nav = h(
    'nav',
    { 'aria-label': 'Console sections' },
    h('a', { href: '#/' }, 'Databases'),
    worksDesk(me) ? h('a', { href: '#/desk/queue/new' }, 'Desk') : null,
    worksDesk(me) ? h('a', { href: '#/desk/tasks' }, 'My tasks') : null,
    worksDesk(me) ? h('a', { href: '#/desk/metrics' }, 'Metrics') : null,
    h('a', { href: '#/members' }, 'Members'),
    h('a', { href: '#/api-keys' }, 'API keys'),
    admin ? h('a', { href: '#/users' }, 'Users') : null,
    admin ? h('a', { href: '#/inbox' }, 'Inbox') : null,
  )
  const logOut = h(
    'button',
    {
      type: 'button',
      class: 'quiet',
      onclick: () =>
        void api
          .post('/api/v1/auth/logout', {})
          .catch(() => undefined)
          .finally(() => signOut()),
    },
    'Sign out',
  )
  mount(
    root,
    h('a', { href: '#main', class: 'skip' }, 'Skip to content'),
    h(
      'header',
      { class: 'top' },
      h('span', { class: 'brand' }, 'Data lake console'),
      nav,
      workspaceSwitcher(),
      h('span', { class: 'who' }, me.email),
      logOut,
    ),
    main,
  )
  nav.querySelectorAll('a').forEach((link) => {
    if (link.getAttribute('href') === currentSection()) link.setAttribute('aria-current', 'page')
  })
  route(main, { api, me, go: (hash) => (location.hash = hash) })
}

/** Where lists and creates act: the personal workspace or a team's (the API's X-Workspace-Id). */
function workspaceSwitcher(): HTMLElement | null {
  if (workspaces.length < 2) return null
  const select = h(
    'select',
    {
      'aria-label': 'Workspace',
      onchange: () => {
        api.workspaceId = select.value === workspaces[0]!._id ? null : select.value
        saveWorkspace(select.value)
        render()
      },
    },
    workspaces.map((w) => h('option', { value: w._id }, `${w.name} (${w.role})`)),
  )
  select.value = api.workspaceId ?? workspaces[0]!._id
  return select
}

function currentSection(): string {
  const hash = location.hash || '#/'
  for (const section of ['#/members', '#/api-keys', '#/users', '#/inbox', '#/desk/tasks', '#/desk/metrics'])
    if (hash.startsWith(section)) return section
  return hash.startsWith('#/desk/') ? '#/desk/queue/new' : '#/'
}

window.addEventListener('hashchange', () => {
  if (me) render()
})

async function boot(): Promise<void> {
  const linkToken = takeLinkToken()
  if (linkToken) {
    mount(root, loading('your sign-in'))
    try {
      const issued = await api.verify({ token: linkToken })
      return signedIn(issued)
    } catch (error) {
      return signOut(`${errorMessage(error)} Ask for a new link below.`)
    }
  }
  if (api.signedIn) {
    refresher.resume()
    return start()
  }
  signOut()
}

void boot()
