import { describe, expect, test } from 'bun:test'
import type { FlowStore } from '../../application/ports/flow-store'
import type { Flow } from '../../domain/flow'

let counter = 0
/** Ids unique per call, so a suite may share one database (MongoDB) across tests. */
function flow(overrides: Partial<Flow> = {}): Flow {
  const id = overrides.id ?? `flow_${Date.now().toString(36)}_${(counter++).toString(36)}`
  return {
    id,
    displayName: 'Quote request follow-up',
    status: 'PUBLISHED',
    projectId: 'prj_contract',
    version: { id: `ver_${id}`, displayName: 'Quote request follow-up', flowId: id, state: 'LOCKED' },
    schedule: null,
    tags: ['quotes'],
    ...overrides,
  }
}

/** The behaviour every FlowStore adapter must have; `makeStore` returns a ready adapter. */
export function describeFlowStore(name: string, makeStore: () => FlowStore | Promise<FlowStore>) {
  describe(`FlowStore contract: ${name}`, () => {
    test('an unknown id is null', async () => {
      const store = await makeStore()
      expect(await store.findById(`absent_${counter++}`)).toBeNull()
    })

    test('stores flows and reads each back exactly, schedule and tags included', async () => {
      const store = await makeStore()
      const plain = flow()
      const scheduled = flow({
        status: 'DRAFT',
        schedule: { type: 'CRON_EXPRESSION', cronExpression: '0 7 * * 1-5', timezone: 'Europe/Amsterdam' },
        tags: ['shipments', 'réservé "quoted"', ''],
        displayName: 'Ünïcödé \u{1F69A} flow',
      })
      await store.upsertMany([plain, scheduled])
      expect(await store.findById(plain.id)).toEqual(plain)
      expect(await store.findById(scheduled.id)).toEqual(scheduled)
    })

    test('writing an existing id replaces the flow and keeps one copy', async () => {
      const store = await makeStore()
      const original = flow()
      await store.upsertMany([original])
      const changed = { ...original, displayName: 'Renamed', status: 'DISABLED' as const, tags: [] }
      await store.upsertMany([changed])
      expect(await store.findById(original.id)).toEqual(changed)
    })

    test('upserting leaves other flows alone, and an empty list is a no-op', async () => {
      const store = await makeStore()
      const [a, b] = [flow(), flow()]
      await store.upsertMany([a])
      await store.upsertMany([b])
      await store.upsertMany([])
      expect(await store.findById(a.id)).toEqual(a)
      expect(await store.findById(b.id)).toEqual(b)
    })

    test('ids are exact: no prefix, case or pattern matching', async () => {
      const store = await makeStore()
      const stored = flow({ id: `Exact_${counter++}` })
      await store.upsertMany([stored])
      expect(await store.findById(stored.id.toLowerCase())).toBeNull()
      expect(await store.findById(stored.id.slice(0, -1))).toBeNull()
      expect(await store.findById(`${stored.id.slice(0, -1)}%`)).toBeNull()
    })

    test('a returned flow is a copy: changing it does not change the store', async () => {
      const store = await makeStore()
      const stored = flow()
      await store.upsertMany([stored])
      const read = (await store.findById(stored.id)) as { tags: string[] }
      read.tags.push('mutated')
      expect(await store.findById(stored.id)).toEqual(stored)
    })
  })
}
