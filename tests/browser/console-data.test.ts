import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { type ConsoleServer, openConsole, overflows, screenshot, unnamedControls, type Watch } from './console-harness'

const HOSTILE_IMG = '<img src=x onerror="window.__pwned=1;alert(1)">'
const HOSTILE_SCRIPT = '<script>window.__pwned=2;alert(2)</script>'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let db: string
beforeAll(async () => {
  ;({ server, page, watch, close } = await openConsole('ops@example.com'))
  // Arranged through the public API: 30 shipments, two of them with hostile text.
  const token = await server.apiToken('ops@example.com')
  const created = await server.api('POST', '/api/v1/datalake/email/databases', token, {
    name: 'Shipments',
    variables: ['origin', 'destination', 'weightKg', 'note'],
  })
  db = ((await created.json()) as { name: string }).name
  for (let i = 1; i <= 30; i++) {
    const note = i === 7 ? HOSTILE_IMG : i === 8 ? HOSTILE_SCRIPT : `parcel ${i}`
    await server.api('POST', `/api/v1/datalake/email/databases/${db}/documents`, token, {
      origin: i % 3 === 0 ? 'Hamburg' : 'Rotterdam',
      destination: 'Oslo',
      weightKg: 100 + ((i * 37) % 50),
      note,
    })
  }
})
afterAll(() => close?.())

const rows = () => page.locator('table.grid tbody tr')
const column = async (name: string) => {
  const headers = await page.locator('table.grid thead th').allTextContents()
  const index = headers.findIndex((h) => h.replace(/ [▲▼]$/, '') === name)
  return page.locator(`table.grid tbody tr td:nth-child(${index + 1})`).allTextContents()
}

