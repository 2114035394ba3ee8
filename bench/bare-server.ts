/**
 * The reference: the most this machine can serve. A bare Bun.serve answering {"message":"OK"}
 * to every request on 127.0.0.1; prints its port on stdout as `port=<n>` for the orchestrator.
 *
 * Two floors beside it, each the least work a scenario's answer implies, with nothing of the
 * service: what an authenticated GET must do (read the bearer header and look it up in a map,
 * answer JSON with the five headers every answer of the service carries) and what a JSON POST
 * must do (read and parse a body, answer it with those headers). They show how close to the
 * machine's limit a target lies (bench/floors.ts).
 */
const body = JSON.stringify({ message: 'OK' })
const SECURITY = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' }
const answerHeaders = (request: Request) => ({ 'content-type': 'application/json;charset=utf-8', 'x-request-id': request.headers.get('x-request-id') ?? crypto.randomUUID(), ...SECURITY })
const knownTokens = new Map<string, { sub: string }>()

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  routes: {
    '/floor/authenticated-get': (request) => {
      const header = request.headers.get('authorization') ?? ''
      let claims = knownTokens.get(header)
      if (!claims) knownTokens.set(header, (claims = { sub: header.slice(-24) }))
      return new Response(JSON.stringify({ message: 'OK', sub: claims.sub, uptimeSeconds: Math.floor(performance.now() / 1000) }), { headers: answerHeaders(request) })
    },
    '/floor/json-post': {
      POST: async (request) => {
        const document = JSON.parse(await request.text()) as Record<string, unknown>
        return new Response(JSON.stringify({ _id: crypto.randomUUID().slice(0, 24), ...document }), { status: 201, headers: answerHeaders(request) })
      },
    },
  },
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
console.log(`port=${server.port}`)
