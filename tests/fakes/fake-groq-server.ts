/** What the fake answers next: a completion with `content`, an error status, a body that is not a completion, or silence. */
export type GroqBehaviour =
  | { kind: 'reply'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'hang'; ms: number }

export interface GroqRequest {
  method: string
  path: string
  authorization: string | null
  body: Record<string, any>
}

/**
 * An OpenAI-compatible fake of Groq on 127.0.0.1, serving POST /openai/v1/chat/completions the way
 * groq-sdk calls it; records every request. Behaviours queued with `next` are used once each,
 * then `fallback` answers.
 */
export function fakeGroqServer() {
  const requests: GroqRequest[] = []
  const queue: GroqBehaviour[] = []
  let fallback: GroqBehaviour = { kind: 'reply', content: '{"intent":"INQUIRY"}' }
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const path = new URL(request.url).pathname
      const body = (await request.json().catch(() => ({}))) as Record<string, any>
      requests.push({ method: request.method, path, authorization: request.headers.get('authorization'), body })
      if (request.method !== 'POST' || path !== '/openai/v1/chat/completions')
        return Response.json({ error: { message: 'not found' } }, { status: 404 })
      const behaviour = queue.shift() ?? fallback
      switch (behaviour.kind) {
        case 'status':
          return Response.json(
            { error: { message: 'Rate limit reached for model; system prompt was: SECRET', type: 'tokens' } },
            { status: behaviour.status, headers: { 'retry-after': '0' } },
          )
        case 'raw':
          return new Response(behaviour.body, { headers: { 'content-type': 'application/json' } })
        case 'hang':
          await Bun.sleep(behaviour.ms)
          return completion(body.model, '{"intent":"INQUIRY"}')
        case 'reply':
          return completion(body.model, behaviour.content)
      }
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    next(...behaviours: GroqBehaviour[]) {
      queue.push(...behaviours)
    },
    setFallback(behaviour: GroqBehaviour) {
      fallback = behaviour
    },
    reset() {
      requests.length = 0
      queue.length = 0
      fallback = { kind: 'reply', content: '{"intent":"INQUIRY"}' }
    },
    stop: () => server.stop(true),
  }
}

export type FakeGroqServer = ReturnType<typeof fakeGroqServer>

function completion(model: string, content: string): Response {
  return Response.json({
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
    system_fingerprint: 'fp_test',
    x_groq: { id: 'req_test' },
  })
}
