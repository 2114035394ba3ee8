import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

// The parts of a body a route leaves open (an unknown key's value, a member of any type) are
// still checked by json-body.ts before the route runs: no reserved key in any object at any depth,
// arrays at most 8 directly in one another. The document must say so wherever a body is open.
type Schema = Record<string, any>
let app: TestApp
let token: string
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } }
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('open-values@example.com')
  doc = (await (await app.request('GET', '/swagger/json')).json()) as typeof doc
})
afterAll(() => app.stop())

const RESERVED = ['__proto__', 'constructor', 'prototype', '_bsontype']
const ANY_JSON = { $ref: '#/components/schemas/AnyJson' }
const bodySchema = (path: string, method: string) => doc.paths[path]![method]!.requestBody.content['application/json'].schema
const nested = (levels: number) => Array.from({ length: levels }).reduce<unknown>((inner) => [inner], 1)
const ANNOTATIONS = new Set(['description', 'examples', 'default', 'title', 'deprecated'])
const unconstrained = (s: unknown) => s === true || (typeof s === 'object' && s !== null && Object.keys(s).every((k) => ANNOTATIONS.has(k)))

/** Where a body schema lets any value through: objects without a rule for unknown keys, members of any type. */
function openSpots(schema: Schema, at: string): string[] {
  if (unconstrained(schema)) return [at]
  const found: string[] = []
  const isObject = schema.type === 'object' || schema.properties || schema.patternProperties
  const everyKeyNamed = schema.patternProperties && '^(.*)$' in schema.patternProperties
  if (isObject && !everyKeyNamed && (schema.additionalProperties === undefined || schema.additionalProperties === true))
    found.push(`${at}.*`)
  if (isObject && schema.propertyNames === undefined) found.push(`${at} (reserved keys not refused)`)
  for (const [name, member] of Object.entries<Schema>(schema.properties ?? {})) found.push(...openSpots(member, `${at}.${name}`))
  for (const member of Object.values<Schema>(schema.patternProperties ?? {})) found.push(...openSpots(member, `${at}[*]`))
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, alternative] of (schema[key] ?? []).entries()) found.push(...openSpots(alternative, `${at}/${key}${i}`))
  for (const key of ['items', 'additionalProperties'])
    if (typeof schema[key] === 'object' && schema[key] !== null) found.push(...openSpots(schema[key], `${at}/${key}`))
  return found
}

describe('open parts of a body', () => {
  test('no body in the document leaves a value open: every open part is AnyJson, which refuses what the server refuses', () => {
    const open = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => {
        const schema = op.requestBody?.content?.['application/json']?.schema
        return schema ? openSpots(schema, `${method.toUpperCase()} ${path} body`) : []
      }),
    )
    expect(open).toEqual([])
    expect(bodySchema('/api/v1/workspaces/{id}/members/{userId}', 'patch').additionalProperties).toEqual(ANY_JSON)
    expect(doc.components.schemas.Filter!.additionalProperties).toEqual(ANY_JSON)
  })

  test('AnyJson: any JSON whose objects have no reserved key at any depth, arrays 8 deep in one another', () => {
    const schemas = doc.components.schemas
    expect(schemas.AnyJson!.anyOf).toContainEqual({ $ref: '#/components/schemas/AnyJsonObject' })
    expect(schemas.AnyJsonObject).toEqual({ type: 'object', propertyNames: { not: { enum: RESERVED } }, additionalProperties: ANY_JSON })
    const refs = (name: string) => (schemas[name]!.items.anyOf as Schema[]).flatMap((s) => (s.$ref ? [s.$ref] : []))
    for (let level = 1; level < 8; level++)
      expect(refs(`AnyJsonArray${level}`)).toEqual([`#/components/schemas/AnyJsonArray${level + 1}`, '#/components/schemas/AnyJsonObject'])
    expect(refs('AnyJsonArray8')).toEqual(['#/components/schemas/AnyJsonObject'])
    expect(schemas.AnyJsonArray9).toBeUndefined()
  })

  test('the server takes an unknown key with any such value, and refuses a reserved key or a 9th array inside it', async () => {
    const patch = (extra: string) => app.request('PATCH', '/api/v1/me', { token, body: `{"name":"Ana","note":${extra}}` })
    const accepted = ['{"a":[{"b":null}],"$c":"d","e.f":1}', JSON.stringify({ deep: nested(8) }), JSON.stringify(nested(8))]
    for (const value of accepted) expect((await patch(value)).status).toBe(200)
    const refused = [
      ...RESERVED.map((key) => `{"a":[{"${key}":1}]}`),
      '[{"\\u005f_proto__":{}}]',
      JSON.stringify({ deep: nested(9) }),
      JSON.stringify(nested(9)),
    ]
    for (const value of refused) expect((await patch(value)).status).toBe(400)
  })
})
