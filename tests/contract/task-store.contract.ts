import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { TaskStore } from '../../application/ports/task-store'
import { dueKeyOf, type Task } from '../../domain/task'

const id = () => randomBytes(12).toString('hex')
const ada = { _id: id(), email: 'ada@example.com', name: 'Ada Lovelace' }
const bob = { _id: id(), email: 'bob@example.com', name: 'Bob' }

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: id(),
    inquiryId: null,
    title: 'Call back about the reefer slot',
    dueAt: new Date('2026-12-04T09:00:00.123Z'),
    assignee: ada,
    done: false,
    doneAt: null,
    createdAt: new Date('2026-11-25T10:00:00.456Z'),
    createdBy: ada,
    updatedAt: new Date('2026-11-25T10:00:00.456Z'),
    version: 1,
    ...overrides,
  }
}

const ids = (tasks: Task[]) => tasks.map((t) => t.id)

/** The behaviour every TaskStore adapter must have; `makeStore` returns an empty, ready adapter. */
export function describeTaskStore(name: string, makeStore: () => TaskStore | Promise<TaskStore>) {
  describe(`TaskStore contract: ${name}`, () => {
    test('stores a task and reads it back exactly; an unknown id is null', async () => {
      const store = await makeStore()
      const saved = task({ inquiryId: id() })
      const undated = task({ dueAt: null, assignee: null })
      await store.insert(saved)
      await store.insert(undated)
      expect(await store.findById(saved.id)).toEqual(saved)
      expect(await store.findById(undated.id)).toEqual(undated)
      expect(await store.findById(id())).toBeNull()
    })

    test('replaces only the version it was read at', async () => {
      const store = await makeStore()
      const saved = task()
      await store.insert(saved)
      const done = { ...saved, done: true, doneAt: new Date('2026-11-26T08:00:00Z'), assignee: bob, version: 2 }
      expect(await store.replace(done)).toBe('replaced')
      expect(await store.findById(saved.id)).toEqual(done)
      expect(await store.replace({ ...saved, title: 'late writer', version: 2 })).toBe('stale')
      expect((await store.findById(saved.id))?.title).toBe(saved.title)
      expect(await store.replace(task({ version: 2 }))).toBe('missing')
    })

    test('removes a task once', async () => {
      const store = await makeStore()
      const saved = task()
      await store.insert(saved)
      expect(await store.remove(saved.id)).toBe(true)
      expect(await store.remove(saved.id)).toBe(false)
      expect(await store.findById(saved.id)).toBeNull()
    })

    test('lists soonest due first, undated last, and pages by position without gaps or repeats', async () => {
      const store = await makeStore()
      const day = (d: number) => new Date(Date.UTC(2026, 11, d, 9))
      const all = [task({ dueAt: day(3) }), task({ dueAt: null }), task({ dueAt: day(1) }), task({ dueAt: day(3) }), task({ dueAt: null })]
      for (const t of all) await store.insert(t)
      const expected = [...all].sort((a, b) => dueKeyOf(a) - dueKeyOf(b) || (a.id < b.id ? -1 : 1))
      expect(ids(await store.list({}, null, 10))).toEqual(ids(expected))
      const pages: Task[] = []
      let after = null
      for (;;) {
        const page: Task[] = await store.list({}, after, 2)
        if (page.length === 0) break
        pages.push(...page)
        const last = page[page.length - 1] as Task
        after = { dueKey: dueKeyOf(last), id: last.id }
      }
      expect(ids(pages)).toEqual(ids(expected))
    })

    test('narrows by assignee, done, due before and inquiry', async () => {
      const store = await makeStore()
      const inquiryId = id()
      const mine = task({ dueAt: new Date('2026-12-01T00:00:00Z') })
      const mineDone = task({ done: true, doneAt: new Date('2026-11-26T00:00:00Z') })
      const bobs = task({ assignee: bob, inquiryId })
      const undatedMine = task({ dueAt: null, inquiryId })
      for (const t of [mine, mineDone, bobs, undatedMine]) await store.insert(t)
      expect(ids(await store.list({ assigneeId: ada._id, done: false }, null, 10))).toEqual([mine.id, undatedMine.id])
      expect(ids(await store.list({ assigneeId: bob._id }, null, 10))).toEqual([bobs.id])
      expect(ids(await store.list({ done: true }, null, 10))).toEqual([mineDone.id])
      expect(ids(await store.list({ dueBefore: new Date('2026-12-02T00:00:00Z') }, null, 10))).toEqual([mine.id])
      expect(new Set(ids(await store.list({ inquiryId }, null, 10)))).toEqual(new Set([bobs.id, undatedMine.id]))
    })

    test('a merge moves the tasks of one inquiry to another and counts their version up', async () => {
      const store = await makeStore()
      const from = id()
      const to = id()
      const moving = [task({ inquiryId: from }), task({ inquiryId: from, dueAt: null })]
      const staying = task({ inquiryId: to })
      for (const t of [...moving, staying]) await store.insert(t)
      const now = new Date('2026-11-27T12:00:00Z')
      const moved = await store.moveToInquiry(from, to, now)
      expect(new Set(ids(moved))).toEqual(new Set(ids(moving)))
      expect(moved.every((t) => t.inquiryId === from && t.version === 1)).toBe(true)
      expect(await store.list({ inquiryId: from }, null, 10)).toEqual([])
      expect(new Set(ids(await store.list({ inquiryId: to }, null, 10)))).toEqual(new Set([...ids(moving), staying.id]))
      expect(await store.findById(moving[0]?.id as string)).toMatchObject({ inquiryId: to, version: 2, updatedAt: now })
      expect(await store.moveToInquiry(from, to, now)).toEqual([])
    })
  })
}
