import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')

/**
 * The path of a pinned Python tool of the OpenAPI tests. A missing tool fails the test that needs
 * it, saying how to install it: these tests never pass by skipping.
 */
export function openApiTool(name: 'openapi-spec-validator' | 'schemathesis'): string {
  const venv = process.env.OPENAPI_TOOLS_VENV ?? join(root, '.tmp', 'venv')
  const path = join(venv, 'bin', name)
  if (!existsSync(path)) throw new Error(`${name} is not installed in ${venv}: run scripts/openapi-tools.sh (bun run test:all does)`)
  return path
}

/** Runs a command to its end: exit code and everything it wrote. */
export async function run(
  command: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  const child = Bun.spawn(command, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  return { code, output: stdout + stderr }
}
