import { DomainError } from '../../domain/errors'
import { isAdmin, isAgent, type Principal } from '../../domain/principal'

/** The desk's one role check: agents and administrators work it, everyone else gets 403. */
export function assertAgent(principal: Principal): void {
  if (!isAgent(principal)) throw DomainError.forbidden('Desk access required')
}

/** Desk webhooks are administrators' business. */
export function assertDeskAdministrator(principal: Principal): void {
  if (!isAdmin(principal)) throw DomainError.forbidden('Administrator access required')
}
