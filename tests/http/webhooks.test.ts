import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { DnsWebhookTargetCheck } from '../../infrastructure/webhooks/dns-webhook-target-check'
import { startTestApp, type TestApp } from '../support/test-app'

// Names resolve through this table, so no test asks a real resolver or reaches a non-loopback address.
const resolved: Record<string, string[]> = {
  'hooks.example.test': ['93.184.216.34'],
  'internal.example.test': ['10.1.2.3'],
  'mixed.example.test': ['93.184.216.34', '169.254.169.254'],
  'six.example.test': ['2606:4700::1111'],
  'local6.example.test': ['fd00::1'],
}
const targets = new ContainerModule(({ rebind }) => {
  rebind(TOKENS.WebhookTargetCheck).toConstantValue(
    new DnsWebhookTargetCheck(false, async (host) => resolved[host] ?? Promise.reject(new Error('NXDOMAIN'))),
  )
})

let app: TestApp
let alice: string
let bob: string
let hooks: string
beforeAll(async () => {
  app = await startTestApp({ overrides: [targets] })
  alice = await app.signIn('hooks-alice@example.com')
  bob = await app.signIn('hooks-bob@example.com')
  const db = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Hooked' })).json.name
  hooks = `/api/v1/datalake/erp/databases/${db}/webhooks`
})
afterAll(() => app.stop())

async function call(method: string, path: string, body?: unknown, token = alice): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token, body })
  return { status: res.status, json: await res.json() }
}

