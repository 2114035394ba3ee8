/**
 * The reference: the most this machine can serve. A bare Bun.serve answering {"message":"OK"}
 * to every request on 127.0.0.1; prints its port on stdout as `port=<n>` for the orchestrator.
 */
const body = JSON.stringify({ message: 'OK' })
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
console.log(`port=${server.port}`)
