import { ContainerModule } from 'inversify'
import { ChangeStamps } from '../../application/services/change-stamps'
import { DeleteDocument } from '../../application/use-cases/delete-document'
import { GetDocument } from '../../application/use-cases/get-document'
import { GetDocumentHistory } from '../../application/use-cases/get-document-history'
import { ListChanges } from '../../application/use-cases/list-changes'
import { ListDocuments } from '../../application/use-cases/list-documents'
import { PruneChangeLog } from '../../application/use-cases/prune-change-log'
import { RunIdempotently } from '../../application/use-cases/run-idempotently'

/** Documents as resources and the change log's use cases (the log and its notifier come from persistence). */
export function changeLogModule() {
  return new ContainerModule(({ bind }) => {
    const classes: (new (...args: any[]) => object)[] = [
      ChangeStamps,
      GetDocument,
      ListDocuments,
      DeleteDocument,
      GetDocumentHistory,
      ListChanges,
      PruneChangeLog,
      RunIdempotently,
    ]
    for (const c of classes) bind(c).toSelf().inSingletonScope()
  })
}
