import { Elysia } from 'elysia'
import type { Container } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { AddInquiryNote } from '../../application/use-cases/add-inquiry-note'
import { AddMember } from '../../application/use-cases/add-member'
import { AddOrRenameVariables } from '../../application/use-cases/add-or-rename-variables'
import { AdministerUser } from '../../application/use-cases/administer-user'
import { AggregateDocuments } from '../../application/use-cases/aggregate-documents'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { BatchDocuments } from '../../application/use-cases/batch-documents'
import { ChangeMemberRole } from '../../application/use-cases/change-member-role'
import { ChatWithAssistant } from '../../application/use-cases/chat-with-assistant'
import { CheckHealth } from '../../application/use-cases/check-health'
import { ClassifyIntent } from '../../application/use-cases/classify-intent'
import { CreateApiKey } from '../../application/use-cases/create-api-key'
import { CreateDatabase } from '../../application/use-cases/create-database'
import { CreateDocument } from '../../application/use-cases/create-document'
import { CreateInquiry } from '../../application/use-cases/create-inquiry'
import { CreateTask } from '../../application/use-cases/create-task'
import { CreateWebhook } from '../../application/use-cases/create-webhook'
import { CreateWorkspace } from '../../application/use-cases/create-workspace'
import { DeleteDatabase } from '../../application/use-cases/delete-database'
import { DeleteDocument } from '../../application/use-cases/delete-document'
import { DeleteTask } from '../../application/use-cases/delete-task'
import { DeleteWebhook } from '../../application/use-cases/delete-webhook'
import { EnforceRateLimit } from '../../application/use-cases/enforce-rate-limit'
import { ExchangeLoginLink } from '../../application/use-cases/exchange-login-link'
import { ExecuteOperation } from '../../application/use-cases/execute-operation'
import { ExportDocuments } from '../../application/use-cases/export-documents'
import { GetChatTranscript } from '../../application/use-cases/get-chat-transcript'
import { GetCurrentUser } from '../../application/use-cases/get-current-user'
import { GetDocument } from '../../application/use-cases/get-document'
import { GetDocumentHistory } from '../../application/use-cases/get-document-history'
import { GetFlow } from '../../application/use-cases/get-flow'
import { GetInquiry } from '../../application/use-cases/get-inquiry'
import { GetInquiryAttachment } from '../../application/use-cases/get-inquiry-attachment'
import { GetInquiryHistory } from '../../application/use-cases/get-inquiry-history'
import { GetInquiryMetrics } from '../../application/use-cases/get-inquiry-metrics'
import { GetUserById } from '../../application/use-cases/get-user-by-id'
import { GetWebhook } from '../../application/use-cases/get-webhook'
import { ImportDocuments } from '../../application/use-cases/import-documents'
import { ListApiKeys } from '../../application/use-cases/list-api-keys'
import { ListChanges } from '../../application/use-cases/list-changes'
import { ListContactSubmissions } from '../../application/use-cases/list-contact-submissions'
import { ListDatabases } from '../../application/use-cases/list-databases'
import { ListDocuments } from '../../application/use-cases/list-documents'
import { ListInquiries } from '../../application/use-cases/list-inquiries'
import { ListInquiryMessages } from '../../application/use-cases/list-inquiry-messages'
import { ListMembers } from '../../application/use-cases/list-members'
import { ListTasks } from '../../application/use-cases/list-tasks'
import { ListUsers } from '../../application/use-cases/list-users'
import { ListWebhookDeliveries } from '../../application/use-cases/list-webhook-deliveries'
import { ListWebhooks } from '../../application/use-cases/list-webhooks'
import { ListWorkspaces } from '../../application/use-cases/list-workspaces'
import { LogOut } from '../../application/use-cases/log-out'
import { MergeInquiries } from '../../application/use-cases/merge-inquiries'
import { PatchDocumentField } from '../../application/use-cases/patch-document-field'
import { ReceiveInboundEmail } from '../../application/use-cases/receive-inbound-email'
import { RecheckAccessToken } from '../../application/use-cases/recheck-access-token'
import { RedeliverWebhookDelivery } from '../../application/use-cases/redeliver-webhook-delivery'
import { RefreshSession } from '../../application/use-cases/refresh-session'
import { RemoveMember } from '../../application/use-cases/remove-member'
import { RenameWorkspace } from '../../application/use-cases/rename-workspace'
import { ReplyToInquiry } from '../../application/use-cases/reply-to-inquiry'
import { RequestLoginLink } from '../../application/use-cases/request-login-link'
import { RevokeApiKey } from '../../application/use-cases/revoke-api-key'
import { RotateWebhookSecret } from '../../application/use-cases/rotate-webhook-secret'
import { RunIdempotently } from '../../application/use-cases/run-idempotently'
import { SubmitContact } from '../../application/use-cases/submit-contact'
import { UpdateInquiry } from '../../application/use-cases/update-inquiry'
import { UpdateProfile } from '../../application/use-cases/update-profile'
import { UpdateTask } from '../../application/use-cases/update-task'
import { UpdateWebhook } from '../../application/use-cases/update-webhook'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { PROMETHEUS_CONTENT_TYPE } from '../../infrastructure/observability/prometheus-text'
import { allowedMethods } from './allowed-methods'
import { authenticateBeforeValidation, bearerToken, type RouteAuth, routeAuthOf } from './bearer-auth'
import { answerHeaders } from './plugins/answer-headers'
import { errorHandler } from './plugins/error-handler'
import { jsonBody } from './plugins/json-body'
import { openApi } from './plugins/openapi'
import { requestObservation } from './plugins/request-context'
import { ProtectedRoutes } from './protected-routes'
import { apiKeyRoutes } from './routes/api-key-routes'
import { authRoutes } from './routes/auth-routes'
import { bulkDataRoutes } from './routes/bulk-data-routes'
import { changeLogRoutes } from './routes/change-log-routes'
import { chatTranscriptRoutes } from './routes/chat-transcript-routes'
import { consoleRoutes } from './routes/console-routes'
import { dataLakeRoutes } from './routes/data-lake-routes'
import { deskMetricsRoutes } from './routes/desk-metrics-routes'
import { deskWebhookRoutes } from './routes/desk-webhook-routes'
import { documentRoutes } from './routes/document-routes'
import { flowRoutes } from './routes/flow-routes'
import { healthRoutes } from './routes/health-routes'
import { importExportRoutes } from './routes/import-export-routes'
import { INBOUND_PATH, inboundRoutes } from './routes/inbound-routes'
import { inquiryRoutes } from './routes/inquiry-routes'
import { intakeRoutes } from './routes/intake-routes'
import { metricsRoutes, REQUEST_SECONDS_BUCKETS } from './routes/metrics-routes'
import { operationErrorFields, operationsRoutes } from './routes/operations-routes'
import { publicRoutes } from './routes/public-routes'
import { taskRoutes } from './routes/task-routes'
import { userRoutes } from './routes/user-routes'
import { webhookRoutes } from './routes/webhook-routes'
import { workspaceRoutes } from './routes/workspace-routes'
import { isStreamedBody } from './streamed-body'

