import { posix } from 'node:path'

/** One import as written: its specifier and whether it is `import type`. */
export interface ImportRef {
  readonly spec: string
  readonly typeOnly: boolean
  readonly names: string
}

/** The files the composition root is made of: the only interface files that may know infrastructure. */
export const COMPOSITION_ROOT = new Set([
  'interfaces/http/create-app.ts',
  // The route groups create-app.ts wires from the container: part of the composition root, not routes.
  'interfaces/http/people-app-routes.ts',
  'interfaces/http/data-lake-app-routes.ts',
  'interfaces/http/desk-app-routes.ts',
  'interfaces/http/start-service.ts',
  'interfaces/http/server.ts',
  'interfaces/http/server.deno.ts',
])

/** Infrastructure folders that are not adapters: composition, configuration, and code shared by stores. */
const NOT_ADAPTERS = new Set(['container', 'config', 'persistence'])

export function importsOfSource(source: string): ImportRef[] {
  const found: ImportRef[] = []
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ typeOnly: Boolean(m[1]), names: m[2] ?? '', spec: m[3]! })
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push({ typeOnly: false, names: '', spec: m[1]! })
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ typeOnly: false, names: '', spec: (m[1] ?? m[2])! })
  }
  return found
}

/** The repository path a relative import of `file` points to (extension added), or null for a package. */
export function resolve(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const target = posix.normalize(posix.join(posix.dirname(file), spec))
  return target.endsWith('.ts') ? target : `${target}.ts`
}

const layerOf = (path: string) => path.split('/')[0]!

/** The adapter family of an infrastructure file (`crypto`, `persistence/sqlite`, ...), null when it is no adapter. */
function adapterOf(path: string): string | null {
  const parts = path.split('/')
  if (parts[0] !== 'infrastructure' || parts.length < 3) return null
  const family = parts[1] === 'persistence' && parts.length > 3 ? `persistence/${parts[2]}` : parts[1]!
  return NOT_ADAPTERS.has(family) ? null : family
}

/** Every breach of the dependency rule (docs/architecture.md) in a set of files given as path → source. */
export function dependencyViolations(files: ReadonlyMap<string, string>): string[] {
  const out: string[] = []
  const graph = new Map<string, string[]>()
  for (const [file, source] of files) {
    const edges: string[] = []
    for (const ref of importsOfSource(source)) {
      const target = resolve(file, ref.spec)
      const why = ruleBroken(file, ref, target)
      if (why) out.push(`${file} imports ${ref.spec}: ${why}`)
      if (target && files.has(target)) edges.push(target)
    }
    graph.set(file, edges)
  }
  for (const cycle of cyclesOf(graph)) out.push(`import cycle: ${cycle.join(' -> ')}`)
  return out
}

function ruleBroken(file: string, ref: ImportRef, target: string | null): string | null {
  const from = layerOf(file)
  if (target === null) {
    if (from === 'domain') return 'domain imports no package'
    if (
      from === 'application' &&
      ref.spec === 'inversify' &&
      !ref.typeOnly &&
      !/^\{\s*(inject|injectable)(\s*,\s*(inject|injectable))?\s*\}$/.test(ref.names.trim())
    ) {
      return 'application takes only inject/injectable from inversify'
    }
    if (from === 'application' && ref.spec !== 'inversify') return 'application imports no package but inversify'
    return null
  }
  const to = layerOf(target)
  if (from === 'domain' && to !== 'domain') return 'domain imports only domain'
  if (from === 'application' && to !== 'domain' && to !== 'application') return 'application imports only domain and application'
  if (from === 'infrastructure' && to === 'interfaces') return 'infrastructure never imports interfaces'
  if (from === 'interfaces' && to === 'infrastructure' && !COMPOSITION_ROOT.has(file))
    return 'only the composition root imports infrastructure'
  const [a, b] = [adapterOf(file), adapterOf(target)]
  if (a && b && a !== b) return `adapter ${a} imports sibling adapter ${b}`
  return null
}

/** Each import cycle once, as the files along it (the first file repeated at the end). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return cycles
}
