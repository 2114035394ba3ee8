import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { dependencyViolations } from './dependency-rules'

const root = join(import.meta.dir, '..', '..')

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

function sourceTree(): Map<string, string> {
  const files = ['domain', 'application', 'infrastructure', 'interfaces'].flatMap((layer) => filesUnder(join(root, layer)))
  return new Map(files.map((file) => [relative(root, file), readFileSync(file, 'utf8')]))
}

describe('dependency rule', () => {
  test('the source tree keeps it: layers inward, composition root alone knows infrastructure, no sibling adapters, no cycles', () => {
    expect(dependencyViolations(sourceTree())).toEqual([])
  })

  test('domain and application use no runtime-specific API (Bun, Deno, node: modules)', () => {
    const violations = [...sourceTree()]
      .filter(([file]) => file.startsWith('domain/') || file.startsWith('application/'))
      .flatMap(([file, source]) =>
        [/\bBun\./, /\bDeno\./, /from\s+['"](node:|bun:)/, /\bprocess\./, /\bBuffer\b/]
          .filter((re) => re.test(source))
          .map((re) => `${file} uses ${re.source}`),
      )
    expect(violations).toEqual([])
  })
})

// Guards the guard: each kind of violation fed to the checker is reported.
describe('the dependency checker reports', () => {
  const check = (files: Record<string, string>) => dependencyViolations(new Map(Object.entries(files)))

  test('a layer importing outward, and a package in the core', () => {
    expect(
      check({
        'domain/a.ts': `import { x } from '../application/ports/b'\nimport z from 'zod'`,
        'application/use-cases/c.ts': `import { inject, injectable, Container } from 'inversify'\nimport {\n  Db,\n} from '../../infrastructure/persistence/sqlite/sqlite-database'`,
        'infrastructure/mail/d.ts': `import { app } from '../../interfaces/http/create-app'`,
      }),
    ).toEqual([
      'domain/a.ts imports ../application/ports/b: domain imports only domain',
      'domain/a.ts imports zod: domain imports no package',
      'application/use-cases/c.ts imports inversify: application takes only inject/injectable from inversify',
      'application/use-cases/c.ts imports ../../infrastructure/persistence/sqlite/sqlite-database: application imports only domain and application',
      'infrastructure/mail/d.ts imports ../../interfaces/http/create-app: infrastructure never imports interfaces',
    ])
  })

  test('interfaces importing infrastructure outside the composition root', () => {
    expect(
      check({
        'interfaces/http/plugins/request-context.ts': `import type { JsonLogger } from '../../../infrastructure/logging/json-logger'`,
        'interfaces/http/create-app.ts': `import { INFRA } from '../../infrastructure/container/infrastructure-tokens'`,
      }),
    ).toEqual([
      'interfaces/http/plugins/request-context.ts imports ../../../infrastructure/logging/json-logger: only the composition root imports infrastructure',
    ])
  })

  test('an adapter importing a sibling adapter, but not shared persistence code or the container', () => {
    expect(
      check({
        'infrastructure/persistence/mongo/m.ts': `import { p } from '../sqlite/sqlite-projection'\nimport { q } from '../document-projection'`,
        'infrastructure/container/module.ts': `import { M } from '../persistence/mongo/m'\nimport { S } from '../persistence/sqlite/s'`,
      }),
    ).toEqual([
      'infrastructure/persistence/mongo/m.ts imports ../sqlite/sqlite-projection: adapter persistence/mongo imports sibling adapter persistence/sqlite',
    ])
  })

  test('an import cycle, type-only imports included', () => {
    expect(
      check({
        'domain/query-filter.ts': `import { parseQueryOptions } from './query-options'`,
        'domain/query-options.ts': `import type { SortSpec } from './query-filter'`,
      }),
    ).toEqual(['import cycle: domain/query-filter.ts -> domain/query-options.ts -> domain/query-filter.ts'])
  })
})
