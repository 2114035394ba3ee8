import { afterAll, describe, expect, test } from 'bun:test'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { failedStart, startServiceProcess } from '../support/service-process'

const scratch = mkdtempSync(join(tmpdir(), 'start-failures-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** One line on stderr, exit 1, nothing that looks like a stack trace or a source excerpt anywhere. */
async function expectOneLine(env: Record<string, string>, line: RegExp) {
  const { code, stderr, stdout } = await failedStart(env)
  expect(stderr).toHaveLength(1)
  expect(stderr[0]).toMatch(line)
  expect(code).toBe(1)
  expect(`${stderr.join('\n')}\n${stdout}`).not.toMatch(/\n\s+at |\^\n|^\s*\d+ \| /m)
}

describe('a start that cannot work stops with one line naming what to change', () => {
  test('PORT in use by another service: no second listener on a shared port', async () => {
    const holder = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('other service') })
    try {
      await expectOneLine(
        { DATA_DIR: join(scratch, 'busy-port'), PORT: String(holder.port) },
        new RegExp(`^Invalid PORT ${holder.port}: the port is already in use on 127.0.0.1`),
      )
    } finally {
      holder.stop(true)
    }
  })

  test('a second instance of the service on the same PORT, own DATA_DIR', async () => {
    const first = startServiceProcess({ DATA_DIR: join(scratch, 'first') })
    try {
      const port = new URL(await first.ready()).port
      await expectOneLine(
        { DATA_DIR: join(scratch, 'second'), PORT: port },
        new RegExp(`^Invalid PORT ${port}: the port is already in use`),
      )
    } finally {
      first.stop()
    }
  })

  test('HOST that no interface of this machine has', async () => {
    await expectOneLine(
      { DATA_DIR: join(scratch, 'host'), HOST: '10.255.255.1' },
      /^Invalid HOST 10\.255\.255\.1: no network interface of this machine has that address/,
    )
  })

  test('DATA_DIR that is a file, or lies under one', async () => {
    const file = join(scratch, 'plain-file')
    writeFileSync(file, 'x')
    await expectOneLine({ DATA_DIR: file }, new RegExp(`^Invalid DATA_DIR ${file}: ${file} is a file, not a directory$`))
    await expectOneLine(
      { DATA_DIR: join(file, 'data') },
      new RegExp(`^Invalid DATA_DIR ${join(file, 'data')}: ${file} is a file, not a directory$`),
    )
  })

  test('DATA_DIR that this process cannot write', async () => {
    const dir = join(scratch, 'read-only')
    mkdirSync(dir, { mode: 0o755 })
    chmodSync(dir, 0o555)
    // Root writes anywhere: as root, the service runs as root without capabilities (setpriv), so the
    // mode applies to it. Same user, so it still reads the checkout wherever that lives (a mode-700
    // folder included, which another user such as nobody could not enter).
    const withoutCapabilities = process.getuid?.() === 0 ? ['setpriv', '--bounding-set=-all', '--inh-caps=-all'] : []
    const child = Bun.spawn([...withoutCapabilities, 'bun', 'interfaces/http/server.ts'], {
      cwd: join(import.meta.dir, '..', '..'),
      env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    expect(await child.exited).toBe(1)
    expect((await new Response(child.stderr).text()).trim().split('\n')).toEqual([
      `Invalid DATA_DIR ${dir}: the directory is not writable by this process`,
    ])
  })

  test('FIELD_ENCRYPTION_KEYS with a key of the wrong length or a repeated key id', async () => {
    const env = { DATA_DIR: join(scratch, 'keys'), JWT_SECRET: 'x'.repeat(40) }
    await expectOneLine(
      { ...env, FIELD_ENCRYPTION_KEYS: `k1:${Buffer.alloc(33, 1).toString('base64')}` },
      /^Invalid environment variable FIELD_ENCRYPTION_KEYS: key "k1" must decode to 32 bytes/,
    )
    const key = Buffer.alloc(32, 1).toString('base64')
    await expectOneLine(
      { ...env, FIELD_ENCRYPTION_KEYS: `k1:${key},k1:${key}` },
      /^Invalid environment variable FIELD_ENCRYPTION_KEYS: key id "k1" appears twice/,
    )
  })

  test('a bad variable: named with what it accepts', async () => {
    await expectOneLine(
      { DATA_DIR: join(scratch, 'vars'), PORT: '-1' },
      /^Invalid environment variable PORT: must be an integer from 1 to 65535/,
    )
    await expectOneLine(
      { DATA_DIR: join(scratch, 'vars'), LOG_LEVEL: 'loud' },
      /^Invalid environment variable LOG_LEVEL: must be one of debug, info, warn, error, silent$/,
    )
  })
})
