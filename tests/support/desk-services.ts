import type { Clock } from '../../application/ports/clock'
import type { DeskSettings } from '../../application/ports/desk-settings'
import type { Mailer } from '../../application/ports/mailer'
import type { Scheduler } from '../../application/ports/scheduler'
import { ChatInquiries } from '../../application/services/chat-inquiries'
import { ContactInquiries } from '../../application/services/contact-inquiries'
import { DeskNotifications } from '../../application/services/desk-notifications'
import { InquiryClassifier } from '../../application/services/inquiry-classifier'
import { InquiryWriter } from '../../application/services/inquiry-writer'
import { ReplyDelivery } from '../../application/services/reply-delivery'
import { ClassifyIntent } from '../../application/use-cases/classify-intent'
import { ServiceLevel } from '../../domain/service-level'
import { OfflineLanguageModel } from '../../infrastructure/llm/offline-language-model'
import { FakeTime } from '../fakes/fake-time'
import { FixedClock } from '../fakes/fixed-clock'
import { InMemoryInquiryStore } from '../fakes/in-memory-inquiry-store'
import { RecordingLogger } from '../fakes/recording-logger'
import { RecordingMailer } from '../fakes/recording-mailer'
import { ScriptedIntentClassifier } from '../fakes/scripted-intent-classifier'
import { SequenceRandomSource } from '../fakes/sequence-random-source'

export const TEST_DESK_SETTINGS: DeskSettings = {
  notifyEmail: null,
  replyAddress: 'desk@inbound.test',
  reopenDays: 14,
  attachmentMaxBytes: 1024,
  firstResponseMinutes: 240,
  retryScheduleSeconds: [5, 30],
}

/** The desk's services on fakes, for unit tests of use cases that feed inquiries. */
export function deskServices(options: { mailer?: Mailer; clock?: Clock; scheduler?: Scheduler; settings?: Partial<DeskSettings> } = {}) {
  const store = new InMemoryInquiryStore()
  const mailer = options.mailer ?? new RecordingMailer()
  const clock = options.clock ?? new FixedClock()
  const logger = new RecordingLogger()
  const settings = { ...TEST_DESK_SETTINGS, ...options.settings }
  const notifications = new DeskNotifications(mailer, settings, logger)
  const writer = new InquiryWriter(
    store,
    new SequenceRandomSource(),
    clock,
    notifications,
    new ServiceLevel(settings.firstResponseMinutes, null),
  )
  const model = new OfflineLanguageModel(new ScriptedIntentClassifier())
  const classifier = new InquiryClassifier(new ClassifyIntent(model, model, logger), logger)
  return {
    store,
    mailer,
    clock,
    logger,
    settings,
    notifications,
    writer,
    classifier,
    chatInquiries: new ChatInquiries(store, writer, classifier, logger),
    contactInquiries: new ContactInquiries(writer, logger),
    replyDelivery: new ReplyDelivery(store, mailer, settings, clock, logger, options.scheduler ?? new FakeTime()),
  }
}
