import { afterEach, describe, expect, test } from 'bun:test'
import { idBelow } from '../../../application/services/webhook-delivery-run'
import { FakeTime } from '../../fakes/fake-time'
import { InMemoryChangeLog } from '../../fakes/in-memory-change-log'
import { InMemoryWebhookStore } from '../../fakes/in-memory-webhook-store'
import { change, webhookHarness } from '../../support/webhook-harness'
import { startReceiver, verifyStandardWebhook } from '../../support/webhook-receiver'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
function receiver(...args: Parameters<typeof startReceiver>) {
  const r = startReceiver(...args)
  cleanups.push(() => r.stop())
  return r
}
function harness(...args: Parameters<typeof webhookHarness>) {
  const h = webhookHarness(...args)
  cleanups.push(() => h.dispatcher.stop())
  return h
}

describe('webhook delivery worker', () => {
  test('POSTs the change record signed the Standard Webhooks way, webhook-id being the change id', async () => {
    const r = receiver()
    const h = harness()
    const { secret } = await h.addWebhook('db1', r.url)
    h.start()
    const record = h.log.append(change('db1', 'doc1'))
    await r.waitFor(1)
    const [hook] = r.received
    expect(hook!.json).toEqual(record)
    expect(hook!.id).toBe(record.id)
    expect(Math.abs(Number(hook!.timestamp) - Date.now() / 1000)).toBeLessThan(300)
    expect(verifyStandardWebhook(secret, hook!)).toBe(true)
    expect(verifyStandardWebhook(`whsec_${btoa('x'.repeat(32))}`, hook!)).toBe(false)
    await h.dispatcher.settled()
    expect(await h.store.listDeliveries((await h.store.listDeliverable())[0]!.id, null, 10)).toHaveLength(1)
  })

  test('50 quick writes arrive once each, in commit order', async () => {
    const r = receiver()
    const h = harness()
    await h.addWebhook('db1', r.url)
    h.start()
    const ids = Array.from({ length: 50 }, (_, i) => h.log.append(change('db1', `doc${i}`)).id)
    await r.waitFor(50)
    await h.noMoreArrive()
    expect(r.received.map((x) => x.id)).toEqual(ids)
  })

  test('a 500 is retried on the schedule; the log shows pending attempts, then success', async () => {
    const r = receiver((_, i) => (i < 2 ? 500 : 204))
    const h = harness({ schedule: [0.05, 0.1, 0.1] })
    const { webhook } = await h.addWebhook('db1', r.url)
    h.start()
    const record = h.log.append(change('db1', 'doc1'))
    await r.waitFor(1)
    await h.dispatcher.settled()
    // The first retry is due 50 ms after the failure, not a moment sooner.
    await h.advance(49)
    expect(r.received).toHaveLength(1)
    await h.advance(1)
    expect(r.received).toHaveLength(2)
    await h.noMoreArrive()
    expect(r.received).toHaveLength(3)
    const log = await h.store.listDeliveries(webhook.id, null, 10)
    expect(log.map((d) => [d.changeId, d.attempt, d.status, d.responseStatus])).toEqual([
      [record.id, 3, 'succeeded', 204],
      [record.id, 2, 'pending', 500],
      [record.id, 1, 'pending', 500],
    ])
    expect(log[1]!.nextAttemptAt!.getTime() - log[1]!.at.getTime()).toBe(100)
    expect(log[2]!.nextAttemptAt!.getTime() - log[2]!.at.getTime()).toBe(50)
    expect(log[1]!.error).toStartWith('HTTP 500')
    expect(new Set(r.received.map((x) => x.id))).toEqual(new Set([record.id]))
    // Failures are logged by webhook id: neither the secret nor the URL (a capability) appears.
    const logged = JSON.stringify(h.logger.lines)
    expect(logged).toContain(webhook.id)
    expect(logged).not.toContain(r.url)
    expect(logged).not.toContain(h.secretOf(webhook.id).slice(6))
  })

  test('a target that does not answer in time is retried', async () => {
    const r = receiver((_, i) => (i === 0 ? 'hang' : 200))
    const h = harness({ limits: { timeoutMs: 200, maxAnswerBytes: 65536 } })
    const { webhook } = await h.addWebhook('db1', r.url)
    h.start()
    h.log.append(change('db1', 'doc1'))
    await h.noMoreArrive()
    const log = await h.store.listDeliveries(webhook.id, null, 10)
    expect(log.map((d) => [d.attempt, d.status, d.responseStatus, d.error])).toEqual([
      [2, 'succeeded', 200, null],
      [1, 'pending', null, 'no answer within 0.2 s'],
    ])
  })

  test('after the last retry the delivery is failed, and the next change follows', async () => {
    const r = receiver((hook) => (hook.json.documentId === 'doomed' ? 500 : 200))
    const h = harness({ schedule: [0.05, 0.05] })
    const { webhook } = await h.addWebhook('db1', r.url)
    h.start()
    const doomed = h.log.append(change('db1', 'doomed'))
    const next = h.log.append(change('db1', 'next'))
    await h.noMoreArrive()
    expect(r.received.map((x) => x.id)).toEqual([doomed.id, doomed.id, doomed.id, next.id])
    const log = await h.store.listDeliveries(webhook.id, null, 10)
    expect(log.map((d) => [d.changeId, d.attempt, d.status])).toEqual([
      [next.id, 1, 'succeeded'],
      [doomed.id, 3, 'failed'],
      [doomed.id, 2, 'pending'],
      [doomed.id, 1, 'pending'],
    ])
    expect(log[1]!.nextAttemptAt).toBeNull()
  })

  test('a hanging webhook delays no other', async () => {
    const slow = receiver(() => 'hang')
    const fast = receiver()
    const h = harness({ limits: { timeoutMs: 30_000, maxAnswerBytes: 65536 } })
    await h.addWebhook('db1', slow.url)
    await h.addWebhook('db1', fast.url)
    h.start()
    for (let i = 0; i < 5; i++) h.log.append(change('db1', `doc${i}`))
    await fast.waitFor(5)
    // The slow target still holds its first request: nothing it did held the other back.
    expect(slow.received).toHaveLength(1)
  })

  test('only subscribed events are sent; values are delivered decrypted', async () => {
    const r = receiver()
    const h = harness()
    await h.addWebhook('db1', r.url, { events: ['update'] })
    h.start()
    h.log.append(change('db1', 'doc1'))
    const id = String(h.log.records.length + 1).padStart(16, '0')
    const from = h.cipher.encrypt('+47 111', { database: 'db1', documentId: `change:${id}`, variableId: 'phone' })
    const to = h.cipher.encrypt('+47 222', { database: 'db1', documentId: `change:${id}`, variableId: 'phone' })
    const lookalike = 'enc:v1:k1:written-by-a-client'
    const update = h.log.append(
      change(
        'db1',
        'doc1',
        [
          { field: 'phone', from, to },
          { field: 'note', from: null, to: lookalike },
        ],
        'update',
      ),
    )
    expect(update.id).toBe(id)
    await r.waitFor(1)
    await h.noMoreArrive()
    expect(r.received).toHaveLength(1)
    expect(r.received[0]!.json.changes).toEqual([
      { field: 'phone', from: '+47 111', to: '+47 222' },
      { field: 'note', from: null, to: lookalike },
    ])
  })

  test('a paused webhook waits; resumed, it continues where it stopped', async () => {
    const r = receiver()
    const h = harness()
    const { webhook } = await h.addWebhook('db1', r.url, { status: 'paused' })
    h.start()
    const first = h.log.append(change('db1', 'doc1'))
    await h.noMoreArrive()
    expect(r.received).toHaveLength(0)
    await h.store.update(webhook.id, { status: 'active' })
    // The next poll finds it active.
    await h.advance(50)
    expect(r.received.map((x) => x.id)).toEqual([first.id])
  })

  test('a queued redelivery sends the same change again, even while paused', async () => {
    const r = receiver()
    const h = harness()
    const { webhook, secret } = await h.addWebhook('db1', r.url)
    h.start()
    const record = h.log.append(change('db1', 'doc1'))
    h.log.append(change('db1', 'doc2'))
    await r.waitFor(2)
    await h.store.update(webhook.id, { status: 'paused' })
    await h.store.queueRedelivery(webhook.id, { id: 'again', changeId: record.id }, 10)
    await h.noMoreArrive()
    expect(r.received).toHaveLength(3)
    expect(r.received[2]!.id).toBe(record.id)
    expect(r.received[2]!.json).toEqual(record)
    expect(verifyStandardWebhook(secret, r.received[2]!)).toBe(true)
    expect((await h.store.findById(webhook.id))!.redeliveries).toEqual([])
  })

  test('the database.delete change is the last: the webhook goes after it', async () => {
    const r = receiver()
    const h = harness()
    const { webhook } = await h.addWebhook('db1', r.url)
    h.start()
    h.log.append({ ...change('db1', 'x'), op: 'database.delete', documentId: null, version: null, changes: [] })
    await h.dispatcher.settled()
    expect(r.received).toHaveLength(1)
    expect(await h.store.findById(webhook.id)).toBeNull()
  })

  test('a pending delivery survives a restart: another worker on the same store sends it', async () => {
    let healthy = false
    const r = receiver(() => (healthy ? 200 : 500))
    const store = new InMemoryWebhookStore()
    const log = new InMemoryChangeLog()
    const time = new FakeTime(new Date())
    const first = webhookHarness({ store, log, time, schedule: [0.2] })
    const { webhook } = await first.addWebhook('db1', r.url)
    first.start()
    const record = log.append(change('db1', 'doc1'))
    await first.dispatcher.settled()
    expect((await store.findById(webhook.id))!.retry).not.toBeNull()
    await first.dispatcher.stop()
    healthy = true
    const second = harness({ store, log, time, schedule: [0.2] })
    second.start()
    await second.noMoreArrive()
    expect(r.received.map((x) => x.id)).toEqual([record.id, record.id])
    expect((await store.findById(webhook.id))!.cursor).toBe(record.id)
  })

  test('two workers on one store deliver each change once', async () => {
    const r = receiver()
    const store = new InMemoryWebhookStore()
    const log = new InMemoryChangeLog()
    const time = new FakeTime(new Date())
    const a = harness({ store, log, time })
    const b = harness({ store, log, time })
    await a.addWebhook('db1', r.url)
    a.start()
    b.start()
    const ids = Array.from({ length: 30 }, (_, i) => log.append(change('db1', `doc${i}`)).id)
    await r.waitFor(30)
    // Both instances poll through 10 s of fake time, each poll run to its end before the next.
    await time.advance(10_000, async () => {
      await a.dispatcher.settled()
      await b.dispatcher.settled()
    })
    expect(r.received.map((x) => x.id)).toEqual(ids)
  })
})

