/** A route as Elysia lists it (`app.routes`). */
export interface RouteEntry {
  readonly method: string
  readonly path: string
}

/**
 * The methods the most specific routes at a path answer (HEAD with GET); empty when no route has that
 * path. A static segment outranks a parameter: `/inquiries/metrics` answers GET only, even though
 * `/inquiries/:id` would capture a PATCH to it.
 */
export type AllowedMethods = (path: string) => string[]

/**
 * Which methods a path answers, from the app's routes (read once, on the first question, when every
 * route is registered): an unknown method on a known path is 405 with Allow, not 404.
 */
export function allowedMethods(routes: () => readonly RouteEntry[]): AllowedMethods {
  let table: { pattern: RegExp; method: string; params: number }[] | null = null
  return (path) => {
    table ??= routes()
      .filter((route) => /^[A-Z]+$/.test(route.method) && !route.path.includes('*'))
      .map((route) => ({ pattern: patternOf(route.path), method: route.method, params: paramCount(route.path) }))
    const matching = table.filter((row) => row.pattern.test(path))
    const fewest = Math.min(...matching.map((row) => row.params))
    const methods = new Set<string>()
    for (const row of matching) {
      if (row.params !== fewest) continue
      methods.add(row.method)
      if (row.method === 'GET') methods.add('HEAD')
    }
    return [...methods]
  }
}

function paramCount(routePath: string): number {
  return routePath.split('/').filter((part) => part.startsWith(':')).length
}

/** `/a/:id/b` → /^\/a\/[^/]+\/b$/ */
function patternOf(routePath: string): RegExp {
  const parts = routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${parts.join('/')}/?$`)
}
