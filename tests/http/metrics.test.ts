import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { FakeTime } from '../fakes/fake-time'
import { startTestApp, type TestApp } from '../support/test-app'
import { eventually } from '../support/webhook-harness'
import { startReceiver } from '../support/webhook-receiver'

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'

describe('GET /metrics with METRICS_TOKEN set', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN } })
  })
  afterAll(() => app.stop())

  test('without the token, or with another, → 401 and nothing of the metrics', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer metrics-token-for-tests-0123456788' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await app.request('GET', '/metrics', { headers })
      expect(res.status).toBe(401)
      const text = await res.text()
      expect(text).not.toContain('http_request_duration_seconds')
    }
  })

  test('counts requests by method, route pattern and status in the Prometheus text format', async () => {
    const token = await app.signIn('metrics@example.com')
    for (let i = 0; i < 3; i++) expect((await app.request('GET', '/api/v1/health', { token })).status).toBe(200)
    expect(
      (await app.request('GET', '/api/v1/datalake/erp/databases/nothing_here/documents/0123456789abcdef01234567', { token })).status,
    ).toBe(404)
    expect((await app.request('GET', '/api/v1/no-such-route/0123456789abcdef01234568', { token })).status).toBe(404)
    // Recorded when the answer is handed over, which may be a moment after the client has it.
    const scrape = () => app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    await eventually(async () => (await (await scrape()).text()).includes('status="404"}'))
    const res = await scrape()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"} 3')
    // The pattern, never the concrete path with its ids.
    expect(text).toContain('route="/api/v1/datalake/:source/databases/:db/documents/:id",status="404"}')
    expect(text).not.toContain('0123456789abcdef01234567')
    // A path no route answers has one label, whatever the path.
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1')
    expect(text).not.toContain('0123456789abcdef01234568')
    expect(text).toMatch(/http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/health",status="200",le="\+Inf"\} 3/)
  })
})

describe('GET /metrics: idempotency and webhooks', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({
      env: { METRICS_TOKEN, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      time: new FakeTime(new Date()),
      webhookPollMs: 1000,
    })
  })
  afterAll(() => app.stop())
  const scrape = async () => (await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()

  test('counts a replayed Idempotency-Key, times a delivery and its lag after the commit, and shows the backlog', async () => {
    const receiver = startReceiver(() => 204)
    try {
      const token = await app.signIn('metrics-hooks@example.com')
      const db = (
        (await (await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Metered' } })).json()) as {
          name: string
        }
      ).name
      const hook = await app.request('POST', `/api/v1/datalake/erp/databases/${db}/webhooks`, { token, body: { url: receiver.url } })
      expect(hook.status).toBe(201)
      // The worker (on fake time) learns of the webhook at its next poll; then the commit wakes it.
      await app.advance(1000)
      const documents = `/api/v1/datalake/erp/databases/${db}/documents`
      for (let i = 0; i < 2; i++) {
        const res = await app.request('POST', documents, { token, body: { ref: 'A-1' }, headers: { 'idempotency-key': 'metrics-key-1' } })
        expect(res.status).toBe(201)
      }
      // Settled: the delivery was answered and the webhook's progress saved.
      await app.settled()
      const text = await scrape()
      expect(text).toContain('idempotency_claims_total{result="new"} 1')
      expect(text).toContain('idempotency_claims_total{result="replayed"} 1')
      expect(text).toContain('webhook_attempt_duration_seconds_count{outcome="delivered"} 1')
      expect(text).toMatch(/\nwebhook_backlog_webhooks 0\n/)
      expect(text).toMatch(/\nwebhook_retrying_webhooks 0\n/)
      expect(text).toContain('webhook_delivery_lag_seconds_count 1')
    } finally {
      receiver.stop()
    }
  })
})

describe('GET /metrics: the embedded store', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN } })
  })
  afterAll(() => app.stop())

  // The group commit, the page cache and the WAL are the embedded store's: on MongoDB their series are absent.
  const onMongo = process.env.TEST_STORE === 'mongo'

  test.if(onMongo)('on MongoDB: no group-commit, page-cache or WAL series', async () => {
    const token = await app.signIn('metrics-store@example.com')
    expect((await app.request('GET', '/api/v1/health', { token })).status).toBe(200)
    const text = await (await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    expect(text).toContain('http_request_duration_seconds_count')
    expect(text).not.toContain('store_group_commit')
    expect(text).not.toContain('store_wal_bytes')
  })

  test.if(!onMongo)('group commits (writes carried, wait, duration) and page-cache lookups by result', async () => {
    const token = await app.signIn('metrics-store@example.com')
    const db = (
      (await (await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Stored' } })).json()) as { name: string }
    ).name
    const documents = `/api/v1/datalake/erp/databases/${db}/documents`
    await Promise.all([1, 2, 3].map((i) => app.request('POST', documents, { token, body: { ref: `A-${i}` } })))
    // A page is kept from its second read on: miss, miss (kept), hit.
    for (let i = 0; i < 3; i++) expect((await app.request('GET', `${documents}?limit=10`, { token })).status).toBe(200)
    const text = await (await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    const commits = Number(/\nstore_group_commit_writes_count (\d+)/.exec(text)?.[1])
    const written = Number(/\nstore_group_commit_writes_sum (\d+)/.exec(text)?.[1])
    expect(commits).toBeGreaterThanOrEqual(1)
    expect(written).toBeGreaterThanOrEqual(3)
    expect(text).toMatch(/\nstore_group_commit_wait_seconds_count \d+/)
    expect(text).toMatch(/\nstore_group_commit_duration_seconds_count \d+/)
    expect(text).toContain('store_page_cache_lookups_total{result="hit"} 1')
    expect(text).toContain('store_page_cache_lookups_total{result="miss"} 2')
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  test('does not exist: 404, whatever the header', async () => {
    const res = await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(res.status).toBe(404)
  })
})
