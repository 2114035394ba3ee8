import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { type ConsoleServer, launchChromium, signInThroughLink, startConsoleServer, watchedPage } from './console-harness'

let server: ConsoleServer
let browser: Browser
beforeAll(async () => {
  server = await startConsoleServer()
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('console session (headless Chromium, the page’s clock faked)', () => {
  test('a minute before the access token expires the console refreshes it silently, and stays signed in', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await page.clock.install()
    const refreshes: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh')) refreshes.push(response.status())
    })
    await signInThroughLink(page, server, 'day@example.com')
    const first = await page.evaluate(() => [sessionStorage.getItem('console.accessToken'), sessionStorage.getItem('console.refreshToken')])
    expect(first[1]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Eight hours of a working day, in page time: the access token (1 hour) is renewed each hour.
    for (let hour = 0; hour < 8; hour++) {
      await page.clock.runFor(60 * 60_000)
      // The next refresh is planned once this one's answer is in: wait for it (real time) before moving on.
      const deadline = Date.now() + 5000
      while (refreshes.length <= hour && Date.now() < deadline) await page.waitForTimeout(20)
      await page.waitForFunction((before) => sessionStorage.getItem('console.refreshToken') !== before, first[1], { timeout: 5000 })
    }
    expect(refreshes.slice(0, 8)).toEqual([200, 200, 200, 200, 200, 200, 200, 200])
    const now = await page.evaluate(() => [sessionStorage.getItem('console.accessToken'), sessionStorage.getItem('console.refreshToken')])
    expect(now[0]).not.toBe(first[0])
    expect(now[1]).not.toBe(first[1])
    // The renewed token works: the console still reaches the API as the same person.
    await page.goto(`${server.base}/console/#/sources/erp`)
    await page.getByRole('heading', { name: 'Databases · erp' }).waitFor()
    expect(await page.locator('header .who').textContent()).toBe('day@example.com')
    expect(watch.errors).toEqual([])
    await context.close()
  }, 60_000)

  test('signing out forgets the refresh token, which no longer works', async () => {
    const { context, page } = await watchedPage(browser, server.base)
    await signInThroughLink(page, server, 'out@example.com')
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('console.refreshToken'))
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('E-mail address').waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('console.refreshToken'))).toBeNull()
    const res = await fetch(`${server.base}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    })
    expect(res.status).toBe(401)
    await context.close()
  }, 60_000)
})

describe('workspace switcher', () => {
  test('a member of a team switches to it and sees and creates the team’s databases there', async () => {
    const owner = await server.apiToken('lead@example.com')
    const team = (await (await server.api('POST', '/api/v1/workspaces', owner, { name: 'Night shift' })).json()) as { _id: string }
    await server.api('POST', `/api/v1/workspaces/${team._id}/members`, owner, { email: 'crew@example.com', role: 'editor' })
    const made = await fetch(`${server.base}/api/v1/datalake/erp/databases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json', 'x-workspace-id': team._id },
      body: JSON.stringify({ name: 'Team loads' }),
    })
    expect(made.status).toBe(201)
    const { context, page, watch } = await watchedPage(browser, server.base)
    await signInThroughLink(page, server, 'crew@example.com')
    await page.goto(`${server.base}/console/#/sources/erp`)
    await page.getByRole('heading', { name: 'Databases · erp' }).waitFor()
    expect(await page.getByText('Team loads').count()).toBe(0)
    await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Night shift (editor)' })
    await page.getByText('Team loads').waitFor()
    expect(watch.errors).toEqual([])
    await context.close()
  }, 60_000)
})
