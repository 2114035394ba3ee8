/** A receiver in the bench process that answers every delivery 204 and counts them. */
export function webhookReceiver(): { url: string; count(): number; stop(): void } {
  let received = 0
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      await request.arrayBuffer()
      received++
      return new Response(null, { status: 204 })
    },
  })
  return { url: `http://127.0.0.1:${server.port}/hook`, count: () => received, stop: () => void server.stop(true) }
}
