/** How the desk runs (DESK_NOTIFY_EMAIL, INBOUND_REPLY_ADDRESS, INQUIRY_REOPEN_DAYS, ...), taken from configuration by the composition root. */
export interface DeskSettings {
  /** Where new inquiries are announced: DESK_NOTIFY_EMAIL, else CONTACT_NOTIFY_EMAIL, else nobody. */
  readonly notifyEmail: string | null
  /** INBOUND_REPLY_ADDRESS (`desk@inbound.example.com`): replies carry it with `+<token>` as Reply-To. */
  readonly replyAddress: string | null
  /** A customer message within this many days of resolution reopens the inquiry; later it starts a new one. */
  readonly reopenDays: number
  /** Attachment bytes kept per inbound message (INBOUND_ATTACHMENT_MAX_BYTES). */
  readonly attachmentMaxBytes: number
  /** Minutes from creation to `firstResponseDueAt` (SLA_FIRST_RESPONSE_MINUTES; business hours are #27's). */
  readonly firstResponseMinutes: number
  /** Seconds before each retry of a failed reply (the webhook retry schedule). */
  readonly retryScheduleSeconds: readonly number[]
}
