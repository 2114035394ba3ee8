import 'reflect-metadata'
import { Container, type ContainerModule } from 'inversify'
import type { Config } from '../config/config'
import { assistantModule } from './assistant-module'
import { bulkDataModule } from './bulk-data-module'
import { changeLogModule } from './change-log-module'
import { dataLakeModule } from './data-lake-module'
import { deskModule } from './desk-module'
import { deskWorkModule } from './desk-work-module'
import { flowsModule } from './flows-module'
import { identityModule } from './identity-module'
import { mailModule } from './mail-module'
import { mongoPersistenceModule } from './mongo-persistence-module'
import { observabilityModule } from './observability-module'
import { platformModule } from './platform-module'
import { sqlitePersistenceModule } from './sqlite-persistence-module'
import { webhooksModule } from './webhooks-module'
import { workspacesModule } from './workspaces-module'

/**
 * The composition root's wiring: one module per area, chosen by configuration. `overrides` are
 * loaded last and may rebind anything (tests swap adapters for fakes this way).
 */
export function buildContainer(config: Config, overrides: ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(
    platformModule(config),
    config.mongo ? mongoPersistenceModule(config) : sqlitePersistenceModule(config),
    mailModule(config),
    identityModule(config),
    flowsModule(config),
    dataLakeModule(config),
    changeLogModule(),
    assistantModule(config),
    webhooksModule(config),
    bulkDataModule(config),
    deskModule(config),
    deskWorkModule(config),
    observabilityModule(config),
    workspacesModule(),
  )
  if (overrides.length > 0) container.load(...overrides)
  return container
}
