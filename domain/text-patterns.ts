/**
 * Regular-expression pieces shared by the rules and the API's published schemas. Spelled out
 * rather than \s or \p{..} so a pattern means the same to any engine (a client's validator, a
 * fuzzer, TypeBox without the `u` flag) as here.
 */

/** Exactly the characters String.prototype.trim removes, as the body of a character class. */
export const WHITESPACE_CLASS = '\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'

/** A text with at least one character that trimming keeps. */
export const NOT_BLANK_PATTERN = `[^${WHITESPACE_CLASS}]`

/**
 * Whether a text is longer than `max` characters counted as JSON Schema counts them (code points,
 * so an emoji is one), which is how the API's published limits read. Cheap unless near the limit.
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false
  if (text.length > max * 2) return true
  let count = 0
  for (const _ of text) if (++count > max) return true
  return false
}
