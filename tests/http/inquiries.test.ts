import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { postmarkInbound } from '../support/postmark-payload'
import { startTestApp, type TestApp } from '../support/test-app'

const BASIC = `Basic ${Buffer.from('postmark:s3cret-pass').toString('base64')}`
let app: TestApp
let admin: string
let agent: string
let agentId: string
let user: string

const json = async (res: Response) => (await res.json()) as Record<string, any>
const inbound = (payload: unknown, auth = BASIC) =>
  fetch(`${app.url}/api/v1/inbound/postmark`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(payload),
  })

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ADMIN_EMAILS: 'boss@desk.test',
      INBOUND_WEBHOOK_USER: 'postmark',
      INBOUND_WEBHOOK_PASSWORD: 's3cret-pass',
      INBOUND_REPLY_ADDRESS: 'desk@inbound.test',
      INBOUND_ATTACHMENT_MAX_BYTES: '1024',
      INBOUND_MAX_BYTES: '200000',
      DESK_NOTIFY_EMAIL: 'team@desk.test',
      RATE_LIMIT_CHAT_TRANSCRIPT: '3/60',
    },
  })
  admin = await app.signIn('boss@desk.test')
  agent = await app.signIn('agent@desk.test')
  user = await app.signIn('someone@desk.test')
  const me = await json(await app.request('GET', '/api/v1/users?email=agent@desk.test', { token: admin }))
  agentId = me.data[0]._id
  const promoted = await app.request('PATCH', `/api/v1/users/${agentId}`, { token: admin, body: { permission: 'agent' } })
  expect(promoted.status).toBe(200)
  expect((await json(promoted)).permission).toBe('agent')
})
afterAll(() => app.stop())

describe('desk access', () => {
  test('a user who is not an agent gets 403 Desk access required; no token 401', async () => {
    const res = await app.request('GET', '/api/v1/inquiries', { token: user })
    expect(res.status).toBe(403)
    expect(await json(res)).toEqual({ message: 'Desk access required', code: 'FORBIDDEN' })
    expect((await app.request('GET', '/api/v1/inquiries')).status).toBe(401)
  })
})

