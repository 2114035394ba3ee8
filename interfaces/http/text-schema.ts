import { Kind, type SchemaOptions, type TUnsafe, Type, TypeRegistry } from '@sinclair/typebox'
import { longerThan } from '../../domain/text-patterns'

export const TEXT_KIND = 'LimitedText'
const KIND = TEXT_KIND

export interface TextOptions extends SchemaOptions {
  minLength?: number
  pattern?: string
}

interface TextSchema extends TextOptions {
  maxLength?: number
}

const patterns = new Map<string, RegExp>()
const compiled = (pattern: string) => patterns.get(pattern) ?? patterns.set(pattern, unicodeRegExp(pattern)).get(pattern)!

/**
 * A pattern read as JSON Schema reads it: over code points (the `u` flag), so `{1,128}` counts an
 * emoji once, as the length limits do. A pattern that is not valid in that mode keeps the old one.
 */
function unicodeRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u')
  } catch {
    return new RegExp(pattern)
  }
}

if (!TypeRegistry.Has(KIND)) {
  TypeRegistry.Set<TextSchema>(KIND, (schema, value) => {
    if (typeof value !== 'string' || (schema.maxLength !== undefined && longerThan(value, schema.maxLength))) return false
    if (schema.minLength !== undefined && value.length < schema.minLength && [...value].length < schema.minLength) return false
    return schema.pattern === undefined || compiled(schema.pattern).test(value)
  })
}

/**
 * A string of at most `maxLength` characters counted as JSON Schema counts them (code points, an
 * emoji is one). TypeBox's own maxLength counts UTF-16 units, so a client's validator or a fuzzer
 * reading the published limit would send texts the edge refuses. Published as a plain string schema.
 */
export function text(maxLength: number, options: TextOptions = {}): TUnsafe<string> {
  return Type.Unsafe<string>({ ...options, [Kind]: KIND, type: 'string', maxLength })
}

/** The problem with a value a {@link text} schema refused, phrased as TypeBox phrases its own. */
export function describeTextSchema(schema: unknown): string | null {
  if (schema === null || typeof schema !== 'object' || (schema as Record<symbol, unknown>)[Kind] !== KIND) return null
  const { maxLength, minLength, pattern } = schema as TextSchema
  // A pattern alone (a string rule json-schema-strings.ts turned into a text) reads as TypeBox's own.
  if (maxLength === undefined && (minLength ?? 0) <= 1) return `expected string to match '${pattern}'`
  const length = maxLength === undefined ? `at least ${minLength}` : minLength ? `${minLength} to ${maxLength}` : `at most ${maxLength}`
  return `expected a string of ${length} characters${pattern ? ` matching '${pattern}'` : ''}`
}
