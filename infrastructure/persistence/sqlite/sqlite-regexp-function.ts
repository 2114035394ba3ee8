import type { DatabaseSync } from 'node:sqlite'
import { DomainError } from '../../../domain/errors'
import { type LinearRegex, RegexTooExpensiveError } from '../../../domain/linear-regex'
import { compileSafeRegex } from '../../../domain/regex-rules'

const REGEX_CACHE_SIZE = 128

/**
 * Registers `regexp(pattern, value, flags?)` (also what `value REGEXP pattern` calls), running
 * the linear-time engine: a pattern can cost no more than a pass over each value. Patterns were
 * validated by parseFilter; each compiles once (small LRU cache).
 */
export function registerSqlFunctions(db: DatabaseSync): void {
  const cache = new Map<string, LinearRegex>()
  db.function('regexp', { deterministic: true, varargs: true }, (pattern, value, flags) => {
    if (typeof pattern !== 'string' || typeof value !== 'string') return 0
    const options = typeof flags === 'string' ? flags : ''
    const key = `${options}/${pattern}`
    let regex = cache.get(key)
    if (regex) cache.delete(key)
    else regex = compileSafeRegex(pattern, options, 'filter.$regex')
    cache.set(key, regex)
    if (cache.size > REGEX_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    try {
      return regex.test(value) ? 1 : 0
    } catch (error) {
      if (!(error instanceof RegexTooExpensiveError)) throw error
      throw DomainError.validation('$regex is too expensive for the stored values: simplify the pattern', [
        { path: 'filter', message: 'too expensive' },
      ])
    }
  })
}
