import type { Flow } from '../../domain/flow'

/**
 * Reads flows from one source (the store, a flow engine). Answers null for an unknown flow;
 * throws DomainError `UPSTREAM_BAD_RESPONSE` when the source is unreachable or answers garbage.
 */
export interface FlowProvider {
  find(flowId: string): Promise<Flow | null>
}
