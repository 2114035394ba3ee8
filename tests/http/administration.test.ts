import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TOKENS } from '../../application/ports/tokens'
import type { ContactSubmission } from '../../domain/contact-submission'
import type { EmailAddress } from '../../domain/email-address'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let admin: string
let adminId: string
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'root@example.com' } })
  admin = await app.signIn('root@example.com')
  adminId = ((await (await app.request('GET', '/api/v1/users?email=root@', { token: admin })).json()) as UserPage).data[0]!._id
})
afterAll(() => app.stop())

interface UserView {
  _id: string
  email: string
  permission: string
  status: string
}
interface UserPage {
  data: UserView[]
  nextCursor: string | null
}

async function idOf(email: string): Promise<string> {
  const res = await app.request('GET', `/api/v1/users?email=${encodeURIComponent(email)}`, { token: admin })
  return ((await res.json()) as UserPage).data[0]!._id
}
const patch = (id: string, body: unknown, token = admin) => app.request('PATCH', `/api/v1/users/${id}`, { token, body })

describe('GET /api/v1/users', () => {
  test('pages every user in id order and filters by e-mail prefix', async () => {
    for (const name of ['ann', 'anna', 'bob']) await app.signIn(`${name}.list@example.com`)
    const first = await app.request('GET', '/api/v1/users?email=ann&limit=1', { token: admin })
    expect(first.status).toBe(200)
    const page1 = (await first.json()) as UserPage
    expect(page1.data).toHaveLength(1)
    expect(page1.data[0]).toMatchObject({ email: 'ann.list@example.com', permission: 'user', status: 'Pending', companyVerified: false })
    expect(Object.keys(page1.data[0]!).sort()).toEqual([
      '_id',
      'companyName',
      'companyVerified',
      'email',
      'jobTitle',
      'name',
      'permission',
      'status',
      'surname',
    ])
    expect(page1.nextCursor).toBe(page1.data[0]!._id)
    const page2 = (await (
      await app.request(`GET`, `/api/v1/users?email=ANN&limit=1&after=${page1.nextCursor}`, { token: admin })
    ).json()) as UserPage
    expect(page2.data.map((u) => u.email)).toEqual(['anna.list@example.com'])
    expect(page2.nextCursor).toBeNull()
    const all = (await (await app.request('GET', '/api/v1/users', { token: admin })).json()) as UserPage
    const ids = all.data.map((u) => u._id)
    expect(ids).toEqual([...ids].sort())
    expect(all.data.map((u) => u.email)).toContain('bob.list@example.com')
  })

  test.each([
    ['limit=0', 400],
    ['limit=1001', 400],
    ['limit=abc', 400],
    ['after=not-an-id', 400],
  ])('%s → %d', async (query, status) => {
    const res = await app.request('GET', `/api/v1/users?${query}`, { token: admin })
    expect(res.status).toBe(status)
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
  })

  test('is for administrators only', async () => {
    const user = await app.signIn('plain.list@example.com')
    expect((await app.request('GET', '/api/v1/users', { token: user })).status).toBe(403)
    expect(await (await app.request('GET', '/api/v1/users', { token: user })).json()).toEqual({
      message: 'Administrator access required',
      code: 'FORBIDDEN',
    })
    expect((await app.request('GET', '/api/v1/users')).status).toBe(401)
  })
})

describe('PATCH /api/v1/users/{id}', () => {
  test('promoting takes effect on the next request, demoting too', async () => {
    const token = await app.signIn('rising@example.com')
    const id = await idOf('rising@example.com')
    expect((await app.request('GET', '/api/v1/users', { token })).status).toBe(403)
    const promoted = await patch(id, { permission: 'admin' })
    expect(promoted.status).toBe(200)
    expect(await promoted.json()).toMatchObject({ _id: id, email: 'rising@example.com', permission: 'admin' })
    expect((await app.request('GET', '/api/v1/users', { token })).status).toBe(200)
    expect((await patch(id, { permission: 'user' })).status).toBe(200)
    expect((await app.request('GET', '/api/v1/users', { token })).status).toBe(403)
  })

  test("disabling stops the user's tokens at once and refuses sign-in; enabling restores the onboarding status", async () => {
    const token = await app.signIn('leaving@example.com')
    const id = await idOf('leaving@example.com')
    await app.request('PATCH', '/api/v1/me', { token, body: { name: 'Lee', surname: 'Ving', companyName: 'Acme' } })
    expect((await app.request('GET', '/api/v1/me', { token })).status).toBe(200)
    const disabled = await patch(id, { disabled: true })
    expect(disabled.status).toBe(200)
    expect(await disabled.json()).toMatchObject({ _id: id, status: 'Disabled' })
    const refused = await app.request('GET', '/api/v1/me', { token })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toContain('Bearer')
    await expect(app.signIn('leaving@example.com')).rejects.toThrow('403')

    const enabled = await patch(id, { disabled: false })
    expect(await enabled.json()).toMatchObject({ status: 'Completed' })
    // Tokens issued before the disable stay revoked; a new sign-in works.
    expect((await app.request('GET', '/api/v1/me', { token })).status).toBe(401)
    const fresh = await app.signIn('leaving@example.com')
    expect((await app.request('GET', '/api/v1/me', { token: fresh })).status).toBe(200)
  })

  test('an administrator cannot disable or demote themselves (409) but may change others', async () => {
    for (const body of [{ disabled: true }, { permission: 'user' }, { permission: 'user', disabled: false }]) {
      const res = await patch(adminId, body)
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ message: 'Administrators cannot disable or demote themselves', code: 'CONFLICT' })
    }
    expect((await app.request('GET', '/api/v1/me', { token: admin })).status).toBe(200)
    expect(await (await patch(adminId, { permission: 'admin' })).json()).toMatchObject({ permission: 'admin' })
  })

  test('refuses bad input, unknown users and non-administrators', async () => {
    const user = await app.signIn('bystander@example.com')
    const id = await idOf('bystander@example.com')
    expect((await patch(id, {})).status).toBe(400)
    expect((await patch(id, { permission: 'root' })).status).toBe(400)
    expect((await patch(id, { disabled: 'yes' })).status).toBe(400)
    expect((await patch('nope', { disabled: true })).status).toBe(400)
    expect(await (await patch('0123456789abcdef01234567', { disabled: true })).json()).toEqual({
      message: 'User not found',
      code: 'NOT_FOUND',
    })
    expect((await patch(adminId, { disabled: true }, user)).status).toBe(403)
    expect((await app.request('PATCH', `/api/v1/users/${id}`, { body: { disabled: true } })).status).toBe(401)
  })
})

