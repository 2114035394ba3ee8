import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TOKENS } from '../../application/ports/tokens'
import { DESK_LOG } from '../../domain/inquiry-change'
import { type DeskApp, startDeskApp } from '../support/desk-harness'

let desk: DeskApp
beforeAll(async () => {
  desk = await startDeskApp()
})
afterAll(() => desk.app.stop())

const ID = /^[0-9a-f]{24}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('tasks: who may', () => {
  test('no token is 401; a user who is no agent gets 403 Desk access required on every task route', async () => {
    expect((await desk.call('GET', '/api/v1/tasks')).status).toBe(401)
    const inquiry = await desk.seedInquiry()
    for (const [method, path, body] of [
      ['GET', '/api/v1/tasks', undefined],
      ['POST', '/api/v1/tasks', { title: 'x' }],
      ['POST', `/api/v1/inquiries/${inquiry.id}/tasks`, { title: 'x' }],
      ['PATCH', `/api/v1/tasks/${'a'.repeat(24)}`, { done: true }],
      ['DELETE', `/api/v1/tasks/${'a'.repeat(24)}`, undefined],
    ] as const) {
      expect(await desk.call(method, path, body, desk.user)).toEqual({
        status: 403,
        json: { message: 'Desk access required', code: 'FORBIDDEN' },
      })
    }
  })
})

describe('tasks: create, list, change, delete', () => {
  test('a task on an inquiry: 201 with the contract fields, the caller as creator', async () => {
    const inquiry = await desk.seedInquiry()
    const created = await desk.call(
      'POST',
      `/api/v1/inquiries/${inquiry.id}/tasks`,
      { title: 'Call back about the reefer slot', dueAt: '2026-12-04T09:00:00+01:00', assigneeId: desk.agentId },
      desk.agent,
    )
    expect(created).toEqual({
      status: 201,
      json: {
        _id: expect.stringMatching(ID),
        inquiryId: inquiry.id,
        title: 'Call back about the reefer slot',
        dueAt: '2026-12-04T08:00:00.000Z',
        assignee: { _id: desk.agentId, email: 'agent-ada@example.com', name: 'agent-ada Agent' },
        done: false,
        doneAt: null,
        createdAt: expect.stringMatching(ISO),
        createdBy: { _id: desk.agentId, email: 'agent-ada@example.com', name: 'agent-ada Agent' },
        updatedAt: expect.stringMatching(ISO),
      },
    })
  })

  test('a task of its own: inquiryId null, no due date, no assignee', async () => {
    const created = await desk.call('POST', '/api/v1/tasks', { title: '  Renew the customs bond  ' }, desk.other)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ inquiryId: null, title: 'Renew the customs bond', dueAt: null, assignee: null })
  })

  test.each([
    ['an empty title', { title: '   ' }, 'title'],
    ['a title over 500 characters', { title: 'x'.repeat(501) }, 'title'],
    ['a due time without a zone', { title: 'x', dueAt: '2026-12-04T09:00' }, 'dueAt'],
    ['a due time that is no date', { title: 'x', dueAt: 'tomorrow' }, 'dueAt'],
    ['an assignee who is no agent', { title: 'x', assigneeId: 'USER' }, 'assigneeId'],
    ['an assignee who does not exist', { title: 'x', assigneeId: 'b'.repeat(24) }, 'assigneeId'],
  ] as [string, Record<string, string>, string][])('%s is 400 naming the field', async (_name, body, path) => {
    const sent = { ...body, ...(body.assigneeId === 'USER' ? { assigneeId: desk.userId } : {}) }
    const res = await desk.call('POST', '/api/v1/tasks', sent, desk.agent)
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(res.json.details)).toContain(path)
  })

  test('an unknown inquiry is 404, a malformed id 400, a merged one 409', async () => {
    expect((await desk.call('POST', `/api/v1/inquiries/${'c'.repeat(24)}/tasks`, { title: 'x' }, desk.agent)).status).toBe(404)
    expect((await desk.call('POST', '/api/v1/inquiries/nope/tasks', { title: 'x' }, desk.agent)).status).toBe(400)
    const target = await desk.seedInquiry()
    const merged = await desk.seedInquiry({ status: 'closed', mergedInto: target.id })
    const res = await desk.call('POST', `/api/v1/inquiries/${merged.id}/tasks`, { title: 'x' }, desk.agent)
    expect(res.status).toBe(409)
    expect(res.json.message).toContain(target.id)
  })

  test('my tasks: soonest due first, undated last, keyset paged without gaps; done and dueBefore narrow', async () => {
    const mine = async (title: string, dueAt: string | null) =>
      (await desk.call('POST', '/api/v1/tasks', { title, dueAt, assigneeId: desk.otherId }, desk.other)).json._id as string
    const later = await mine('later', '2026-12-10T09:00:00Z')
    const undated = await mine('undated', null)
    const soon = await mine('soon', '2026-12-01T09:00:00Z')
    const middle = await mine('middle', '2026-12-05T09:00:00Z')
    await desk.call('POST', '/api/v1/tasks', { title: 'not mine', dueAt: '2026-11-01T00:00:00Z', assigneeId: desk.agentId }, desk.agent)
    const all = await desk.call('GET', '/api/v1/tasks?assignee=me&done=false', undefined, desk.other)
    expect(all.status).toBe(200)
    expect(all.json.data.map((t: { _id: string }) => t._id)).toEqual([soon, middle, later, undated])
    expect(all.json.nextCursor).toBeNull()
    const first = await desk.call('GET', '/api/v1/tasks?assignee=me&limit=3', undefined, desk.other)
    expect(first.json.data.map((t: { title: string }) => t.title)).toEqual(['soon', 'middle', 'later'])
    const second = await desk.call('GET', `/api/v1/tasks?assignee=me&limit=3&after=${first.json.nextCursor}`, undefined, desk.other)
    expect(second.json).toMatchObject({ data: [{ _id: undated }], nextCursor: null })
    const byId = await desk.call('GET', `/api/v1/tasks?assignee=${desk.otherId}&dueBefore=2026-12-06`, undefined, desk.agent)
    expect(byId.json.data.map((t: { title: string }) => t.title)).toEqual(['soon', 'middle'])
    await desk.call('PATCH', `/api/v1/tasks/${soon}`, { done: true }, desk.other)
    const open = await desk.call('GET', '/api/v1/tasks?assignee=me&done=false', undefined, desk.other)
    expect(open.json.data.map((t: { title: string }) => t.title)).toEqual(['middle', 'later', 'undated'])
    const done = await desk.call('GET', '/api/v1/tasks?assignee=me&done=true', undefined, desk.other)
    expect(done.json.data.map((t: { title: string }) => t.title)).toEqual(['soon'])
  })

  test.each([
    ['limit=0', 400],
    ['limit=1001', 400],
    ['after=garbage', 400],
    ['assignee=someone', 400],
    ['done=maybe', 400],
    ['dueBefore=soon', 400],
  ])('GET /tasks?%s is %d', async (query, status) => {
    const res = await desk.call('GET', `/api/v1/tasks?${query}`, undefined, desk.agent)
    expect(res.status).toBe(status)
    expect(res.json.code).toBe('VALIDATION_FAILED')
  })

  test('PATCH renames, reschedules, reassigns and ticks off; doneAt follows done; unknown is 404', async () => {
    const id = (await desk.call('POST', '/api/v1/tasks', { title: 'Chase the B/L' }, desk.agent)).json._id
    const done = await desk.call(
      'PATCH',
      `/api/v1/tasks/${id}`,
      { done: true, title: 'Chase the B/L copy', assigneeId: desk.otherId },
      desk.agent,
    )
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({
      done: true,
      doneAt: expect.stringMatching(ISO),
      title: 'Chase the B/L copy',
      assignee: { _id: desk.otherId },
    })
    const undone = await desk.call(
      'PATCH',
      `/api/v1/tasks/${id}`,
      { done: false, dueAt: '2026-12-24T12:00:00Z', assigneeId: null },
      desk.agent,
    )
    expect(undone.json).toMatchObject({ done: false, doneAt: null, dueAt: '2026-12-24T12:00:00.000Z', assignee: null })
    expect((await desk.call('PATCH', `/api/v1/tasks/${'d'.repeat(24)}`, { done: true }, desk.agent)).status).toBe(404)
    expect((await desk.call('PATCH', `/api/v1/tasks/${id}`, { title: '' }, desk.agent)).status).toBe(400)
  })

  test('DELETE removes once, then 404', async () => {
    const id = (await desk.call('POST', '/api/v1/tasks', { title: 'Temporary' }, desk.agent)).json._id
    expect(await desk.call('DELETE', `/api/v1/tasks/${id}`, undefined, desk.agent)).toEqual({
      status: 200,
      json: { message: 'Task deleted' },
    })
    expect((await desk.call('DELETE', `/api/v1/tasks/${id}`, undefined, desk.agent)).status).toBe(404)
  })
})

