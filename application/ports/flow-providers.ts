import type { FlowProvider } from './flow-provider'

/** The flow providers of this deployment, keyed by the `{source}` that selects them. */
export interface FlowProviders {
  get(source: string): FlowProvider | undefined
}
