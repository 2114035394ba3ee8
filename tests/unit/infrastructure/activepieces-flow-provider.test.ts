import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DomainError } from '../../../domain/errors'
import { ActivepiecesFlowProvider } from '../../../infrastructure/flows/activepieces-flow-provider'
import { activepiecesFlow, fakeActivepieces } from '../../fakes/fake-activepieces-server'

const KEY = 'sk-ap-test-8f2c1b'
const documents = [
  activepiecesFlow({
    id: 'enabledNewShape',
    displayName: 'Daily rates digest',
    status: 'ENABLED',
    published: true,
    schedule: { at: 'triggerSource', cronExpression: '0 7 * * *', timezone: 'Europe/Berlin' },
    metadata: { tags: ['rates', 'daily'] },
  }),
  activepiecesFlow({
    id: 'enabledOldShape',
    displayName: 'Hourly tracking sync',
    status: 'ENABLED',
    published: true,
    schedule: { at: 'flow', cronExpression: '0 * * * *', timezone: 'UTC' },
  }),
  activepiecesFlow({
    id: 'enabledWebhook',
    displayName: 'Inquiry webhook',
    status: 'ENABLED',
    published: true,
    metadata: { owner: 'ops' },
  }),
  activepiecesFlow({
    id: 'disabledFlow',
    displayName: 'Old customs alerts',
    status: 'DISABLED',
    published: true,
    metadata: { tags: ['customs', 7, null, 'alerts'] },
  }),
  activepiecesFlow({ id: 'neverPublished', displayName: 'Draft: carrier onboarding', status: 'DISABLED', published: false }),
]

let fake: ReturnType<typeof fakeActivepieces>
let provider: ActivepiecesFlowProvider
beforeAll(() => {
  fake = fakeActivepieces(KEY, documents)
  provider = new ActivepiecesFlowProvider({ url: fake.url, apiKey: KEY, timeoutMs: 200 })
})
afterAll(() => fake.stop())

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('ActivepiecesFlowProvider against a fake Activepieces', () => {
  test('maps an enabled flow with a published version and a triggerSource schedule', async () => {
    expect(await provider.find('enabledNewShape')).toEqual({
      id: 'enabledNewShape',
      displayName: 'Daily rates digest',
      status: 'PUBLISHED',
      projectId: 'Vx3qPz8LmR2kTn5YbWc7d',
      version: { id: 'enabledNewShape_v3', displayName: 'Daily rates digest', flowId: 'enabledNewShape', state: 'LOCKED' },
      schedule: { type: 'CRON_EXPRESSION', cronExpression: '0 7 * * *', timezone: 'Europe/Berlin' },
      tags: ['rates', 'daily'],
    })
  })

  test('reads the older shape with the schedule on the flow, dropping internals like failureCount', async () => {
    const flow = await provider.find('enabledOldShape')
    expect(flow?.status).toBe('PUBLISHED')
    expect(flow?.schedule).toEqual({ type: 'CRON_EXPRESSION', cronExpression: '0 * * * *', timezone: 'UTC' })
    expect(flow?.tags).toEqual([])
  })

  test('a flow without a schedule has schedule null; metadata without tags gives []', async () => {
    const flow = await provider.find('enabledWebhook')
    expect(flow).toMatchObject({ status: 'PUBLISHED', schedule: null, tags: [] })
  })

  test('a disabled flow is DISABLED and keeps only its string tags', async () => {
    const flow = await provider.find('disabledFlow')
    expect(flow).toMatchObject({ status: 'DISABLED', displayName: 'Old customs alerts', tags: ['customs', 'alerts'] })
  })

  test('a flow never published is DRAFT with its draft version', async () => {
    const flow = await provider.find('neverPublished')
    expect(flow).toMatchObject({ status: 'DRAFT', version: { state: 'DRAFT', flowId: 'neverPublished' }, schedule: null })
  })

  test('sends the API key as a bearer token', async () => {
    await provider.find('enabledWebhook')
    expect(fake.authorizations.at(-1)).toBe(`Bearer ${KEY}`)
  })

  test('an unknown flow (Activepieces 404) is null', async () => {
    expect(await provider.find('missing')).toBeNull()
  })

  const failures = [
    { name: 'a 403 (our key lacks access)', id: 'forbidden' },
    { name: 'a 500', id: 'boom' },
    { name: 'a timeout', id: 'slow' },
    { name: 'JSON that is not a flow', id: 'garbage' },
    { name: 'a body that is not JSON', id: 'html' },
  ]
  for (const c of failures) {
    test(`${c.name} is UPSTREAM_BAD_RESPONSE without the upstream text`, async () => {
      const error = await failure(provider.find(c.id))
      expect(error.code).toBe('UPSTREAM_BAD_RESPONSE')
      expect(error.message).toBe('The flow provider is unavailable, please try again later')
    })
  }

  test('a rejected key (401) is our problem: UPSTREAM_BAD_RESPONSE, not a client error', async () => {
    const wrongKey = new ActivepiecesFlowProvider({ url: fake.url, apiKey: 'revoked' })
    expect((await failure(wrongKey.find('enabledWebhook'))).code).toBe('UPSTREAM_BAD_RESPONSE')
  })

  test('an unreachable Activepieces is UPSTREAM_BAD_RESPONSE', async () => {
    const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') })
    const closedPort = probe.port
    probe.stop(true)
    const unreachable = new ActivepiecesFlowProvider({ url: `http://127.0.0.1:${closedPort}/api`, apiKey: KEY })
    expect((await failure(unreachable.find('enabledWebhook'))).code).toBe('UPSTREAM_BAD_RESPONSE')
  })

  test('a body over the size limit is refused', async () => {
    const small = new ActivepiecesFlowProvider({ url: fake.url, apiKey: KEY, maxBodyBytes: 200 })
    expect((await failure(small.find('enabledNewShape'))).code).toBe('UPSTREAM_BAD_RESPONSE')
  })
})
