import { describe, expect, test } from 'bun:test'
import { Elysia, t } from 'elysia'
import { bodyStep, ownBodyAdapter } from '../../../interfaces/http/plugins/body-step'

/** An app as create-app.ts builds it: our adapter, the body step, a route with a body schema. */
function app(read: (request: Request) => unknown) {
  return new Elysia({ adapter: ownBodyAdapter(new Elysia()['~adapter']) })
    .use(bodyStep(({ request }) => read(request)))
    .post('/things', ({ body }) => body, { body: t.Object({ n: t.Number() }) })
}

describe('the body step (plugins/body-step.ts)', () => {
  test('the compiled handler calls our parser and never tests request.body first', () => {
    const built = app(() => ({ n: 1 }))
    const route = built.routes.find((r) => r.method === 'POST')!
    const source = String((route as unknown as { compile: () => unknown }).compile())
    expect(source).toContain('parser.ownBody(')
    expect(source).not.toContain('request.body')
  })

  test('what our parser answers is the body the schema checks and the handler gets; its errors are parse errors', async () => {
    const built = app(async (request) => {
      const text = await request.text()
      if (text === 'refuse') throw new Error('refused')
      return JSON.parse(text)
    })
    const post = (body: string) => built.handle(new Request('http://local/things', { method: 'POST', body }))
    const ok = await post('{"n":2}')
    expect([ok.status, await ok.json()]).toEqual([200, { n: 2 }])
    expect((await post('{"n":"two"}')).status).toBe(422)
    expect((await post('refuse')).status).toBe(400)
  })
})
