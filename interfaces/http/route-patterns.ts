/** One segment level of the route table: static segments first, then a parameter, then a catch-all. */
interface Level {
  readonly fixed: Map<string, Level>
  param: Level | null
  readonly ends: Map<string, string>
  readonly rest: Map<string, string>
}

const level = (): Level => ({ fixed: new Map(), param: null, ends: new Map(), rest: new Map() })

/**
 * The route pattern (`/api/v1/datalake/:source/databases/:db/documents/:id`) a method and path
 * resolve to, as a router would choose it (a static segment before a parameter), or null. For the
 * metrics' route label: never the concrete path, whose ids would make one series per document.
 */
export function routePatterns(routes: readonly { method: string; path: string }[]): (method: string, url: string) => string | null {
  const root = level()
  for (const { method, path } of routes) {
    let at = root
    const segments = trimmed(path).split('/')
    for (const [i, segment] of segments.entries()) {
      if (segment === '*' && i === segments.length - 1) {
        at.rest.set(method, path)
        break
      }
      if (segment.startsWith(':')) at = at.param ??= level()
      else {
        let next = at.fixed.get(segment)
        if (!next) at.fixed.set(segment, (next = level()))
        at = next
      }
      if (i === segments.length - 1) at.ends.set(method, path)
    }
  }
  return (method, url) => find(root, trimmed(pathOf(url)).split('/'), 0, method)
}

function find(at: Level, segments: readonly string[], i: number, method: string): string | null {
  if (i === segments.length) return at.ends.get(method) ?? at.rest.get(method) ?? null
  const segment = segments[i]!
  const fixed = at.fixed.get(segment)
  const found = (fixed && find(fixed, segments, i + 1, method)) || (at.param && segment !== '' && find(at.param, segments, i + 1, method))
  return found || (at.rest.get(method) ?? null)
}

/** The path of a URL (or of a path with a query), without scheme, host and query. */
function pathOf(url: string): string {
  const start = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('//') + 2)
  if (start === -1) return '/'
  const query = url.indexOf('?', start)
  return query === -1 ? url.slice(start) : url.slice(start, query)
}

/** Without the leading slash and a trailing one, so `/a/b/` and `/a/b` are one route, as Elysia has them. */
function trimmed(path: string): string {
  const from = path.startsWith('/') ? 1 : 0
  return path.length > from + 1 && path.endsWith('/') ? path.slice(from, -1) : path.slice(from)
}