describe('tasks follow a merge', () => {
  test('merging an inquiry moves its tasks to the target', async () => {
    const source = await desk.seedInquiry()
    const target = await desk.seedInquiry()
    const body = { title: 'Chase the reefer plug', assigneeId: desk.agentId }
    const task = await desk.call('POST', `/api/v1/inquiries/${source.id}/tasks`, body, desk.agent)
    expect(task.status).toBe(201)
    const merged = await desk.call('POST', `/api/v1/inquiries/${source.id}/merge`, { into: target.id }, desk.agent)
    expect(merged.status).toBe(200)
    const mine = await desk.call('GET', '/api/v1/tasks?assignee=me&limit=100', undefined, desk.agent)
    const moved = (mine.json.data as { _id: string; inquiryId: string }[]).find((t) => t._id === task.json._id)
    expect(moved?.inquiryId).toBe(target.id)
  })
})

describe('tasks in the change log (history and desk webhooks read it)', () => {
  test('task.create with every field, task.update with what changed, the agent as actor', async () => {
    const id = (await desk.call('POST', '/api/v1/tasks', { title: 'Logged task' }, desk.agent)).json._id
    await desk.call('PATCH', `/api/v1/tasks/${id}`, { done: true }, desk.agent)
    await desk.call('PATCH', `/api/v1/tasks/${id}`, { done: true }, desk.agent) // nothing changes: no record
    const records = await desk.app.container.get(TOKENS.ChangeLog).listForDocument(DESK_LOG, id, null, 10)
    expect(records.map((r) => r.op)).toEqual(['task.update', 'task.create'])
    const [update, create] = records
    expect(create).toMatchObject({
      source: 'desk',
      db: DESK_LOG,
      documentId: id,
      version: 1,
      actor: { userId: desk.agentId, email: 'agent-ada@example.com' },
    })
    expect(((create?.changes ?? []) as readonly { field: string }[]).map((c) => c.field)).toContain('title')
    expect(update?.changes).toEqual([
      { field: 'done', from: false, to: true },
      { field: 'doneAt', from: null, to: expect.stringMatching(ISO) },
    ])
    expect(update?.version).toBe(2)
  })
})