describe('idBelow', () => {
  test('the fixed-width id one less, null below the first', () => {
    expect(idBelow('0000000000000042')).toBe('0000000000000041')
    expect(idBelow('0000000000000100')).toBe('0000000000000099')
    expect(idBelow('0000000000000001')).toBe('0000000000000000')
    expect(idBelow('0000000000000000')).toBeNull()
  })
})

describe('redelivery while a retry waits', () => {
  test('is sent without waiting for the retry', async () => {
    const r = receiver((hook) => (hook.json.documentId === 'stuck' ? 500 : 200))
    const h = harness({ schedule: [3600] })
    const { webhook } = await h.addWebhook('db1', r.url)
    h.start()
    const stuck = h.log.append(change('db1', 'stuck'))
    await h.dispatcher.settled()
    expect((await h.store.findById(webhook.id))!.retry).not.toBeNull()
    await h.store.queueRedelivery(webhook.id, { id: 'again', changeId: stuck.id }, 10)
    // One poll, far sooner than the retry an hour away.
    await h.advance(50)
    expect(r.received.map((x) => x.id)).toEqual([stuck.id, stuck.id])
    expect((await h.store.listDeliveries(webhook.id, null, 10)).map((d) => [d.attempt, d.status])).toEqual([
      [1, 'failed'],
      [1, 'pending'],
    ])
  })
})

describe('an instance that dies holding a lease', () => {
  test('loses the webhook when its lease expires; another worker then delivers', async () => {
    const r = receiver()
    const h = harness()
    const { webhook } = await h.addWebhook('db1', r.url)
    // A lease taken by an instance that will never renew or release it.
    const now = h.time.nowMs()
    expect(await h.store.acquireLease(webhook.id, 'dead-instance', new Date(now), new Date(now + 400))).toBe(true)
    h.start()
    const record = h.log.append(change('db1', 'doc1'))
    await h.advance(399)
    expect(r.received).toHaveLength(0)
    await h.advance(100)
    expect(r.received.map((x) => x.id)).toEqual([record.id])
    await h.noMoreArrive()
    expect(r.received).toHaveLength(1)
  })
})
