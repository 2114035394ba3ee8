import { DomainError } from '../../domain/errors'

/** A loggable reason for a failure: our own messages only, never a provider's text (it may echo the prompt). */
export function failureReason(error: unknown): string {
  if (error instanceof DomainError) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.name : 'unknown'
}
