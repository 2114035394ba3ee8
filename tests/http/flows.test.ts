import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { SAMPLE_FLOWS_FILE } from '../../infrastructure/flows/flows-file'
import { activepiecesFlow, fakeActivepieces } from '../fakes/fake-activepieces-server'
import { startTestApp, type TestApp } from '../support/test-app'

const sample = JSON.parse(readFileSync(SAMPLE_FLOWS_FILE, 'utf8')) as { id: string }[]
const KEY = 'sk-ap-http-test'

let fake: ReturnType<typeof fakeActivepieces>
let app: TestApp
let token: string
beforeAll(async () => {
  fake = fakeActivepieces(KEY, [
    activepiecesFlow({
      id: 'apFlow01',
      displayName: 'Quote follow-up',
      status: 'ENABLED',
      published: true,
      schedule: { at: 'triggerSource', cronExpression: '30 8 * * 1', timezone: 'Europe/Madrid' },
      metadata: { tags: ['quotes'] },
    }),
  ])
  app = await startTestApp({ env: { ACTIVEPIECES_URL: fake.url, ACTIVEPIECES_API_KEY: KEY } })
  token = await app.signIn('flows@example.com')
})
afterAll(async () => {
  await app.stop()
  fake.stop()
})

describe('GET /api/v1/flows/{source}/{flowId}', () => {
  test('local: answers a flow of the sample file out of the box', async () => {
    const res = await app.request('GET', `/api/v1/flows/local/${sample[0]!.id}`, { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(sample[0]!)
  })

  test('activepieces: reads the flow from Activepieces and maps it', async () => {
    const res = await app.request('GET', '/api/v1/flows/activepieces/apFlow01', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 'apFlow01',
      displayName: 'Quote follow-up',
      status: 'PUBLISHED',
      projectId: 'Vx3qPz8LmR2kTn5YbWc7d',
      version: { id: 'apFlow01_v3', displayName: 'Quote follow-up', flowId: 'apFlow01', state: 'LOCKED' },
      schedule: { type: 'CRON_EXPRESSION', cronExpression: '30 8 * * 1', timezone: 'Europe/Madrid' },
      tags: ['quotes'],
    })
    expect(fake.authorizations.at(-1)).toBe(`Bearer ${KEY}`)
  })

  const cases = [
    {
      name: 'unknown local flow',
      path: '/api/v1/flows/local/doesNotExist',
      status: 404,
      json: { message: 'Flow not found', code: 'NOT_FOUND' },
    },
    {
      name: 'unknown source',
      path: `/api/v1/flows/erp/${sample[0]!.id}`,
      status: 404,
      json: { message: 'Flow not found', code: 'NOT_FOUND' },
    },
    {
      name: 'flow unknown to Activepieces',
      path: '/api/v1/flows/activepieces/missing',
      status: 404,
      json: { message: 'Flow not found', code: 'NOT_FOUND' },
    },
    {
      name: 'Activepieces failing (500)',
      path: '/api/v1/flows/activepieces/boom',
      status: 502,
      json: { message: 'The flow provider is unavailable, please try again later', code: 'UPSTREAM_UNAVAILABLE' },
    },
    {
      name: 'Activepieces answering no flow',
      path: '/api/v1/flows/activepieces/garbage',
      status: 502,
      json: { message: 'The flow provider is unavailable, please try again later', code: 'UPSTREAM_UNAVAILABLE' },
    },
    {
      name: 'Activepieces refusing our key (403)',
      path: '/api/v1/flows/activepieces/forbidden',
      status: 502,
      json: { message: 'The flow provider is unavailable, please try again later', code: 'UPSTREAM_UNAVAILABLE' },
    },
  ]
  for (const c of cases) {
    test(`${c.name} → ${c.status}`, async () => {
      const res = await app.request('GET', c.path, { token })
      expect(res.status).toBe(c.status)
      expect(await res.json()).toEqual(c.json)
    })
  }

  const invalid = [
    { name: 'source with a dot', path: '/api/v1/flows/lo.cal/abc', param: 'source' },
    { name: 'source over 64 characters', path: `/api/v1/flows/${'s'.repeat(65)}/abc`, param: 'source' },
    { name: 'flowId with an encoded slash', path: '/api/v1/flows/local/a%2Fb', param: 'flowId' },
    { name: 'flowId over 128 characters', path: `/api/v1/flows/local/${'f'.repeat(129)}`, param: 'flowId' },
    { name: 'flowId with a $ operator', path: '/api/v1/flows/local/$where', param: 'flowId' },
  ]
  for (const c of invalid) {
    test(`${c.name} → 400 naming ${c.param}`, async () => {
      const res = await app.request('GET', c.path, { token })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { code: string; details: { path: string }[] }
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.details.map((d) => d.path)).toContain(c.param)
    })
  }

  test('requires a bearer token: 401 with WWW-Authenticate', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-jwt' }] as Record<string, string>[]) {
      const res = await app.request('GET', `/api/v1/flows/local/${sample[0]!.id}`, { headers })
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
      expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    }
  })

  test('is documented in OpenAPI with its response schema and bearer security', async () => {
    const doc = (await (await app.request('GET', '/swagger/json')).json()) as { paths: Record<string, Record<string, any>> }
    const op = doc.paths['/api/v1/flows/{source}/{flowId}']?.get
    expect(op?.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '502']))
  })
})

describe('without ACTIVEPIECES_URL', () => {
  test('the activepieces source does not exist: 404', async () => {
    const plain = await startTestApp()
    try {
      const res = await plain.request('GET', '/api/v1/flows/activepieces/apFlow01', { token: await plain.signIn('nobody@example.com') })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Flow not found', code: 'NOT_FOUND' })
    } finally {
      await plain.stop()
    }
  })
})
