import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
import {
  type ConsoleServer,
  openConsole,
  overflows,
  screenshot,
  signInThroughLink,
  unnamedControls,
  type Watch,
  watchedPage,
} from './console-harness'

let server: ConsoleServer
let browser: Browser
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let userToken: string
beforeAll(async () => {
  const arrange = async (started: ConsoleServer) => {
    server = started
    userToken = await server.apiToken('driver@example.com')
    for (const [name, message] of [
      ['<img src=x onerror="window.__pwned=1;alert(1)">', 'Please quote 2 pallets from Hamburg to Oslo, 800 kg, next week'],
      ['Sam', 'Thanks for the nice lunch <script>alert(2)</script>'],
    ]) {
      const sent = await fetch(`${server.base}/api/public/submit-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: 'visitor@example.com', message }),
      })
      if (sent.status !== 201) throw new Error(`contact form answered ${sent.status}`)
    }
  }
  ;({ browser, page, watch, close } = await openConsole('admin@example.com', { arrange }))
})
afterAll(() => close?.())

describe('console administration (headless Chromium against bun run start)', () => {
  test('an administrator disables a user, whose token stops at once, and enables them again', async () => {
    expect((await server.api('GET', '/api/v1/me', userToken)).status).toBe(200)
    await page.getByRole('link', { name: 'Users' }).click()
    await page.getByRole('heading', { name: 'Users' }).waitFor()
    await page.getByLabel('E-mail starts with').fill('driver')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('button', { name: 'Disable driver@example.com' }).click()
    await page.getByText('driver@example.com is now a user, Disabled.').waitFor()
    expect((await server.api('GET', '/api/v1/me', userToken)).status).toBe(401)
    await screenshot(page, 'console-users')
    expect(await page.getByRole('button', { name: 'Disable admin@example.com' }).count()).toBe(0)
    await page.getByLabel('E-mail starts with').fill('')
    await page.getByRole('button', { name: 'Search' }).click()
    expect(await page.getByRole('button', { name: 'Disable admin@example.com' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Enable driver@example.com' }).click()
    await page.getByText('driver@example.com is now a user, Pending.').waitFor()
    expect(await unnamedControls(page)).toEqual([])
  })

  test('the intake inbox lists submissions newest first with their intent, as text, and filters by intent', async () => {
    await page.getByRole('link', { name: 'Inbox' }).click()
    await page.getByRole('heading', { name: 'Inbox' }).waitFor()
    await page.locator('ol.inbox li').nth(1).waitFor()
    const cards = await page.locator('ol.inbox li').allTextContents()
    expect(cards[0]).toContain('Thanks for the nice lunch <script>alert(2)</script>')
    expect(cards[0]).toContain('GENERAL')
    expect(cards[1]).toContain('<img src=x onerror="window.__pwned=1;alert(1)">')
    expect(cards[1]).toContain('INQUIRY')
    expect(await page.locator('main img, main script').count()).toBe(0)
    await screenshot(page, 'console-inbox')
    await page.getByLabel('Intent').selectOption('INQUIRY')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForFunction(() => document.querySelectorAll('ol.inbox li').length === 1)
    expect(await page.locator('ol.inbox li').textContent()).toContain('Please quote 2 pallets')
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await overflows(page)).toBe(false)
    await page.getByRole('link', { name: 'Users' }).click()
    await page
      .getByRole('button', { name: 'Enable driver@example.com' })
      .or(page.getByRole('button', { name: 'Disable driver@example.com' }))
      .waitFor()
    expect(await overflows(page)).toBe(false)
  })

  test('a user who is not an administrator sees neither section', async () => {
    const other = await watchedPage(browser, server.base)
    await signInThroughLink(other.page, server, 'clerk@example.com')
    expect(await other.page.getByRole('link', { name: 'Users' }).count()).toBe(0)
    expect(await other.page.getByRole('link', { name: 'Inbox' }).count()).toBe(0)
    await other.page.goto(`${server.base}/console/#/users`)
    await other.page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(other.watch.errors).toEqual([])
    await other.context.close()
  })

  test('no console error, no request to another origin, no dialog, no script run', async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
