import { seg } from '../api-client'
import type { WorkspaceSummary } from '../api-types'
import { field, h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { errorMessage, failure, loading, notice } from '../views/states'
import { confirmDialog } from './confirm-dialog'
import { currentWorkspace } from './current-workspace'
import { type AddedMember, type Member, type MemberList, ROLES, type Role, type RoleChanged } from './team-types'

/** The members and invitations of the current workspace; owners invite, change roles and remove; anyone may leave. */
export function membersView(main: HTMLElement, ctx: ViewContext): void {
  const status = h('div', { 'aria-live': 'polite' })
  const body = h('div')
  const heading = h('h1', { tabindex: -1 }, 'Members')
  mount(main, heading, status, body)

  async function load() {
    const stillLatest = beginIn(body)
    mount(body, loading('the members'))
    try {
      const workspace = await currentWorkspace(ctx.api)
      const list = await ctx.api.get<MemberList>(`/api/v1/workspaces/${seg(workspace._id)}/members`)
      if (!stillLatest()) return
      heading.textContent = `Members · ${workspace.name}`
      const owner = workspace.role === 'owner'
      mount(
        body,
        owner ? inviteForm(workspace) : h('p', null, `Your role here is ${workspace.role}: only owners invite members or change roles.`),
        membersTable(workspace, list.data, owner),
        h('h2', null, 'Invitations'),
        list.invitations.length === 0
          ? h('p', null, 'No pending invitations. An invited address joins at its first sign-in.')
          : table(
              'Invitations',
              ['E-mail', 'Role', 'Invited'],
              list.invitations.map((i) =>
                h('tr', null, h('th', { scope: 'row' }, i.email), h('td', null, i.role), h('td', null, when(i.invitedAt))),
              ),
            ),
      )
    } catch (error) {
      if (stillLatest())
        mount(
          body,
          failure(error, () => void load()),
        )
    }
  }

  function inviteForm(workspace: WorkspaceSummary): HTMLElement {
    const email = h('input', { type: 'email', name: 'email', required: true, maxlength: 254, autocomplete: 'off' })
    const role = roleSelect('editor')
    const form = h(
      'form',
      { class: 'inline', 'aria-label': 'Invite a member' },
      field('E-mail', email),
      field('Role', role),
      h('button', { type: 'submit' }, 'Invite'),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void act(async () => {
        const added = await ctx.api.post<AddedMember>(`/api/v1/workspaces/${seg(workspace._id)}/members`, {
          email: email.value.trim(),
          role: role.value as Role,
        })
        email.value = ''
        return addedText(added)
      })
    })
    return form
  }

  function membersTable(workspace: WorkspaceSummary, members: Member[], owner: boolean): HTMLElement {
    const path = (m: Member) => `/api/v1/workspaces/${seg(workspace._id)}/members/${seg(m.userId)}`
    const row = (m: Member) => {
      const self = m.email === ctx.me.email
      const role = owner ? roleSelect(m.role) : null
      if (role) {
        role.setAttribute('aria-label', `Role of ${m.email}`)
        role.addEventListener(
          'change',
          () =>
            void act(
              async () => {
                const changed = await ctx.api.patch<RoleChanged>(path(m), { role: role.value })
                return `${m.email} is now ${changed.role}.`
              },
              () => (role.value = m.role),
            ),
        )
      }
      const remove = async () => {
        const question = self
          ? `Leave ${workspace.name}? You lose access to its databases at once.`
          : `Remove ${m.email} from ${workspace.name}?`
        if (!(await confirmDialog(question, self ? 'Leave' : 'Remove'))) return
        if (self) return leave(path(m))
        await act(async () => {
          await ctx.api.delete(path(m))
          return `${m.email} was removed.`
        })
      }
      const button =
        self || owner
          ? h(
              'button',
              {
                type: 'button',
                class: 'danger',
                'aria-label': self ? `Leave ${workspace.name}` : `Remove ${m.email}`,
                onclick: () => void remove(),
              },
              self ? 'Leave' : 'Remove',
            )
          : null
      return h(
        'tr',
        null,
        h('th', { scope: 'row' }, m.email),
        h('td', null, m.name),
        h('td', null, role ?? m.role),
        h('td', null, when(m.joinedAt)),
        h('td', { class: 'actions' }, button),
      )
    }
    return table('Members', ['E-mail', 'Name', 'Role', 'Joined', 'Actions'], members.map(row))
  }

  /** Leaving: the workspace is gone from the header's switcher too, so the console starts again (in the personal workspace). */
  async function leave(path: string) {
    try {
      await ctx.api.delete(path)
      location.reload()
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  /** Runs a change, says what happened (or the API's refusal, such as the last owner's 409), then reloads. */
  async function act(change: () => Promise<string>, undo?: () => void) {
    try {
      mount(status, notice(await change()))
      await load()
    } catch (error) {
      undo?.()
      mount(status, notice(errorMessage(error), 'error'))
    }
  }

  void load()
}

function roleSelect(value: Role): HTMLSelectElement {
  const select = h(
    'select',
    { name: 'role' },
    ROLES.map((r) => h('option', { value: r }, r)),
  )
  select.value = value
  return select
}

function table(label: string, columns: string[], rows: HTMLElement[]): HTMLElement {
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': label, tabindex: 0 },
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          columns.map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      h('tbody', null, rows),
    ),
  )
}

function addedText(added: AddedMember): string {
  const what =
    added.status === 'joined'
      ? `${added.email} joined as ${added.role}.`
      : `${added.email} is invited as ${added.role} and joins at their first sign-in.`
  return added.mailed ? `${what} A mail told them.` : `${what} The mail could not be sent; tell them yourself.`
}
