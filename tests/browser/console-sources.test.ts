import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { type ConsoleServer, openConsole, overflows, unnamedControls, type Watch } from './console-harness'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
beforeAll(async () => {
  ;({ server, page, watch, close } = await openConsole('sources@example.com'))
  const token = await server.apiToken('sources@example.com')
  for (const [source, name] of [
    ['erp', 'Shipments'],
    ['erp', 'Rates'],
    ['wms', 'Stock'],
  ])
    expect((await server.api('POST', `/api/v1/datalake/${source}/databases`, token, { name })).status).toBe(201)
  // Someone else's source is never listed.
  const other = await server.apiToken('other@example.com')
  expect((await server.api('POST', '/api/v1/datalake/secret-crm/databases', other, { name: 'Leads' })).status).toBe(201)
})
afterAll(() => close?.())

const sources = () => page.getByRole('navigation', { name: 'Sources' })

describe('console sources (headless Chromium against bun run start)', () => {
  test('the databases page lists the sources the user has data in, with counts; choosing one shows its databases', async () => {
    await page.goto(`${server.base}/console/#/sources/erp`)
    await page.getByRole('heading', { name: 'Databases · erp' }).waitFor()
    await sources().getByRole('link', { name: 'wms · 1 database' }).waitFor()
    expect(await sources().getByRole('link').allTextContents()).toEqual(['erp · 2 databases', 'wms · 1 database'])
    expect(await sources().getByRole('link', { name: /^erp/ }).getAttribute('aria-current')).toBe('page')
    // No free-text box to guess a source name into, unless asked for another source.
    expect(await page.getByRole('textbox', { name: 'Source name' }).isVisible()).toBe(false)
    await sources().getByRole('link', { name: 'wms · 1 database' }).click()
    await page.getByRole('heading', { name: 'Databases · wms' }).waitFor()
    await page.getByRole('link', { name: 'Stock' }).waitFor()
    expect(await unnamedControls(page)).toEqual([])
  })

  test('a database created changes the counts; another source opens by name', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Bins')
    await page.getByRole('button', { name: 'Create database' }).click()
    await sources().getByRole('link', { name: 'wms · 2 databases' }).waitFor()
    await page.getByText('Another source…').click()
    await page.getByRole('textbox', { name: 'Source name' }).fill('crm')
    await page.getByRole('button', { name: 'Open source' }).click()
    await page.getByRole('heading', { name: 'Databases · crm' }).waitFor()
    await page.getByText('No databases in the source crm yet.').waitFor()
    await sources().getByRole('link', { name: 'crm · 0 databases' }).waitFor()
    expect(await sources().getByRole('link').allTextContents()).toEqual(['erp · 2 databases', 'wms · 2 databases', 'crm · 0 databases'])
  })

  test('375 px wide: the list wraps without overflow; no console error, no foreign request, no dialog', async () => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto(`${server.base}/console/#/sources/erp`)
    await sources().getByRole('link', { name: 'erp · 2 databases' }).waitFor()
    expect(await overflows(page)).toBe(false)
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
