import { swagger } from '@elysiajs/swagger'
import { Elysia } from 'elysia'
import { JSON_VALUE_COMPONENTS } from '../json-value-schemas'
import { ERROR_STATUS_DESCRIPTIONS, ErrorSchema } from '../schemas'
import { acceptsEmptyObject, bodyRules } from './openapi-bodies'

type Schema = Record<string, unknown>
type Content = Record<string, { schema?: Schema }>
type Response = { description?: string; content?: Content } & Record<string, unknown>
type Parameter = { schema?: Schema; examples?: unknown } & Record<string, unknown>
type Operation = {
  requestBody?: { content?: Content }
  responses?: Record<string, Response>
  security?: unknown[]
  parameters?: Parameter[]
}

const RESPONSE_FIELDS = new Set(['description', 'headers', 'content', 'links'])
type Doc = { paths?: Record<string, Record<string, Operation>> }

const REASONS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' }

/**
 * OpenAPI 3.1 at /swagger (UI) and /swagger/json, generated from the routes' TypeBox schemas.
 * The document is completed here, in one place, with what global plugins enforce for every route
 * and the plugin cannot see: JSON bodies only (json-body.ts: 400, 413, 415 on every body route),
 * 401 on every route with a security requirement (bearer-auth.ts), a description on every answer,
 * and text answers whose schema names a `contentMediaType` served with that media type.
 */
export function openApi() {
  // The hook must precede the plugin (hooks reach only routes registered after them) and is local:
  // it runs for the plugin's own routes, never on the API's requests. It completes a copy: the
  // plugin's document shares its schema objects with the routes' validators, which must not change.
  return new Elysia({ name: 'openapi' })
    .onAfterHandle(({ path, response }) => {
      if (path !== '/swagger/json' || !response || typeof response !== 'object') return
      const doc = JSON.parse(JSON.stringify(response)) as Doc
      complete(doc)
      return doc
    })
    .use(
      swagger({
        path: '/swagger',
        exclude: ['/swagger', '/swagger/json'],
        documentation: {
          openapi: '3.1.0',
          info: {
            title: 'Logistics Inquiry and Data Lake Service',
            version: '1.0.0',
            description:
              'Passwordless sign-in, a data lake of schemaless collections, a generic CRUD endpoint, public AI endpoints, users, automation flows and health. Errors are always {message, code}.',
          },
          components: {
            securitySchemes: {
              bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
              inboundBasic: { type: 'http', scheme: 'basic' },
              apiKeyAuth: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'lk_<id>_<secret>',
                description: 'An API key of a workspace (docs/teams.md)',
              },
            },
            schemas: JSON_VALUE_COMPONENTS as unknown as Record<string, never>,
          },
        },
      }),
    )
}

function complete(doc: Doc): void {
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses ??= {}
      if (operation.requestBody) {
        keepJson(operation.requestBody.content)
        const json = operation.requestBody.content?.['application/json']
        if (json) {
          openObjects(json.schema)
          json.schema = bodyRules(json.schema) as Schema
          // json-body.ts reads an absent body as {}: where {} is valid the body may be left out.
          if (acceptsEmptyObject(json.schema)) (operation.requestBody as Record<string, unknown>).required = false
        }
        for (const status of [400, 413, 415]) addError(operation, status)
      }
      if (operation.security?.length) addError(operation, 401)
      for (const parameter of operation.parameters ?? []) exampleInSchema(parameter)
      for (const [status, response] of Object.entries(operation.responses)) {
        keepJson(response.content)
        onlyResponseFields(response)
        openObjects(response.content?.['application/json']?.schema)
        servedAs(response)
        response.description ||= REASONS[status] ?? ERROR_STATUS_DESCRIPTIONS[Number(status)] ?? `HTTP ${status}`
      }
    }
  }
}

function addError(operation: Operation, status: number): void {
  const responses = operation.responses!
  if (responses[status]) return
  responses[status] = {
    description: ERROR_STATUS_DESCRIPTIONS[status],
    content: { 'application/json': { schema: structuredClone(ErrorSchema) as Schema } },
  }
}

/**
 * Elysia drops the properties a body schema does not name before the route sees them (never a
 * 400), and sets `additionalProperties: false` on the route's body and answer schemas when it
 * compiles the route on its first request, so the document would change with traffic. A body
 * accepts unknown properties and says so; an answer may gain properties (clients ignore them).
 */
function openObjects(schema: unknown): void {
  eachNode(schema, (node) => {
    if (node.additionalProperties === false) delete node.additionalProperties
  })
}

/** Calls `visit` on every object inside a schema, with an explicit stack. */
function eachNode(schema: unknown, visit: (node: Schema) => void): void {
  const stack = [schema]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object') continue
    visit(node as Schema)
    for (const value of Object.values(node)) stack.push(value)
  }
}

/** The plugin lists form and text bodies beside JSON; our routes read JSON only. */
function keepJson(content: Content | undefined): void {
  if (!content?.['application/json']) return
  for (const type of Object.keys(content)) if (type !== 'application/json') delete content[type]
}

/** The plugin copies a parameter's `examples` (a list) beside its schema, where OpenAPI wants a map. */
function exampleInSchema(parameter: Parameter): void {
  if (!Array.isArray(parameter.examples)) return
  if (parameter.schema) parameter.schema.examples ??= parameter.examples
  delete parameter.examples
}

/** The plugin spreads an answer schema's keywords (examples, $ref, ...) over the Response Object; they belong in the schema. */
function onlyResponseFields(response: Response): void {
  const schema = response.content?.['application/json']?.schema
  for (const key of Object.keys(response)) {
    if (RESPONSE_FIELDS.has(key)) continue
    if (schema && !(key in schema)) schema[key] = response[key]
    delete response[key]
  }
}

/**
 * A string answer whose schema names its media type (the HTML sign-in page) is listed under that
 * type; one whose alternatives each name one (an export: CSV or NDJSON) under each of them.
 */
function servedAs(response: Response): void {
  const schema = response.content?.['application/json']?.schema
  const mediaType = schema?.contentMediaType
  if (typeof mediaType === 'string') response.content = { [mediaType]: { schema } }
  const alternatives = schema?.anyOf as Schema[] | undefined
  if (alternatives?.length && alternatives.every((s) => typeof s.contentMediaType === 'string'))
    response.content = Object.fromEntries(alternatives.map((s) => [s.contentMediaType as string, { schema: s }]))
}
