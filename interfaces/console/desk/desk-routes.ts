import type { Profile } from '../api-types'
import type { ViewContext } from '../view-context'
import { inquiryView } from './inquiry-view'
import { metricsView } from './metrics-view'
import { myTasksView } from './my-tasks-view'
import { QUEUES, type Queue, queueView } from './queue-view'

/** Agents and administrators work the desk (the API answers anyone else 403 Desk access required). */
export function worksDesk(me: Profile): boolean {
  const permission: string = me.permission
  return permission === 'agent' || permission === 'admin'
}

/** The desk's addresses: #/desk/queue/<queue>, #/desk/inquiries/<id>, #/desk/tasks, #/desk/metrics. Answers false for any other. */
export function routeDesk(main: HTMLElement, ctx: ViewContext, parts: readonly (string | undefined)[]): boolean {
  const [first, second, third] = parts
  if (first !== 'desk' || !worksDesk(ctx.me)) return false
  if (second === 'inquiries' && third) inquiryView(main, ctx, third)
  else if (second === 'tasks') myTasksView(main, ctx)
  else if (second === 'metrics') metricsView(main, ctx)
  else queueView(main, ctx, QUEUES.includes(third as Queue) ? (third as Queue) : 'new')
  return true
}
