import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const routesDir = join(import.meta.dir, '..', '..', 'interfaces', 'http', 'routes')
const routeFiles = readdirSync(routesDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, source: readFileSync(join(routesDir, name), 'utf8') }))

describe('routes', () => {
  test('state authentication only through ProtectedRoutes (no bearer requirement, token check or use case of their own)', () => {
    const offenders = routeFiles
      // A scheme other than the bearer token is a route's own (Postmark's inbound webhook signs in with Basic credentials).
      .filter(({ source }) =>
        /bearerSecurity|bearerAuth\(|bearer-auth'|AuthenticateAccessToken|security:(?!\s*\[\{\s*inboundBasic\b)/.test(source),
      )
      .map(({ name }) => name)
    expect(offenders).toEqual([])
  })

  test('cast no answer `as never`', () => {
    expect(routeFiles.filter(({ source }) => source.includes('as never')).map(({ name }) => name)).toEqual([])
  })

  test("a document's routes (add, list, read, PATCH, DELETE) live in one file", () => {
    const documentPaths = routeFiles.filter(({ source }) => /\.(get|post|patch|delete)\(\s*'\/:id'/.test(source)).map(({ name }) => name)
    expect(documentPaths).toContain('document-routes.ts')
    const patchElsewhere = routeFiles.filter(
      ({ name, source }) => name !== 'document-routes.ts' && /documents\/:id['"]/.test(source) && /\.(patch|delete)\(/.test(source),
    )
    expect(patchElsewhere.map(({ name }) => name)).toEqual([])
  })
})
