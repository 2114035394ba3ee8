import { ApiClient } from './api-client'
import type { Profile } from './api-types'
import { worksDesk } from './desk/desk-routes'
import { h, mount } from './dom'
import { route } from './router'
import { savedToken, saveToken, takeLinkToken } from './session'
import { signInView } from './views/sign-in-view'
import { errorMessage, failure, loading } from './views/states'

/** The console's entry: signs in (from a link, a code or a kept session), then renders the route of the address. */
const root = document.getElementById('app')!
const api = new ApiClient(savedToken())
let me: Profile | null = null

api.onUnauthorized = () => signOut('Your session has ended. Sign in again.')

function signOut(problem?: string): void {
  saveToken(null)
  api.setToken(null)
  me = null
  signInView(root, api, signedIn, problem)
}

function signedIn(token: string): void {
  saveToken(token)
  api.setToken(token)
  if (!location.hash.startsWith('#/')) history.replaceState(null, '', '#/')
  void start()
}

async function start(): Promise<void> {
  mount(root, loading('your profile'))
  try {
    me = await api.get<Profile>('/api/v1/me')
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
    h('header', { class: 'top' }, h('span', { class: 'brand' }, 'Data lake console'), nav, h('span', { class: 'who' }, me.email), logOut),
    main,
  )
  nav.querySelectorAll('a').forEach((link) => {
    if (link.getAttribute('href') === currentSection()) link.setAttribute('aria-current', 'page')
  })
  route(main, { api, me, go: (hash) => (location.hash = hash) })
}

function currentSection(): string {
  const hash = location.hash || '#/'
  for (const section of ['#/users', '#/inbox', '#/desk/tasks', '#/desk/metrics']) if (hash.startsWith(section)) return section
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
      return signedIn(issued.accessToken)
    } catch (error) {
      return signOut(`${errorMessage(error)} Ask for a new link below.`)
    }
  }
  if (api.signedIn) return start()
  signOut()
}

void boot()
