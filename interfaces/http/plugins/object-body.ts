import { Elysia } from 'elysia'
import { HttpError } from '../http-error'
import { RAW_BODY } from './json-body'

type Schema = { type?: unknown; anyOf?: unknown }

/**
 * A route whose body schema is an object takes a JSON object only. Elysia's validator lets an
 * array, a string or a number through an object schema whose properties are all optional (the
 * route then sees {}), so `PATCH .../webhooks/{id}` with `[null, null]` answered 200 where the
 * document says 400. Checked after parsing, before validation, against the routes' own schemas.
 */
export function objectBodies(isObjectBody: (method: string, route: string) => boolean) {
  return new Elysia({ name: 'object-body' }).onTransform({ as: 'global' }, ({ request, route, body }) => {
    // A JSON object passes whatever the route: the route table is asked only about anything else.
    if (body === undefined || body === RAW_BODY || (body !== null && typeof body === 'object' && !Array.isArray(body))) return
    if (isObjectBody(request.method, route))
      throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request: body expected object', [{ path: '', message: 'expected object' }])
  })
}

/** `METHOD /path` of every route whose body schema is an object, or a choice among objects. */
export function objectBodyRoutes(routes: readonly { method: string; path: string; hooks?: unknown }[]): ReadonlySet<string> {
  const isObject = (schema: unknown): boolean => {
    if (schema === null || typeof schema !== 'object') return false
    const { type, anyOf } = schema as Schema
    return type === 'object' || (Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every(isObject))
  }
  return new Set(
    routes.filter((route) => isObject((route.hooks as { body?: unknown } | undefined)?.body)).map((r) => `${r.method} ${r.path}`),
  )
}