describe('e-mail through the Postmark inbound webhook', () => {
  test('credentials are checked: wrong → 401 with WWW-Authenticate', async () => {
    const res = await inbound(postmarkInbound(), `Basic ${Buffer.from('postmark:wrong').toString('base64')}`)
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toContain('Basic')
  })

  test('a message becomes an inquiry once; HTML never kept; attachments download as octet-stream; a reply threads back', async () => {
    const attachment = Buffer.from('<html><script>alert(1)</script></html>').toString('base64')
    const payload = postmarkInbound({
      TextBody: '',
      Attachments: [
        { Name: 'page.html', Content: attachment, ContentType: 'text/html', ContentLength: 38 },
        { Name: 'big.bin', Content: Buffer.alloc(4000).toString('base64'), ContentType: 'application/pdf', ContentLength: 4000 },
      ],
    })
    const first = await inbound(payload)
    expect(first.status).toBe(200)
    const { inquiryId } = await json(first)
    const again = await inbound(payload)
    expect(again.status).toBe(200)
    expect(await json(again)).toEqual({ message: 'Already received' })

    const got = await app.request('GET', `/api/v1/inquiries/${inquiryId}`, { token: agent })
    expect(got.status).toBe(200)
    expect(got.headers.get('etag')).toBe('"1"')
    const inquiry = await json(got)
    expect(inquiry.channel).toBe('email')
    expect(inquiry.status).toBe('new')
    expect(inquiry.reference).toMatch(/^INQ-\d{4,}$/)
    expect(inquiry.customer).toEqual({ email: 'support@postmarkapp.com', name: 'Postmarkapp Support', company: null, phone: null })
    expect(app.mailer.sent.some((m) => m.to === 'team@desk.test' && m.subject.includes(inquiry.reference))).toBe(true)

    const thread = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}/messages`, { token: agent }))
    expect(thread.data).toHaveLength(1)
    const [message] = thread.data
    expect(message.text).toContain('Hello, please quote 2 pallets')
    expect(message.text).not.toContain('<')
    expect(message.text).not.toContain('alert')
    expect(message.text).toContain('big.bin')
    expect(message.attachments).toEqual([{ index: 0, name: 'page.html', contentType: 'text/html', size: 38 }])
    const file = await app.request('GET', `/api/v1/inquiries/${inquiryId}/messages/${message._id}/attachments/0`, { token: agent })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/octet-stream')
    expect(file.headers.get('content-disposition')).toStartWith('attachment;')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await file.text()).toBe('<html><script>alert(1)</script></html>')

    const replied = await app.request('POST', `/api/v1/inquiries/${inquiryId}/replies`, {
      token: agent,
      body: { text: 'Dear customer, EUR 420.' },
    })
    expect(replied.status).toBe(201)
    expect((await json(replied)).delivery).toBe('sent')
    const mail = app.mailer.sent.at(-1)!
    expect(mail.to).toBe('support@postmarkapp.com')
    expect(mail.subject).toBe(`Re: Quote request: 2 pallets Hamburg to Lyon [${inquiry.reference}]`)
    const headers = Object.fromEntries((mail.headers ?? []).map((h) => [h.name, h.value]))
    const inboundId = payload.Headers.find((h) => h.Name === 'Message-ID')!.Value
    expect(headers['In-Reply-To']).toBe(inboundId)
    expect(headers.References).toBe(inboundId)
    expect(mail.replyTo).toMatch(/^desk\+[A-Za-z0-9]+@inbound\.test$/)
    const opened = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}`, { token: agent }))
    expect(opened.status).toBe('open')
    expect(opened.firstResponseAt).not.toBeNull()

    await app.request('PATCH', `/api/v1/inquiries/${inquiryId}`, { token: agent, body: { status: 'quoted' } })
    const token = mail.replyTo!.split('+')[1]!.split('@')[0]!
    const answer = await inbound(
      postmarkInbound({ MailboxHash: token, StrippedTextReply: 'Thanks, booked!', Subject: `Re: ${mail.subject}` }),
    )
    expect((await json(answer)).inquiryId).toBe(inquiryId)
    const byHeader = await inbound(
      postmarkInbound({ TextBody: 'one more thing' }, [{ Name: 'In-Reply-To', Value: headers['Message-ID']! }]),
    )
    expect((await json(byHeader)).inquiryId).toBe(inquiryId)
    const after = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}`, { token: agent }))
    expect(after.status).toBe('open')

    const history = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}/history`, { token: agent }))
    const ops = history.data.map((r: { op: string }) => r.op)
    expect(ops).toContain('inquiry.create')
    expect(ops).toContain('inquiry.message')
    expect(ops).toContain('inquiry.update')
    expect(history.data.find((r: { op: string }) => r.op === 'inquiry.create').actor.userId).toBe('channel:email')
  })

  test('spam starts as spam; garbage is refused with 403', async () => {
    const spam = await json(await inbound(postmarkInbound({ Headers: [{ Name: 'X-Spam-Status', Value: 'Yes, score=9.1 required=5.0' }] })))
    const got = await json(await app.request('GET', `/api/v1/inquiries/${spam.inquiryId}`, { token: agent }))
    expect(got.status).toBe('spam')
    const res = await fetch(`${app.url}/api/v1/inbound/postmark`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: BASIC },
      body: '{not json',
    })
    expect(res.status).toBe(403)
    expect((await inbound({ ...postmarkInbound(), TextBody: 'x'.repeat(300_000) })).status).toBe(403)
    // Without a Content-Length (chunked), the body is counted as it streams in.
    const chunked = (payload: unknown) => {
      const bytes = new TextEncoder().encode(JSON.stringify(payload))
      const body = new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 65_536) controller.enqueue(bytes.subarray(at, at + 65_536))
          controller.close()
        },
      })
      return fetch(`${app.url}/api/v1/inbound/postmark`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: BASIC },
        body,
      })
    }
    expect((await chunked({ ...postmarkInbound(), TextBody: 'x'.repeat(300_000) })).status).toBe(403)
    expect((await chunked(postmarkInbound())).status).toBe(200)
  })
})

