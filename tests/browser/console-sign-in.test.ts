import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import {
  type ConsoleServer,
  launchChromium,
  overflows,
  screenshot,
  signInThroughLink,
  startConsoleServer,
  unnamedControls,
  watchedPage,
} from './console-harness'

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

describe('console sign-in (headless Chromium against bun run start)', () => {
  test('the page and its assets come from this origin under a CSP without unsafe-inline, with no inline script', async () => {
    const page = await fetch(`${server.base}/console`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    const html = await page.text()
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/)
    expect(html).not.toMatch(/https?:\/\//)
    const bundle = await (await fetch(`${server.base}/console/assets/console.js`)).text()
    expect(bundle).not.toContain('innerHTML')
    expect(bundle).not.toContain('localStorage')
    expect(bundle).not.toContain('document.cookie')
  })

  test('a new user signs in through the outbox link with one click on the link page, and the token stays out of cookies and localStorage', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await page.goto(`${server.base}/console`)
    await screenshot(page, 'console-sign-in')
    expect(await unnamedControls(page)).toEqual([])
    await signInThroughLink(page, server, 'first@example.com')
    expect(page.url()).toBe(`${server.base}/console/#/`)
    expect(await page.locator('header .who').textContent()).toBe('first@example.com')
    await page.getByRole('heading', { name: 'Databases · email' }).waitFor()
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain('console.accessToken')
    // The used link cannot sign in again: the console says so and offers a new one.
    await page.goto((await server.mail('first@example.com')).link)
    await page.getByRole('link', { name: 'Continue to the console' }).click()
    await page.getByText('Login link is invalid or has expired').waitFor()
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
    // The one expected failure: the exchange of the used link (401) is logged by the browser.
    expect(watch.errors.filter((e) => !(e.includes('401') && e.endsWith('/api/v1/auth/verify')))).toEqual([])
    await context.close()
  })

  test('keyboard only: type the address, Enter, type the code from the mail, Enter', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await page.goto(`${server.base}/console`)
    await page.getByLabel('E-mail address').waitFor()
    await page.keyboard.type('keys@example.com')
    await page.keyboard.press('Enter')
    await page.getByLabel('8-digit code from the e-mail').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code')
    await page.keyboard.type((await server.mail('keys@example.com')).code)
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    // The heading has focus; Tab reaches the sources (a new user has none but the one shown), then
    // "Another source…", which Enter opens; its field takes a name, and Enter opens that source.
    await page.getByRole('heading', { name: 'Databases · email' }).waitFor()
    await page.getByRole('link', { name: 'email · 0 databases' }).waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('email · 0 databases')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Another source…')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('source')
    await page.keyboard.type('whatsapp')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Databases · whatsapp' }).waitFor()
    // Backwards from the heading: the header's Sign out.
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign out')
    await page.keyboard.press('Enter')
    await page.getByLabel('E-mail address').waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('console.accessToken'))).toBeNull()
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    await context.close()
  })

  test('375 px wide: the sign-in page does not overflow', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base, { width: 375, height: 740 })
    await page.goto(`${server.base}/console`)
    await page.getByLabel('E-mail address').waitFor()
    expect(await overflows(page)).toBe(false)
    expect(watch.errors).toEqual([])
    await context.close()
  })
})
