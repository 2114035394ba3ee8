import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { type ConsoleServer, openConsole, unnamedControls, type Watch } from './console-harness'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let token: string
let db: string
const ids: Record<string, string> = {}
const batches: { operations: { op: string; id: string; ifVersion?: number }[] }[] = []

beforeAll(async () => {
  ;({ server, page, watch, close } = await openConsole('versions@example.com'))
  page.on('request', (request) => {
    if (request.url().endsWith('/batch')) batches.push(JSON.parse(request.postData() ?? '{}'))
  })
  token = await server.apiToken('versions@example.com')
  const created = await server.api('POST', '/api/v1/datalake/erp/databases', token, { name: 'Bookings', variables: ['ref', 'status'] })
  db = ((await created.json()) as { name: string }).name
  for (const ref of ['B1', 'B2', 'B3', 'B4']) {
    const doc = await server.api('POST', `${docs()}`, token, { ref, status: 'open' })
    ids[ref] = ((await doc.json()) as { _id: string })._id
  }
})
afterAll(() => close?.())

const docs = () => `/api/v1/datalake/erp/databases/${db}/documents`
const statuses = async () => {
  const answer = await server.api('GET', `${docs()}?limit=10`, token)
  const data = ((await answer.json()) as { data: { ref: string; status: string }[] }).data
  return Object.fromEntries(data.map((d) => [d.ref, d.status]))
}
const row = (ref: string) => page.locator('table.grid tbody tr', { has: page.getByRole('link', { name: `Open document ${ids[ref]}` }) })

describe('console bulk edits send ifVersion (headless Chromium)', () => {
  test('each operation carries the version the grid showed; a change made meanwhile refuses the batch and marks every stale row', async () => {
    await page.goto(`${server.base}/console/#/sources/erp/databases/${db}/documents`)
    await page.getByText('4 documents match').waitFor()
    for (const ref of ['B1', 'B2', 'B3']) await page.getByRole('checkbox', { name: `Select ${ref}`, exact: true }).check()
    // Someone else edits B2 and deletes B3 after the page was loaded.
    await server.api('PATCH', `${docs()}/${ids.B2}`, token, { field: 'status', value: 'held' })
    await server.api('DELETE', `${docs()}/${ids.B3}`, token)
    await page.getByLabel('Field to set').selectOption('status')
    await page.getByLabel('Set it to').fill('closed')
    await page.getByRole('button', { name: 'Set field on selected' }).click()
    await page.getByText(/^Nothing was saved: 2 of the 3 selected documents were changed or deleted/).waitFor()
    expect(batches[0]!.operations.map((o) => [o.op, o.id, o.ifVersion])).toEqual([
      ['update', ids.B1, 1],
      ['update', ids.B2, 1],
      ['update', ids.B3, 1],
    ])
    expect(await row('B2').getAttribute('class')).toBe('conflict')
    expect(await row('B2').locator('.conflict-note').textContent()).toBe(' Not saved: changed since you loaded it (version 1 → 2)')
    expect(await row('B3').locator('.conflict-note').textContent()).toBe(' Not saved: deleted since you loaded it')
    expect(await row('B1').getAttribute('class')).toBeNull()
    expect(await statuses()).toEqual({ B1: 'open', B2: 'held', B4: 'open' })
    expect(await unnamedControls(page)).toEqual([])

    // Reloaded, the grid shows the current values and versions; sent again, the edit goes through.
    await page.getByRole('button', { name: 'Reload documents' }).click()
    await page.waitForFunction(() => document.querySelectorAll('table.grid tbody tr').length === 3)
    expect(await page.locator('tr.conflict').count()).toBe(0)
    await page.getByText('2 selected').waitFor()
    expect(await row('B2').locator('td').nth(1).textContent()).toBe('held')
    await page.getByRole('button', { name: 'Set field on selected' }).click()
    await page.getByText('Set status: done for 2 documents.').waitFor()
    expect(batches[1]!.operations.map((o) => [o.id, o.ifVersion])).toEqual([
      [ids.B1, 1],
      [ids.B2, 2],
    ])
    expect(await statuses()).toEqual({ B1: 'closed', B2: 'closed', B4: 'open' })
  })

  test('sorted by another column, the grid knows the versions too; a stale delete is refused and marked', async () => {
    await page.getByRole('button', { name: 'Sort by ref' }).click()
    await page.waitForFunction(() => document.querySelector('table.grid th[aria-sort]')?.textContent?.startsWith('ref'))
    await page.getByRole('checkbox', { name: 'Select B4', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Select B1', exact: true }).check()
    await server.api('PATCH', `${docs()}/${ids.B4}`, token, { field: 'status', value: 'moved' })
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByRole('button', { name: 'Yes, delete 2' }).click()
    await page.getByText(/^Nothing was saved: 1 of the 2 selected documents was changed/).waitFor()
    expect(batches[2]!.operations.map((o) => [o.op, o.id, o.ifVersion])).toEqual([
      ['delete', ids.B4, 1],
      ['delete', ids.B1, 2],
    ])
    expect(await row('B4').locator('.conflict-note').textContent()).toBe(' Not saved: changed since you loaded it (version 1 → 2)')
    expect(Object.keys(await statuses()).sort()).toEqual(['B1', 'B2', 'B4'])
    expect(watch.errors.filter((e) => !e.includes('status of 412') && !e.includes('status of 404'))).toEqual([])
    expect(watch.foreign).toEqual([])
  })
})
