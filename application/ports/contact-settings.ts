/** Where contact-form notifications go (CONTACT_NOTIFY_EMAIL), taken from configuration by the composition root. */
export interface ContactSettings {
  readonly notifyEmail: string | null
}
