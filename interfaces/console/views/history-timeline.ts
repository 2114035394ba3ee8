import { seg } from '../api-client'
import type { ChangeRecord, Page } from '../api-types'
import { changeText, h, mount, when } from '../dom'
import { beginIn } from '../latest-only'
import type { ViewContext } from '../view-context'
import { empty, failure, loading } from './states'

/** A document's history, newest first: when, who, what, and each field's from → to. */
export async function historyTimeline(section: HTMLElement, ctx: ViewContext, base: string, id: string): Promise<void> {
  const stillLatest = beginIn(section)
  const title = h('h2', { id: 'history-title' }, 'History')
  mount(section, title, loading('the history'))
  try {
    const page = await ctx.api.get<Page<ChangeRecord>>(`${base}/documents/${seg(id)}/history`, { limit: 50 })
    if (!stillLatest()) return
    if (page.data.length === 0) return mount(section, title, empty('No recorded changes.', 'Changes made from now on appear here.'))
    mount(section, title, h('ol', { class: 'timeline' }, ...page.data.map(entry)))
  } catch (error) {
    if (!stillLatest()) return
    mount(
      section,
      title,
      failure(error, () => void historyTimeline(section, ctx, base, id)),
    )
  }
}

function entry(record: ChangeRecord): HTMLElement {
  const changes = Array.isArray(record.changes)
    ? h(
        'ul',
        { class: 'changes' },
        ...record.changes.map((c) => h('li', null, h('code', null, c.field), `: ${changeText(c.from)} → ${changeText(c.to)}`)),
      )
    : h(
        'p',
        null,
        `Variables: added ${record.changes.added.join(', ') || 'none'}; renamed ${record.changes.renamed.map((r) => `${r.from} → ${r.to}`).join(', ') || 'none'}`,
      )
  return h(
    'li',
    null,
    h(
      'p',
      { class: 'meta' },
      h('time', { datetime: record.at }, when(record.at)),
      ` · ${record.op}${record.version !== null ? ` · version ${record.version}` : ''} · by ${'type' in record.actor ? `API key ${record.actor.name}` : record.actor.email}`,
    ),
    changes,
  )
}
