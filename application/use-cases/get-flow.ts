import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type Flow, requireFlowId, requireFlowSource } from '../../domain/flow'
import type { FlowProviders } from '../ports/flow-providers'
import { TOKENS } from '../ports/tokens'

/** One automation flow from the provider that `source` names; unknown source or flow is 404. */
@injectable()
export class GetFlow {
  constructor(@inject(TOKENS.FlowProviders) private readonly providers: FlowProviders) {}

  async execute(input: { source: string; flowId: string }): Promise<Flow> {
    const provider = this.providers.get(requireFlowSource(input.source))
    const flowId = requireFlowId(input.flowId)
    const flow = provider ? await provider.find(flowId) : null
    if (!flow) throw DomainError.notFound('Flow not found')
    return flow
  }
}