describe('console data screens (headless Chromium against bun run start)', () => {
  test('browse: databases, then the grid with columns from the variables, paged with the cursor', async () => {
    const reads: string[] = []
    page.on('request', (request) =>
      reads.push(
        `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search} ${request.postData() ?? ''}`.trim(),
      ),
    )
    await page.goto(`${server.base}/console/#/sources/email`)
    await page.getByRole('link', { name: 'Shipments' }).click()
    await page.getByRole('heading', { name: 'Shipments' }).waitFor()
    await rows().first().waitFor()
    expect(await page.locator('table.grid thead th').allTextContents()).toEqual(['_id ▼', 'origin', 'destination', 'weightKg', 'note'])
    expect(await rows().count()).toBe(25)
    await screenshot(page, 'console-documents')
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText('Page 2').waitFor()
    expect(await rows().count()).toBe(5)
    expect(await column('note')).toContain('parcel 1')
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await page.getByText('Page 1').waitFor()
    expect(await column('note')).toContain('parcel 30')
    expect(await unnamedControls(page)).toEqual([])
    // Ordered by _id the grid pages with GET …/documents and its nextCursor, not a read of /operations
    // (the count of matches is an aggregate there).
    const pages = reads.filter((r) => r.includes('/documents?'))
    expect(pages.some((r) => /[?&]after=/.test(r))).toBe(true)
    const operations = reads.filter((r) => r.includes('/api/v1/operations'))
    expect(operations.length).toBeGreaterThan(0)
    expect(operations.every((r) => r.includes('"operation":"aggregate"'))).toBe(true)
    expect(await page.locator('.match-count').textContent()).toBe('30 documents match')
  })

  test('hostile values are shown as text and run nothing', async () => {
    const notes = await column('note')
    expect(notes).toContain(HOSTILE_IMG)
    expect(notes).toContain(HOSTILE_SCRIPT)
    expect(await page.locator('main img, main script').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(watch.dialogs).toEqual([])
  })

  test('filter by a field with an operator, then sort by a column', async () => {
    await page.getByLabel('Field', { exact: true }).selectOption('origin')
    await page.getByLabel('Condition').selectOption('$eq')
    await page.getByLabel('Value').fill('Hamburg')
    await page.getByRole('button', { name: 'Apply filter' }).click()
    await page.getByRole('button', { name: 'Clear filter' }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('table.grid tbody tr').length === 10)
    expect(new Set(await column('origin'))).toEqual(new Set(['Hamburg']))
    await page.getByLabel('Field', { exact: true }).selectOption('weightKg')
    await page.getByLabel('Condition').selectOption('$gte')
    await page.getByLabel('Value').fill('140')
    await page.getByRole('button', { name: 'Apply filter' }).click()
    // The seeded weights at or above 140; the Hamburg grid (10 rows) stays on screen until the new answer replaces it, so
    // the wait is for the new grid's own row count (a wait for "fewer than 25" passed on the old grid and read it mid-render).
    const heavyCount = Array.from({ length: 30 }, (_, i) => 100 + (((i + 1) * 37) % 50)).filter((w) => w >= 140).length
    await page.waitForFunction((n) => document.querySelectorAll('table.grid tbody tr').length === n, heavyCount)
    const heavy = (await column('weightKg')).map(Number)
    expect(heavy.length).toBe(heavyCount)
    expect(heavy.every((w) => w >= 140)).toBe(true)
    await page.getByRole('button', { name: 'Clear filter' }).click()
    await page.getByRole('button', { name: 'Sort by weightKg' }).click()
    await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent === 'weightKg ▲')
    const ascending = (await column('weightKg')).map(Number)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    expect(ascending[0]).toBe(Math.min(...Array.from({ length: 30 }, (_, i) => 100 + (((i + 1) * 37) % 50))))
  })

  test('the document panel edits one field, showing from → to, and the value is saved', async () => {
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}`)
    await rows().first().waitFor()
    const firstWeight = (await column('weightKg'))[0]!
    await rows().first().getByRole('link').click()
    await page.getByRole('heading', { name: /^Document / }).waitFor()
    await page.getByRole('button', { name: 'Edit weightKg' }).click()
    await page.getByLabel('New value of weightKg').fill('999')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').getByText(`weightKg: ${firstWeight} → 999`).waitFor()
    expect(await page.locator('table.fields tr', { hasText: 'weightKg' }).locator('pre').textContent()).toBe('999')
    // The history, newest first: this edit with its actor, then the creation.
    await page.waitForFunction(() => document.querySelectorAll('ol.timeline > li').length === 2)
    const history = await page.locator('ol.timeline > li').allTextContents()
    expect(history[0]).toContain(`update · version 2 · by ops@example.com`)
    expect(history[0]).toContain(`weightKg: ${firstWeight} → 999`)
    expect(history[1]).toContain('create · version 1 · by ops@example.com')
    await screenshot(page, 'console-document', true)
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await overflows(page)).toBe(false)
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}`)
    await rows().first().waitFor()
    expect(await overflows(page)).toBe(false)
    await screenshot(page, 'console-documents-375px')
    await page.setViewportSize({ width: 1024, height: 768 })
  })

  test('the document panel deletes a document after confirming', async () => {
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}`)
    await rows().first().waitFor()
    const id = (await rows().first().locator('th').textContent())!
    await rows().first().getByRole('link').click()
    await page.getByRole('button', { name: 'Delete document…' }).click()
    await page.getByText('Delete this document? This cannot be undone.').waitFor()
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.getByRole('heading', { name: 'Shipments' }).waitFor()
    await rows().first().waitFor()
    expect(await page.locator('table.grid tbody th').allTextContents()).not.toContain(id)
    const before = watch.errors.length
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/documents/${id}`)
    await page.getByText('This document no longer exists.').waitFor()
    // Reading a deleted document is refused (404), which the browser logs; nothing else may be.
    const provoked = watch.errors.splice(before)
    expect(provoked.filter((e) => !(e.includes('404') && e.includes(`/documents/${id}`)))).toEqual([])
  })

  test('variables: add one and rename one, with the counts the API answers', async () => {
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/variables`)
    await page.getByLabel('New variable names').fill('customsCode')
    await page.getByRole('button', { name: 'Add variables' }).click()
    await page.getByText('Matched 29, modified 29 documents').waitFor()
    expect(await page.getByRole('list', { name: 'Declared variables' }).getByRole('listitem').allTextContents()).toContain('customsCode')
    await page.getByLabel('Variable', { exact: true }).selectOption('note')
    await page.getByLabel('New name').fill('remarks')
    await page.getByRole('button', { name: 'Rename' }).click()
    await page.getByRole('list', { name: 'Declared variables' }).getByText('remarks', { exact: true }).waitFor()
    expect(await page.getByRole('status').allTextContents()).toContain(
      '[DataLakeService] Variables added successfully. Matched 29, modified 29 documents.',
    )
    expect(await page.getByRole('list', { name: 'Declared variables' }).getByRole('listitem').allTextContents()).toEqual([
      'origin',
      'destination',
      'weightKg',
      'remarks',
      'customsCode',
    ])
  })

  test('create a database, then delete it only after typing its name', async () => {
    await page.goto(`${server.base}/console/#/sources/email`)
    await page.getByLabel('Name', { exact: true }).fill('Scratch')
    await page.getByRole('button', { name: 'Create database' }).click()
    await page.getByRole('link', { name: 'Scratch' }).waitFor()
    await screenshot(page, 'console-databases')
    await page.getByRole('button', { name: 'Delete database Scratch' }).click()
    await page.getByLabel('Type Scratch to confirm').fill('scratch')
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.getByText('The name does not match; nothing was deleted.').waitFor()
    await page.getByLabel('Type Scratch to confirm').fill('Scratch')
    await page.getByRole('button', { name: 'Delete for good' }).click()
    await page.getByText(/^Database .* deleted$/).waitFor()
    expect(await page.getByRole('link', { name: 'Scratch' }).count()).toBe(0)
  })

  test('no console error, no request to another origin, no dialog in the whole session', () => {
    expect(watch.errors).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
