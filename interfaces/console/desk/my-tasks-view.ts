import type { Page } from '../api-types'
import { h, mount } from '../dom'
import type { ViewContext } from '../view-context'
import { cursorPager } from '../views/cursor-pager'
import { empty, failure, loading } from '../views/states'
import type { Task } from './desk-types'
import { taskItem } from './tasks-panel'

/** "My tasks": the caller's open tasks, soonest due first, so overdue ones lead; undated ones last. */
export function myTasksView(main: HTMLElement, ctx: ViewContext): void {
  const list = h('div')
  const cursors: (string | null)[] = [null]
  let asked = 0
  async function load(): Promise<void> {
    const ticket = ++asked
    mount(list, loading('your tasks'))
    try {
      const page = await ctx.api.get<Page<Task>>('/api/v1/tasks', { assignee: 'me', done: 'false', limit: 50, after: cursors.at(-1) })
      if (ticket !== asked) return
      if (page.data.length === 0)
        return mount(list, empty('No open tasks.', 'Tasks you add to an inquiry, or that are assigned to you, appear here.'))
      mount(
        list,
        h('ul', { class: 'tasks' }, ...page.data.map((t) => taskItem(ctx.api, t, () => void load(), true))),
        cursorPager(cursors, page.nextCursor, load, ['Sooner', 'Later']),
      )
    } catch (error) {
      if (ticket === asked)
        mount(
          list,
          failure(error, () => void load()),
        )
    }
  }
  mount(main, h('h1', { tabindex: -1 }, 'My tasks'), list)
  void load()
}
