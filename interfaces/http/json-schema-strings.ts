import { Kind } from '@sinclair/typebox'
import { TEXT_KIND } from './text-schema'

type Node = Record<string | symbol, unknown>
const PARTS = ['body', 'query', 'params', 'headers'] as const

/**
 * Makes every string rule of the routes count as JSON Schema (and so the OpenAPI document, a
 * client's validator, a fuzzer) counts: TypeBox's own `String` checks maxLength and minLength in
 * UTF-16 units and a pattern without the `u` flag, so `fields` of 448 characters, many of them
 * emoji, was 534 units and a 400 though the document allows 512. Each `t.String` with a length or
 * a pattern (and no format) becomes a text schema (text-schema.ts) in place, before any route
 * compiles its validator; the published schema does not change.
 */
export function countStringsAsJsonSchema(routes: readonly { hooks?: unknown }[]): void {
  for (const route of routes) {
    const hooks = route.hooks as Partial<Record<(typeof PARTS)[number], unknown>> | undefined
    for (const part of PARTS) eachSchema(hooks?.[part], asText)
  }
}

function asText(node: Node): void {
  if (node[Kind] !== 'String' || node.format !== undefined) return
  const counted = node.maxLength !== undefined || node.pattern !== undefined || Number(node.minLength ?? 0) > 1
  if (counted) node[Kind] = TEXT_KIND
}

function eachSchema(schema: unknown, visit: (node: Node) => void): void {
  const stack = [schema]
  const seen = new Set<unknown>()
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === null || typeof node !== 'object' || seen.has(node)) continue
    seen.add(node)
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    visit(node as Node)
    for (const key of ['properties', 'patternProperties']) {
      const members = (node as Node)[key]
      if (members && typeof members === 'object') stack.push(...Object.values(members))
    }
    for (const key of ['items', 'anyOf', 'allOf', 'oneOf', 'additionalProperties']) stack.push((node as Node)[key])
  }
}
