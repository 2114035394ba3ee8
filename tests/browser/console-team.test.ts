import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser, Page } from 'playwright-core'
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
let team: string
beforeAll(async () => {
  server = await startConsoleServer()
  browser = await launchChromium()
  const owner = await server.apiToken('boss@example.com')
  await server.apiToken('known@example.com') // an existing account
  team = ((await (await server.api('POST', '/api/v1/workspaces', owner, { name: 'Depot' })).json()) as { _id: string })._id
  await server.api('POST', `/api/v1/workspaces/${team}/members`, owner, { email: 'gone@example.com', role: 'editor' })
  await server.api('POST', `/api/v1/workspaces/${team}/members`, owner, { email: 'watch@example.com', role: 'viewer' })
  await server.apiToken('gone@example.com')
  await server.apiToken('watch@example.com')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function openDepot(page: Page, email: string, role: string, screen: string): Promise<void> {
  await signInThroughLink(page, server, email)
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: `Depot (${role})` })
  await page.getByRole('link', { name: screen }).click()
}

const row = (page: Page, region: string, text: string) =>
  page.getByRole('region', { name: region }).getByRole('row').filter({ hasText: text })

describe('members screen (headless Chromium)', () => {
  test('an owner invites an existing user and an unknown address, changes a role, removes a member; the last owner is refused', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await openDepot(page, 'boss@example.com', 'owner', 'Members')
    await page.getByRole('heading', { name: 'Members · Depot' }).waitFor()
    const invite = page.getByRole('form', { name: 'Invite a member' })

    await invite.getByLabel('E-mail').fill('known@example.com')
    await invite.getByLabel('Role').selectOption('editor')
    await invite.getByRole('button', { name: 'Invite' }).click()
    await page.getByText('known@example.com joined as editor.').waitFor()
    await row(page, 'Members', 'known@example.com').waitFor()

    await invite.getByLabel('E-mail').fill('new@example.com')
    await invite.getByLabel('Role').selectOption('viewer')
    await invite.getByRole('button', { name: 'Invite' }).click()
    await page.getByText('new@example.com is invited as viewer and joins at their first sign-in.', { exact: false }).waitFor()
    expect(await row(page, 'Invitations', 'new@example.com').textContent()).toContain('viewer')

    await page.getByRole('combobox', { name: 'Role of known@example.com' }).selectOption('viewer')
    await page.getByText('known@example.com is now viewer.').waitFor()

    await page.getByRole('button', { name: 'Remove gone@example.com' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain('Remove gone@example.com from Depot?')
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('gone@example.com was removed.').waitFor()
    expect(await row(page, 'Members', 'gone@example.com').count()).toBe(0)

    // The last owner cannot demote themselves: the API's 409 is shown, and the select goes back.
    const own = page.getByRole('combobox', { name: 'Role of boss@example.com' })
    await own.selectOption('editor')
    await page.getByRole('alert').getByText('The last owner of a workspace cannot be demoted').waitFor()
    expect(await own.inputValue()).toBe('owner')
    await screenshot(page, 'console-members')

    expect(await unnamedControls(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 700 })
    expect(await overflows(page)).toBe(false)
    // Only the provoked 409 is in the console.
    expect(watch.errors.filter((e) => !e.includes('409'))).toEqual([])
    expect(watch.dialogs).toEqual([])
    await context.close()
  }, 90_000)
})

describe('API keys screen (headless Chromium)', () => {
  test('an owner creates a key (shown once), copies it, and revokes it', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base })
    await openDepot(page, 'boss@example.com', 'owner', 'API keys')
    await page.getByRole('heading', { name: 'API keys · Depot' }).waitFor()
    await page.getByText('No API keys yet.').waitFor()
    const form = page.getByRole('form', { name: 'Create an API key' })
    await form.getByLabel('Name').fill('ERP sync')
    await form.getByLabel('Role').selectOption('editor')
    await form.getByLabel('Sources (optional)').fill('erp, wms')
    await form.getByRole('button', { name: 'Create key' }).click()

    const shown = page.getByRole('textbox', { name: 'API key ERP sync' })
    await shown.waitFor()
    const key = await shown.inputValue()
    expect(key).toMatch(/^lk_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/)
    expect(await shown.getAttribute('readonly')).not.toBeNull()
    await page.getByRole('button', { name: 'Copy key' }).click()
    await page.getByText('Copied to the clipboard.').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    const listed = row(page, 'API keys', 'ERP sync')
    expect(await listed.textContent()).toContain('erp, wms')
    expect(await listed.textContent()).toContain('never')
    await screenshot(page, 'console-api-keys')
    const used = await fetch(`${server.base}/api/v1/datalake/erp/databases`, {
      headers: { authorization: `Bearer ${key}`, 'x-workspace-id': team },
    })
    expect(used.status).toBe(200)
    expect(await unnamedControls(page)).toEqual([])

    // Shown once: after a reload the list is there, the key is not.
    await page.reload()
    await row(page, 'API keys', 'ERP sync').waitFor()
    expect(await page.getByRole('textbox', { name: 'API key ERP sync' }).count()).toBe(0)
    expect(await page.content()).not.toContain(key)

    await page.getByRole('button', { name: 'Revoke ERP sync' }).click()
    // Keyboard: focus starts on Cancel, Escape closes without revoking.
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await row(page, 'API keys', 'ERP sync').count()).toBe(1)
    await page.getByRole('button', { name: 'Revoke ERP sync' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
    await page.getByText('API key ERP sync revoked.').waitFor()
    await page.getByText('No API keys yet.').waitFor()
    const refused = await fetch(`${server.base}/api/v1/datalake/erp/databases`, { headers: { authorization: `Bearer ${key}` } })
    expect(refused.status).toBe(401)

    await page.setViewportSize({ width: 375, height: 700 })
    expect(await overflows(page)).toBe(false)
    expect(watch.errors).toEqual([])
    expect(watch.dialogs).toEqual([])
    await context.close()
  }, 90_000)
  test('without a clipboard the key is selected and the person is told to press Ctrl+C', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }))
    await openDepot(page, 'boss@example.com', 'owner', 'API keys')
    const form = page.getByRole('form', { name: 'Create an API key' })
    await form.getByLabel('Name').fill('WMS read')
    await form.getByLabel('Role').selectOption('viewer')
    await form.getByRole('button', { name: 'Create key' }).click()
    const shown = page.getByRole('textbox', { name: 'API key WMS read' })
    await page.getByRole('button', { name: 'Copy key' }).click()
    await page.getByText('Copying is not available in this browser', { exact: false }).waitFor()
    const selected = await shown.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    )
    expect(selected).toBe(await shown.inputValue())
    expect(await row(page, 'API keys', 'WMS read').textContent()).toContain('all')
    expect(watch.errors).toEqual([])
    await context.close()
  }, 90_000)
})

