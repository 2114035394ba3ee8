import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { startTestApp, type TestApp } from '../support/test-app'

const THANKS = { success: true, message: 'Thank you for contacting us. We will get back to you soon.' }
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ store: 'sqlite', env: { CONTACT_NOTIFY_EMAIL: 'sales@forwarder.test' } })
})
afterAll(() => app.stop())

type Row = Record<string, unknown>
const submissions = (): Row[] =>
  app.container.get(INFRA.Sqlite).prepare('SELECT * FROM contact_submissions ORDER BY created_at, rowid').all() as Row[]
const chat = async (body: unknown) => {
  const res = await app.request('POST', '/api/public/chat', { body })
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

describe('POST /api/public/chat (embedded offline assistant)', () => {
  test('starts a session, continues it by sessionId, asks for an e-mail address and summarises once the quote is complete', async () => {
    const first = await chat({ message: 'I need a quote to ship 12 t of machine parts from Hamburg to Shanghai' })
    expect(first.status).toBe(200)
    expect(first.json.sessionId).toMatch(UUID_V4)
    expect(first.json.status).toBe('active')
    expect(first.json.message).toContain('When will the cargo be ready')

    const second = await chat({ message: 'next week', sessionId: first.json.sessionId })
    expect(second.status).toBe(200)
    expect(second.json).toEqual({
      sessionId: first.json.sessionId,
      status: 'active',
      message:
        'Thanks! So far I have: origin Hamburg, destination Shanghai, cargo machine parts, weight or volume 12 t, dates next week. Is that right? Please tell me your e-mail address so our team can send you the quote (or correct any detail).',
    })
    const third = await chat({ message: 'ops@shipper.test', sessionId: first.json.sessionId })
    expect(third.json).toEqual({
      sessionId: first.json.sessionId,
      status: 'active',
      message:
        'Thank you, I have everything for your quote request:\n- Origin: Hamburg\n- Destination: Shanghai\n- Cargo: machine parts\n- Weight / volume: 12 t\n- Dates: next week\n- E-mail: ops@shipper.test\nOur team will get back to you with a quote. If anything changes, just tell me.',
    })
  })

  test('an unknown sessionId starts a new session with a new id', async () => {
    const unknown = '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
    const res = await chat({ message: 'Hello', sessionId: unknown })
    expect(res.status).toBe(200)
    expect(res.json.sessionId).toMatch(UUID_V4)
    expect(res.json.sessionId).not.toBe(unknown)
  })

  const invalid: [string, unknown][] = [
    ['a missing message', {}],
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }],
    ['a non-string message', { message: 42 }],
    ['an overlong sessionId', { message: 'hi', sessionId: 'x'.repeat(101) }],
  ]
  for (const [name, body] of invalid) {
    test(`${name} → 400 VALIDATION_FAILED`, async () => {
      const res = await chat(body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
    })
  }

  test('a message of exactly 4000 characters is accepted', async () => {
    expect((await chat({ message: 'a'.repeat(4000) })).status).toBe(200)
  })
})

describe('POST /api/public/classify', () => {
  test('answers the intent from the offline classifier', async () => {
    const res = await app.request('POST', '/api/public/classify', {
      body: { message: 'Can you quote 2 x 40ft containers from Hamburg to Shanghai?' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ intent: 'INQUIRY' })
  })

  test('a missing message → 400', async () => {
    const res = await app.request('POST', '/api/public/classify', { body: {} })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
  })
})

describe('POST /api/public/submit-contact', () => {
  const form = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Please quote 3 pallets from Oslo to Bergen.',
    company: 'Engines Ltd',
    phone: '+47 22 12 34 56',
    subject: 'Quote',
  }

  test('stores the submission with its intent and notifies CONTACT_NOTIFY_EMAIL only → 201', async () => {
    const before = submissions().length
    const sentBefore = app.mailer.sent.length
    const res = await app.request('POST', '/api/public/submit-contact', { body: form })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual(THANKS)
    const row = submissions().at(-1)!
    expect(submissions()).toHaveLength(before + 1)
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      phone: '+47 22 12 34 56',
      subject: 'Quote',
      notification: 'sent',
    })
    expect(['INQUIRY', 'GENERAL']).toContain(row.intent as string)
    expect(app.mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual(['sales@forwarder.test'])
  })

  test('a failing mail still stores the submission (marked failed) and answers 201', async () => {
    app.mailer.failing = true
    try {
      const res = await app.request('POST', '/api/public/submit-contact', { body: { ...form, name: 'Mail Down' } })
      expect(res.status).toBe(201)
      expect(await res.json()).toEqual(THANKS)
    } finally {
      app.mailer.failing = false
    }
    expect(submissions().at(-1)).toMatchObject({ name: 'Mail Down', notification: 'failed' })
  })

  test('a filled honeypot answers 201 and stores and mails nothing', async () => {
    const [rows, mails] = [submissions().length, app.mailer.sent.length]
    const res = await app.request('POST', '/api/public/submit-contact', { body: { ...form, website: 'http://spam.example' } })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual(THANKS)
    expect(submissions()).toHaveLength(rows)
    expect(app.mailer.sent).toHaveLength(mails)
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing name', { email: 'a@b.co', message: 'hi' }, 'name'],
    ['missing email', { name: 'A', message: 'hi' }, 'email'],
    ['missing message', { name: 'A', email: 'a@b.co' }, 'message'],
    ['malformed email', { name: 'A', email: 'nope', message: 'hi' }, 'email'],
    ['blank name', { name: '   ', email: 'a@b.co', message: 'hi' }, 'name'],
    ['message over 5000 characters', { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message'],
    ['control characters in the name', { name: 'A\u0007', email: 'a@b.co', message: 'hi' }, 'name'],
    ['an overlong phone', { name: 'A', email: 'a@b.co', message: 'hi', phone: '1'.repeat(51) }, 'phone'],
  ]
  for (const [name, body, field] of invalid) {
    test(`${name} → 400 naming ${field}, nothing stored`, async () => {
      const rows = submissions().length
      const res = await app.request('POST', '/api/public/submit-contact', { body })
      expect(res.status).toBe(400)
      const json = (await res.json()) as { code: string; details: { path: string }[] }
      expect(json.code).toBe('VALIDATION_FAILED')
      expect(json.details.map((d) => d.path)).toContain(field)
      expect(submissions()).toHaveLength(rows)
    })
  }
})

describe('OpenAPI', () => {
  test('documents the three public routes under the Public tag without security', async () => {
    const doc = (await (await app.request('GET', '/swagger/json')).json()) as { paths: Record<string, Record<string, any>> }
    for (const path of ['/api/public/chat', '/api/public/classify', '/api/public/submit-contact']) {
      const operation = doc.paths[path]!.post
      expect(operation.tags).toEqual(['Public'])
      expect(operation.security).toBeUndefined()
      expect(operation.requestBody).toBeDefined()
    }
    expect(Object.keys(doc.paths['/api/public/submit-contact']!.post.responses)).toContain('201')
  })
})
