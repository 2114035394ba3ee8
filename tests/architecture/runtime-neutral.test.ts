import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dir, '..', '..')
/** Only the runtime entries may touch a runtime's own namespace. */
const ENTRIES = new Set(['interfaces/http/server.ts', 'interfaces/http/server.deno.ts'])
const RUNTIME_ONLY = [
  { name: 'Bun global', pattern: /\bBun\.\w/ },
  { name: "'bun' or 'bun:*' module", pattern: /from\s+['"]bun(?::[\w-]+)?['"]|import\(\s*['"]bun(?::[\w-]+)?['"]\s*\)/ },
  { name: 'import.meta.dir / .path / .main (Bun only)', pattern: /\bimport\.meta\.(?:dir|path|main|file)\b/ },
  { name: 'Deno global', pattern: /\bDeno\.\w/ },
  { name: '__dirname / __filename (CommonJS; use import.meta.dirname)', pattern: /\b__(?:dirname|filename)\b/ },
  { name: 'import.meta.require (Bun only)', pattern: /\bimport\.meta\.require\b/ },
  {
    name: 'JSON import without `with { type: "json" }` (Deno requires it)',
    pattern: /from\s+['"][^'"]+\.json['"](?!\s*with\s*\{\s*type:\s*['"]json['"])/,
  },
  { name: 'import of a Bun-only loader (.txt, .toml, .yaml)', pattern: /from\s+['"][^'"]+\.(?:txt|toml|ya?ml)['"]/ },
]
/** A bare `require(` is Bun's CommonJS interop; `createRequire(import.meta.url)` works everywhere. */
const BARE_REQUIRE = /(^|[^.\w])require\(/m

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

/** Comments may name runtime APIs; code may not. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

describe('runtime neutrality (Bun and Deno run the same core)', () => {
  test('domain, application, infrastructure and interfaces use no runtime-only API outside the entries', () => {
    const violations = ['domain', 'application', 'infrastructure', 'interfaces'].flatMap((layer) =>
      filesUnder(join(root, layer))
        .map((file) => relative(root, file))
        .filter((file) => !ENTRIES.has(file))
        .flatMap((file) => {
          const code = withoutComments(readFileSync(join(root, file), 'utf8'))
          const found = RUNTIME_ONLY.filter(({ pattern }) => pattern.test(code)).map(({ name }) => `${file}: ${name}`)
          if (BARE_REQUIRE.test(code) && !code.includes('createRequire(')) found.push(`${file}: require() without createRequire`)
          return found
        }),
    )
    expect(violations).toEqual([])
  })

  test('the Deno entry imports every module the Bun entry does, so both start the same service', () => {
    const importsOf = (file: string) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
    const deno = new Set(importsOf('interfaces/http/server.deno.ts'))
    expect(importsOf('interfaces/http/server.ts').filter((spec) => !deno.has(spec))).toEqual([])
  })
})
