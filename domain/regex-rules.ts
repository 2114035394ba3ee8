import { DomainError } from './errors'
import { compileLinearRegex, type LinearRegex, UnsupportedRegexError } from './linear-regex'

export const MAX_REGEX_LENGTH = 256
/** Only `i` and `m`, each at most once. */
const FLAGS = /^(?!.*(.).*\1)[im]*$/

function refuse(path: string, message: string): never {
  throw DomainError.validation(`$regex ${message}`, [{ path, message }])
}

/**
 * Validates a `$regex` pattern and its `$options` and returns its linear-time matcher. Patterns
 * are JavaScript syntax (close to, not identical with, MongoDB's PCRE); they must compile as a
 * JavaScript RegExp and stay within the regular subset the linear engine runs (no
 * backreferences, no lookarounds), so no pattern can backtrack catastrophically.
 */
export function compileSafeRegex(pattern: unknown, options: unknown, path: string): LinearRegex {
  if (typeof pattern !== 'string') refuse(path, 'must be a string')
  if (pattern.length > MAX_REGEX_LENGTH) refuse(path, `must be at most ${MAX_REGEX_LENGTH} characters`)
  if (options !== undefined && (typeof options !== 'string' || !FLAGS.test(options))) {
    throw DomainError.validation('$options accepts only the flags "i" and "m"', [
      { path: path.replace(/\$regex$/, '$options'), message: 'only "i" and "m"' },
    ])
  }
  const flags = (options as string | undefined) ?? ''
  try {
    new RegExp(pattern, flags)
  } catch {
    refuse(path, 'is not a valid regular expression')
  }
  try {
    return compileLinearRegex(pattern, flags)
  } catch (error) {
    if (error instanceof UnsupportedRegexError) refuse(path, `uses unsupported syntax: ${error.message}`)
    throw error
  }
}
