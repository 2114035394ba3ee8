import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dir, '..', '..')

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

function importsOf(file: string) {
  return importsOfSource(readFileSync(file, 'utf8'))
}

function importsOfSource(source: string): { spec: string; typeOnly: boolean; names: string }[] {
  const found: { spec: string; typeOnly: boolean; names: string }[] = []
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ typeOnly: Boolean(m[1]), names: m[2] ?? '', spec: m[3]! })
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push({ typeOnly: false, names: '', spec: m[1]! })
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ typeOnly: false, names: '', spec: (m[1] ?? m[2])! })
  }
  return found
}

function layerOf(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  return relative(root, join(file, '..', spec)).split('/')[0] ?? null
}

describe('dependency rule', () => {
  test('domain imports nothing but domain', () => {
    const violations = filesUnder(join(root, 'domain')).flatMap((file) =>
      importsOf(file)
        .filter(({ spec }) => layerOf(file, spec) !== 'domain')
        .map(({ spec }) => `${relative(root, file)} imports ${spec}`),
    )
    expect(violations).toEqual([])
  })

  test('application imports domain, application and only inject/injectable (or types) from inversify', () => {
    const violations = filesUnder(join(root, 'application')).flatMap((file) =>
      importsOf(file)
        .filter(({ spec, typeOnly, names }) => {
          if (spec === 'inversify') return !typeOnly && !/^\{\s*(inject|injectable)(\s*,\s*(inject|injectable))?\s*\}$/.test(names.trim())
          const layer = layerOf(file, spec)
          return layer !== 'domain' && layer !== 'application'
        })
        .map(({ spec }) => `${relative(root, file)} imports ${spec}`),
    )
    expect(violations).toEqual([])
  })

  test('infrastructure never imports the HTTP interface', () => {
    const violations = filesUnder(join(root, 'infrastructure')).flatMap((file) =>
      importsOf(file)
        .filter(({ spec }) => layerOf(file, spec) === 'interfaces')
        .map(({ spec }) => `${relative(root, file)} imports ${spec}`),
    )
    expect(violations).toEqual([])
  })

  test('domain and application use no runtime-specific API (Bun, Deno, node: modules)', () => {
    const violations = [...filesUnder(join(root, 'domain')), ...filesUnder(join(root, 'application'))].flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      const hits = [/\bBun\./, /\bDeno\./, /from\s+['"](node:|bun:)/, /\bprocess\./, /\bBuffer\b/].filter((re) => re.test(source))
      return hits.map((re) => `${relative(root, file)} uses ${re.source}`)
    })
    expect(violations).toEqual([])
  })

  test('the checker sees forbidden imports when there are some', () => {
    // Guards the guard: a regex that matched nothing would pass every test above.
    const source = `import { inject, injectable } from 'inversify'
import type { Clock } from '../ports/clock'
import {
  Database,
} from '../../infrastructure/persistence/sqlite/sqlite-database'
import 'reflect-metadata'
export const message = 'nothing from here'`
    const found = importsOfSource(source)
    expect(found.map((i) => i.spec)).toEqual(['inversify', '../ports/clock', '../../infrastructure/persistence/sqlite/sqlite-database', 'reflect-metadata'])
    const file = join(root, 'application', 'use-cases', 'x.ts')
    expect(found.map((i) => layerOf(file, i.spec))).toEqual([null, 'application', 'infrastructure', null])
  })
})
