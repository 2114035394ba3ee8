/**
 * The reference: the most this machine can serve. A bare Bun.serve answering {"message":"OK"}
 * to every request on 127.0.0.1; prints its port on stdout as `port=<n>` for the orchestrator.
 *
 * Floors beside it, each the least work a scenario's answer implies, with nothing of the
 * service: what an authenticated GET must do (read the bearer header and look it up in a map,
 * answer health's JSON with the five headers every answer of the service carries), what a JSON
 * POST must do (read and parse a body, answer it with those headers), and that POST without
 * reading its body. They show how close to the machine's limit a target lies (bench/floors.ts).
 */
const body = JSON.stringify({ message: 'OK' })
// Prepared once and copied per answer, the cheapest way measured to send five headers.
const ANSWER_HEADERS = new Headers({
  'content-type': 'application/json;charset=utf-8',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
})
function answerHeaders(request: Request): Headers {
  const headers = new Headers(ANSWER_HEADERS)
  headers.set('x-request-id', request.headers.get('x-request-id') ?? crypto.randomUUID())
  return headers
}
const knownTokens = new Map<string, { sub: string }>()

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  routes: {
    '/floor/authenticated-get': (request) => {
      const header = request.headers.get('authorization') ?? ''
      let claims = knownTokens.get(header)
      if (!claims) knownTokens.set(header, (claims = { sub: header.slice(-24) }))
      return new Response(JSON.stringify({ message: 'OK', database: 'up', uptimeSeconds: Math.floor(performance.now() / 1000) }), {
        headers: answerHeaders(request),
      })
    },
    '/floor/json-post': {
      POST: async (request) => {
        const document = JSON.parse(await request.text()) as Record<string, unknown>
        return new Response(JSON.stringify({ _id: crypto.randomUUID().slice(0, 24), ...document }), {
          status: 201,
          headers: answerHeaders(request),
        })
      },
    },
    // The same POST answered without reading its body: the difference to floor-json-post is what
    // handing a 300-byte body to JavaScript costs in Bun.
    '/floor/post-unread': {
      POST: (request) =>
        new Response(JSON.stringify({ _id: crypto.randomUUID().slice(0, 24) }), { status: 201, headers: answerHeaders(request) }),
    },
  },
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
console.log(`port=${server.port}`)
