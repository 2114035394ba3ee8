import { inject, injectable } from 'inversify'
import { inboxCursorOf, parseInboxCursor } from '../../domain/contact-submission'
import { DomainError } from '../../domain/errors'
import type { Intent } from '../../domain/intent'
import { isAdmin, type Principal } from '../../domain/principal'
import type { ContactSubmissionStore } from '../ports/contact-submission-store'
import { TOKENS } from '../ports/tokens'

/** One submission as the intake inbox shows it (the notification bookkeeping stays inside). */
export interface InboxEntry {
  readonly _id: string
  readonly name: string
  readonly email: string
  readonly company: string | null
  readonly phone: string | null
  readonly subject: string | null
  readonly message: string
  readonly intent: Intent
  readonly createdAt: string
}

/** The intake inbox: contact submissions newest first, optionally of one intent; administrators only. */
@injectable()
export class ListContactSubmissions {
  constructor(@inject(TOKENS.ContactSubmissionStore) private readonly store: ContactSubmissionStore) {}

  async execute(input: {
    principal: Principal
    limit: number
    after?: string
    intent?: Intent
  }): Promise<{ data: InboxEntry[]; nextCursor: string | null }> {
    if (!isAdmin(input.principal)) throw DomainError.forbidden('Administrator access required')
    const after = input.after === undefined ? null : parseInboxCursor(input.after)
    const found = await this.store.listNewestFirst(after, input.limit + 1, input.intent ?? null)
    const page = found.slice(0, input.limit)
    return {
      data: page.map((s) => ({
        _id: s.id,
        name: s.name,
        email: s.email,
        company: s.company,
        phone: s.phone,
        subject: s.subject,
        message: s.message,
        intent: s.intent,
        createdAt: s.createdAt.toISOString(),
      })),
      nextCursor: found.length > input.limit ? inboxCursorOf(page.at(-1)!) : null,
    }
  }
}