describe('working an inquiry', () => {
  test('API channel, If-Match 412 with the current inquiry, assignment mails the assignee, notes, merge', async () => {
    const created = await app.request('POST', '/api/v1/inquiries', {
      token: agent,
      body: {
        customer: { email: 'buyer@shop.test', name: 'Bo' },
        subject: 'Air freight\r\nBcc: x@y.z',
        message: '300 kg by air from Milan to Boston',
      },
    })
    expect(created.status).toBe(201)
    const inquiry = await json(created)
    expect(inquiry.channel).toBe('api')
    expect(inquiry.subject).not.toMatch(/[\r\n]/)
    expect(inquiry.details.mode).toBe('air')

    const stale = await app.request('PATCH', `/api/v1/inquiries/${inquiry._id}`, {
      token: agent,
      body: { priority: 'high' },
      headers: { 'if-match': '"7"' },
    })
    expect(stale.status).toBe(412)
    const body = await json(stale)
    expect(body.code).toBe('PRECONDITION_FAILED')
    expect(body.current._id).toBe(inquiry._id)

    const assigned = await app.request('PATCH', `/api/v1/inquiries/${inquiry._id}`, {
      token: agent,
      body: { assigneeId: agentId, labels: ['air', 'air', 'vip'] },
      headers: { 'if-match': '"1"' },
    })
    expect(assigned.status).toBe(200)
    expect(assigned.headers.get('etag')).toBe('"2"')
    const a = await json(assigned)
    expect(a.assignee._id).toBe(agentId)
    expect(a.labels).toEqual(['air', 'vip'])
    expect(app.mailer.sent.some((m) => m.to === 'agent@desk.test' && m.subject.startsWith('Assigned to you'))).toBe(true)
    const notAgent = await app.request('PATCH', `/api/v1/inquiries/${inquiry._id}`, { token: agent, body: { assigneeId: 'f'.repeat(24) } })
    expect(notAgent.status).toBe(400)

    const sentBefore = app.mailer.sent.length
    const note = await app.request('POST', `/api/v1/inquiries/${inquiry._id}/notes`, { token: agent, body: { text: 'call them' } })
    expect(note.status).toBe(201)
    expect((await json(note)).direction).toBe('note')
    expect(app.mailer.sent.length).toBe(sentBefore)

    const listed = await json(await app.request('GET', '/api/v1/inquiries?assignee=me&label=vip', { token: agent }))
    expect(listed.data.map((i: { _id: string }) => i._id)).toEqual([inquiry._id])
    const searched = await json(await app.request('GET', `/api/v1/inquiries?q=${inquiry.reference.toLowerCase()}`, { token: agent }))
    expect(searched.data.map((i: { _id: string }) => i._id)).toEqual([inquiry._id])

    const other = await json(
      await app.request('POST', '/api/v1/inquiries', { token: agent, body: { customer: {}, subject: 'dup', message: 'same shipment' } }),
    )
    expect((await app.request('POST', `/api/v1/inquiries/${other._id}/merge`, { token: agent, body: { into: other._id } })).status).toBe(
      409,
    )
    const merged = await app.request('POST', `/api/v1/inquiries/${other._id}/merge`, { token: agent, body: { into: inquiry._id } })
    expect(merged.status).toBe(200)
    const source = await json(await app.request('GET', `/api/v1/inquiries/${other._id}`, { token: agent }))
    expect(source.status).toBe('closed')
    expect(source.mergedInto).toBe(inquiry._id)
    const thread = await json(await app.request('GET', `/api/v1/inquiries/${inquiry._id}/messages`, { token: agent }))
    expect(thread.data.map((m: { text: string }) => m.text)).toContain('same shipment')
  })

  test('a contact submission becomes an inquiry', async () => {
    const res = await app.request('POST', '/api/public/submit-contact', {
      body: {
        name: 'Ann',
        email: 'ann@firm.test',
        message: 'Please quote a 40ft container Rotterdam to Shanghai',
        subject: 'Container quote',
      },
    })
    expect(res.status).toBe(201)
    const list = await json(await app.request('GET', '/api/v1/inquiries?channel=contact', { token: agent }))
    expect(list.data[0].customer.email).toBe('ann@firm.test')
    expect(list.data[0].subject).toBe('Container quote')
  })

  test('the chat intake asks for an e-mail address before its summary; the address is the inquiry customer’s', async () => {
    const first = await json(
      await app.request('POST', '/api/public/chat', {
        body: { message: 'Guten Tag, wir benötigen ein Angebot für 12 t Maschinenteile von Hamburg nach Wien, Abholung nächste Woche.' },
      }),
    )
    expect(first.message).toStartWith('Danke! Bisher habe ich: Abgangsort Hamburg, Zielort Wien')
    expect(first.message).toContain('Bitte nennen Sie mir Ihre E-Mail-Adresse')
    const invalid = await json(
      await app.request('POST', '/api/public/chat', { body: { message: 'einkauf@maschinen', sessionId: first.sessionId } }),
    )
    expect(invalid.message).toStartWith('Das sieht nicht nach einer gültigen E-Mail-Adresse aus.')
    const summary = await json(
      await app.request('POST', '/api/public/chat', { body: { message: 'Einkauf@Maschinen.test', sessionId: first.sessionId } }),
    )
    expect(summary.message).toStartWith('Vielen Dank, ich habe alles für Ihre Anfrage:')
    expect(summary.message).toContain('- E-Mail: einkauf@maschinen.test')
    const list = await json(await app.request('GET', '/api/v1/inquiries?channel=chat', { token: agent }))
    const inquiry = list.data.find((i: { customer: { email: string | null } }) => i.customer.email === 'einkauf@maschinen.test')
    expect(inquiry).toBeDefined()
    expect(inquiry.details.destination).toBe('Wien')
  })

  test('a chat becomes an inquiry; agent replies show in the public transcript, which is rate limited', async () => {
    const first = await json(
      await app.request('POST', '/api/public/chat', { body: { message: 'I need a quote to ship 2 pallets from Hamburg to Lyon' } }),
    )
    await app.request('POST', '/api/public/chat', { body: { message: 'my email is vis@itor.test', sessionId: first.sessionId } })
    const list = await json(await app.request('GET', '/api/v1/inquiries?channel=chat', { token: agent }))
    const chat = list.data[0]
    expect(chat.customer.email).toBe('vis@itor.test')
    await app.request('POST', `/api/v1/inquiries/${chat._id}/replies`, { token: agent, body: { text: 'An agent here: EUR 300' } })
    await app.request('POST', `/api/v1/inquiries/${chat._id}/notes`, { token: agent, body: { text: 'secret note' } })
    const transcript = await app.request('GET', `/api/public/chat/${first.sessionId}`)
    expect(transcript.status).toBe(200)
    const t = await json(transcript)
    const texts = t.messages.map((m: { text: string }) => m.text)
    expect(texts).toContain('An agent here: EUR 300')
    expect(texts).not.toContain('secret note')
    expect(t.messages.find((m: { text: string }) => m.text === 'An agent here: EUR 300').author).toEqual({ type: 'agent' })
    expect((await app.request('GET', '/api/public/chat/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await app.request('GET', `/api/public/chat/${first.sessionId}`)).status).toBe(200)
    const limited = await app.request('GET', `/api/public/chat/${first.sessionId}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).not.toBeNull()
  })
})
