import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { GroqLanguageModel } from '../../infrastructure/llm/groq-language-model'
import { type FakeGroqServer, fakeGroqServer } from '../fakes/fake-groq-server'
import { startTestApp, type TestApp } from '../support/test-app'

const UNAVAILABLE = { message: 'The assistant is unavailable, please try again later', code: 'UPSTREAM_UNAVAILABLE' }
const INQUIRY_TEXT = 'Can you quote 2 x 40ft containers from Hamburg to Shanghai?'

let fake: FakeGroqServer
let app: TestApp
let slowApp: TestApp
beforeAll(async () => {
  fake = fakeGroqServer()
  const env = { GROQ_API_KEY: 'gsk_test_key', GROQ_MODEL: 'llama-test', GROQ_BASE_URL: fake.url }
  // Wired from configuration alone, as in production.
  app = await startTestApp({ env })
  // The same adapter with a short timeout, so the timeout case does not wait 15 s.
  const shortTimeout = new ContainerModule(({ rebind }) => {
    rebind(TOKENS.LanguageModel).toConstantValue(
      new GroqLanguageModel({ apiKey: 'gsk_test_key', model: 'llama-test', baseUrl: fake.url, timeoutMs: 250 }),
    )
  })
  slowApp = await startTestApp({ env, overrides: [shortTimeout] })
})
afterAll(async () => {
  await app.stop()
  await slowApp.stop()
  fake.stop()
})
beforeEach(() => fake.reset())

const post = async (target: TestApp, path: string, body: unknown) => {
  const res = await target.request('POST', path, { body })
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

describe('public endpoints with GROQ_API_KEY (fake Groq on loopback)', () => {
  test('classify asks Groq in JSON mode at temperature 0 and answers its intent', async () => {
    fake.next({ kind: 'reply', content: '{"intent":"GENERAL"}' })
    expect(await post(app, '/api/public/classify', { message: INQUIRY_TEXT })).toEqual({ status: 200, json: { intent: 'GENERAL' } })
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body).toMatchObject({ model: 'llama-test', temperature: 0, response_format: { type: 'json_object' } })
    expect(fake.requests[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: INQUIRY_TEXT })
  })

  const failures: [string, Parameters<FakeGroqServer['next']>[0], () => TestApp][] = [
    ['a 429', { kind: 'status', status: 429 }, () => app],
    ['a 500', { kind: 'status', status: 500 }, () => app],
    ['a body that is not JSON', { kind: 'raw', body: '<html>oops' }, () => app],
    ['a timeout', { kind: 'hang', ms: 2000 }, () => slowApp],
  ]
  for (const [name, behaviour, target] of failures) {
    test(`on ${name} classify answers from the offline classifier`, async () => {
      fake.next(behaviour)
      expect(await post(target(), '/api/public/classify', { message: INQUIRY_TEXT })).toEqual({ status: 200, json: { intent: 'INQUIRY' } })
      expect(fake.requests).toHaveLength(1)
    })

    test(`on ${name} chat answers 503 UPSTREAM_UNAVAILABLE`, async () => {
      fake.next(behaviour)
      expect(await post(target(), '/api/public/chat', { message: 'Hello' })).toEqual({ status: 503, json: UNAVAILABLE })
    })
  }

  test('on an unknown label classify answers from the offline classifier', async () => {
    fake.next({ kind: 'reply', content: '{"intent":"SPAM"}' })
    expect(await post(app, '/api/public/classify', { message: INQUIRY_TEXT })).toEqual({ status: 200, json: { intent: 'INQUIRY' } })
  })

  test('a Spanish conversation: Groq is told to answer in Spanish, and its reply reaches the visitor unchanged', async () => {
    // The chat answers first, then the visitor's message is classified (an INQUIRY becomes a desk inquiry).
    fake.next(
      { kind: 'reply', content: '¡Gracias! ¿Qué mercancía quiere enviar?' },
      { kind: 'reply', content: '{"intent":"INQUIRY"}' },
      { kind: 'reply', content: 'Perfecto. ¿Cuál es el peso total?' },
    )
    const first = await post(app, '/api/public/chat', { message: 'Hola, necesito una cotización desde Valencia a Hamburgo' })
    expect(first).toMatchObject({ status: 200, json: { message: '¡Gracias! ¿Qué mercancía quiere enviar?', status: 'active' } })
    const second = await post(app, '/api/public/chat', { message: 'muebles', sessionId: first.json.sessionId })
    expect(second.json.message).toBe('Perfecto. ¿Cuál es el peso total?')
    const messages = fake.requests.at(-1)!.body.messages as { role: string; content: string }[]
    expect(messages[0]!.role).toBe('system')
    expect(messages[0]!.content).toContain('This visitor writes in Spanish: write every reply in Spanish')
    // Before its summary the model asks for an e-mail address, restating what it has.
    expect(messages[0]!.content).toContain(
      'first restate the details gathered so far so the visitor can correct them, and ask for an e-mail address so the team can send the quote',
    )
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hola, necesito una cotización desde Valencia a Hamburgo' },
      { role: 'assistant', content: '¡Gracias! ¿Qué mercancía quiere enviar?' },
      { role: 'user', content: 'muebles' },
    ])
  })

  test('chat sends the system prompt and this session’s turns, and continues by sessionId', async () => {
    fake.next({ kind: 'reply', content: 'Where is it going?' }, { kind: 'reply', content: 'What is the cargo?' })
    const first = await post(app, '/api/public/chat', { message: 'Ship from Oslo' })
    expect(first).toMatchObject({ status: 200, json: { message: 'Where is it going?', status: 'active' } })
    await post(app, '/api/public/chat', { message: 'Somebody else entirely' }).catch(() => {})
    const second = await post(app, '/api/public/chat', { message: 'To Bergen', sessionId: first.json.sessionId })
    expect(second.json.sessionId).toBe(first.json.sessionId)
    const messages = fake.requests.at(-1)!.body.messages as { role: string; content: string }[]
    expect(messages[0]!.role).toBe('system')
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Ship from Oslo' },
      { role: 'assistant', content: 'Where is it going?' },
      { role: 'user', content: 'To Bergen' },
    ])
  })
})
