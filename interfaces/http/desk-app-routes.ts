import { Elysia } from 'elysia'
import { AddInquiryNote } from '../../application/use-cases/add-inquiry-note'
import { ChatWithAssistant } from '../../application/use-cases/chat-with-assistant'
import { ClassifyIntent } from '../../application/use-cases/classify-intent'
import { CreateInquiry } from '../../application/use-cases/create-inquiry'
import { CreateTask } from '../../application/use-cases/create-task'
import { DeleteTask } from '../../application/use-cases/delete-task'
import { GetChatTranscript } from '../../application/use-cases/get-chat-transcript'
import { GetInquiry } from '../../application/use-cases/get-inquiry'
import { GetInquiryAttachment } from '../../application/use-cases/get-inquiry-attachment'
import { GetInquiryHistory } from '../../application/use-cases/get-inquiry-history'
import { GetInquiryMetrics } from '../../application/use-cases/get-inquiry-metrics'
import { ListInquiries } from '../../application/use-cases/list-inquiries'
import { ListInquiryMessages } from '../../application/use-cases/list-inquiry-messages'
import { ListTasks } from '../../application/use-cases/list-tasks'
import { MergeInquiries } from '../../application/use-cases/merge-inquiries'
import { ReceiveInboundEmail } from '../../application/use-cases/receive-inbound-email'
import { ReplyToInquiry } from '../../application/use-cases/reply-to-inquiry'
import { SubmitContact } from '../../application/use-cases/submit-contact'
import { UpdateInquiry } from '../../application/use-cases/update-inquiry'
import { UpdateTask } from '../../application/use-cases/update-task'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import type { AppRouteWiring } from './app-route-wiring'
import { chatTranscriptRoutes } from './routes/chat-transcript-routes'
import { deskMetricsRoutes } from './routes/desk-metrics-routes'
import { deskWebhookRoutes } from './routes/desk-webhook-routes'
import { inboundRoutes } from './routes/inbound-routes'
import { inquiryRoutes } from './routes/inquiry-routes'
import { publicRoutes } from './routes/public-routes'
import { taskRoutes } from './routes/task-routes'

/** Composition root, part: the desk (inquiries, inbound e-mail, tasks, metrics, webhooks) and the public intake that feeds it. */
export function deskAppRoutes({ container, protect, rateLimit, webhooks }: AppRouteWiring) {
  const config = container.get(INFRA.Config)
  return new Elysia()
    .use(deskWebhookRoutes({ protect, ...webhooks }))
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
}
