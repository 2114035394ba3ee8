/** A route as Elysia lists it (`app.routes`). */
export interface RouteEntry {
  readonly method: string
  readonly path: string
}

/** The methods some route answers at a path (HEAD with GET); empty when no route has that path. */
export type AllowedMethods = (path: string) => string[]

/**
 * Which methods a path answers, from the app's routes (read once, on the first question, when every
 * route is registered): an unknown method on a known path is 405 with Allow, not 404.
 */
export function allowedMethods(routes: () => readonly RouteEntry[]): AllowedMethods {
  let table: { pattern: RegExp; method: string }[] | null = null
  return (path) => {
    table ??= routes()
      .filter((route) => /^[A-Z]+$/.test(route.method) && !route.path.includes('*'))
      .map((route) => ({ pattern: patternOf(route.path), method: route.method }))
    const methods = new Set<string>()
    for (const row of table) {
      if (!row.pattern.test(path)) continue
      methods.add(row.method)
      if (row.method === 'GET') methods.add('HEAD')
    }
    return [...methods]
  }
}

/** `/a/:id/b` → /^\/a\/[^/]+\/b$/ */
function patternOf(routePath: string): RegExp {
  const parts = routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${parts.join('/')}/?$`)
}
