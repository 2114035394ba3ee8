/** One request the fake Postmark API received. */
export interface PostmarkRequest {
  readonly path: string
  readonly headers: Headers
  readonly body: Record<string, unknown>
}

/** `ok` answers as Postmark does; `reject` is its 422 (inactive recipient); `down` a 500. */
export type PostmarkMode = 'ok' | 'reject' | 'down'

/** A fake Postmark API on loopback: records every request and answers like Postmark does in the mode set. */
export function fakePostmarkServer() {
  const received: PostmarkRequest[] = []
  let mode: PostmarkMode = 'ok'
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = (await request.json()) as Record<string, unknown>
      received.push({ path: new URL(request.url).pathname, headers: request.headers, body })
      if (mode === 'down') return new Response('upstream exploded', { status: 500 })
      if (mode === 'reject')
        return Response.json(
          { ErrorCode: 406, Message: `You tried to send to recipient(s) that have been marked as inactive: ${body.To}` },
          { status: 422 },
        )
      return Response.json({
        To: body.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: crypto.randomUUID(),
        ErrorCode: 0,
        Message: 'OK',
      })
    },
  })
  return {
    server,
    received,
    url: `http://127.0.0.1:${server.port}`,
    setMode: (next: PostmarkMode) => {
      mode = next
    },
  }
}
