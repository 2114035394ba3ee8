import { type Container, ContainerModule } from 'inversify'
import type { DeskSettings } from '../../application/ports/desk-settings'
import { TOKENS } from '../../application/ports/tokens'
import { ChatInquiries } from '../../application/services/chat-inquiries'
import { ContactInquiries } from '../../application/services/contact-inquiries'
import { DeskNotifications } from '../../application/services/desk-notifications'
import { InquiryClassifier } from '../../application/services/inquiry-classifier'
import { InquiryWriter } from '../../application/services/inquiry-writer'
import { ReplyDelivery } from '../../application/services/reply-delivery'
import { AddInquiryNote } from '../../application/use-cases/add-inquiry-note'
import { CreateInquiry } from '../../application/use-cases/create-inquiry'
import { GetChatTranscript } from '../../application/use-cases/get-chat-transcript'
import { GetInquiry } from '../../application/use-cases/get-inquiry'
import { GetInquiryAttachment } from '../../application/use-cases/get-inquiry-attachment'
import { GetInquiryHistory } from '../../application/use-cases/get-inquiry-history'
import { ListInquiries } from '../../application/use-cases/list-inquiries'
import { ListInquiryMessages } from '../../application/use-cases/list-inquiry-messages'
import { MergeInquiries } from '../../application/use-cases/merge-inquiries'
import { ReceiveInboundEmail } from '../../application/use-cases/receive-inbound-email'
import { ReplyToInquiry } from '../../application/use-cases/reply-to-inquiry'
import { UpdateInquiry } from '../../application/use-cases/update-inquiry'
import type { Config } from '../config/config'

/** The desk: its settings, services and use cases (its stores come with the persistence module). */
export function deskModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    const settings: DeskSettings = {
      notifyEmail: config.desk.notifyEmail,
      replyAddress: config.desk.replyAddress,
      reopenDays: config.desk.reopenDays,
      attachmentMaxBytes: config.desk.attachmentMaxBytes,
      firstResponseMinutes: config.desk.firstResponseMinutes,
      retryScheduleSeconds: config.webhooks.retryScheduleSeconds,
    }
    bind(TOKENS.DeskSettings).toConstantValue(settings)
    const classes: (new (...args: any[]) => object)[] = [
      DeskNotifications,
      ChatInquiries,
      ContactInquiries,
      InquiryClassifier,
      InquiryWriter,
      ReplyDelivery,
      CreateInquiry,
      ListInquiries,
      GetInquiry,
      UpdateInquiry,
      ListInquiryMessages,
      ReplyToInquiry,
      AddInquiryNote,
      MergeInquiries,
      GetInquiryHistory,
      GetInquiryAttachment,
      ReceiveInboundEmail,
      GetChatTranscript,
    ]
    for (const c of classes) bind(c).toSelf().inSingletonScope()
  })
}

/** Starts this instance's retry worker for replies whose sending failed; answers its stop. */
export function startReplyDelivery(container: Container, pollMs = 5000): () => Promise<void> {
  const delivery = container.get(ReplyDelivery)
  delivery.start(pollMs)
  return () => delivery.stop()
}
