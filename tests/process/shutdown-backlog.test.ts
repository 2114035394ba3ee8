import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServiceProcess } from '../support/service-process'

const scratch = mkdtempSync(join(tmpdir(), 'shutdown-backlog-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Opens a connection, writes one complete POST and resolves with the status line it gets ('' = closed unanswered, 'error' = reset). */
async function postOnce(url: URL): Promise<{ answer: Promise<string> }> {
  const { promise, resolve } = Promise.withResolvers<string>()
  let text = ''
  const body = JSON.stringify({ email: 'backlog@example.com' })
  const socket = await Bun.connect({
    hostname: url.hostname,
    port: Number(url.port),
    socket: {
      data: (_s, chunk) => void (text += chunk.toString()),
      close: () => resolve(text.split('\r\n')[0] ?? ''),
      error: () => resolve(`error: ${text.split('\r\n')[0] ?? ''}`),
    },
  })
  socket.write(
    `POST /api/v1/auth HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
  )
  socket.flush()
  return { answer: promise }
}

describe('shutdown with a backlog the process has not read', () => {
  test('20 POSTs queued while the process is stopped are each answered after SIGTERM + SIGCONT (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const service = startServiceProcess({ DATA_DIR: join(scratch, `round-${round}`), SHUTDOWN_TIMEOUT_SECONDS: '5' })
      try {
        const url = new URL(await service.ready())
        // Round 0 pauses it right after `listening` (the start's last steps still to run), the others once it has served.
        if (round > 0) expect((await fetch(new URL('/readyz', url))).status).toBe(200)
        service.child.kill('SIGSTOP')
        const connections = await Promise.all(Array.from({ length: 20 }, () => postOnce(url)))
        service.child.kill('SIGTERM')
        service.child.kill('SIGCONT')
        const answers = await Promise.all(connections.map((c) => c.answer))
        // Any HTTP answer counts (200, 429 or a 503 that closes); a reset or a silent close does not.
        for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 (200|429|503) /)
        expect(await service.child.exited).toBe(0)
      } finally {
        service.child.kill('SIGCONT')
        service.stop()
      }
    }
  }, 60_000)
})