/** What the server entry tells the app about its own state (`draining`: shutting down, /readyz answers 503). */
export interface Lifecycle {
  readonly draining: boolean
}

/** Builds the whole HTTP application from a container. The server entry and the tests share it. */
export function createApp(container: Container, options: { lifecycle?: Lifecycle } = {}) {
  const lifecycle = options.lifecycle ?? { draining: false }
  const config = container.get(INFRA.Config)
  const logger = container.get(INFRA.RootLogger)
  const authenticate = container.get(AuthenticateAccessToken)
  const rateLimit = container.get(EnforceRateLimit)
  // The one way a route says it needs the bearer token (protected-routes.ts).
  const protect = new ProtectedRoutes(authenticate, container.get(RunIdempotently))
  // Data routes serve systems too: an API key is accepted there (docs/teams.md).
  const protectForSystems = new ProtectedRoutes(authenticate, container.get(RunIdempotently), { acceptApiKey: true })
  const metrics = container.get(INFRA.Metrics)
  const requestSeconds = config.metricsToken
    ? metrics.histogram(
        'http_request_duration_seconds',
        'Time from arrival to answer, by method, route pattern and status (its _count is the request count)',
        REQUEST_SECONDS_BUCKETS,
        ['method', 'route', 'status'],
      )
    : null
  const recheck = container.get(RecheckAccessToken)
  // One set of webhook use cases behind the data lake's webhooks and the desk's.
  const webhookUseCases = {
    createWebhook: container.get(CreateWebhook),
    listWebhooks: container.get(ListWebhooks),
    getWebhook: container.get(GetWebhook),
    updateWebhook: container.get(UpdateWebhook),
    deleteWebhook: container.get(DeleteWebhook),
    rotateWebhookSecret: container.get(RotateWebhookSecret),
    listWebhookDeliveries: container.get(ListWebhookDeliveries),
    redeliverWebhookDelivery: container.get(RedeliverWebhookDelivery),
  }

  // Filled once the routes exist: the routes ProtectedRoutes gave a bearer requirement, and whether it admits API keys.
  let secured: ReadonlyMap<string, RouteAuth> = new Map()
  // The routes are known once the app below is built; 405 answers look them up then.
  const methodsAt = allowedMethods(() => app.routes)
  const app = new Elysia()
    .use(
      errorHandler(
        logger,
        operationErrorFields,
        container.isBound(TOKENS.StoreFaults) ? container.get(TOKENS.StoreFaults) : undefined,
        methodsAt,
      ),
    )
    .use(
      requestObservation(
        logger,
        logger.enabled('info'),
        requestSeconds && ((method, route, status, seconds) => requestSeconds.observe(seconds, [method, route, String(status)])),
      ),
    )
    .use(metricsRoutes({ token: config.metricsToken, render: () => metrics.render(), contentType: PROMETHEUS_CONTENT_TYPE }))
    .use(answerHeaders(config.corsOrigins))
    .use(authenticateBeforeValidation(authenticate, (method, route) => secured.get(`${method} ${route}`)))
    .use(jsonBody(config.maxBodyBytes, (request) => isStreamedBody(request) || request.url.endsWith(INBOUND_PATH)))
    .use(openApi())
    .use(healthRoutes({ protect: protectForSystems, checkHealth: container.get(CheckHealth), lifecycle }))
    .use(
      authRoutes({
        requestLoginLink: container.get(RequestLoginLink),
        exchangeLoginLink: container.get(ExchangeLoginLink),
        logOut: container.get(LogOut),
        refreshSession: container.get(RefreshSession),
        protect,
        rateLimit,
        limits: config.rateLimits,
        trustProxy: config.trustProxy,
      }),
    )
    .use(
      userRoutes({
        protect,
        getCurrentUser: container.get(GetCurrentUser),
        updateProfile: container.get(UpdateProfile),
        getUserById: container.get(GetUserById),
        listUsers: container.get(ListUsers),
        administerUser: container.get(AdministerUser),
      }),
    )
    .use(intakeRoutes({ protect, listContactSubmissions: container.get(ListContactSubmissions) }))
    .use(flowRoutes({ protect, getFlow: container.get(GetFlow) }))
    .use(consoleRoutes())
    .use(
      workspaceRoutes({
        protect,
        listWorkspaces: container.get(ListWorkspaces),
        createWorkspace: container.get(CreateWorkspace),
        renameWorkspace: container.get(RenameWorkspace),
        listMembers: container.get(ListMembers),
        addMember: container.get(AddMember),
        changeMemberRole: container.get(ChangeMemberRole),
        removeMember: container.get(RemoveMember),
      }),
    )
    .use(
      apiKeyRoutes({
        protect,
        createApiKey: container.get(CreateApiKey),
        listApiKeys: container.get(ListApiKeys),
        revokeApiKey: container.get(RevokeApiKey),
      }),
    )
    .use(
      dataLakeRoutes({
        protect: protectForSystems,
        createDatabase: container.get(CreateDatabase),
        listDatabases: container.get(ListDatabases),
        deleteDatabase: container.get(DeleteDatabase),
        addOrRenameVariables: container.get(AddOrRenameVariables),
      }),
    )
    .use(
      documentRoutes({
        protect: protectForSystems,
        createDocument: container.get(CreateDocument),
        getDocument: container.get(GetDocument),
        listDocuments: container.get(ListDocuments),
        patchDocumentField: container.get(PatchDocumentField),
        deleteDocument: container.get(DeleteDocument),
      }),
    )
    .use(
      changeLogRoutes({
        protect: protectForSystems,
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
        protect: protectForSystems,
        executeOperation: container.get(ExecuteOperation),
        aggregateDocuments: container.get(AggregateDocuments),
      }),
    )
    .use(bulkDataRoutes({ protect: protectForSystems, batchDocuments: container.get(BatchDocuments) }))
    .use(
      importExportRoutes({
        protect: protectForSystems,
        importDocuments: container.get(ImportDocuments),
        exportDocuments: container.get(ExportDocuments),
        importMaxBytes: config.importMaxBytes,
      }),
    )
    .use(webhookRoutes({ protect: protectForSystems, ...webhookUseCases }))
    .use(deskWebhookRoutes({ protect, ...webhookUseCases }))
    .use(
      inquiryRoutes({
        protect,
        listInquiries: container.get(ListInquiries),
        createInquiry: container.get(CreateInquiry),
        getInquiry: container.get(GetInquiry),
        updateInquiry: container.get(UpdateInquiry),
        listInquiryMessages: container.get(ListInquiryMessages),
        replyToInquiry: container.get(ReplyToInquiry),
        addInquiryNote: container.get(AddInquiryNote),
        mergeInquiries: container.get(MergeInquiries),
        getInquiryHistory: container.get(GetInquiryHistory),
        getInquiryAttachment: container.get(GetInquiryAttachment),
      }),
    )
    .use(
      inboundRoutes({
        receiveInboundEmail: container.get(ReceiveInboundEmail),
        credentials: config.desk.inbound,
        maxBytes: config.desk.inboundMaxBytes,
        attachmentMaxBytes: config.desk.attachmentMaxBytes,
      }),
    )
    .use(
      chatTranscriptRoutes({
        getChatTranscript: container.get(GetChatTranscript),
        rateLimit,
        limit: config.rateLimits.chatTranscript,
        trustProxy: config.trustProxy,
      }),
    )
    .use(
      publicRoutes({
        chat: container.get(ChatWithAssistant),
        classify: container.get(ClassifyIntent),
        submitContact: container.get(SubmitContact),
        rateLimit,
        limits: config.rateLimits,
        trustProxy: config.trustProxy,
      }),
    )
    .use(deskMetricsRoutes({ protect, getInquiryMetrics: container.get(GetInquiryMetrics) }))
    .use(
      taskRoutes({
        protect,
        createTask: container.get(CreateTask),
        listTasks: container.get(ListTasks),
        updateTask: container.get(UpdateTask),
        deleteTask: container.get(DeleteTask),
      }),
    )
  secured = new Map(
    app.routes.flatMap((route) => {
      const auth = routeAuthOf(route.hooks?.detail)
      return auth ? [[`${route.method} ${route.path}`, auth] as const] : []
    }),
  )
  return app
}

export type App = ReturnType<typeof createApp>
