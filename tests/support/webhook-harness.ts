import type { WebhookStore } from '../../application/ports/webhook-store'
import type { WebhookTargetCheck } from '../../application/ports/webhook-target-check'
import { ChangeStamps } from '../../application/services/change-stamps'
import { DocumentCodec } from '../../application/services/document-codec'
import { WebhookDeliveryRun } from '../../application/services/webhook-delivery-run'
import { WebhookDispatcher } from '../../application/services/webhook-dispatcher'
import { WebhookSecrets } from '../../application/services/webhook-secrets'
import type { ChangeRecord } from '../../domain/change-record'
import type { Webhook, WebhookEvent } from '../../domain/webhook'
import { AesGcmFieldCipher } from '../../infrastructure/crypto/aes-gcm-field-cipher'
import { NodeRandomSource } from '../../infrastructure/crypto/node-random-source'
import { DnsWebhookTargetCheck } from '../../infrastructure/webhooks/dns-webhook-target-check'
import { FetchWebhookTransport, type TransportLimits } from '../../infrastructure/webhooks/fetch-webhook-transport'
import { FakeTime } from '../fakes/fake-time'
import { InMemoryChangeLog } from '../fakes/in-memory-change-log'
import { InMemoryWebhookStore } from '../fakes/in-memory-webhook-store'
import { RecordingLogger } from '../fakes/recording-logger'
import { UnpacedPacer } from '../fakes/unpaced-pacer'
import { TEST_FIELD_KEYS } from './test-config'

export interface HarnessOptions {
  readonly schedule?: number[]
  readonly limits?: TransportLimits
  readonly targets?: WebhookTargetCheck
  readonly store?: WebhookStore
  readonly log?: InMemoryChangeLog
  /** Shared by harnesses that play instances of one deployment. */
  readonly time?: FakeTime
}

/** The harness's poll interval; `noMoreArrive` advances through many of them. */
export const POLL_MS = 50

/**
 * The webhook worker built by hand on fakes (change log, store) with the real signed transport:
 * one "instance", on fake time (polls, retries and leases move only with `advance`).
 */
export function webhookHarness(options: HarnessOptions = {}) {
  const store = options.store ?? new InMemoryWebhookStore()
  const log = options.log ?? new InMemoryChangeLog()
  const cipher = new AesGcmFieldCipher(TEST_FIELD_KEYS)
  const random = new NodeRandomSource()
  // Starts at the real time: receivers check the signature's timestamp against it.
  const time = options.time ?? new FakeTime(new Date())
  const clock = time
  const logger = new RecordingLogger()
  const secrets = new WebhookSecrets(cipher, random)
  const transport = new FetchWebhookTransport(options.targets ?? new DnsWebhookTargetCheck(true), options.limits)
  // Not paced: the real pacer waits on the real clock while the loop lags (a loaded machine).
  const pacer = new UnpacedPacer()
  const run = new WebhookDeliveryRun(
    store,
    log,
    transport,
    { retryScheduleSeconds: options.schedule ?? [0.05, 0.1] },
    clock,
    random,
    logger,
    new ChangeStamps(cipher, clock, new DocumentCodec(cipher, { sensitiveFieldPattern: null, maxUpdateMatches: 1000 })),
    secrets,
    pacer,
  )
  const dispatcher = new WebhookDispatcher(store, log, clock, random, logger, run, pacer, time)
  const advance = (ms: number) => time.advance(ms, () => dispatcher.settled())

  const clear = new Map<string, string>()
  return {
    /** The clear secret of a webhook added here. */
    secretOf: (id: string) => clear.get(id)!,
    store,
    log,
    cipher,
    logger,
    dispatcher,
    time,
    start: () => dispatcher.start({ pollMs: POLL_MS, leaseMs: 5000 }),
    /** Moves fake time on by `ms`, letting each poll, retry or lease expiry that falls due run to its end. */
    advance,
    /**
     * Lets everything under way finish, then 10 s of fake time pass (200 polls, every retry of the
     * default schedule falling due): whatever the tests then count is all that will ever arrive.
     */
    noMoreArrive: () => advance(10_000),
    /** A webhook on `db` stored directly (as CreateWebhook would), with its clear secret. */
    async addWebhook(db: string, url: string, extra: Partial<Webhook> = {}): Promise<{ webhook: Webhook; secret: string }> {
      const id = random.objectId()
      const secret = secrets.generate()
      const webhook: Webhook = {
        id,
        workspaceId: 'ws',
        source: 'erp',
        db,
        url,
        events: ['create', 'update', 'delete', 'variables', 'database.delete'] as WebhookEvent[],
        description: null,
        status: 'active',
        createdAt: new Date(),
        encryptedSecret: secrets.seal({ id, db }, secret),
        cursor: await log.lastId(db),
        retry: null,
        redeliveries: [],
        ...extra,
      }
      await store.insert(webhook)
      clear.set(id, secret)
      return { webhook, secret }
    },
  }
}

/** A change record as a store's write path would append it. */
export function change(
  db: string,
  documentId: string,
  changes: ChangeRecord['changes'] = [{ field: 'status', from: null, to: 'open' }],
  op: ChangeRecord['op'] = 'create',
): Omit<ChangeRecord, 'id'> {
  return {
    at: new Date().toISOString(),
    op,
    source: 'erp',
    db,
    documentId,
    version: 1,
    actor: { userId: 'u1', email: 'a@example.com' },
    requestId: 'req-1',
    changes,
  }
}

/** Resolves once `check` holds, looking every 10 ms (the test's timeout bounds the wait). */
export async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await Bun.sleep(10)
}
