import { ContainerModule } from 'inversify'
import type { FlowProvider } from '../../application/ports/flow-provider'
import type { FlowStore } from '../../application/ports/flow-store'
import type { Logger } from '../../application/ports/logger'
import { TOKENS } from '../../application/ports/tokens'
import { GetFlow } from '../../application/use-cases/get-flow'
import type { Config } from '../config/config'
import { ActivepiecesFlowProvider } from '../flows/activepieces-flow-provider'
import { loadFlowsFile, SAMPLE_FLOWS_FILE } from '../flows/flows-file'
import { LocalFlowProvider } from '../flows/local-flow-provider'

/**
 * Flow providers by source: `local` (the store, seeded from FLOWS_FILE or the sample file) and
 * `activepieces` when ACTIVEPIECES_URL is set. The file is read here, so a bad one stops the start.
 */
export function flowsModule(config: Config) {
  const seed = loadFlowsFile(config.flowsFile ?? SAMPLE_FLOWS_FILE)
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.FlowProviders)
      .toResolvedValue(
        (store: FlowStore, logger: Logger) => {
          const providers = new Map<string, FlowProvider>([['local', new LocalFlowProvider(store, seed)]])
          if (config.activepieces)
            providers.set(
              'activepieces',
              new ActivepiecesFlowProvider({ url: config.activepieces.url, apiKey: config.activepieces.apiKey }, logger),
            )
          return providers
        },
        [TOKENS.FlowStore, TOKENS.Logger],
      )
      .inSingletonScope()
    bind(GetFlow).toSelf().inSingletonScope()
  })
}