describe('a viewer (headless Chromium)', () => {
  test('sees members and no management controls, and is told why keys are not theirs to manage', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await openDepot(page, 'watch@example.com', 'viewer', 'Members')
    await row(page, 'Members', 'boss@example.com').waitFor()
    await page.getByText('Your role here is viewer: only owners invite members or change roles.').waitFor()
    expect(await page.getByRole('form', { name: 'Invite a member' }).count()).toBe(0)
    expect(await page.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Leave Depot' }).count()).toBe(1)

    await page.getByRole('link', { name: 'API keys' }).click()
    await page.getByText('Only owners manage the API keys of Depot; your role here is viewer.', { exact: false }).waitFor()
    expect(await page.getByRole('form', { name: 'Create an API key' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Revoke/ }).count()).toBe(0)
    expect(watch.errors).toEqual([])
    await context.close()
  }, 90_000)

  test('a member leaves: confirmed in a dialog, then the workspace is gone from the switcher', async () => {
    const { context, page, watch } = await watchedPage(browser, server.base)
    await openDepot(page, 'watch@example.com', 'viewer', 'Members')
    await page.getByRole('button', { name: 'Leave Depot' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click()
    await page.getByRole('heading', { name: 'Members · Personal' }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Workspace' }).count()).toBe(0)
    const left = await server.api('GET', `/api/v1/workspaces/${team}/members`, await server.apiToken('boss@example.com'))
    expect(JSON.stringify(await left.json())).not.toContain('watch@example.com')
    expect(watch.errors).toEqual([])
    await context.close()
  }, 90_000)
})
