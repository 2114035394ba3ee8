import { RESERVED_KEYS } from '../../../domain/field-name'

type Schema = Record<string, unknown>

/** Every key not named by a TypeBox `Record` (whose pattern matches any key). */
const ANY_KEY = '^(.*)$'
const ANY_JSON = { $ref: '#/components/schemas/AnyJson' }
const ANNOTATIONS = new Set(['description', 'examples', 'default', 'title', 'deprecated'])

/**
 * Makes a body schema state what json-body.ts enforces on every body before a route sees it: the
 * reserved keys (`__proto__`, ...) are refused in every object at every depth, and arrays sit in
 * arrays at most 8 levels. Objects the route names refuse them as property names; every place the
 * route leaves open (an unknown key's value, a value of any type) becomes the `AnyJson` component,
 * which says the same all the way down. Without it the document allows `{"note":{"__proto__":1}}`
 * beside a route's own fields, which the server answers 400.
 */
export function bodyRules(schema: unknown): unknown {
  if (isUnconstrained(schema)) return openValue(schema)
  eachSubschema(schema, (node) => {
    if (!isObjectSchema(node)) return
    if (node.propertyNames === undefined) node.propertyNames = { not: { enum: [...RESERVED_KEYS] } }
    const open = node.additionalProperties === undefined || node.additionalProperties === true
    if (open && !hasRecordPattern(node)) node.additionalProperties = { ...ANY_JSON }
  })
  eachSubschema(schema, (node) => {
    for (const key of ['properties', 'patternProperties'] as const) {
      const members = node[key] as Record<string, unknown> | undefined
      for (const [name, member] of Object.entries(members ?? {})) if (isUnconstrained(member)) members![name] = openValue(member)
    }
  })
  return schema
}

/** Whether `{}` is valid for a body schema (read without following `$ref`s: those are never empty-accepting here). */
export function acceptsEmptyObject(schema: Schema | undefined): boolean {
  if (!schema) return false
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).some(acceptsEmptyObject)
  if (schema.$ref !== undefined || schema.type !== 'object') return false
  return !(Array.isArray(schema.required) && schema.required.length > 0) && !(Number(schema.minProperties) > 0)
}

function isObjectSchema(node: Schema): boolean {
  return node.type === 'object' || node.properties !== undefined || node.patternProperties !== undefined
}

function hasRecordPattern(node: Schema): boolean {
  return typeof node.patternProperties === 'object' && node.patternProperties !== null && ANY_KEY in node.patternProperties
}

/** `true`, or a schema with nothing but annotations (TypeBox's `Unknown`): any value at all. */
function isUnconstrained(member: unknown): boolean {
  if (member === true) return true
  if (member === null || typeof member !== 'object') return false
  return Object.keys(member).every((key) => ANNOTATIONS.has(key))
}

function openValue(member: unknown): Schema {
  return member === true ? { ...ANY_JSON } : { ...(member as Schema), ...ANY_JSON }
}

/**
 * Calls `visit` on a schema and each schema inside it (members, items, alternatives), with an
 * explicit stack; `$ref`s are not followed: the components they name state their own rules.
 */
function eachSubschema(schema: unknown, visit: (node: Schema) => void): void {
  const stack = [schema]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue
    const s = node as Schema
    visit(s)
    for (const key of ['properties', 'patternProperties', '$defs'])
      if (s[key] && typeof s[key] === 'object') stack.push(...Object.values(s[key] as object))
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(s[key])) stack.push(...(s[key] as unknown[]))
    // Not `not` or `if`: a rule added inside either would turn around.
    for (const key of ['additionalProperties', 'items', 'then', 'else']) stack.push(s[key])
  }
}
