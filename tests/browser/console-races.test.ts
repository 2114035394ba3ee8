import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page, Route } from 'playwright-core'
import { type ConsoleServer, openConsole, type Watch } from './console-harness'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let token: string
let db: string
beforeAll(async () => {
  ;({ server, page, watch, close } = await openConsole('races@example.com'))
  token = await server.apiToken('races@example.com')
  const created = await server.api('POST', '/api/v1/datalake/email/databases', token, {
    name: 'Races',
    variables: ['origin', 'weightKg'],
  })
  db = ((await created.json()) as { name: string }).name
  for (let i = 1; i <= 30; i++) {
    await server.api('POST', `/api/v1/datalake/email/databases/${db}/documents`, token, {
      origin: i % 3 === 0 ? 'Hamburg' : 'Rotterdam',
      weightKg: 100 + i,
    })
  }
})
afterAll(() => close?.())

const rows = () => page.locator('table.grid tbody tr')
const origins = async () => {
  const headers = await page.locator('table.grid thead th').allTextContents()
  const index = headers.findIndex((h) => h.replace(/ [▲▼]$/, '') === 'origin')
  return page.locator(`table.grid tbody tr td:nth-child(${index + 1})`).allTextContents()
}

describe('the console never shows an older answer over a newer one', () => {
  test('"Next page" answered after a filter that was asked later: the filter’s answer stays', async () => {
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}`)
    await rows().first().waitFor()
    // Hold the answer to page 2 until the newer request has been answered and shown.
    let held: Route | undefined
    let holding: () => void = () => {}
    const arrived = new Promise<void>((resolve) => {
      holding = resolve
    })
    await page.route(/\/documents\?.*after=/, (route) => {
      held = route
      holding()
    })
    await page.getByRole('button', { name: 'Next page' }).click()
    await arrived
    await page.getByLabel('Field', { exact: true }).selectOption('origin')
    await page.getByLabel('Condition').selectOption('$eq')
    await page.getByLabel('Value').fill('Hamburg')
    await page.getByRole('button', { name: 'Apply filter' }).click()
    await page.waitForFunction(() => document.querySelectorAll('table.grid tbody tr').length === 10)

    const finished = page.waitForEvent('requestfinished', (request) => /after=/.test(request.url()))
    await held!.continue()
    await finished
    // Let the page read and handle the late answer (a few of its own turns, not a wait for the test).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(await rows().count()).toBe(10)
    expect(new Set(await origins())).toEqual(new Set(['Hamburg']))
    await page.unroute(/\/documents\?.*after=/)
  })
})

describe('editing a field sends If-Match', () => {
  test('a change saved elsewhere since the panel opened is a 412, said to the person; the panel then shows the current values', async () => {
    const created = await server.api('POST', `/api/v1/datalake/email/databases/${db}/documents`, token, { origin: 'Bergen', weightKg: 7 })
    const id = ((await created.json()) as { _id: string })._id
    const patches: (string | null)[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.headers()['if-match'] ?? null)
    })
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/documents/${id}`)
    await page.getByRole('button', { name: 'Edit weightKg' }).waitFor()

    // Someone else changes the document after the panel read version 1.
    const elsewhere = await server.api('PATCH', `/api/v1/datalake/email/databases/${db}/documents/${id}`, token, {
      field: 'origin',
      value: 'Trondheim',
    })
    expect(elsewhere.headers.get('etag')).toBe('"2"')

    await page.getByRole('button', { name: 'Edit weightKg' }).click()
    await page.getByLabel('New value of weightKg').fill('8')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').getByText('Not saved: this document was changed by someone else since you opened it.').waitFor()
    await page.locator('table.fields tr', { hasText: 'Trondheim' }).waitFor()
    expect(await page.locator('table.fields tr', { hasText: 'weightKg' }).locator('pre').textContent()).toBe('7')

    // Edited again on the current version, it saves.
    await page.getByRole('button', { name: 'Edit weightKg' }).click()
    await page.getByLabel('New value of weightKg').fill('8')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').getByText('weightKg: 7 → 8').waitFor()
    expect(patches).toEqual(['"1"', '"2"'])
    expect(watch.errors.filter((error) => !error.includes('412'))).toEqual([])
  })
})
