import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { CreateTask } from '../../application/use-cases/create-task'
import { DeleteTask } from '../../application/use-cases/delete-task'
import { GetInquiryMetrics } from '../../application/use-cases/get-inquiry-metrics'
import { ListTasks } from '../../application/use-cases/list-tasks'
import { UpdateTask } from '../../application/use-cases/update-task'
import type { Config } from '../config/config'

/** The desk's tasks, service level and metrics (#27); the stores are bound by the persistence module. */
export function deskWorkModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.ServiceLevel).toConstantValue(config.serviceLevel)
    bind(CreateTask).toSelf().inSingletonScope()
    bind(ListTasks).toSelf().inSingletonScope()
    bind(UpdateTask).toSelf().inSingletonScope()
    bind(DeleteTask).toSelf().inSingletonScope()
    bind(GetInquiryMetrics).toSelf().inSingletonScope()
  })
}
