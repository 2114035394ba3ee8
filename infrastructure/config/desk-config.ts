import { BusinessHours } from '../../domain/business-hours'
import { DomainError } from '../../domain/errors'
import { DEFAULT_FIRST_RESPONSE_MINUTES, ServiceLevel } from '../../domain/service-level'
import { ConfigError } from './config-error'

/** The desk's service level from SLA_FIRST_RESPONSE_MINUTES and DESK_BUSINESS_HOURS; a bad value stops the start naming it. */
export function deskServiceLevel(firstResponseMinutes: number | undefined, businessHours: string | undefined): ServiceLevel {
  let hours: BusinessHours | null = null
  if (businessHours !== undefined && businessHours.trim() !== '') {
    try {
      hours = BusinessHours.parse(businessHours)
    } catch (error) {
      if (error instanceof DomainError) throw new ConfigError(`Invalid environment variable DESK_BUSINESS_HOURS: ${error.message}`)
      throw error
    }
  }
  return new ServiceLevel(firstResponseMinutes ?? DEFAULT_FIRST_RESPONSE_MINUTES, hours)
}
