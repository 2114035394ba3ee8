import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { BrowserContext, Page } from 'playwright-core'
import { type ReceivedHook, verifyStandardWebhook } from '../support/webhook-receiver'
import { type ConsoleServer, openConsole, overflows, screenshot, unnamedControls, type Watch } from './console-harness'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let token: string
let db: string
let docId: string
const received: unknown[] = []
const signed: ReceivedHook[] = []
// A webhook receiver on loopback (the harness starts the service with WEBHOOK_ALLOW_PRIVATE_TARGETS=true); /fail answers 500.
const receiver = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: async (request) => {
    const body = await request.text()
    received.push(JSON.parse(body))
    const header = (name: string) => request.headers.get(name) ?? ''
    signed.push({
      id: header('webhook-id'),
      timestamp: header('webhook-timestamp'),
      signature: header('webhook-signature'),
      body,
      json: null,
    })
    return new Response(null, { status: new URL(request.url).pathname === '/fail' ? 500 : 204 })
  },
})
const hookUrl = (path = 'hook') => `http://127.0.0.1:${receiver.port}/${path}`
beforeAll(async () => {
  let context: BrowserContext
  ;({ server, context, page, watch, close } = await openConsole('hooks@example.com', { env: { WEBHOOK_RETRY_SCHEDULE: '1,1,1' } }))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base })
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
  await close?.()
  await receiver.stop(true)
})

