import type { SourceSummary } from '../api-types'
import { field, h, mount } from '../dom'
import { beginIn } from '../latest-only'
import { hashOf, type ViewContext } from '../view-context'
import { failure, loading } from './states'

const SOURCE_PATTERN = '[A-Za-z0-9_\\-]{1,64}'

/**
 * The sources the caller has databases in (GET /api/v1/datalake/sources), each a link with its
 * count, the shown one marked current; a new source (no database yet) is opened by name under
 * "Another source".
 */
export function sourceList(ctx: ViewContext, current: string): { element: HTMLElement; reload: () => void } {
  const list = h('div')
  const nav = h('nav', { class: 'sources', 'aria-label': 'Sources' }, h('h2', null, 'Sources'), list)

  async function load(): Promise<void> {
    const stillLatest = beginIn(list)
    mount(list, loading('sources'))
    try {
      const sources = await ctx.api.get<SourceSummary[]>('/api/v1/datalake/sources')
      if (!stillLatest()) return
      const shown = sources.some((s) => s.source === current) ? sources : [...sources, { source: current, databases: 0 }]
      mount(
        list,
        sources.length === 0 ? h('p', { class: 'meta' }, 'You have no databases yet: create one below, in this source or another.') : null,
        h(
          'ul',
          null,
          ...shown.map((s) =>
            h(
              'li',
              null,
              h(
                'a',
                { href: hashOf('sources', s.source), 'aria-current': s.source === current ? 'page' : null },
                s.source,
                h('span', { class: 'meta' }, ` · ${s.databases} ${s.databases === 1 ? 'database' : 'databases'}`),
              ),
            ),
          ),
        ),
      )
    } catch (error) {
      if (!stillLatest()) return
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }

  const input = h('input', { type: 'text', name: 'source', required: true, pattern: SOURCE_PATTERN, maxlength: 64 })
  const other = h(
    'form',
    { class: 'inline', 'aria-label': 'Open another source' },
    field('Source name', input, 'A new namespace such as whatsapp or erp: letters, digits, "_" and "-".'),
    h('button', { type: 'submit' }, 'Open source'),
  )
  other.addEventListener('submit', (event) => {
    event.preventDefault()
    ctx.go(hashOf('sources', input.value.trim()))
  })
  void load()
  return {
    element: h('div', { class: 'source-picker' }, nav, h('details', null, h('summary', null, 'Another source…'), other)),
    reload: () => void load(),
  }
}
