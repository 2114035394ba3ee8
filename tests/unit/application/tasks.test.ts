import { describe, expect, test } from 'bun:test'
import { moveTasksOnMerge } from '../../../application/services/task-merge'
import { CreateTask } from '../../../application/use-cases/create-task'
import { UpdateTask } from '../../../application/use-cases/update-task'
import type { EmailAddress } from '../../../domain/email-address'
import { DomainError } from '../../../domain/errors'
import type { Principal } from '../../../domain/principal'
import type { Task } from '../../../domain/task'
import { newUser } from '../../../domain/user'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryInquiryStore } from '../../fakes/in-memory-inquiry-store'
import { InMemoryTaskStore } from '../../fakes/in-memory-task-store'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'
import { RecordingDeskEventLog } from '../../fakes/recording-desk-event-log'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { sampleInquiry } from '../../support/inquiry-samples'

const agentId = 'a'.repeat(24)
const agent: Principal = { userId: agentId, email: 'ada@example.com', permission: 'agent', workspaceId: 'w' }
const user: Principal = { ...agent, userId: 'b'.repeat(24), permission: 'user' }

async function world() {
  const tasks = new InMemoryTaskStore()
  const inquiries = new InMemoryInquiryStore()
  const users = new InMemoryUserRepository()
  const events = new RecordingDeskEventLog()
  const clock = new FixedClock(new Date('2026-11-25T10:00:00Z'))
  await users.findOrCreate(newUser(agentId, 'ada@example.com' as EmailAddress, 'agent', clock.now()))
  const create = new CreateTask(tasks, inquiries, users, events, clock, new SequenceRandomSource())
  const update = new UpdateTask(tasks, users, events, clock)
  return { tasks, inquiries, users, events, clock, create, update }
}

describe('CreateTask', () => {
  test('stores the task, logs task.create once, and refuses anyone who is no agent', async () => {
    const w = await world()
    const inquiry = sampleInquiry()
    await w.inquiries.create(inquiry, { changes: [] })
    const view = await w.create.execute({ principal: agent, title: 'Call back', inquiryId: inquiry.id, requestId: 'req-1' })
    expect(w.tasks.tasks.get(view._id)).toMatchObject({ inquiryId: inquiry.id, title: 'Call back', version: 1 })
    expect(w.events.changes).toHaveLength(1)
    expect(w.events.changes[0]).toMatchObject({
      op: 'task.create',
      documentId: view._id,
      version: 1,
      requestId: 'req-1',
      actor: { userId: agentId },
    })
    await expect(w.create.execute({ principal: user, title: 'x' })).rejects.toThrow('Desk access required')
    expect(w.tasks.tasks.size).toBe(1)
  })
})

describe('UpdateTask', () => {
  test('a concurrent edit is read again and applied on top, not lost', async () => {
    const w = await world()
    const view = await w.create.execute({ principal: agent, title: 'Chase' })
    // Another writer changes the task between our read and our write, once.
    const replace = w.tasks.replace.bind(w.tasks)
    let interfered = false
    w.tasks.replace = async (next: Task) => {
      if (!interfered) {
        interfered = true
        const current = (await w.tasks.findById(next.id)) as Task
        await replace({ ...current, title: 'Chase the carrier', version: current.version + 1 })
      }
      return replace(next)
    }
    const done = await w.update.execute({ principal: agent, id: view._id, done: true })
    expect(done).toMatchObject({ title: 'Chase the carrier', done: true })
    expect(w.tasks.tasks.get(view._id)?.version).toBe(3)
  })

  test('an unknown task is NOT_FOUND; an assignee who is no agent is refused', async () => {
    const w = await world()
    await expect(w.update.execute({ principal: agent, id: 'c'.repeat(24), done: true })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const view = await w.create.execute({ principal: agent, title: 'x' })
    await expect(w.update.execute({ principal: agent, id: view._id, assigneeId: 'd'.repeat(24) })).rejects.toBeInstanceOf(DomainError)
  })
})

describe('moveTasksOnMerge', () => {
  test('moves the source inquiry’s tasks to the target and logs a task.update of inquiryId for each', async () => {
    const w = await world()
    const from = sampleInquiry()
    const to = sampleInquiry()
    for (const i of [from, to]) await w.inquiries.create(i, { changes: [] })
    await w.create.execute({ principal: agent, title: 'one', inquiryId: from.id })
    await w.create.execute({ principal: agent, title: 'two', inquiryId: from.id })
    w.events.changes.length = 0
    const stamp = { actor: { userId: agentId, email: 'ada@example.com' }, requestId: 'merge', at: '2026-11-25T11:00:00.000Z' }
    expect(await moveTasksOnMerge(w.tasks, w.events, stamp, from.id, to.id, new Date(stamp.at))).toBe(2)
    expect([...w.tasks.tasks.values()].every((t) => t.inquiryId === to.id && t.version === 2)).toBe(true)
    expect(w.events.changes.map((c) => [c.op, c.changes])).toEqual([
      ['task.update', [{ field: 'inquiryId', from: from.id, to: to.id }]],
      ['task.update', [{ field: 'inquiryId', from: from.id, to: to.id }]],
    ])
  })
})
