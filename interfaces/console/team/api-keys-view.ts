import { seg } from '../api-client'
import type { WorkspaceSummary } from '../api-types'
import { field, h, mount, splitNames, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { empty, errorMessage, failure, loading, notice } from '../views/states'
import { confirmDialog } from './confirm-dialog'
import { currentWorkspace } from './current-workspace'
import { keyReveal } from './key-reveal'
import { type ApiKey, type CreatedKey, type CreateKeyBody, KEY_ROLES } from './team-types'

/** The API keys of the current workspace (owners): create (the key shown once), list with last use, revoke after confirming. */
export function apiKeysView(main: HTMLElement, ctx: ViewContext): void {
  const status = h('div', { 'aria-live': 'polite' })
  const reveal = h('div')
  const body = h('div')
  const heading = h('h1', { tabindex: -1 }, 'API keys')
  mount(main, heading, status, reveal, body)

  async function load() {
    const stillLatest = beginIn(body)
    mount(body, loading('the API keys'))
    try {
      const workspace = await currentWorkspace(ctx.api)
      heading.textContent = `API keys · ${workspace.name}`
      if (workspace.role !== 'owner') {
        if (stillLatest())
          mount(
            body,
            h(
              'p',
              { class: 'state empty' },
              `Only owners manage the API keys of ${workspace.name}; your role here is ${workspace.role}. Ask an owner for a key.`,
            ),
          )
        return
      }
      const keys = await ctx.api.get<{ data: ApiKey[] }>(keysPath(workspace))
      if (!stillLatest()) return
      mount(body, createForm(workspace), keysTable(workspace, keys.data))
    } catch (error) {
      if (stillLatest())
        mount(
          body,
          failure(error, () => void load()),
        )
    }
  }

  function createForm(workspace: WorkspaceSummary): HTMLElement {
    const name = h('input', { type: 'text', name: 'name', required: true, maxlength: 100 })
    const role = h(
      'select',
      { name: 'role' },
      KEY_ROLES.map((r) => h('option', { value: r }, r)),
    )
    const sources = h('input', { type: 'text', name: 'sources', maxlength: 3300, pattern: '[A-Za-z0-9_, \\-]*' })
    const expires = h('input', { type: 'date', name: 'expires' })
    const form = h(
      'form',
      { class: 'inline', 'aria-label': 'Create an API key' },
      field('Name', name),
      field('Role', role),
      field('Sources (optional)', sources, 'Comma-separated, such as erp, wms; empty: every source.'),
      field('Expires on (optional)', expires, 'The key stops working at the end of that day.'),
      h('button', { type: 'submit' }, 'Create key'),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const request: CreateKeyBody = { name: name.value.trim(), role: role.value as CreateKeyBody['role'] }
      const names = splitNames(sources.value)
      if (names.length > 0) request.sources = names
      if (expires.value) request.expiresAt = new Date(`${expires.value}T23:59:59`).toISOString()
      void (async () => {
        try {
          const created = await ctx.api.post<CreatedKey>(keysPath(workspace), request)
          form.reset()
          mount(status, notice(`API key ${created.name} created.`))
          mount(reveal, keyReveal(created))
          await load()
        } catch (error) {
          mount(status, notice(errorMessage(error), 'error'))
        }
      })()
    })
    return form
  }

  function keysTable(workspace: WorkspaceSummary, keys: ApiKey[]): HTMLElement {
    if (keys.length === 0) return empty('No API keys yet.', 'Create one above for each system that sends or reads data.')
    const revoke = async (key: ApiKey) => {
      if (!(await confirmDialog(`Revoke the API key ${key.name}? A system using it is refused from its next request.`, 'Revoke'))) return
      try {
        await ctx.api.delete(`${keysPath(workspace)}/${seg(key._id)}`)
        mount(reveal)
        mount(status, notice(`API key ${key.name} revoked.`))
        await load()
      } catch (error) {
        mount(status, notice(errorMessage(error), 'error'))
      }
    }
    const row = (key: ApiKey) =>
      h(
        'tr',
        null,
        h('th', { scope: 'row' }, key.name),
        h('td', null, key.role),
        h('td', null, key.sources ? key.sources.join(', ') : 'all'),
        h('td', null, when(key.createdAt)),
        h('td', null, key.expiresAt ? when(key.expiresAt) : 'never'),
        h('td', null, key.lastUsedAt ? when(key.lastUsedAt) : 'never'),
        h(
          'td',
          { class: 'actions' },
          h('button', { type: 'button', class: 'danger', 'aria-label': `Revoke ${key.name}`, onclick: () => void revoke(key) }, 'Revoke'),
        ),
      )
    return h(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-label': 'API keys', tabindex: 0 },
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ['Name', 'Role', 'Sources', 'Created', 'Expires', 'Last used', 'Actions'].map((c) => h('th', { scope: 'col' }, c)),
          ),
        ),
        h('tbody', null, keys.map(row)),
      ),
    )
  }

  void load()
}

const keysPath = (workspace: WorkspaceSummary) => `/api/v1/workspaces/${seg(workspace._id)}/api-keys`
