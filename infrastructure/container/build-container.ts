import 'reflect-metadata'
import { Container, type ContainerModule } from 'inversify'
import type { Config } from '../config/config'
import { identityModule } from './identity-module'
import { mailModule } from './mail-module'
import { sqlitePersistenceModule } from './persistence-module'
import { platformModule } from './platform-module'

/**
 * The composition root's wiring: one module per area, chosen by configuration. `overrides` are
 * loaded last and may rebind anything (tests swap adapters for fakes this way).
 */
export function buildContainer(config: Config, overrides: ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(platformModule(config), sqlitePersistenceModule(config), mailModule(config), identityModule(config))
  if (overrides.length > 0) container.load(...overrides)
  return container
}
