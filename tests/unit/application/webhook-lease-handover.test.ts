import { afterEach, describe, expect, test } from 'bun:test'
import type { WebhookStore } from '../../../application/ports/webhook-store'
import { FakeTime } from '../../fakes/fake-time'
import { InMemoryChangeLog } from '../../fakes/in-memory-change-log'
import { InMemoryWebhookStore } from '../../fakes/in-memory-webhook-store'
import { change, webhookHarness } from '../../support/webhook-harness'
import { startReceiver } from '../../support/webhook-receiver'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * The shared store as one instance sees it when the store is busy (FerretDB's SQLite backend makes
 * a write wait for the write lock while other writes get it): its first lease request is held back
 * until `answer()`. `asked` resolves once that request was made.
 */
function slowFirstLease(store: WebhookStore) {
  let answer!: () => void
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  let asking!: () => void
  const asked = new Promise<void>((resolve) => {
    asking = resolve
  })
  const view = new Proxy(store, {
    get(target, key) {
      if (key === 'acquireLease')
        return async (...args: Parameters<WebhookStore['acquireLease']>) => {
          asking()
          await answered
          return target.acquireLease(...args)
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { view, asked, answer }
}

/** Instances A and B on one store, log and clock; B's first lease request is answered late. */
function twoInstances() {
  const r = startReceiver()
  const store = new InMemoryWebhookStore()
  const log = new InMemoryChangeLog()
  const time = new FakeTime(new Date())
  const slow = slowFirstLease(store)
  const a = webhookHarness({ store, log, time })
  const b = webhookHarness({ store: slow.view, log, time })
  cleanups.push(
    () => r.stop(),
    () => a.dispatcher.stop(),
    () => b.dispatcher.stop(),
  )
  return {
    r,
    store,
    log,
    a,
    /**
     * B wakes first and asks for the lease; its answer is late. Meanwhile A takes the lease, does
     * all the work (`arrived` requests reach the receiver), records it and lets go. Then B gets the
     * free lease, and both poll through 10 s of fake time.
     */
    async handOver(arrived: number) {
      b.start()
      await slow.asked
      a.start()
      await r.waitFor(arrived)
      await a.dispatcher.settled()
      slow.answer()
      await time.advance(10_000, async () => {
        await a.dispatcher.settled()
        await b.dispatcher.settled()
      })
    },
  }
}

describe('two instances handing a webhook over through its lease', () => {
  test('the instance granted the lease late works from the cursor the other left: no change is sent again', async () => {
    const { r, store, log, a, handOver } = twoInstances()
    const { webhook } = await a.addWebhook('db1', r.url)
    const ids = Array.from({ length: 3 }, (_, i) => log.append(change('db1', `doc${i}`)).id)
    await handOver(3)
    expect(r.received.map((x) => x.id)).toEqual(ids)
    expect((await store.findById(webhook.id))!.cursor).toBe(ids.at(-1)!)
  })

  test('a queued redelivery the other instance made is not made again', async () => {
    const { r, store, log, a, handOver } = twoInstances()
    const { webhook } = await a.addWebhook('db1', r.url)
    const record = log.append(change('db1', 'doc1'))
    await store.saveProgress(webhook.id, { cursor: record.id, retry: null })
    await store.queueRedelivery(webhook.id, { id: 'again', changeId: record.id }, 10)
    await handOver(1)
    expect(r.received.map((x) => x.id)).toEqual([record.id])
    expect(await store.listDeliveries(webhook.id, null, 10)).toHaveLength(1)
  })
})
