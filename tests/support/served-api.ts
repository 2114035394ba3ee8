import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')

export interface ServedApi {
  /** http://127.0.0.1:<port> */
  readonly base: string
  /** A bearer token of a user signed in through the outbox, as a person would. */
  readonly token: string
  /** The token of the last login link mailed to an address (the outbox is written before the answer). */
  linkToken(email: string): string
  stop(): Promise<void>
}

/** Lines of JSON a child writes, read until one matches. */
async function waitForLine(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  match: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const decoder = new TextDecoder()
  const seen: string[] = []
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`server ended before the expected line; it wrote:\n${seen.join('\n')}`)
    buffer += decoder.decode(value)
    for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 1)
      seen.push(line)
      try {
        const parsed = JSON.parse(line) as Record<string, unknown>
        if (match(parsed)) return parsed
      } catch {}
    }
  }
}

function lastLinkToken(outbox: string, email: string): string {
  const mails = readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === email)
  const text = mails.at(-1)?.text
  if (!text) throw new Error(`no mail to ${email} in the outbox`)
  return decodeURIComponent(/token=([^\s"]+)/.exec(text)![1]!)
}

/**
 * The real server entry (`bun interfaces/http/server.ts`) on a fresh DATA_DIR and a free loopback
 * port, with one user signed in through the outbox. Rate limits are raised (`env` may set its own)
 * so that a fuzzer exercises the routes rather than their limits.
 */
export async function startServedApi(env: Record<string, string> = {}): Promise<ServedApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'served-api-'))
  const child = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_IP: '100000/900',
      RATE_LIMIT_AUTH_ADDRESS: '100000/900',
      RATE_LIMIT_VERIFY_FAILURES_IP: '100000/900',
      RATE_LIMIT_CHAT: '100000/60',
      RATE_LIMIT_CLASSIFY: '100000/60',
      RATE_LIMIT_CONTACT: '100000/600',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const stop = async () => {
    child.kill('SIGTERM')
    await child.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const reader = child.stdout.getReader()
    const listening = await waitForLine(reader, (l) => l.message === 'listening')
    // Keep draining the log so the child never blocks on a full pipe.
    void (async () => {
      while (!(await reader.read()).done) {}
    })().catch(() => {})
    const base = String(listening.url).replace('0.0.0.0', '127.0.0.1')
    const linkToken = (email: string) => lastLinkToken(join(dataDir, 'outbox'), email)
    const email = 'openapi-client@example.com'
    const asked = await fetch(`${base}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    if (asked.status !== 200) throw new Error(`sign-in request: ${asked.status} ${await asked.text()}`)
    const verified = await fetch(`${base}/api/v1/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: linkToken(email) }),
    })
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`)
    const { accessToken } = (await verified.json()) as { accessToken: string }
    return { base, token: accessToken, linkToken, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
