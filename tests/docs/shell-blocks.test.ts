import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expectedOutputs, runnableBlocks, type ShellBlock } from './markdown-blocks'

// The README's and docs/'s ```sh blocks, run in order against the service started as a real
// process, so a walk-through that stops working fails the suite. Each docs page runs as the README
// tells a reader to follow it: in ONE sh session, after the README's blocks (its sign-in and first
// data lake calls) and before its last one (the logout), each page as its own reader.
const root = join(import.meta.dir, '..', '..')
const work = mkdtempSync(join(tmpdir(), 'docs-blocks-'))
const dataDir = join(work, 'data')
const shell = Bun.which('dash') ?? 'sh'
const files = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]
let server: ReturnType<typeof Bun.spawn> | undefined
let base = ''

beforeAll(async () => {
  const log = join(work, 'server.log')
  server = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
    cwd: root,
    // Sign-in limits are per deployment; every file here signs in, more often than a reader would.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_AUTH_IP: '1000/900',
      RATE_LIMIT_AUTH_ADDRESS: '1000/900',
      // docs/desk-api.md and docs/desk.md work the desk as administrators (docs-<file>); desk-api.md posts Postmark's inbound webhook.
      ADMIN_EMAILS: 'docs-docs-desk-api-md@example.com,docs-docs-desk-md@example.com',
      INBOUND_WEBHOOK_USER: 'postmark',
      INBOUND_WEBHOOK_PASSWORD: 'change-me',
      INBOUND_REPLY_ADDRESS: 'desk@inbound.example.com',
    },
    stdout: Bun.file(log),
    stderr: 'inherit',
  })
  const deadline = Date.now() + 20_000
  while (!base && Date.now() < deadline) {
    await Bun.sleep(50)
    const listening = existsSync(log) ? /"message":"listening","url":"http:\/\/[^:]+:(\d+)"/.exec(readFileSync(log, 'utf8')) : null
    if (listening) base = `127.0.0.1:${listening[1]}`
  }
  if (!base) throw new Error(`the service did not start: ${existsSync(log) ? readFileSync(log, 'utf8') : ''}`)
}, 30_000)

afterAll(async () => {
  server?.kill('SIGTERM')
  await server?.exited
  rmSync(work, { recursive: true, force: true })
})

/** Signs in through the outbox as a reader of the docs would (the test's own look at what a page left behind). */
async function accessTokenFor(email: string): Promise<string> {
  const asked = await fetch(`http://${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(asked.status).toBe(200)
  const outbox = join(dataDir, 'outbox')
  // The newest mail to this reader: the README's own sign-in sent one before.
  const mail = readdirSync(outbox)
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((path) => readFileSync(path, 'utf8'))
    .filter((text) => text.includes(`"to": "${email}"`))
    .at(-1)
  const token = /token=([A-Za-z0-9._-]+)/.exec(mail ?? '')?.[1]
  const verified = await fetch(`http://${base}/api/v1/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { accessToken: string }).accessToken
}

/** The webhooks a reader's databases still have: a page must not leave one retrying in the background. */
async function webhooksLeftBy(email: string): Promise<string[]> {
  const auth = { authorization: `Bearer ${await accessTokenFor(email)}` }
  const databases = (await (await fetch(`http://${base}/api/v1/datalake/erp/databases`, { headers: auth })).json()) as { name: string }[]
  const left: string[] = []
  for (const { name } of databases) {
    const hooks = (await (await fetch(`http://${base}/api/v1/datalake/erp/databases/${name}/webhooks`, { headers: auth })).json()) as {
      url: string
    }[]
    left.push(...hooks.map((hook) => `${name}: ${hook.url}`))
  }
  return left
}

/** Points a block at the test's server and data folder instead of the defaults a reader has. */
function localized(code: string): string {
  return code.replaceAll('localhost:3000', base).replace(/(?<![\w./])(?:\.\/)?\.data(?=\/|\b)/g, dataDir)
}

/** Runs the blocks in one session; each block's output is framed by markers so it can be told apart. */
async function runSession(blocks: ShellBlock[]) {
  const script = ['exec 2>&1', ...blocks.flatMap((block, i) => [`echo '@@start ${i}'`, localized(block.code), `echo '@@end ${i}'`])].join(
    '\n',
  )
  const path = join(work, `session-${Math.random().toString(36).slice(2)}.sh`)
  writeFileSync(path, script)
  const child = Bun.spawn([shell, '-e', path], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const output = await new Response(child.stdout).text()
  const code = await child.exited
  const outputs = blocks.map((_, i) => {
    const start = output.indexOf(`@@start ${i}\n`)
    const end = output.indexOf(`@@end ${i}\n`)
    return start < 0 ? null : output.slice(start, end < 0 ? undefined : end)
  })
  return { code, output, outputs }
}

/** The README's blocks a page continues from: all but the logout. */
const beforePages = runnableBlocks(readFileSync(join(root, 'README.md'), 'utf8')).slice(0, -1)

describe('shell blocks of the README and docs/ run in sh against a real server', () => {
  for (const file of files) {
    const own = runnableBlocks(readFileSync(join(root, file), 'utf8'))
    if (own.length === 0) continue
    test(`${file}: ${own.length} block(s)${file === 'README.md' ? '' : ", after the README's"}`, async () => {
      // Each page signs in as its own reader, so pages do not meet each other's databases.
      const reader = `docs-${file.replace(/\W/g, '-')}@example.com`
      const readme = beforePages.map((block) => ({ ...block, code: block.code.replaceAll('you@example.com', reader) }))
      const blocks = file === 'README.md' ? own : [...readme, ...own]
      const { code, output, outputs } = await runSession(blocks)
      const unfinished = blocks.findIndex((_, i) => !output.includes(`@@end ${i}\n`))
      expect({
        file,
        exit: code,
        unfinishedBlockAtLine: unfinished < 0 ? null : blocks[unfinished]!.line,
        output: code === 0 ? '' : output,
      }).toEqual({
        file,
        exit: 0,
        unfinishedBlockAtLine: null,
        output: '',
      })
      // The README's answers show its own reader's address: they are checked by its own run.
      const first = blocks.length - own.length
      const missing = own.flatMap((block, j) =>
        expectedOutputs(block)
          .filter((expected) => !expected.pattern.test(outputs[first + j] ?? ''))
          .map((expected) => `line ${expected.line}: ${expected.text}\n  got: ${outputs[first + j]}`),
      )
      expect(missing).toEqual([])
      if (file !== 'README.md') expect(await webhooksLeftBy(reader)).toEqual([])
      // 90 s: a page runs the README's blocks first, and openapi.md's validator alone took over 30 s on a
      // busy machine; a timed-out test has its children killed, the server included, failing every later page.
    }, 90_000)
  }

  test('the README signs in, creates a database and logs out last, with its answers shown', () => {
    const blocks = runnableBlocks(readFileSync(join(root, 'README.md'), 'utf8'))
    const shown = blocks.flatMap((block) => expectedOutputs(block).map((expected) => expected.text))
    expect(shown.some((text) => text.includes('"status":"Pending"'))).toBe(true)
    expect(shown.some((text) => text.includes('"userFriendlyName"'))).toBe(true)
    const lastCommand = blocks
      .at(-1)!
      .code.trim()
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .at(-1)
    expect(lastCommand).toContain('/auth/logout')
  })
})
