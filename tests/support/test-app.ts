import { type Container, ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { WebhookDispatcher } from '../../application/services/webhook-dispatcher'
import { buildContainer } from '../../infrastructure/container/build-container'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { initializeStore } from '../../infrastructure/container/initialize-store'
import { startWebhookDelivery } from '../../infrastructure/container/webhooks-module'
import { Argon2SecretHasher } from '../../infrastructure/crypto/argon2-secret-hasher'
import { createApp } from '../../interfaces/http/create-app'
import type { FakeTime } from '../fakes/fake-time'
import { RecordingMailer } from '../fakes/recording-mailer'
import { UnpacedPacer } from '../fakes/unpaced-pacer'
import { testStoreEnv } from './mongo-test-db'
import { testConfig } from './test-config'

export interface TestApp {
  readonly url: string
  readonly container: Container
  readonly mailer: RecordingMailer
  /** fetch against the app with a path; JSON bodies are encoded for you. */
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>
  /** Signs in through the real link flow and returns an access token. */
  signIn(email: string): Promise<string>
  /** Resolves once the webhook worker has no scan and no delivery run under way (those they set off included). */
  settled(): Promise<void>
  /**
   * With `time`: moves fake time on by `ms`, each poll, retry or lease expiry that falls due on the
   * way running to its end (deliveries are real requests) before the next.
   */
  advance(ms: number): Promise<void>
  stop(): Promise<void>
}

export interface TestAppOptions {
  env?: Record<string, string>
  /** Extra modules; use `rebind` in them to replace an adapter. */
  overrides?: ContainerModule[]
  /** `sqlite` pins the embedded store even under TEST_STORE=mongo: for tests that inspect its tables or file. */
  store?: 'sqlite'
  /** Keep the MongoDB database on stop (a test that restarts on the same store drops it itself). */
  keepStore?: boolean
  /** How often the webhook worker polls (default 1 s). */
  webhookPollMs?: number
  /**
   * The app's Clock and Scheduler: the webhook worker's polls, retries and leases move only with
   * `advance` (and its background work is not paced, which would wait on the real clock).
   */
  time?: FakeTime
  /** `configured`: the Mailer the configuration chooses (Postmark when POSTMARK_SERVER_TOKEN is set), not the recording one; signIn is then the test's own. */
  mail?: 'recording' | 'configured'
}

/** argon2id's minimum memory (8 KiB per lane) and one pass. */
const TEST_ARGON2 = { memoryCost: 8, timeCost: 1, parallelism: 1 }

/** A real listening server on 127.0.0.1 with an in-memory store and a recording mailer. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const mailer = new RecordingMailer()
  const mail = new ContainerModule(({ rebind }) => {
    rebind(TOKENS.Mailer).toConstantValue(mailer)
  })
  const hashing = new ContainerModule(({ rebind }) => {
    // The real argon2id hasher at its cheapest: a sign-in costs 0.2 ms, not 20 ms of CPU and 19 MiB
    // (the production parameters are the unit test's, tests/unit/infrastructure/argon2-secret-hasher.test.ts).
    rebind(TOKENS.SecretHasher).toConstantValue(new Argon2SecretHasher(TEST_ARGON2))
  })
  const time = options.time
  const fakeTime = new ContainerModule(({ rebind }) => {
    if (!time) return
    rebind(TOKENS.Clock).toConstantValue(time)
    rebind(TOKENS.Scheduler).toConstantValue(time)
    rebind(TOKENS.BackgroundPacer).toConstantValue(new UnpacedPacer())
  })
  // TEST_STORE=mongo: the same app on a fresh database of TEST_MONGODB_URI, dropped on stop.
  const container = buildContainer(testConfig({ ...(options.store === 'sqlite' ? {} : testStoreEnv()), ...options.env }), [
    ...(options.mail === 'configured' ? [] : [mail]),
    hashing,
    fakeTime,
    ...(options.overrides ?? []),
  ])
  await initializeStore(container)
  const app = createApp(container).listen({ port: 0, hostname: '127.0.0.1' })
  const stopWebhooks = startWebhookDelivery(container, { pollMs: options.webhookPollMs ?? 1000, leaseMs: 30_000 })
  const worker = container.get(WebhookDispatcher)
  const settled = () => worker.settled()
  const url = `http://127.0.0.1:${app.server!.port}`

  const request: TestApp['request'] = (method, path, { body, token, headers } = {}) =>
    fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })

  return {
    url,
    container,
    mailer,
    request,
    async signIn(email) {
      const asked = await request('POST', '/api/v1/auth', { body: { email } })
      if (asked.status !== 200) throw new Error(`sign-in request failed: ${asked.status} ${await asked.text()}`)
      const verified = await request('POST', '/api/v1/auth/verify', { body: { token: mailer.lastLinkToken(email.trim().toLowerCase()) } })
      if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`)
      return ((await verified.json()) as { accessToken: string }).accessToken
    },
    settled,
    advance(ms) {
      if (!time) throw new Error('advance needs a test app started with `time`')
      return time.advance(ms, settled)
    },
    async stop() {
      await app.stop(true)
      await stopWebhooks()
      if (container.isBound(INFRA.MongoDb) && !options.keepStore)
        await container
          .get(INFRA.MongoDb)
          .dropDatabase()
          .catch(() => undefined)
      await container.unbindAllAsync()
    },
  }
}
