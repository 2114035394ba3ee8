import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { ContactSubmissionStore } from '../../application/ports/contact-submission-store'
import type { ContactSubmission } from '../../domain/contact-submission'
import type { EmailAddress } from '../../domain/email-address'

const id = () => randomBytes(12).toString('hex')

function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: id(),
    name: 'Ada Lovelace',
    email: 'ada@example.com' as EmailAddress,
    message: 'Please quote 2 x 40ft from Hamburg to Shanghai.\nThanks!',
    company: 'Engines Ltd',
    phone: '+44 20 1234 5678',
    subject: 'Quote',
    intent: 'INQUIRY',
    notification: 'pending',
    createdAt: new Date('2026-03-01T10:00:00.123Z'),
    ...overrides,
  }
}

/** The behaviour every ContactSubmissionStore adapter must have; `makeStore` returns a ready adapter. */
export function describeContactSubmissionStore(name: string, makeStore: () => ContactSubmissionStore | Promise<ContactSubmissionStore>) {
  describe(`ContactSubmissionStore contract: ${name}`, () => {
    test('saves a submission and reads it back exactly; an unknown id is null', async () => {
      const store = await makeStore()
      const saved = submission()
      await store.save(saved)
      expect(await store.findById(saved.id)).toEqual(saved)
      expect(await store.findById(id())).toBeNull()
    })

    test('keeps absent optional fields as null', async () => {
      const store = await makeStore()
      const saved = submission({ company: null, phone: null, subject: null, intent: 'GENERAL', notification: 'skipped' })
      await store.save(saved)
      expect(await store.findById(saved.id)).toEqual(saved)
    })

    test('records the notification status of one submission only', async () => {
      const store = await makeStore()
      const one = submission()
      const other = submission()
      await store.save(one)
      await store.save(other)
      expect(await store.setNotification(one.id, 'failed')).toBe(true)
      expect((await store.findById(one.id))!.notification).toBe('failed')
      expect((await store.findById(other.id))!.notification).toBe('pending')
      expect(await store.setNotification(id(), 'sent')).toBe(false)
    })

    test('refuses a second submission with the same id', async () => {
      const store = await makeStore()
      const saved = submission()
      await store.save(saved)
      await expect(store.save({ ...saved, name: 'Someone else' })).rejects.toThrow()
      expect((await store.findById(saved.id))!.name).toBe('Ada Lovelace')
    })

    // These need a store holding only their own submissions (a fresh one per test).
    test('listNewestFirst orders by time then id, newest first, and pages after a position', async () => {
      const store = await makeStore()
      const t = (s: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, s))
      const saved = [
        submission({ id: 'a'.repeat(24), createdAt: t(1) }),
        submission({ id: 'b'.repeat(24), createdAt: t(3) }),
        submission({ id: 'c'.repeat(24), createdAt: t(2) }),
        submission({ id: 'd'.repeat(24), createdAt: t(3) }),
        submission({ id: 'e'.repeat(24), createdAt: t(0) }),
      ]
      for (const s of saved) await store.save(s)
      const ids = (list: ContactSubmission[]) => list.map((s) => s.id[0])
      const first = await store.listNewestFirst(null, 2, null)
      expect(ids(first)).toEqual(['d', 'b'])
      expect(first[0]).toEqual(saved[3]!)
      const second = await store.listNewestFirst(first[1]!, 2, null)
      expect(ids(second)).toEqual(['c', 'a'])
      expect(ids(await store.listNewestFirst(second[1]!, 2, null))).toEqual(['e'])
      expect(await store.listNewestFirst(saved[4]!, 2, null)).toEqual([])
    })

    test('listNewestFirst keeps only the intent asked for', async () => {
      const store = await makeStore()
      const inquiry = submission({ intent: 'INQUIRY', createdAt: new Date('2026-03-01T10:00:00Z') })
      const general = submission({ intent: 'GENERAL', createdAt: new Date('2026-03-01T11:00:00Z') })
      await store.save(inquiry)
      await store.save(general)
      expect(await store.listNewestFirst(null, 10, 'INQUIRY')).toEqual([inquiry])
      expect(await store.listNewestFirst(null, 10, 'GENERAL')).toEqual([general])
      expect((await store.listNewestFirst(null, 10, null)).map((s) => s.id)).toEqual([general.id, inquiry.id])
    })
  })
}
