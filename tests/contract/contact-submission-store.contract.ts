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
  })
}
