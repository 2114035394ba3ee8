import type { DataLakeDatabase } from './database'

// Separators people put inside names: nothing (camelCase, lowercased by the `i` flag), `_`, `-`, space.
const S = '[\\s_-]?'

/** Field names treated as sensitive when SENSITIVE_FIELD_PATTERN is not set (case-insensitive). */
export const DEFAULT_SENSITIVE_FIELD_PATTERN = [
  `pass${S}(?:word|code|phrase)`,
  'secret',
  'token',
  'iban',
  `account${S}(?:number|num|no)`,
  `card${S}(?:number|num|no)`,
  'cvv',
  'cvc',
  'ssn',
  `social${S}security`,
  `tax${S}(?:id|number)`,
  'passport',
  `national${S}id`,
  `date${S}of${S}birth`,
  `birth${S}date`,
  '(?:^|[\\s_-])dob(?:$|[\\s_-])',
  'phone',
  'mobile',
  `e${S}mail`,
].join('|')

/** Decides which top-level fields of a database are encrypted at rest. */
export class SensitiveFields {
  private readonly pattern: RegExp
  // The same few names come back on every write; a lookup costs less than the pattern. Bounded.
  private readonly verdicts = new Map<string, boolean>()

  constructor(pattern: string | null) {
    this.pattern = new RegExp(pattern ?? DEFAULT_SENSITIVE_FIELD_PATTERN, 'i')
  }

  isSensitive(database: DataLakeDatabase, field: string): boolean {
    return this.matchesPattern(field) || database.sensitiveVariables.includes(field)
  }

  private matchesPattern(field: string): boolean {
    let verdict = this.verdicts.get(field)
    if (verdict === undefined) {
      verdict = this.pattern.test(field)
      if (this.verdicts.size >= 4096) this.verdicts.clear()
      this.verdicts.set(field, verdict)
    }
    return verdict
  }
}
