import { afterAll, expect, test } from 'bun:test'
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const root = join(import.meta.dir, '..', '..')
const scratch = mkdtempSync(join(tmpdir(), 'read-only-checkout-'))
afterAll(() => {
  chmodTree(join(scratch, 'checkout'), 0o755, 0o644)
  rmSync(scratch, { recursive: true, force: true })
})

/** Every path under `dir` with its size and modification time, to compare before and after. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !join(entry.parentPath, entry.name).includes('node_modules'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      const stat = statSync(path)
      return `${relative(dir, path)} ${stat.size} ${stat.mtimeMs}`
    })
    .sort()
}

function chmodTree(dir: string, dirMode: number, fileMode: number): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) chmodTree(path, dirMode, fileMode)
    else if (entry.isFile()) chmodSync(path, fileMode)
  }
  chmodSync(dir, dirMode)
}

test('a read-only checkout starts with `bun run start`, serves, writes nothing into itself and logs only JSON lines', async () => {
  // The checkout as git has it, installed (dependencies, and the console its postinstall builds).
  const checkout = join(scratch, 'checkout')
  const tracked = Bun.spawnSync(['git', 'ls-files', '-z'], { cwd: root }).stdout.toString().split('\0').filter(Boolean)
  for (const file of tracked) cpSync(join(root, file), join(checkout, file))
  symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'))
  const build = Bun.spawnSync(['bun', 'scripts/build-console.ts'], { cwd: checkout, stderr: 'pipe' })
  expect(build.exitCode).toBe(0)

  chmodTree(checkout, 0o555, 0o444)
  const data = join(scratch, 'data')
  const home = join(scratch, 'home')
  mkdirSync(data)
  mkdirSync(home)
  // Root writes anywhere: as root, the service runs as nobody (setpriv), for whom the checkout is read-only.
  const asRoot = process.getuid?.() === 0
  const asNobody = asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : []
  if (asRoot) {
    chmodSync(scratch, 0o755)
    for (const dir of [data, home]) chownSync(dir, 65534, 65534)
  }
  const before = listing(checkout)

  const child = Bun.spawn([...asNobody, 'bun', 'run', 'start'], {
    cwd: checkout,
    env: { PATH: process.env.PATH ?? '', HOME: home, DATA_DIR: data, HOST: '127.0.0.1', PORT: '0' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const reader = child.stdout.getReader()
  const decoder = new TextDecoder()
  let out = ''
  while (!out.includes('"listening"')) {
    const read = await reader.read()
    if (read.done) break
    out += decoder.decode(read.value)
  }
  const url = String(/"url":"([^"]+)"/.exec(out)?.[1])
  try {
    const ready = await fetch(`${url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ message: 'OK' })
    const page = await fetch(`${url}/console`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script')
  } finally {
    child.kill('SIGTERM')
  }
  expect(await child.exited).toBe(0)
  for (let read = await reader.read(); !read.done; read = await reader.read()) out += decoder.decode(read.value)
  const stderr = await new Response(child.stderr).text()

  expect(stderr).toBe('')
  const lines = out.trim().split('\n')
  expect(lines.filter((line) => !isJson(line))).toEqual([])
  expect(lines.map((line) => JSON.parse(line).message)).toContain('listening')
  expect(listing(checkout)).toEqual(before)
}, 60_000)

function isJson(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object'
  } catch {
    return false
  }
}