describe('console webhooks (headless Chromium against bun run start)', () => {
  test('create a webhook: its secret is shown once with a Copy button; pause and resume it', async () => {
    await page.goto(`${server.base}/console/#/sources/erp/databases/${db}/webhooks`)
    await page.getByText('No webhooks yet.').waitFor()
    await page.getByLabel('Target URL').fill(`http://127.0.0.1:${receiver.port}/hook`)
    await page.getByLabel('Description (optional)').fill('<b>ERP</b> sync')
    await page.getByRole('button', { name: 'Create webhook' }).click()
    const secret = page.getByRole('textbox', { name: 'Signing secret' })
    await secret.waitFor()
    expect(await secret.inputValue()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    await page.getByRole('button', { name: 'Copy secret' }).click()
    await page.getByText('Copied to the clipboard.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue())
    await page.getByText('<b>ERP</b> sync').waitFor()
    expect(await page.locator('main b').count()).toBe(0)
    await screenshot(page, 'console-webhooks')
    expect(await unnamedControls(page)).toEqual([])
    const url = hookUrl()
    await page.getByRole('button', { name: `Pause webhook ${url}` }).click()
    await page.getByText(`Webhook ${url} is paused.`).waitFor()
    await page.getByRole('button', { name: `Resume webhook ${url}` }).click()
    await page.getByText(`Webhook ${url} is active.`).waitFor()
    // Reloaded, the secret is gone for good.
    await page.reload()
    await page.getByRole('button', { name: `Pause webhook ${url}` }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0)
  })

  test('a change is delivered, shown in the deliveries, and can be redelivered', async () => {
    await server.api('PATCH', `/api/v1/datalake/erp/databases/${db}/documents/${docId}`, token, { field: 'status', value: 'shipped' })
    const url = `http://127.0.0.1:${receiver.port}/hook`
    for (let i = 0; i < 100 && received.length === 0; i++) await Bun.sleep(50)
    expect(received.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: `Deliveries of webhook ${url}` }).click()
    await page.getByRole('region', { name: 'Deliveries' }).waitFor()
    const deliveries = page.getByRole('region', { name: 'Deliveries' })
    expect(await deliveries.textContent()).toContain('succeeded')
    // Each delivery names its operation and document (a link to it).
    const first = deliveries.locator('tbody tr').first()
    expect(await first.locator('td').nth(1).textContent()).toBe('update')
    expect(await first.getByRole('link', { name: docId }).getAttribute('href')).toBe(`#/sources/erp/databases/${db}/documents/${docId}`)
    await page
      .getByRole('button', { name: `Redeliver update ${docId}` })
      .first()
      .click()
    await page.getByText(/is queued for redelivery\.$/).waitFor()
  })

  test('edit URL, events, description and active; a failing delivery shows its next attempt; a test ping reports the answer', async () => {
    await page.getByRole('button', { name: `Edit webhook ${hookUrl()}` }).click()
    const form = page.getByRole('form', { name: `Edit webhook ${hookUrl()}` })
    await form.getByLabel('Target URL').fill(hookUrl('fail'))
    await form.getByLabel('delete', { exact: true }).uncheck()
    await form.getByLabel('Description (optional)').fill('Failing on purpose')
    await form.getByLabel('Active (deliveries are sent)').uncheck()
    await form.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText(`Webhook ${hookUrl('fail')} saved.`).waitFor()
    await page.getByText('paused · create, update, variables, database.delete').waitFor()
    await page.getByText('Failing on purpose').waitFor()
    await page.getByRole('button', { name: `Resume webhook ${hookUrl('fail')}` }).click()
    await page.getByText(`Webhook ${hookUrl('fail')} is active.`).waitFor()

    await server.api('PATCH', `/api/v1/datalake/erp/databases/${db}/documents/${docId}`, token, { field: 'status', value: 'lost' })
    const deliveries = page.getByRole('region', { name: 'Deliveries' })
    let pending = ''
    for (let i = 0; i < 100 && !pending.includes('pending'); i++) {
      await page.getByRole('button', { name: `Deliveries of webhook ${hookUrl('fail')}` }).click()
      await deliveries.waitFor()
      pending = (await deliveries.locator('tbody tr').first().textContent()) ?? ''
      if (!pending.includes('pending')) await Bun.sleep(100)
    }
    const cells = await deliveries.locator('tbody tr').first().locator('td').allTextContents()
    expect(cells.slice(1, 6)).toEqual(['update', docId, '1', 'pending', '500'])
    expect(cells[7]).not.toBe('—')
    expect(new Date(cells[7]!).toString()).not.toBe('Invalid Date')

    await page.getByRole('button', { name: `Send a test ping to webhook ${hookUrl('fail')}` }).click()
    await page.getByText(/^Test message failed: HTTP 500/).waitFor()
  })

  test('rotate the secret (after confirming): the new one is shown once and signs the next ping; delete after confirming', async () => {
    const url = hookUrl('fail')
    const old = signed.at(-1)!
    await page.getByRole('button', { name: `Rotate the secret of webhook ${url}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click()
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue()
    expect(secret).toMatch(/^whsec_/)
    expect(verifyStandardWebhook(secret, old)).toBe(false)
    await page.getByRole('button', { name: `Edit webhook ${url}` }).click()
    await page
      .getByRole('form', { name: `Edit webhook ${url}` })
      .getByLabel('Target URL')
      .fill(hookUrl('ping'))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('button', { name: `Send a test ping to webhook ${hookUrl('ping')}` }).click()
    await page.getByText('Test message delivered: HTTP 204.').waitFor()
    const ping = signed.findLast((hook) => hook.id.startsWith('ping_'))!
    expect(JSON.parse(ping.body).type).toBe('ping')
    expect(verifyStandardWebhook(secret, ping)).toBe(true)
    // 375 px wide: the actions wrap and the deliveries scroll inside their region; the page does not overflow.
    await page.setViewportSize({ width: 375, height: 700 })
    await page.getByRole('button', { name: `Deliveries of webhook ${hookUrl('ping')}` }).click()
    await page.getByRole('region', { name: 'Deliveries' }).waitFor()
    expect(await overflows(page)).toBe(false)
    await page.setViewportSize({ width: 1024, height: 768 })

    await page.getByRole('button', { name: `Delete webhook ${hookUrl('ping')}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: `Delete webhook ${hookUrl('ping')}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click()
    await page.getByText(`Webhook ${hookUrl('ping')} deleted.`).waitFor()
    await page.getByText('No webhooks yet.').waitFor()
    expect(await unnamedControls(page)).toEqual([])
  })

  test('no console error, no request to another origin, no dialog', () => {
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
