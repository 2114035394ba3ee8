import type { ServiceIdentifier } from 'inversify'
import type { ServiceLevel } from '../../domain/service-level'
import type { AccessTokens } from './access-tokens'
import type { ApiKeyStore } from './api-key-store'
import type { BackgroundPacer } from './background-pacer'
import type { ChangeLog, ChangeNotifier } from './change-log'
import type { ChatSessionStore } from './chat-session-store'
import type { Clock } from './clock'
import type { ContactSettings } from './contact-settings'
import type { ContactSubmissionStore } from './contact-submission-store'
import type { DataLakeSettings } from './data-lake-settings'
import type { DataLakeStore } from './data-lake-store'
import type { DeskEventLog } from './desk-event-log'
import type { DeskSettings } from './desk-settings'
import type { DocumentAggregates } from './document-aggregates'
import type { DocumentBatch } from './document-batch'
import type { DocumentPages } from './document-pages'
import type { FieldCipher } from './field-cipher'
import type { FlowProviders } from './flow-providers'
import type { FlowStore } from './flow-store'
import type { IdempotencyStore } from './idempotency-store'
import type { ImportRecords } from './import-records'
import type { ImportSpool } from './import-spool'
import type { InquiryMetrics } from './inquiry-metrics'
import type { InquiryStore } from './inquiry-store'
import type { KeyDigest } from './key-digest'
import type { LanguageModel } from './language-model'
import type { Logger } from './logger'
import type { LoginLinkStore } from './login-link-store'
import type { Mailer } from './mailer'
import type { Metrics } from './metrics'
import type { RandomSource } from './random-source'
import type { RateLimitCounters } from './rate-limit-counters'
import type { RefreshTokenStore } from './refresh-token-store'
import type { RevocationNotifier } from './revocation-notifier'
import type { Scheduler } from './scheduler'
import type { SecretHasher } from './secret-hasher'
import type { SessionSettings } from './session-settings'
import type { SignInSettings } from './sign-in-settings'
import type { StoreFaults } from './store-faults'
import type { StoreHealth } from './store-health'
import type { TaskStore } from './task-store'
import type { UserRepository } from './user-repository'
import type { WebhookSettings } from './webhook-settings'
import type { WebhookStore } from './webhook-store'
import type { WebhookTargetCheck } from './webhook-target-check'
import type { WebhookTransport } from './webhook-transport'
import type { WorkspaceStore } from './workspace-store'

// Cast rather than annotate, or container.get() infers unknown.
const token = <T>(name: string) => Symbol.for(`app/${name}`) as ServiceIdentifier<T>

/** Injection tokens of every port, one place to find them. */
export const TOKENS = {
  AccessTokens: token<AccessTokens>('AccessTokens'),
  ApiKeyStore: token<ApiKeyStore>('ApiKeyStore'),
  BackgroundPacer: token<BackgroundPacer>('BackgroundPacer'),
  ChangeLog: token<ChangeLog>('ChangeLog'),
  ChangeNotifier: token<ChangeNotifier>('ChangeNotifier'),
  ChatSessionStore: token<ChatSessionStore>('ChatSessionStore'),
  Clock: token<Clock>('Clock'),
  ContactSettings: token<ContactSettings>('ContactSettings'),
  ContactSubmissionStore: token<ContactSubmissionStore>('ContactSubmissionStore'),
  DataLakeSettings: token<DataLakeSettings>('DataLakeSettings'),
  DataLakeStore: token<DataLakeStore>('DataLakeStore'),
  DocumentAggregates: token<DocumentAggregates>('DocumentAggregates'),
  DocumentBatch: token<DocumentBatch>('DocumentBatch'),
  DeskEventLog: token<DeskEventLog>('DeskEventLog'),
  DeskSettings: token<DeskSettings>('DeskSettings'),
  DocumentPages: token<DocumentPages>('DocumentPages'),
  /** The embedded offline model: classification falls back to it when the configured model fails. */
  FallbackLanguageModel: token<LanguageModel>('FallbackLanguageModel'),
  FieldCipher: token<FieldCipher>('FieldCipher'),
  FlowProviders: token<FlowProviders>('FlowProviders'),
  FlowStore: token<FlowStore>('FlowStore'),
  IdempotencyStore: token<IdempotencyStore>('IdempotencyStore'),
  ImportRecords: token<ImportRecords>('ImportRecords'),
  ImportSpool: token<ImportSpool>('ImportSpool'),
  InquiryMetrics: token<InquiryMetrics>('InquiryMetrics'),
  KeyDigest: token<KeyDigest>('KeyDigest'),
  InquiryStore: token<InquiryStore>('InquiryStore'),
  LanguageModel: token<LanguageModel>('LanguageModel'),
  LoginLinkStore: token<LoginLinkStore>('LoginLinkStore'),
  Logger: token<Logger>('Logger'),
  Metrics: token<Metrics>('Metrics'),
  Mailer: token<Mailer>('Mailer'),
  RandomSource: token<RandomSource>('RandomSource'),
  RateLimitCounters: token<RateLimitCounters>('RateLimitCounters'),
  RefreshTokenStore: token<RefreshTokenStore>('RefreshTokenStore'),
  RevocationNotifier: token<RevocationNotifier>('RevocationNotifier'),
  Scheduler: token<Scheduler>('Scheduler'),
  SecretHasher: token<SecretHasher>('SecretHasher'),
  /** The desk's first-response target and business hours (a domain object built from configuration). */
  ServiceLevel: token<ServiceLevel>('ServiceLevel'),
  SessionSettings: token<SessionSettings>('SessionSettings'),
  SignInSettings: token<SignInSettings>('SignInSettings'),
  StoreHealth: token<StoreHealth>('StoreHealth'),
  StoreFaults: token<StoreFaults>('StoreFaults'),
  TaskStore: token<TaskStore>('TaskStore'),
  UserRepository: token<UserRepository>('UserRepository'),
  WebhookSettings: token<WebhookSettings>('WebhookSettings'),
  WebhookStore: token<WebhookStore>('WebhookStore'),
  WebhookTargetCheck: token<WebhookTargetCheck>('WebhookTargetCheck'),
  WebhookTransport: token<WebhookTransport>('WebhookTransport'),
  WorkspaceStore: token<WorkspaceStore>('WorkspaceStore'),
} as const
