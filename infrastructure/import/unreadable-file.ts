import { DomainError } from '../../domain/errors'

/** The import's one fatal error: the file cannot be read past `row`, so nothing is imported. */
export function unreadable(row: number, message: string): never {
  throw DomainError.validation(`Row ${row}: ${message}; nothing was imported`, [{ path: `row ${row}`, message }])
}
