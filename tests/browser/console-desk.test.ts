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
let agentToken: string
const AGENT = 'coordinator@example.com'

beforeAll(async () => {
  const arrange = async (started: ConsoleServer) => {
    server = started
    const admin = await server.apiToken('admin@example.com')
    await server.apiToken(AGENT)
    const found = (await (await server.api('GET', `/api/v1/users?email=${AGENT}`, admin)).json()) as { data: { _id: string }[] }
    const made = await server.api('PATCH', `/api/v1/users/${found.data[0]!._id}`, admin, { permission: 'agent' })
    if (made.status !== 200) throw new Error(`could not make an agent: ${made.status}`)
    agentToken = await server.apiToken(AGENT)
  }
  ;({ browser, page, watch, close } = await openConsole(AGENT, { arrange }))
})
afterAll(() => close?.())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('the desk in the console (headless Chromium against the real server)', () => {
  test('my tasks: overdue first and marked, then soonest due, undated last; ticking one off removes it', async () => {
    const me = (await (await server.api('GET', '/api/v1/tasks?limit=1', agentToken)).json()) as unknown
    expect(me).toEqual({ data: [], nextCursor: null })
    const sub = JSON.parse(atob(agentToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string
    for (const [title, dueAt] of [
      ['Send the revised quote', inDays(2)],
      ['Call back about the reefer slot', inDays(-1)],
      ['Renew the customs bond', null],
    ] as const) {
      const created = await server.api('POST', '/api/v1/tasks', agentToken, { title, dueAt, assigneeId: sub })
      expect(created.status).toBe(201)
    }
    await page.getByRole('link', { name: 'My tasks' }).click()
    await page.getByRole('heading', { name: 'My tasks' }).waitFor()
    const items = page.locator('ul.tasks li')
    await items.first().waitFor()
    expect(await items.allInnerTexts()).toEqual([
      expect.stringContaining('Call back about the reefer slot'),
      expect.stringContaining('Send the revised quote'),
      expect.stringContaining('Renew the customs bond'),
    ])
    expect(await items.first().textContent()).toContain('Overdue since')
    await screenshot(page, 'console-desk-tasks')
    await page.getByRole('checkbox', { name: 'Done: Call back about the reefer slot' }).click()
    await page.getByText('Call back about the reefer slot').waitFor({ state: 'detached' })
    await page.getByText('Send the revised quote').waitFor()
    expect(await items.count()).toBe(2)
    expect(await unnamedControls(page)).toEqual([])
  })

  test('keyboard only: a hostile task title is text, and Space on its checkbox ticks it off', async () => {
    const sub = JSON.parse(atob(agentToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub as string
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    expect((await server.api('POST', '/api/v1/tasks', agentToken, { title: hostile, dueAt: inDays(-2), assigneeId: sub })).status).toBe(201)
    await page.getByRole('link', { name: 'Databases' }).click()
    await page.getByRole('link', { name: 'My tasks' }).click()
    const row = page.locator('ul.tasks li').filter({ hasText: hostile })
    await row.waitFor()
    expect(await page.locator('ul.tasks img, ul.tasks script').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    // From the heading, Tab reaches the first task's checkbox (overdue first): Space ticks it.
    await page.getByRole('heading', { name: 'My tasks' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Done: ${hostile}`)
    await page.keyboard.press('Space')
    await row.waitFor({ state: 'detached' })
  })

  test('metrics: figures and two charts drawn as SVG, with their numbers as tables', async () => {
    await page.getByRole('link', { name: 'Metrics' }).click()
    await page.getByRole('heading', { name: 'Desk metrics' }).waitFor()
    await page.getByRole('img', { name: /Inquiries per day by channel/ }).waitFor()
    await page.getByRole('img', { name: /First responses by time to answer; target 4 h/ }).waitFor()
    expect(await page.locator('.figures div').count()).toBe(10)
    await screenshot(page, 'console-desk-metrics', true)
    await page.getByText('Inquiries per day: the figures').click()
    expect(await page.getByRole('region', { name: 'Inquiries per day' }).locator('tbody tr').count()).toBe(30)
    expect(await unnamedControls(page)).toEqual([])
  })

  test('375 px wide: my tasks and metrics fit without sideways scrolling', async () => {
    const narrow = await watchedPage(browser, server.base, { width: 375, height: 740 })
    try {
      await signInThroughLink(narrow.page, server, AGENT)
      for (const [hash, heading] of [
        ['#/desk/tasks', 'My tasks'],
        ['#/desk/metrics', 'Desk metrics'],
      ]) {
        await narrow.page.goto(`${server.base}/console/${hash}`)
        await narrow.page.getByRole('heading', { name: heading }).waitFor()
        await narrow.page
          .locator('main')
          .getByText(/Loading/)
          .waitFor({ state: 'detached' })
        expect(await overflows(narrow.page)).toBe(false)
      }
      expect(narrow.watch.errors).toEqual([])
    } finally {
      await narrow.context.close()
    }
  })

  test('no console error, no request to another origin, no dialog on the whole walk', () => {
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
