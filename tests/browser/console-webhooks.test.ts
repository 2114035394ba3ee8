import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  type ConsoleServer,
  launchChromium,
  screenshot,
  signInThroughLink,
  startConsoleServer,
  unnamedControls,
  type Watch,
  watchedPage,
} from './console-harness'

let server: ConsoleServer
let browser: Browser
let context: BrowserContext
let page: Page
let watch: Watch
let token: string
let db: string
let docId: string
const received: unknown[] = []
// A webhook receiver on loopback (the harness starts the service with WEBHOOK_ALLOW_PRIVATE_TARGETS=true).
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: async (request) => {
    received.push(await request.json())
    return new Response(null, { status: 204 })
  },
})
beforeAll(async () => {
  server = await startConsoleServer({ WEBHOOK_RETRY_SCHEDULE: '1,1,1' })
  browser = await launchChromium()
  ;({ context, page, watch } = await watchedPage(browser, server.base))
  await signInThroughLink(page, server, 'hooks@example.com')
  token = await server.apiToken('hooks@example.com')
  db = (
    (await (await server.api('POST', '/api/v1/datalake/erp/databases', token, { name: 'Orders', variables: ['status'] })).json()) as {
      name: string
    }
  ).name
  docId = (
    (await (await server.api('POST', `/api/v1/datalake/erp/databases/${db}/documents`, token, { status: 'new' })).json()) as { _id: string }
  )._id
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
  await receiver.stop(true)
})

describe('console webhooks (headless Chromium against bun run start)', () => {
  test('create a webhook: its secret is shown once; pause and resume it', async () => {
    await page.goto(`${server.base}/console/#/sources/erp/databases/${db}/webhooks`)
    await page.getByText('No webhooks yet.').waitFor()
    await page.getByLabel('Target URL').fill(`http://127.0.0.1:${receiver.port}/hook`)
    await page.getByLabel('Description (optional)').fill('<b>ERP</b> sync')
    await page.getByRole('button', { name: 'Create webhook' }).click()
    const secret = page.getByLabel('Signing secret')
    await secret.waitFor()
    expect(await secret.textContent()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    await page.getByText('<b>ERP</b> sync').waitFor()
    expect(await page.locator('main b').count()).toBe(0)
    await screenshot(page, 'console-webhooks')
    expect(await unnamedControls(page)).toEqual([])
    const url = `http://127.0.0.1:${receiver.port}/hook`
    await page.getByRole('button', { name: `Pause webhook ${url}` }).click()
    await page.getByText(`Webhook ${url} is paused.`).waitFor()
    await page.getByRole('button', { name: `Resume webhook ${url}` }).click()
    await page.getByText(`Webhook ${url} is active.`).waitFor()
    // Reloaded, the secret is gone for good.
    await page.reload()
    await page.getByRole('button', { name: `Pause webhook ${url}` }).waitFor()
    expect(await page.getByLabel('Signing secret').count()).toBe(0)
  })

  test('a change is delivered, shown in the deliveries, and can be redelivered', async () => {
    await server.api('PATCH', `/api/v1/datalake/erp/databases/${db}/documents/${docId}`, token, { field: 'status', value: 'shipped' })
    const url = `http://127.0.0.1:${receiver.port}/hook`
    for (let i = 0; i < 100 && received.length === 0; i++) await Bun.sleep(50)
    expect(received.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: `Deliveries of webhook ${url}` }).click()
    await page.getByRole('region', { name: 'Deliveries' }).waitFor()
    expect(await page.getByRole('region', { name: 'Deliveries' }).textContent()).toContain('succeeded')
    await page
      .getByRole('button', { name: /^Redeliver / })
      .first()
      .click()
    await page.getByText(/is queued for redelivery\.$/).waitFor()
  })

  test('no console error, no request to another origin, no dialog', () => {
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
