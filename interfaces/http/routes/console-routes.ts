import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Elysia, t } from 'elysia'
import { DomainError } from '../../../domain/errors'

/** The console's page and assets may load only from this origin; no inline script or style runs. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const ASSETS: Record<string, string> = {
  'console.js': 'text/javascript; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
}

/** Where `bun install` (its postinstall step) and `bun run build:console` put the bundled console; start only reads it. */
export const CONSOLE_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist', 'console')

const headers = (type: string) => ({
  'content-type': type,
  'content-security-policy': CONSOLE_CSP,
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
})

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The console is not built</h1><p>Run <code>bun run build:console</code> (<code>bun install</code> does it too), then reload.</p></body></html>`

/**
 * Serves the web console at /console: a static page and its bundle, read from dist/console once
 * built. It is a client of the public API like any other; nothing here knows a user or a token.
 */
export function consoleRoutes(dist = CONSOLE_DIST) {
  const cache = new Map<string, ArrayBuffer>()
  const read = async (name: string): Promise<ArrayBuffer | null> => {
    const hit = cache.get(name)
    if (hit) return hit
    try {
      const file = await readFile(join(dist, name))
      const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer
      cache.set(name, bytes)
      return bytes
    } catch {
      return null
    }
  }
  const page = async () => {
    const bytes = await read('index.html')
    if (!bytes) return new Response(NOT_BUILT, { status: 503, headers: headers('text/html; charset=utf-8') })
    return new Response(bytes, { headers: headers('text/html; charset=utf-8') })
  }
  const hidden = { detail: { hide: true } }
  return new Elysia()
    .get('/console', page, hidden)
    .get('/console/', page, hidden)
    .get(
      '/console/assets/:file',
      async ({ params }) => {
        const type = ASSETS[params.file]
        const bytes = type ? await read(join('assets', params.file)) : null
        if (!type || !bytes) throw DomainError.notFound('Route not found')
        return new Response(bytes, { headers: headers(type) })
      },
      { ...hidden, params: t.Object({ file: t.String({ maxLength: 64 }) }) },
    )
}
