import { describe, expect, test } from 'bun:test'
import type { InquiryStore } from '../../application/ports/inquiry-store'
import type { ChangeRecord } from '../../domain/change-record'
import { DESK_LOG, inquiryChanges } from '../../domain/inquiry-change'
import { objectIdLike, sampleInquiry, sampleMessage } from '../support/inquiry-samples'

/** An adapter under test and a reader of the desk's change log it writes to. */
export interface InquiryStoreUnderTest {
  readonly store: InquiryStore
  history(inquiryId: string): Promise<ChangeRecord[]>
}

const stamp = { actor: { userId: 'u1', email: 'agent@example.com' }, requestId: 'r1', at: '2026-01-01T00:00:00.000Z' }

/** The InquiryStore contract: every adapter and the fake pass it. */
export function describeInquiryStore(name: string, make: () => InquiryStoreUnderTest) {
  describe(`InquiryStore contract: ${name}`, () => {
    // Sequential: FerretDB's $inc is not atomic under concurrency; uniqueness across instances rests on `create` refusing a taken reference.
    test('reference numbers start at 1001 or above and never repeat', async () => {
      const { store } = make()
      const numbers: number[] = []
      for (let i = 0; i < 5; i++) numbers.push(await store.nextReferenceNumber())
      expect(new Set(numbers).size).toBe(5)
      for (const n of numbers) expect(n).toBeGreaterThanOrEqual(1001)
    })

    test('create stores the inquiry, its messages, attachments and change records', async () => {
      const { store, history } = make()
      const inquiry = sampleInquiry({ sessionId: `s-${objectIdLike()}` })
      const message = sampleMessage(inquiry.id, { emailMessageId: `<${objectIdLike()}@mail>`, sourceKey: `pm:${objectIdLike()}` })
      const bytes = new Uint8Array([0, 1, 2, 255])
      const outcome = await store.create(inquiry, {
        messages: [message],
        attachments: [{ messageId: message.id, files: [{ index: 0, name: 'a.bin', contentType: 'x/y', size: 4, content: bytes }] }],
        changes: inquiryChanges(stamp, null, inquiry, [message]),
      })
      expect(outcome).toBe('created')
      expect(await store.findById(inquiry.id)).toEqual(inquiry)
      expect(await store.findByReplyToken(inquiry.replyToken)).toEqual(inquiry)
      expect(await store.findBySessionId(inquiry.sessionId!)).toEqual(inquiry)
      expect(await store.findByEmailMessageIds(['<nope@x>', message.emailMessageId!])).toEqual(inquiry)
      expect(await store.hasSourceKey(message.sourceKey!)).toBe(true)
      expect(await store.listMessages(inquiry.id, null, 10)).toEqual([message])
      expect(await store.findMessage(inquiry.id, message.id)).toEqual(message)
      expect(await store.attachmentContent(message.id, 0)).toEqual(bytes)
      expect(await store.attachmentContent(message.id, 1)).toBeNull()
      const records = await history(inquiry.id)
      expect(records.map((r) => r.op).sort()).toEqual(['inquiry.create', 'inquiry.message'])
      expect(
        records.every(
          (r) => r.db === DESK_LOG && r.documentId === inquiry.id && (r.actor as { email?: string }).email === 'agent@example.com',
        ),
      ).toBe(true)
    })

    test('a message whose source key is stored makes the write a duplicate and keeps nothing of it', async () => {
      const { store } = make()
      const key = `pm:${objectIdLike()}`
      const first = sampleInquiry()
      await store.create(first, { messages: [sampleMessage(first.id, { sourceKey: key })], changes: [] })
      const second = sampleInquiry()
      expect(await store.create(second, { messages: [sampleMessage(second.id, { sourceKey: key })], changes: [] })).toBe('duplicate')
      expect(await store.findById(second.id)).toBeNull()
      const next = { ...first, version: 2 }
      expect(await store.update(next, { messages: [sampleMessage(first.id, { sourceKey: key })], changes: [] })).toBe('duplicate')
      expect((await store.findById(first.id))?.version).toBe(1)
    })

    test('a taken reference is refused', async () => {
      const { store } = make()
      const first = sampleInquiry()
      await store.create(first, { changes: [] })
      expect(await store.create(sampleInquiry({ reference: first.reference }), { changes: [] })).toBe('reference')
    })

    test('update applies only on the next version; a stale one changes nothing', async () => {
      const { store, history } = make()
      const inquiry = sampleInquiry()
      await store.create(inquiry, { changes: [] })
      const next = { ...inquiry, status: 'open' as const, version: 2 }
      expect(await store.update(next, { changes: inquiryChanges(stamp, inquiry, next) })).toBe('updated')
      expect(await store.update({ ...inquiry, status: 'spam', version: 2 }, { changes: [] })).toBe('stale')
      expect((await store.findById(inquiry.id))?.status).toBe('open')
      const [record] = await history(inquiry.id)
      expect(record?.op).toBe('inquiry.update')
      expect(record?.changes).toEqual([{ field: 'status', from: 'new', to: 'open' }])
    })

    test('list: newest message first, keyset pages, filters', async () => {
      const { store } = make()
      const label = `l${objectIdLike()}`
      const made = []
      for (let i = 0; i < 5; i++) {
        const inquiry = sampleInquiry({
          lastMessageAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
          labels: [label],
          status: i % 2 === 0 ? 'new' : 'open',
          subject: i === 3 ? `Reefer 100% ${label}` : 'x',
          assignee: i === 1 ? { _id: 'a'.repeat(24), email: 'a@x.io', name: 'A' } : null,
        })
        made.push(inquiry)
        await store.create(inquiry, { changes: [] })
      }
      const ids = (list: { id: string }[]) => list.map((i) => i.id)
      const newestFirst = [...made].reverse()
      const page1 = await store.list({ label }, null, 2)
      expect(ids(page1)).toEqual(ids(newestFirst.slice(0, 2)))
      const last = page1.at(-1)!
      const page2 = await store.list({ label }, { lastMessageAt: last.lastMessageAt, id: last.id }, 10)
      expect(ids(page2)).toEqual(ids(newestFirst.slice(2)))
      expect((await store.list({ label, status: 'open' }, null, 10)).length).toBe(2)
      expect(ids(await store.list({ label, assigneeId: 'a'.repeat(24) }, null, 10))).toEqual([made[1]!.id])
      expect((await store.list({ label, assigneeId: null }, null, 10)).length).toBe(4)
      expect(ids(await store.list({ q: `REEFER 100% ${label.toUpperCase()}` }, null, 10))).toEqual([made[3]!.id])
      expect(await store.list({ q: `100_ ${label}` }, null, 10)).toEqual([])
    })

    test('messages page oldest first; a merge moves them; deliveries come due', async () => {
      const { store } = make()
      const a = sampleInquiry()
      const b = sampleInquiry()
      const m1 = sampleMessage(a.id, { at: new Date('2026-01-01T00:00:01Z') })
      const m2 = sampleMessage(a.id, {
        at: new Date('2026-01-01T00:00:02Z'),
        direction: 'out',
        delivery: 'queued',
        nextAttemptAt: new Date('2026-01-01T00:01:00Z'),
      })
      await store.create(a, { messages: [m1, m2], changes: [] })
      await store.create(b, { changes: [] })
      expect((await store.listMessages(a.id, m1.id, 10)).map((m) => m.id)).toEqual([m2.id])
      expect(await store.listDueDeliveries(new Date('2026-01-01T00:00:59Z'), 10)).toEqual([])
      expect((await store.listDueDeliveries(new Date('2026-01-01T00:01:00Z'), 10)).map((m) => m.id)).toContain(m2.id)
      await store.setDelivery(m2.id, { delivery: 'sent', attempts: 1, nextAttemptAt: null, emailMessageId: '<sent@x>' })
      expect((await store.findMessage(a.id, m2.id))?.delivery).toBe('sent')
      expect((await store.listDueDeliveries(new Date('2030-01-01T00:00:00Z'), 100)).map((m) => m.id)).not.toContain(m2.id)
      await store.moveMessages(a.id, b.id)
      expect(await store.listMessages(a.id, null, 10)).toEqual([])
      const moved = await store.listMessages(b.id, null, 10)
      expect(moved.map((m) => [m.id, m.inquiryId])).toEqual([
        [m1.id, b.id],
        [m2.id, b.id],
      ])
      expect((await store.findByEmailMessageIds(['<sent@x>']))?.id).toBe(b.id)
    })
  })
}
