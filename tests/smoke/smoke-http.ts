/** One HTTP call against a running service: status and parsed JSON body (null when empty). */
export type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; json: any }>

/** JSON over fetch against `baseUrl`; a string body is sent as is (for malformed-JSON checks). */
export function httpCaller(baseUrl: string): Call {
  return async (method, path, body, token) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, json: text ? JSON.parse(text) : null }
  }
}

/**
 * Which of `routes` ("METHOD /path") the running app does not serve: it answers an unregistered
 * route with 404 "Route not found", while a registered one answers 401 or 400 to an empty body.
 */
export async function unservedRoutes(call: Call, routes: readonly string[]): Promise<Set<string>> {
  const missing = new Set<string>()
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string]
    const { status, json } = await call(method, path, {})
    if (status === 404 && json?.message === 'Route not found') missing.add(route)
  }
  return missing
}
