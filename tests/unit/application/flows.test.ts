import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FlowProvider } from '../../../application/ports/flow-provider'
import { GetFlow } from '../../../application/use-cases/get-flow'
import { DomainError } from '../../../domain/errors'
import type { Flow } from '../../../domain/flow'
import { ConfigError } from '../../../infrastructure/config/config-error'
import { buildContainer } from '../../../infrastructure/container/build-container'
import { loadFlowsFile, SAMPLE_FLOWS_FILE } from '../../../infrastructure/flows/flows-file'
import { LocalFlowProvider } from '../../../infrastructure/flows/local-flow-provider'
import { InMemoryFlowStore } from '../../fakes/in-memory-flow-store'
import { testConfig } from '../../support/test-config'

const dir = mkdtempSync(join(tmpdir(), 'flows-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function fileWith(content: unknown): string {
  const path = join(dir, `${crypto.randomUUID()}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const flow = (id: string, overrides: Record<string, unknown> = {}): Flow =>
  ({
    id,
    displayName: `Flow ${id}`,
    status: 'PUBLISHED',
    projectId: 'prj1',
    version: { id: `v_${id}`, displayName: `Flow ${id}`, flowId: id, state: 'LOCKED' },
    schedule: null,
    tags: [],
    ...overrides,
  }) as Flow

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('GetFlow', () => {
  const local = new LocalFlowProvider(new InMemoryFlowStore(), [flow('abc')])
  const getFlow = new GetFlow(new Map<string, FlowProvider>([['local', local]]))

  test('answers the flow of the named source', async () => {
    expect(await getFlow.execute({ source: 'local', flowId: 'abc' })).toEqual(flow('abc'))
  })

  test('an unknown source or flow is NOT_FOUND "Flow not found"', async () => {
    for (const input of [
      { source: 'erp', flowId: 'abc' },
      { source: 'local', flowId: 'nope' },
    ]) {
      const error = await rejection(getFlow.execute(input))
      expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Flow not found'])
    }
  })

  test('a malformed source or flowId is VALIDATION_FAILED naming it', async () => {
    const cases = [
      { input: { source: '', flowId: 'abc' }, path: 'source' },
      { input: { source: 'a'.repeat(65), flowId: 'abc' }, path: 'source' },
      { input: { source: 'lo.cal', flowId: 'abc' }, path: 'source' },
      { input: { source: 'local', flowId: 'a'.repeat(129) }, path: 'flowId' },
      { input: { source: 'local', flowId: 'a/b' }, path: 'flowId' },
      { input: { source: 'local', flowId: '' }, path: 'flowId' },
    ]
    for (const c of cases) {
      const error = await rejection(getFlow.execute(c.input))
      expect([error.code, error.details?.[0]?.path]).toEqual(['VALIDATION_FAILED', c.path])
    }
    expect(await getFlow.execute({ source: 'local', flowId: 'abc' })).toBeTruthy()
  })
})

describe('LocalFlowProvider', () => {
  test('upserts the file flows into the store when built, replacing older copies', async () => {
    const store = new InMemoryFlowStore()
    await store.upsertMany([flow('abc', { displayName: 'stale' }), flow('kept')])
    const provider = new LocalFlowProvider(store, [flow('abc')])
    await provider.find('abc')
    expect(await store.findById('abc')).toEqual(flow('abc'))
    expect(await provider.find('kept')).toEqual(flow('kept'))
    expect(await provider.find('absent')).toBeNull()
  })

  test('a store failure while seeding is retried by the next read', async () => {
    const store = new InMemoryFlowStore()
    store.failing = true
    const provider = new LocalFlowProvider(store, [flow('abc')])
    expect(
      await provider.find('abc').then(
        () => 'ok',
        () => 'failed',
      ),
    ).toBe('failed')
    store.failing = false
    expect(await provider.find('abc')).toEqual(flow('abc'))
  })
})

describe('the flows file', () => {
  test('the sample file shipped in the repository is valid and realistic', () => {
    const flows = loadFlowsFile(SAMPLE_FLOWS_FILE)
    expect(flows.length).toBeGreaterThanOrEqual(2)
    for (const f of flows) expect(f).toMatchObject({ status: 'PUBLISHED', version: { flowId: f.id, state: 'LOCKED' } })
    expect(flows.some((f) => f.schedule === null)).toBe(true)
    expect(flows.some((f) => f.schedule !== null)).toBe(true)
  })

  const bad = [
    {
      name: 'a wrong type names the entry, its id and the path',
      content: [flow('a'), flow('b'), flow('abc', { version: { id: 'v', displayName: 'x', flowId: 'abc', state: 7 } })],
      message: 'FLOWS_FILE entry 3 (id "abc"): /version/state must be one of LOCKED, DRAFT',
    },
    {
      name: 'a missing field',
      content: [{ ...flow('abc'), displayName: undefined }],
      message: 'FLOWS_FILE entry 1 (id "abc"): /displayName is required',
    },
    {
      name: 'a non-string field',
      content: [flow('abc', { projectId: 12 })],
      message: 'FLOWS_FILE entry 1 (id "abc"): /projectId must be string',
    },
    {
      name: 'an unknown key (a typo)',
      content: [flow('abc', { tag: ['x'] })],
      message: 'FLOWS_FILE entry 1 (id "abc"): /tag is not allowed',
    },
    {
      name: 'a bad schedule',
      content: [flow('abc', { schedule: 'daily' })],
      message: 'FLOWS_FILE entry 1 (id "abc"): /schedule must be null or an object {type, cronExpression, timezone}',
    },
    {
      name: 'an id the route could not serve',
      content: [flow('a b')],
      message: 'FLOWS_FILE entry 1 (id "a b"): /id must be string to match \'^[A-Za-z0-9_-]+$\'',
    },
    { name: 'a duplicate id', content: [flow('abc'), flow('abc')], message: 'FLOWS_FILE entry 2 (id "abc"): duplicate id' },
    { name: 'an entry that is not an object', content: [flow('abc'), 'x'], message: 'FLOWS_FILE entry 2: / must be object' },
  ]
  for (const c of bad) {
    test(`${c.name} → one-line ConfigError`, () => {
      const path = fileWith(c.content)
      expect(() => loadFlowsFile(path)).toThrow(new ConfigError(c.message))
    })
  }

  test('a file that is not a JSON array, or is missing, is refused with its path', () => {
    const notJson = fileWith('[{"id": ')
    expect(() => loadFlowsFile(notJson)).toThrow(new ConfigError(`FLOWS_FILE ${notJson}: not valid JSON`))
    const notArray = fileWith({ flows: [] })
    expect(() => loadFlowsFile(notArray)).toThrow(new ConfigError(`FLOWS_FILE ${notArray}: must be a JSON array of flows`))
    expect(() => loadFlowsFile(join(dir, 'absent.json'))).toThrow(new ConfigError(`FLOWS_FILE ${join(dir, 'absent.json')}: cannot be read`))
  })

  test('the start (wiring the container) stops with that message for a bad FLOWS_FILE', () => {
    const path = fileWith([flow('ok'), flow('abc', { version: { id: 'v', displayName: 'x', flowId: 'abc', state: 1 } })])
    expect(() => buildContainer(testConfig({ FLOWS_FILE: path }))).toThrow(
      new ConfigError('FLOWS_FILE entry 2 (id "abc"): /version/state must be one of LOCKED, DRAFT'),
    )
  })
})
