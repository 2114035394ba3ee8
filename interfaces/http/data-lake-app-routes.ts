import { Elysia } from 'elysia'
import { TOKENS } from '../../application/ports/tokens'
import { AddOrRenameVariables } from '../../application/use-cases/add-or-rename-variables'
import { AggregateDocuments } from '../../application/use-cases/aggregate-documents'
import { BatchDocuments } from '../../application/use-cases/batch-documents'
import { CreateDatabase } from '../../application/use-cases/create-database'
import { CreateDocument } from '../../application/use-cases/create-document'
import { DeleteDatabase } from '../../application/use-cases/delete-database'
import { DeleteDocument } from '../../application/use-cases/delete-document'
import { ExecuteOperation } from '../../application/use-cases/execute-operation'
import { ExportDocuments } from '../../application/use-cases/export-documents'
import { GetDocument } from '../../application/use-cases/get-document'
import { GetDocumentHistory } from '../../application/use-cases/get-document-history'
import { ImportDocuments } from '../../application/use-cases/import-documents'
import { ListChanges } from '../../application/use-cases/list-changes'
import { ListDatabases } from '../../application/use-cases/list-databases'
import { ListDocuments } from '../../application/use-cases/list-documents'
import { ListSources } from '../../application/use-cases/list-sources'
import { PatchDocumentField } from '../../application/use-cases/patch-document-field'
import { RecheckAccessToken } from '../../application/use-cases/recheck-access-token'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import type { AppRouteWiring } from './app-route-wiring'
import { bearerToken } from './bearer-auth'
import { bulkDataRoutes } from './routes/bulk-data-routes'
import { changeLogRoutes } from './routes/change-log-routes'
import { dataLakeRoutes } from './routes/data-lake-routes'
import { documentRoutes } from './routes/document-routes'
import { importExportRoutes } from './routes/import-export-routes'
import { operationsRoutes } from './routes/operations-routes'
import { sourceRoutes } from './routes/source-routes'
import { webhookRoutes } from './routes/webhook-routes'

/** Composition root, part: the data lake (databases, documents, change log and feed, operations, bulk data, webhooks). */
export function dataLakeAppRoutes({ container, protectForSystems: protect, lifecycle, webhooks }: AppRouteWiring) {
  const config = container.get(INFRA.Config)
  const recheck = container.get(RecheckAccessToken)
  return new Elysia()
    .use(sourceRoutes({ protect, listSources: container.get(ListSources) }))
    .use(
      dataLakeRoutes({
        protect,
        createDatabase: container.get(CreateDatabase),
        listDatabases: container.get(ListDatabases),
        deleteDatabase: container.get(DeleteDatabase),
        addOrRenameVariables: container.get(AddOrRenameVariables),
      }),
    )
    .use(
      documentRoutes({
        protect,
        createDocument: container.get(CreateDocument),
        getDocument: container.get(GetDocument),
        listDocuments: container.get(ListDocuments),
        patchDocumentField: container.get(PatchDocumentField),
        deleteDocument: container.get(DeleteDocument),
      }),
    )
    .use(
      changeLogRoutes({
        protect,
        getDocumentHistory: container.get(GetDocumentHistory),
        listChanges: container.get(ListChanges),
        notifier: container.get(TOKENS.ChangeNotifier),
        stillAuthenticated: (request) =>
          recheck.execute({ token: bearerToken(request) ?? '', workspaceId: request.headers.get('x-workspace-id'), acceptApiKey: true }),
        revocations: container.get(TOKENS.RevocationNotifier),
        heartbeatMs: config.changeFeedHeartbeatSeconds * 1000,
        lifecycle,
      }),
    )
    .use(
      operationsRoutes({
        protect,
        executeOperation: container.get(ExecuteOperation),
        aggregateDocuments: container.get(AggregateDocuments),
      }),
    )
    .use(bulkDataRoutes({ protect, batchDocuments: container.get(BatchDocuments) }))
    .use(
      importExportRoutes({
        protect,
        importDocuments: container.get(ImportDocuments),
        exportDocuments: container.get(ExportDocuments),
        importMaxBytes: config.importMaxBytes,
      }),
    )
    .use(webhookRoutes({ protect, ...webhooks }))
}