describe('webhooks resource', () => {
  test('create answers 201 with the secret once; get and list never show it', async () => {
    const created = await call('POST', hooks, { url: 'https://hooks.example.test/in', events: ['update', 'create'], description: 'CRM' })
    expect(created.status).toBe(201)
    expect(created.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: 'https://hooks.example.test/in',
      events: ['create', 'update'],
      description: 'CRM',
      status: 'active',
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    })
    expect(atob(created.json.secret.slice(6))).toHaveLength(32)
    const { secret: _secret, ...shown } = created.json
    expect(await call('GET', `${hooks}/${created.json.id}`)).toEqual({ status: 200, json: shown })
    const listed = await call('GET', hooks)
    expect(listed.status).toBe(200)
    expect(listed.json).toContainEqual(shown)
    expect(JSON.stringify(listed.json)).not.toContain('whsec_')
    // At rest the secret is ciphertext of the field cipher, never the secret itself.
    const stored = await app.container.get(TOKENS.WebhookStore).findById(created.json.id)
    expect(stored!.encryptedSecret).toStartWith('enc:v1:')
    expect(stored!.encryptedSecret).not.toContain(created.json.secret.slice(6, 30))
  })

  test('a body the schema refuses is 400 in the service shape', async () => {
    for (const body of [{}, { url: 5 }, { url: 'https://hooks.example.test/', events: 'create' }]) {
      const res = await call('POST', hooks, body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
    }
  })

  test('events default to all; PATCH pauses, resumes and changes url, events and description', async () => {
    const { json: hook } = await call('POST', hooks, { url: 'https://six.example.test/' })
    expect(hook.events).toEqual(['create', 'update', 'delete', 'variables', 'database.delete'])
    expect(hook.description).toBeNull()
    const paused = await call('PATCH', `${hooks}/${hook.id}`, {
      status: 'paused',
      events: ['delete'],
      description: 'ERP',
      url: 'https://hooks.example.test/v2',
    })
    expect(paused).toEqual({
      status: 200,
      json: { ...hook, secret: undefined, status: 'paused', events: ['delete'], description: 'ERP', url: 'https://hooks.example.test/v2' },
    })
    expect((await call('PATCH', `${hooks}/${hook.id}`, { status: 'active' })).json.status).toBe('active')
  })

  test('rotate-secret answers a new secret; delete removes the webhook', async () => {
    const { json: hook } = await call('POST', hooks, { url: 'https://hooks.example.test/' })
    const rotated = await call('POST', `${hooks}/${hook.id}/rotate-secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.json.secret).toMatch(/^whsec_/)
    expect(rotated.json.secret).not.toBe(hook.secret)
    expect(await call('DELETE', `${hooks}/${hook.id}`)).toEqual({ status: 200, json: { message: `Webhook ${hook.id} deleted` } })
    expect((await call('GET', `${hooks}/${hook.id}`)).status).toBe(404)
    expect((await call('DELETE', `${hooks}/${hook.id}`)).status).toBe(404)
  })

  test('another workspace sees neither the database nor its webhooks', async () => {
    const { json: hook } = await call('POST', hooks, { url: 'https://hooks.example.test/' })
    for (const [method, path] of [
      ['GET', hooks],
      ['GET', `${hooks}/${hook.id}`],
      ['PATCH', `${hooks}/${hook.id}`],
      ['DELETE', `${hooks}/${hook.id}`],
      ['GET', `${hooks}/${hook.id}/deliveries`],
    ] as const) {
      const res = await call(method, path, method === 'PATCH' ? { status: 'paused' } : undefined, bob)
      expect(res.status).toBe(404)
      expect(res.json.code).toBe('NOT_FOUND')
    }
    expect((await call('POST', hooks, { url: 'https://hooks.example.test/' }, bob)).status).toBe(404)
    expect((await app.request('GET', hooks)).status).toBe(401)
  })

  test('the delivery log starts empty; redelivering an unknown delivery is 404', async () => {
    const { json: hook } = await call('POST', hooks, { url: 'https://hooks.example.test/' })
    expect(await call('GET', `${hooks}/${hook.id}/deliveries`)).toEqual({ status: 200, json: { data: [], nextCursor: null } })
    expect((await call('GET', `${hooks}/${hook.id}/deliveries?limit=0`)).status).toBe(400)
    expect((await call('POST', `${hooks}/${hook.id}/deliveries/nope/redeliver`)).status).toBe(404)
  })

  const refused = [
    { name: 'ftp', url: 'ftp://hooks.example.test/' },
    { name: 'not a URL', url: 'hooks' },
    { name: 'credentials in the URL', url: 'https://user:pw@hooks.example.test/' },
    { name: 'loopback literal', url: 'http://127.0.0.1:8080/' },
    { name: 'loopback in another spelling', url: 'http://0x7f.1/' },
    { name: 'IPv6 loopback', url: 'http://[::1]/' },
    { name: 'IPv4-mapped IPv6 private', url: 'http://[::ffff:192.168.0.1]/' },
    { name: 'metadata service', url: 'http://169.254.169.254/latest' },
    { name: 'multicast', url: 'http://239.1.1.1/' },
    { name: 'a name resolving to a private address', url: 'https://internal.example.test/' },
    { name: 'a name with one private address among public ones', url: 'https://mixed.example.test/' },
    { name: 'a name resolving to a unique-local IPv6 address', url: 'https://local6.example.test/' },
  ]
  for (const c of refused) {
    test(`${c.name} → 400 on create and on PATCH`, async () => {
      const res = await call('POST', hooks, { url: c.url })
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
      expect(res.json.details[0].path).toBe('url')
      const { json: hook } = await call('POST', hooks, { url: 'https://hooks.example.test/' })
      expect((await call('PATCH', `${hooks}/${hook.id}`, { url: c.url })).status).toBe(400)
      await call('DELETE', `${hooks}/${hook.id}`)
    })
  }

  test('a name that does not resolve yet is accepted at creation (it is checked again before every attempt)', async () => {
    const res = await call('POST', hooks, { url: 'https://not-yet.example.test/' })
    expect(res.status).toBe(201)
    await call('DELETE', `${hooks}/${res.json.id}`)
  })

  test('bad events, description and status → 400', async () => {
    for (const body of [
      { url: 'https://hooks.example.test/', events: [] },
      { url: 'https://hooks.example.test/', events: ['database.create'] },
      { url: 'https://hooks.example.test/', description: 'x'.repeat(501) },
    ]) {
      expect((await call('POST', hooks, body)).status).toBe(400)
    }
    const { json: hook } = await call('POST', hooks, { url: 'https://hooks.example.test/' })
    expect((await call('PATCH', `${hooks}/${hook.id}`, { status: 'off' })).status).toBe(400)
    expect((await call('GET', `${hooks}/not-an-id`)).status).toBe(400)
  })
})