describe('GET /api/v1/contact-submissions', () => {
  test('answers the inbox newest first, pages with the cursor and filters by intent', async () => {
    const store = app.container.get(TOKENS.ContactSubmissionStore)
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute))
    const saved: ContactSubmission[] = [
      {
        id: 'a0000000000000000000000a',
        name: 'Old',
        email: 'old@example.com' as EmailAddress,
        message: 'Hello',
        company: null,
        phone: null,
        subject: null,
        intent: 'GENERAL',
        notification: 'skipped',
        createdAt: at(1),
      },
      {
        id: 'b0000000000000000000000b',
        name: 'Mid',
        email: 'mid@example.com' as EmailAddress,
        message: 'Quote 2 pallets',
        company: 'Acme',
        phone: '+1 555',
        subject: 'Quote',
        intent: 'INQUIRY',
        notification: 'sent',
        createdAt: at(2),
      },
      {
        id: 'c0000000000000000000000c',
        name: '<img src=x onerror=alert(1)>',
        email: 'new@example.com' as EmailAddress,
        message: 'Ship to Oslo',
        company: null,
        phone: null,
        subject: null,
        intent: 'INQUIRY',
        notification: 'failed',
        createdAt: at(3),
      },
    ]
    for (const s of saved) await store.save(s)
    const first = await app.request('GET', '/api/v1/contact-submissions?limit=2', { token: admin })
    expect(first.status).toBe(200)
    const page1 = (await first.json()) as { data: Record<string, unknown>[]; nextCursor: string }
    expect(page1.data[0]).toEqual({
      _id: 'c0000000000000000000000c',
      name: '<img src=x onerror=alert(1)>',
      email: 'new@example.com',
      company: null,
      phone: null,
      subject: null,
      message: 'Ship to Oslo',
      intent: 'INQUIRY',
      createdAt: '2026-01-01T09:03:00.000Z',
    })
    expect(page1.data.map((s) => s._id)).toEqual(['c0000000000000000000000c', 'b0000000000000000000000b'])
    const page2 = (await (
      await app.request('GET', `/api/v1/contact-submissions?limit=2&after=${page1.nextCursor}`, { token: admin })
    ).json()) as typeof page1
    expect(page2).toMatchObject({ data: [{ _id: 'a0000000000000000000000a' }], nextCursor: null })
    const inquiries = (await (
      await app.request('GET', '/api/v1/contact-submissions?intent=INQUIRY', { token: admin })
    ).json()) as typeof page1
    expect(inquiries.data.map((s) => s.name)).toEqual(['<img src=x onerror=alert(1)>', 'Mid'])
  })

  test('a submission through the public form appears at the top with its intent', async () => {
    const sent = await app.request('POST', '/api/public/submit-contact', {
      body: { name: 'Kim', email: 'kim@example.com', message: 'Please quote a 40ft container from Rotterdam to Lagos' },
    })
    expect(sent.status).toBe(201)
    const inbox = (await (await app.request('GET', '/api/v1/contact-submissions?limit=1', { token: admin })).json()) as {
      data: { name: string; intent: string }[]
    }
    expect(inbox.data[0]).toMatchObject({ name: 'Kim', intent: 'INQUIRY' })
  })

  test('refuses a malformed cursor, an unknown intent and non-administrators', async () => {
    expect((await app.request('GET', '/api/v1/contact-submissions?after=xyz', { token: admin })).status).toBe(400)
    expect((await app.request('GET', '/api/v1/contact-submissions?intent=SPAM', { token: admin })).status).toBe(400)
    const user = await app.signIn('nosy@example.com')
    expect((await app.request('GET', '/api/v1/contact-submissions', { token: user })).status).toBe(403)
    expect((await app.request('GET', '/api/v1/contact-submissions')).status).toBe(401)
  })
})
