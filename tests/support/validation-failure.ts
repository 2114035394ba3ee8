import { expect } from 'bun:test'
import { DomainError } from '../../domain/errors'

/** Runs `run`, expects it to throw a VALIDATION_FAILED DomainError, and answers that error. */
export function validationFailure(run: () => unknown): DomainError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError)
    expect((error as DomainError).code).toBe('VALIDATION_FAILED')
    return error as DomainError
  }
  throw new Error('expected a validation failure')
}
