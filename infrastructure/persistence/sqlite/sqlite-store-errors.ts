import { DomainError } from '../../../domain/errors'

/** A database deleted between the caller's lookup and its write is absent, not an internal error. */
export function notFoundWhenDropped(name: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Error && error.message.includes('no such table')) throw DomainError.notFound(`Database ${name} not found`)
    throw error
  }
}
