import { seg } from '../api-client'
import type { Page, UserView } from '../api-types'
import { field, h, mount } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { cursorPager } from './cursor-pager'
import { empty, errorMessage, failure, loading, notice } from './states'

/** For administrators: users by e-mail prefix, promote or demote, disable or enable. */
export function usersView(main: HTMLElement, ctx: ViewContext): void {
  const status = h('div', { 'aria-live': 'polite' })
  const list = h('div')
  let prefix = ''
  let cursors: (string | null)[] = [null]

  const search = h('input', { type: 'search', name: 'email', maxlength: 254 })
  const form = h(
    'form',
    { class: 'inline', role: 'search', 'aria-label': 'Find users' },
    field('E-mail starts with', search),
    h('button', { type: 'submit' }, 'Search'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    prefix = search.value.trim()
    cursors = [null]
    void load()
  })

  async function load() {
    const stillLatest = beginIn(list)
    mount(list, loading('users'))
    try {
      const page = await ctx.api.get<Page<UserView>>('/api/v1/users', { limit: 25, email: prefix, after: cursors.at(-1) })
      if (!stillLatest()) return
      if (page.data.length === 0)
        return mount(
          list,
          empty(prefix ? `No user's address starts with ${prefix}.` : 'No users yet.', 'Users appear after their first sign-in.'),
        )
      mount(
        list,
        h(
          'div',
          { class: 'table-scroll', role: 'region', 'aria-label': 'Users', tabindex: 0 },
          h(
            'table',
            null,
            h(
              'thead',
              null,
              h('tr', null, ...['E-mail', 'Name', 'Company', 'Permission', 'Status', 'Actions'].map((c) => h('th', { scope: 'col' }, c))),
            ),
            h('tbody', null, ...page.data.map(row)),
          ),
        ),
        cursorPager(cursors, page.nextCursor, load, ['Previous page', 'Next page']),
      )
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  function row(user: UserView): HTMLElement {
    const self = user.email === ctx.me.email
    const admin = user.permission === 'admin'
    const disabled = user.status === 'Disabled'
    return h(
      'tr',
      null,
      h('th', { scope: 'row' }, user.email),
      h('td', null, [user.name, user.surname].filter(Boolean).join(' ')),
      h('td', null, user.companyName),
      h('td', null, user.permission),
      h('td', null, user.status),
      h(
        'td',
        { class: 'actions' },
        h(
          'button',
          {
            type: 'button',
            disabled: self && admin,
            'aria-label': `Make ${user.email} ${admin ? 'a user' : 'an administrator'}`,
            onclick: () => void change(user, { permission: admin ? 'user' : 'admin' }),
          },
          admin ? 'Make user' : 'Make admin',
        ),
        h(
          'button',
          {
            type: 'button',
            class: disabled ? '' : 'danger',
            disabled: self,
            'aria-label': `${disabled ? 'Enable' : 'Disable'} ${user.email}`,
            onclick: () => void change(user, { disabled: !disabled }),
          },
          disabled ? 'Enable' : 'Disable',
        ),
      ),
    )
  }

  async function change(user: UserView, body: { permission?: 'admin' | 'user'; disabled?: boolean }) {
    try {
      const updated = await ctx.api.patch<UserView>(`/api/v1/users/${seg(user._id)}`, body)
      mount(status, notice(`${updated.email} is now ${updated.permission === 'admin' ? 'an administrator' : 'a user'}, ${updated.status}.`))
      void load()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  mount(main, h('h1', { tabindex: -1 }, 'Users'), form, status, list)
  void load()
}
