import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import { errorHandler } from '../../interfaces/http/plugins/error-handler'
import { CONSOLE_CSP, consoleRoutes } from '../../interfaces/http/routes/console-routes'
import { verifyPage } from '../../interfaces/http/routes/verify-page'
import { buildConsole } from '../../scripts/build-console'
import { RecordingLogger } from '../fakes/recording-logger'

const dist = mkdtempSync(join(tmpdir(), 'console-dist-'))
let app: { handle(request: Request): Promise<Response> }
beforeAll(async () => {
  await buildConsole(dist)
  app = new Elysia().use(errorHandler(new RecordingLogger())).use(consoleRoutes(dist))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const get = (path: string) => app.handle(new Request(`http://console.test${path}`))

describe('the console routes', () => {
  test.each(['/console', '/console/'])('%s answers the page under the strict CSP', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await res.text()).toContain('<script type="module" src="/console/assets/console.js"></script>')
  })

  test.each([
    ['console.js', 'text/javascript; charset=utf-8'],
    ['console.css', 'text/css; charset=utf-8'],
    ['favicon.svg', 'image/svg+xml'],
  ])('serves %s as %s', async (file, type) => {
    const res = await get(`/console/assets/${file}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  test.each(['/console/assets/index.html', '/console/assets/..%2f..%2fpackage.json', '/console/assets/other.js'])(
    '%s is not found',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' })
    },
  )

  test('without a build, /console says how to build it', async () => {
    const bare = new Elysia().use(consoleRoutes(join(dist, 'absent')))
    const res = await bare.handle(new Request('http://console.test/console'))
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('bun run build:console')
  })
})

describe('the login link page', () => {
  test('offers the console with the token in the fragment, escaped', () => {
    expect(verifyPage('abc.DEF_-1')).toContain('<a id="console" href="/console/#token=abc.DEF_-1">Continue to the console</a>')
    const hostile = verifyPage('"><script>alert(1)</script>')
    expect(hostile).toContain('href="/console/#token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"')
    expect(verifyPage(`x'y`)).toContain('#token=x&#39;y"')
  })
})
