import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { WebhookStore } from '../../application/ports/webhook-store'
import type { Webhook, WebhookDelivery } from '../../domain/webhook'

const unique = () => randomBytes(6).toString('hex')
const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, s))

function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: `wh_${unique()}`,
    workspaceId: 'ws1',
    source: 'email',
    db: `db_${unique()}`,
    url: 'https://example.com/hook',
    events: ['create', 'update'],
    description: null,
    status: 'active',
    createdAt: at(0),
    encryptedSecret: 'enc:v1:k1:abc',
    cursor: null,
    retry: null,
    redeliveries: [],
    ...overrides,
  }
}

function delivery(webhookId: string, id: string, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id,
    webhookId,
    changeId: '0000000000000001',
    attempt: 1,
    status: 'succeeded',
    responseStatus: 200,
    error: null,
    at: at(1),
    nextAttemptAt: null,
    ...overrides,
  }
}

/** The behaviour every WebhookStore adapter must have; `makeStore` returns a ready adapter. */
export function describeWebhookStore(name: string, makeStore: () => WebhookStore | Promise<WebhookStore>) {
  describe(`WebhookStore contract: ${name}`, () => {
    test('a webhook inserted reads back whole, and lists with its database, oldest first', async () => {
      const store = await makeStore()
      const first = webhook({ description: 'CRM', retry: { changeId: '0001', attempt: 2, nextAttemptAt: at(9) } })
      const second = webhook({ db: first.db, createdAt: at(5), events: ['delete'] })
      await store.insert(second)
      await store.insert(first)
      await store.insert(webhook())
      expect(await store.findById(first.id)).toEqual(first)
      expect(await store.listByDatabase(first.db)).toEqual([first, second])
      expect(await store.findById('wh_absent')).toBeNull()
    })

    test('update changes only what is given and answers the result; absent is null', async () => {
      const store = await makeStore()
      const w = webhook({ description: 'old' })
      await store.insert(w)
      const updated = await store.update(w.id, { status: 'paused', description: null, events: ['variables'] })
      expect(updated).toEqual({ ...w, status: 'paused', description: null, events: ['variables'] })
      expect(await store.findById(w.id)).toEqual(updated)
      expect(await store.update('wh_absent', { status: 'active' })).toBeNull()
    })

    test('progress and queued redeliveries are kept; the queue is bounded', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      expect(await store.saveProgress(w.id, { cursor: '0005', retry: { changeId: '0006', attempt: 1, nextAttemptAt: at(30) } })).toBe(true)
      expect(await store.queueRedelivery(w.id, { id: 'r1', changeId: '0002' }, 2)).toBe(true)
      expect(await store.queueRedelivery(w.id, { id: 'r2', changeId: '0003' }, 2)).toBe(true)
      expect(await store.queueRedelivery(w.id, { id: 'r3', changeId: '0004' }, 2)).toBe(false)
      await store.dropRedelivery(w.id, 'r1')
      expect(await store.findById(w.id)).toEqual({
        ...w,
        cursor: '0005',
        retry: { changeId: '0006', attempt: 1, nextAttemptAt: at(30) },
        redeliveries: [{ id: 'r2', changeId: '0003' }],
      })
      expect(await store.saveProgress('wh_absent', { cursor: null, retry: null })).toBe(false)
      expect(await store.queueRedelivery('wh_absent', { id: 'r4', changeId: '1' }, 2)).toBe(false)
    })

    test('client edits, worker progress and queued redeliveries written at once all stay', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      for (let round = 0; round < 5; round++) {
        await Promise.all([
          store.update(w.id, { encryptedSecret: `enc:v1:k1:s${round}`, description: `d${round}` }),
          store.saveProgress(w.id, { cursor: `000${round}`, retry: null }),
          store.queueRedelivery(w.id, { id: `q${round}`, changeId: `000${round}` }, 100),
        ])
        const now = await store.findById(w.id)
        expect([now!.encryptedSecret, now!.description, now!.cursor]).toEqual([`enc:v1:k1:s${round}`, `d${round}`, `000${round}`])
        expect(now!.redeliveries.map((r) => r.id)).toContain(`q${round}`)
      }
    })

    test('deliverable: active webhooks, and paused ones only while redeliveries wait', async () => {
      const store = await makeStore()
      const active = webhook()
      const paused = webhook({ status: 'paused' })
      const pausedQueued = webhook({ status: 'paused', redeliveries: [{ id: 'r', changeId: '1' }] })
      for (const w of [active, paused, pausedQueued]) await store.insert(w)
      const ids = (await store.listDeliverable()).map((w) => w.id)
      expect(ids).toContain(active.id)
      expect(ids).toContain(pausedQueued.id)
      expect(ids).not.toContain(paused.id)
    })

    test('a lease is held by one owner until it expires or is released; the owner extends it', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      expect(await store.acquireLease(w.id, 'a', at(0), at(30))).toBe(true)
      expect(await store.acquireLease(w.id, 'b', at(10), at(40))).toBe(false)
      expect(await store.acquireLease(w.id, 'a', at(10), at(40))).toBe(true)
      expect(await store.acquireLease(w.id, 'b', at(35), at(65))).toBe(false)
      expect(await store.acquireLease(w.id, 'b', at(41), at(70))).toBe(true)
      await store.releaseLease(w.id, 'a')
      expect(await store.acquireLease(w.id, 'a', at(42), at(70))).toBe(false)
      await store.releaseLease(w.id, 'b')
      expect(await store.acquireLease(w.id, 'a', at(43), at(70))).toBe(true)
    })

    test('of many owners racing for one lease, exactly one wins', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => store.acquireLease(w.id, `owner${i}`, at(0), at(30))))
      expect(wins.filter(Boolean)).toHaveLength(1)
    })

    test('deliveries list newest first by id, page with before, and are found by webhook and id', async () => {
      const store = await makeStore()
      const w = webhook()
      const other = webhook()
      await store.insert(w)
      await store.insert(other)
      const d1 = delivery(w.id, 'd0001', { status: 'pending', responseStatus: 500, error: 'HTTP 500', nextAttemptAt: at(5) })
      const d2 = delivery(w.id, 'd0002', { attempt: 2 })
      const d3 = delivery(w.id, 'd0003', { status: 'failed', responseStatus: null, error: 'timed out' })
      for (const d of [d2, d1, d3, delivery(other.id, 'd0004')]) await store.addDelivery(d)
      expect(await store.listDeliveries(w.id, null, 10)).toEqual([d3, d2, d1])
      expect(await store.listDeliveries(w.id, null, 2)).toEqual([d3, d2])
      expect(await store.listDeliveries(w.id, 'd0002', 10)).toEqual([d1])
      expect(await store.findDelivery(w.id, 'd0001')).toEqual(d1)
      expect(await store.findDelivery(w.id, 'd0004')).toBeNull()
    })

    test('attempts made before a cutoff are removed, of every webhook', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      const old = delivery(w.id, 'd0001', { at: at(1) })
      const recent = delivery(w.id, 'd0002', { at: at(20) })
      await store.addDelivery(old)
      await store.addDelivery(recent)
      expect(await store.removeDeliveriesBefore(at(10))).toBeGreaterThanOrEqual(1)
      expect(await store.listDeliveries(w.id, null, 10)).toEqual([recent])
    })

    test('an attempt is recorded with the progress it implies', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      const d = delivery(w.id, 'd0001', { changeId: '0009' })
      await store.recordAttempt(d, { cursor: '0009', retry: null })
      await store.recordAttempt(delivery(w.id, 'd0002', { changeId: '0003' }), null)
      expect((await store.findById(w.id))!.cursor).toBe('0009')
      expect((await store.listDeliveries(w.id, null, 10)).map((x) => x.id)).toEqual(['d0002', 'd0001'])
    })

    test('remove takes the webhook, its deliveries and its lease', async () => {
      const store = await makeStore()
      const w = webhook()
      await store.insert(w)
      await store.addDelivery(delivery(w.id, 'd0001'))
      await store.acquireLease(w.id, 'a', at(0), at(30))
      expect(await store.remove(w.id)).toBe(true)
      expect(await store.findById(w.id)).toBeNull()
      expect(await store.listDeliveries(w.id, null, 10)).toEqual([])
      expect(await store.remove(w.id)).toBe(false)
      await store.insert(w)
      expect(await store.acquireLease(w.id, 'b', at(1), at(30))).toBe(true)
    })
  })
}
