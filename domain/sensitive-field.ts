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

  constructor(pattern: string | null) {
    this.pattern = new RegExp(pattern ?? DEFAULT_SENSITIVE_FIELD_PATTERN, 'i')
  }

  isSensitive(database: DataLakeDatabase, field: string): boolean {
    return this.pattern.test(field) || database.sensitiveVariables.includes(field)
  }
}
