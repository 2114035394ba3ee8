import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')
const dataDir = mkdtempSync(join(tmpdir(), 'server-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Reads JSON log lines from a child's stdout until one matches. */
async function waitForLine(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  match: (line: Record<string, unknown>) => boolean,
  seen: string[],
) {
  const decoder = new TextDecoder()
  let buffer = ''
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value)
    let newline: number
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 1)
      seen.push(line)
      try {
        const parsed = JSON.parse(line)
        if (match(parsed)) return parsed
      } catch {}
    }
  }
  throw new Error(`line not found; saw:\n${seen.join('\n')}`)
}

describe('the server entry on embedded defaults', () => {
  test('serves, lets a new user sign in through the outbox alone, and stops cleanly on SIGTERM', async () => {
    // Only what a fresh machine has: no secrets, no store, no mail provider.
    const child = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const reader = child.stdout.getReader()
    const seen: string[] = []
    try {
      const warning = await waitForLine(reader, (l) => l.level === 'warn', seen)
      expect(String(warning.message)).toContain('development secrets')
      const listening = await waitForLine(reader, (l) => l.message === 'listening', seen)
      const base = String(listening.url).replace('0.0.0.0', '127.0.0.1')

      const asked = await fetch(`${base}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"first@example.com"}',
      })
      expect(asked.status).toBe(200)
      const logged = await waitForLine(reader, (l) => l.message === 'mail written to outbox', seen)
      const outbox = readdirSync(join(dataDir, 'outbox'))
      expect(outbox).toHaveLength(1)
      const mail = JSON.parse(readFileSync(join(dataDir, 'outbox', outbox[0]!), 'utf8'))
      const token = decodeURIComponent(/token=([^\s"]+)/.exec(mail.text)![1]!)
      expect(String(logged.link)).toContain(encodeURIComponent(token))

      const verified = await fetch(`${base}/api/v1/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const { accessToken } = (await verified.json()) as { accessToken: string }
      const me = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })
      expect(await me.json()).toMatchObject({ email: 'first@example.com', status: 'Pending' })

      // No log line may carry the access token or a request body.
      await waitForLine(reader, (l) => l.message === 'request' && l.path === '/api/v1/me', seen)
      expect(seen.join('\n')).not.toContain(accessToken)
      expect(seen.join('\n')).not.toContain('"email":"first@example.com"}')

      // A second process on the same DATA_DIR would serve stale answers from its caches: it stops, saying why.
      const second = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
        stdout: 'pipe',
        stderr: 'pipe',
      })
      expect(await second.exited).toBe(1)
      const refused = (await new Response(second.stderr).text()).trim().split('\n')
      expect(refused).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} is in use by another process`)])

      child.kill('SIGTERM')
      await waitForLine(reader, (l) => l.message === 'stopped', seen)
      expect(await child.exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })

  test('a bad variable stops the start with one line naming it', async () => {
    const child = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: 'not-a-port' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    expect(await child.exited).toBe(1)
    const stderr = (await new Response(child.stderr).text()).trim()
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toContain('PORT')
  })
})
