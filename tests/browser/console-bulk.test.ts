import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { type ConsoleServer, openConsole, overflows, screenshot, unnamedControls, type Watch } from './console-harness'

let server: ConsoleServer
let page: Page
let watch: Watch
let close: (() => Promise<void>) | undefined
let token: string
let db: string
const files = mkdtempSync(join(tmpdir(), 'console-import-'))

beforeAll(async () => {
  ;({ server, page, watch, close } = await openConsole('ops@example.com'))
  token = await server.apiToken('ops@example.com')
  const created = await server.api('POST', '/api/v1/datalake/email/databases', token, { name: 'Freight', variables: ['ref', 'dest', 'kg'] })
  db = ((await created.json()) as { name: string }).name
})
afterAll(() => close?.())

async function count(): Promise<number> {
  const answer = await server.api('POST', '/api/v1/operations', token, { operation: 'aggregate', db, metrics: { n: { count: true } } })
  const data = ((await answer.json()) as { data: { n: number }[] }).data
  return data[0]?.n ?? 0
}

describe('console bulk data (headless Chromium)', () => {
  test('import: a dry run lists row errors and writes nothing; Import stays disabled', async () => {
    const bad = join(files, 'bad.csv')
    writeFileSync(bad, 'ref,dest,kg\nS1,Oslo,12\nS2,Rome,<b>heavy</b>\nS3,Lima,3,extra\n')
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/import`)
    await page.getByRole('heading', { name: 'Import a file' }).waitFor()
    await page.getByLabel('Key field (update mode)').fill('')
    await page.getByLabel('File', { exact: true }).setInputFiles(bad)
    await page.getByText('Dry run done').waitFor()
    await page.getByText(/Dry run: 3 rows: .* 1 invalid/).waitFor()
    const cells = await page.locator('table.import-errors tbody td').allTextContents()
    expect(cells[0]).toBe('4')
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true)
    expect(await count()).toBe(0)
  })

  test('import: a good file, dry run then Import with the progress bar; the documents are there', async () => {
    const good = join(files, 'good.csv')
    writeFileSync(
      good,
      `ref,dest,kg\n${Array.from({ length: 40 }, (_, i) => `S${i + 1},${i % 2 ? 'Oslo' : 'Rome'},${i + 1}`).join('\n')}\n`,
    )
    await page.getByLabel('File', { exact: true }).setInputFiles(good)
    await page.getByText(/Dry run: 40 rows: 40 to insert/).waitFor()
    expect(await count()).toBe(0)
    expect(await unnamedControls(page)).toEqual([])
    // Every text the progress line shows, so the upload's own progress events are seen, not only the end.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { progressTexts: string[] }).progressTexts = seen
      const line = document.querySelector('.progress-line')!
      new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, { subtree: true, childList: true, characterData: true })
    })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await page.getByText('Import done').waitFor()
    const texts = await page.evaluate(() => (window as unknown as { progressTexts: string[] }).progressTexts)
    expect(texts.some((t) => /Importing: \d+% sent/.test(t))).toBe(true)
    await page.getByText(/Imported\. 40 rows: 40 inserted/).waitFor()
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).evaluate((el) => (el as HTMLProgressElement).value)).toBe(1)
    expect(await count()).toBe(40)
    await screenshot(page, 'console-import')
    expect(watch.errors).toEqual([])
  })

  test('export of the current filter, CSV and NDJSON, downloaded with the bearer header (never a token in a URL)', async () => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/documents`)
    await page.locator('table.grid tbody tr').first().waitFor()
    await page.getByLabel('Field', { exact: true }).selectOption('dest')
    await page.getByLabel('Condition').selectOption('$eq')
    await page.getByLabel('Value').fill('Oslo')
    await page.getByRole('button', { name: 'Apply filter' }).click()
    await page.getByRole('button', { name: 'Clear filter' }).waitFor()
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(csv.suggestedFilename()).toBe('Freight.csv')
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('"_id","ref","dest","kg"')
    expect(lines.length).toBe(21)
    expect(lines.slice(1).every((line) => line.includes('"Oslo"'))).toBe(true)
    const [ndjson] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export NDJSON' }).click()])
    const docs = readFileSync((await ndjson.path())!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { dest: string })
    expect(docs.length).toBe(20)
    expect(docs.every((d) => d.dest === 'Oslo')).toBe(true)
    const exports = urls.filter((u) => u.includes('/export?'))
    expect(exports.length).toBe(2)
    expect(urls.some((u) => u.includes(token) || /token=/i.test(u))).toBe(false)
    expect(watch.errors).toEqual([])
  })

  test('group by: a field with sum of another, drawn as an SVG bar chart with a table; hostile group values stay text', async () => {
    await server.api('POST', `/api/v1/datalake/email/databases/${db}/documents`, token, {
      ref: 'X1',
      dest: '<img src=x onerror=alert(1)>',
      kg: 1,
    })
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/groups`)
    await page.getByRole('heading', { name: 'Group by', exact: true }).waitFor()
    await page.getByLabel('Group field').selectOption('dest')
    await page.getByLabel('Metric').selectOption('sum')
    await page.getByLabel('Of field').selectOption('kg')
    await page.getByRole('button', { name: 'Show groups' }).click()
    await page.locator('svg.bar-chart').waitFor()
    expect(await page.locator('svg.bar-chart .bar-label').allTextContents()).toEqual(['Oslo', 'Rome', '<img src=x onerror=al…'])
    expect(await page.locator('svg.bar-chart .bar-value').allTextContents()).toEqual(['420', '400', '1'])
    expect(await page.locator('table.groups tbody td').allTextContents()).toEqual([
      'Oslo',
      '420',
      'Rome',
      '400',
      '<img src=x onerror=alert(1)>',
      '1',
    ])
    const widths = await page.locator('svg.bar-chart .bar-rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))))
    expect(widths[0]).toBeGreaterThan(widths[1]!)
    expect(widths[1]).toBeGreaterThan(widths[2]!)
    expect(await page.locator('svg.bar-chart img').count()).toBe(0)
    expect(await unnamedControls(page)).toEqual([])
    await screenshot(page, 'console-group-by')
    // The creation time by day: every document was created today.
    await page.getByLabel('Group field').selectOption('_id')
    await page.getByLabel('Metric').selectOption('count')
    await page.getByRole('button', { name: 'Show groups' }).click()
    await page.getByRole('heading', { name: 'Documents by _id (day)' }).waitFor()
    expect(await page.locator('svg.bar-chart .bar-value').allTextContents()).toEqual(['41'])
    expect(watch.dialogs).toEqual([])
    expect(watch.errors).toEqual([])
  })

  test('grid: readable key pinned first, count of matches, several conditions incl. contains (any case) kept in the URL, page size, columns', async () => {
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/documents`)
    await page.locator('table.grid tbody tr').first().waitFor()
    // `ref` reads better than the 24-character _id: it is the pinned row header, linking to the document.
    expect((await page.locator('table.grid thead th').allTextContents())[0]).toBe('ref')
    expect(await page.locator('table.grid tbody tr th.pinned a').first().textContent()).toMatch(/^S\d+|X1$/)
    await page.getByText('41 documents match').waitFor()
    await page.getByLabel('Field', { exact: true }).selectOption('dest')
    await page.getByLabel('Condition', { exact: true }).selectOption('contains')
    await page.getByLabel('Value', { exact: true }).fill('osl')
    await page.getByRole('button', { name: 'Add condition' }).click()
    await page.getByLabel('Field 2').selectOption('kg')
    await page.getByLabel('Condition 2').selectOption('$gte')
    await page.getByLabel('Value 2').fill('30')
    await page.getByRole('button', { name: 'Apply filter' }).click()
    // Oslo rows have even kg 2..40: 30, 32, ..., 40 is 6 documents.
    await page.getByText('6 documents match').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('table.grid tbody tr').length === 6)
    expect(decodeURIComponent(page.url())).toContain('["dest","contains","osl"]')
    // Page size and hidden columns go into the address too.
    await page.getByLabel('Rows per page').selectOption('50')
    await page.getByText('Columns', { exact: true }).click()
    await page.getByRole('checkbox', { name: '_id' }).uncheck()
    await page.waitForFunction(
      () => !Array.from(document.querySelectorAll('table.grid thead th')).some((th) => th.textContent?.startsWith('_id')),
    )
    expect(page.url()).toContain('size=50')
    expect(page.url()).toContain('hide=_id')
    expect(await unnamedControls(page)).toEqual([])
    await screenshot(page, 'console-grid-filters')
    // The address opens the same view after a fresh load (the same tab: the token is in its sessionStorage).
    const shared = page.url()
    await page.goto('about:blank')
    const other = page
    await other.goto(shared)
    await other.getByText('6 documents match').waitFor()
    await other.waitForFunction(() => document.querySelectorAll('table.grid tbody tr').length === 6)
    expect(await other.getByLabel('Value 2').inputValue()).toBe('30')
    expect(await other.locator('table.grid thead th').allTextContents()).toEqual(['ref', 'dest', 'kg'])
    // 375 px wide: the grid scrolls inside its region, the page does not overflow.
    await page.setViewportSize({ width: 375, height: 700 })
    expect(await overflows(page)).toBe(false)
    await page.setViewportSize({ width: 1024, height: 768 })
    expect(watch.errors).toEqual([])
  })

  test('bulk: select documents, set one field on them and delete them, each through one POST …/batch', async () => {
    const batches: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/batch')) batches.push(request.postData() ?? '')
    })
    await page.goto(`${server.base}/console/#/sources/email/databases/${db}/documents?c=${encodeURIComponent('["dest","$eq","Rome"]')}`)
    await page.getByText('20 documents match').waitFor()
    expect(await page.getByRole('group', { name: 'Selected documents' }).isHidden()).toBe(true)
    await page.getByRole('checkbox', { name: 'Select S1', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Select S3', exact: true }).check()
    await page.getByText('2 selected').waitFor()
    await page.getByLabel('Field to set').selectOption('dest')
    await page.getByLabel('Set it to').fill('Paris')
    await page.getByRole('button', { name: 'Set field on selected' }).click()
    await page.getByText('Set dest: done for 2 documents.').waitFor()
    await page.getByText('18 documents match').waitFor()
    expect(batches.length).toBe(1)
    expect((JSON.parse(batches[0]!) as { operations: { op: string }[] }).operations.map((o) => o.op)).toEqual(['update', 'update'])
    // Select the whole page (18 Rome documents) and delete them after confirming.
    await page.getByRole('checkbox', { name: 'Select every document on this page' }).check()
    await page.getByText('18 selected').waitFor()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByRole('button', { name: 'Yes, delete 18' }).click()
    await page.getByText('Delete: done for 18 documents.').waitFor()
    await page.getByText('0 documents match').waitFor()
    expect(batches.length).toBe(2)
    const answer = await server.api('POST', '/api/v1/operations', token, {
      operation: 'aggregate',
      db,
      groupBy: ['dest'],
      metrics: { n: { count: true } },
    })
    const groups = ((await answer.json()) as { data: { dest: string; n: number }[] }).data
    expect(groups.find((g) => g.dest === 'Paris')?.n).toBe(2)
    expect(groups.find((g) => g.dest === 'Rome')).toBeUndefined()
    expect(await unnamedControls(page)).toEqual([])
    expect(watch.errors).toEqual([])
  })

  test('encrypted fields are marked; the dark theme follows the system setting', async () => {
    const created = await server.api('POST', '/api/v1/datalake/email/databases', token, {
      name: 'Contacts',
      variables: ['name', 'iban'],
      sensitiveVariables: ['iban'],
    })
    const contacts = ((await created.json()) as { name: string }).name
    await server.api('POST', `/api/v1/datalake/email/databases/${contacts}/documents`, token, { name: 'Ada', iban: 'NO93 8601 1117 947' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${server.base}/console/#/sources/email/databases/${contacts}/documents`)
    await page.locator('table.grid tbody tr').first().waitFor()
    expect(await page.locator('table.grid thead th').allTextContents()).toContain('iban (encrypted)')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(13, 17, 23)')
    await screenshot(page, 'console-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
    expect(watch.errors).toEqual([])
  })
})
