import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type Inquiry, type InquiryView, toInquiryView } from '../../domain/inquiry'
import { parseDeskId } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import type { InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'
import { assertAgent } from '../services/desk-access'

/** One inquiry with its version (the ETag), for agents. */
@injectable()
export class GetInquiry {
  constructor(@inject(TOKENS.InquiryStore) private readonly store: InquiryStore) {}

  async execute(input: { principal: Principal; id: string }): Promise<{ inquiry: InquiryView; version: number }> {
    const inquiry = await this.load(input.principal, input.id)
    return { inquiry: toInquiryView(inquiry), version: inquiry.version }
  }

  /** The inquiry as stored, after the role check and the id's form (404 when absent). */
  async load(principal: Principal, rawId: string): Promise<Inquiry> {
    assertAgent(principal)
    const inquiry = await this.store.findById(parseDeskId(rawId, 'id'))
    if (!inquiry) throw DomainError.notFound('Inquiry not found')
    return inquiry
  }
}
