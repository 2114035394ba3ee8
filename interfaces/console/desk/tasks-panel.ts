import { type ApiClient, seg } from '../api-client'
import type { Page } from '../api-types'
import { field, h, mount, when } from '../dom'
import { hashOf } from '../view-context'
import { empty, failure, loading, notice } from '../views/states'
import type { Task } from './desk-types'
import { myUserId } from './my-id'

/** One task as a row: tick it done or undone; overdue when its due time has passed and it is not done. */
export function taskItem(api: ApiClient, task: Task, changed: () => void, withInquiry = false): HTMLElement {
  const late = !task.done && task.dueAt !== null && Date.parse(task.dueAt) < Date.now()
  const box = h('input', { type: 'checkbox', checked: task.done, 'aria-label': `Done: ${task.title}` })
  box.addEventListener('change', () => {
    void api
      .patch(`/api/v1/tasks/${seg(task._id)}`, { done: box.checked })
      .then(changed)
      .catch(() => {
        box.checked = !box.checked
      })
  })
  return h(
    'li',
    { class: late ? 'overdue' : null },
    box,
    h('span', null, task.title),
    task.dueAt
      ? h('time', { datetime: task.dueAt }, `${late ? 'Overdue since ' : 'Due '}${when(task.dueAt)}`)
      : h('span', { class: 'meta' }, 'No due date'),
    task.assignee ? h('span', { class: 'meta' }, task.assignee.name || task.assignee.email) : null,
    withInquiry && task.inquiryId ? h('a', { href: hashOf('desk', 'inquiries', task.inquiryId) }, 'Open inquiry') : null,
  )
}

/** The tasks of an inquiry and a form to add one (due tomorrow 09:00 by default, assigned to the caller). */
export function tasksPanel(api: ApiClient, inquiryId: string): HTMLElement {
  const list = h('div')
  const result = h('div')
  async function load(): Promise<void> {
    mount(list, loading('the tasks'))
    try {
      const page = await api.get<Page<Task>>('/api/v1/tasks', { inquiryId, limit: 100 })
      mount(
        list,
        page.data.length
          ? h('ul', { class: 'tasks' }, ...page.data.map((t) => taskItem(api, t, () => void load())))
          : empty('No tasks yet.', 'Add a follow-up below.'),
      )
    } catch (error) {
      mount(
        list,
        failure(error, () => void load()),
      )
    }
  }
  const title = h('input', { name: 'title', maxlength: 500, required: true, autocomplete: 'off' })
  const due = h('input', { name: 'dueAt', type: 'datetime-local', value: tomorrowNine() })
  const form = h(
    'form',
    { class: 'inline', 'aria-label': 'Add a task' },
    field('Task', title),
    field('Due', due),
    h('button', { type: 'submit' }, 'Add task'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const me = myUserId()
    const body = { title: title.value, dueAt: due.value ? new Date(due.value).toISOString() : null, assigneeId: me }
    api
      .post(`/api/v1/inquiries/${seg(inquiryId)}/tasks`, body)
      .then(() => {
        title.value = ''
        mount(result, notice('Task added.'))
        return load()
      })
      .catch((error) => mount(result, failure(error)))
  })
  void load()
  return h('div', null, list, form, result)
}

/** Tomorrow 09:00 local time, as a datetime-local input wants it. */
function tomorrowNine(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  d.setHours(9, 0, 0, 0)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`
}
