import { BusinessHours } from '../../domain/business-hours'
import { DomainError } from '../../domain/errors'
import { DEFAULT_FIRST_RESPONSE_MINUTES, ServiceLevel } from '../../domain/service-level'
import { ConfigError } from './config-error'
import type { Env } from './config-schema'

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

/** The desk (api-contract 13): notifications, inbound mail from Postmark, reopening. */
export interface DeskSettings {
  readonly notifyEmail: string | null
  readonly inbound: { readonly user: string; readonly password: string } | null
  readonly replyAddress: string | null
  readonly inboundMaxBytes: number
  readonly attachmentMaxBytes: number
  readonly reopenDays: number
  readonly firstResponseMinutes: number
}

/** The desk's settings from the validated environment (inbound credentials only when both are set). */
export function deskSettings(env: Env): DeskSettings {
  return {
    notifyEmail: env.DESK_NOTIFY_EMAIL ?? env.CONTACT_NOTIFY_EMAIL ?? null,
    inbound:
      env.INBOUND_WEBHOOK_USER && env.INBOUND_WEBHOOK_PASSWORD
        ? { user: env.INBOUND_WEBHOOK_USER, password: env.INBOUND_WEBHOOK_PASSWORD }
        : null,
    replyAddress: env.INBOUND_REPLY_ADDRESS ?? null,
    inboundMaxBytes: env.INBOUND_MAX_BYTES ?? 36 * 1024 * 1024,
    attachmentMaxBytes: env.INBOUND_ATTACHMENT_MAX_BYTES ?? 10 * 1024 * 1024,
    reopenDays: env.INQUIRY_REOPEN_DAYS ?? 14,
    firstResponseMinutes: env.SLA_FIRST_RESPONSE_MINUTES ?? 240,
  }
}
