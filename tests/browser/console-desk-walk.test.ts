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
let otherToken: string
const AGENT = 'coordinator@example.com'
const HOSTILE_SUBJECT = '<b>Reefer</b> to Rotterdam <img src=x onerror="window.__pwned=1">'
const HOSTILE_TEXT =
  'Hello team,\n<script>window.__pwned=2</script>\n<img src=x onerror="window.__pwned=3">\n2 x 40ft reefer, Santos to Rotterdam, 18 t.'

/** Sends one e-mail as Postmark's inbound webhook does. */
async function receiveMail(subject: string, text: string, messageId: string): Promise<void> {
  const res = await fetch(`${server.base}/api/v1/inbound/postmark`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('postmark:inbound-secret')}` },
    body: JSON.stringify({
      From: 'buyer@shipper.example',
      FromName: 'Bea Buyer',
      FromFull: { Email: 'buyer@shipper.example', Name: 'Bea Buyer', MailboxHash: '' },
      To: 'desk@inbound.example.com',
      ToFull: [{ Email: 'desk@inbound.example.com', Name: '', MailboxHash: '' }],
      Cc: '',
      Subject: subject,
      MessageID: messageId,
      Date: new Date().toUTCString(),
      TextBody: text,
      HtmlBody: '',
      StrippedTextReply: '',
      MailboxHash: '',
      Headers: [{ Name: 'Message-ID', Value: `<${messageId}@shipper.example>` }],
      Attachments: [],
    }),
  })
  if (res.status !== 200) throw new Error(`inbound answered ${res.status}: ${await res.text()}`)
}

async function makeAgent(admin: string, email: string): Promise<string> {
  await server.apiToken(email)
  const found = (await (await server.api('GET', `/api/v1/users?email=${email}`, admin)).json()) as { data: { _id: string }[] }
  const made = await server.api('PATCH', `/api/v1/users/${found.data[0]!._id}`, admin, { permission: 'agent' })
  if (made.status !== 200) throw new Error(`could not make ${email} an agent: ${made.status}`)
  return server.apiToken(email)
}

beforeAll(async () => {
  const env = {
    INBOUND_WEBHOOK_USER: 'postmark',
    INBOUND_WEBHOOK_PASSWORD: 'inbound-secret',
    INBOUND_REPLY_ADDRESS: 'desk@inbound.example.com',
  }
  const arrange = async (started: ConsoleServer) => {
    server = started
    const admin = await server.apiToken('admin@example.com')
    agentToken = await makeAgent(admin, AGENT)
    otherToken = await makeAgent(admin, 'second-agent@example.com')
  }
  ;({ browser, page, watch, close } = await openConsole(AGENT, { env, arrange }))
})
afterAll(() => close?.())

describe('a coordinator works an e-mail inquiry in the console', () => {
  test('a new e-mail inquiry appears in the open queue without a reload, its hostile subject as text', async () => {
    await page.getByRole('link', { name: 'Desk' }).click()
    await page.getByRole('heading', { name: 'Desk: New' }).waitFor()
    await receiveMail(HOSTILE_SUBJECT, HOSTILE_TEXT, 'walk-1')
    // The queue polls every 5 s: the row arrives on its own.
    await page.getByRole('cell', { name: HOSTILE_SUBJECT }).waitFor({ timeout: 15_000 })
    await page.getByRole('status').filter({ hasText: '1 new inquiry in the queue' }).waitFor()
    await screenshot(page, 'console-desk-queue')
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('opens it: the customer text is shown as text, never as markup', async () => {
    await page
      .getByRole('link', { name: /^INQ-\d+$/ })
      .first()
      .click()
    await page.locator('ol.thread li.from-customer').first().waitFor()
    expect(await page.locator('ol.thread li.from-customer p.text').first().textContent()).toBe(HOSTILE_TEXT)
    expect(await page.locator('ol.thread script, ol.thread img, ol.thread b').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('assigns it to themself, answers with Ctrl+Enter, adds a follow-up task due tomorrow', async () => {
    await page.getByRole('button', { name: 'Assign to me' }).click()
    await page.getByText('Assigned to you.').waitFor()
    await page.getByText(`Assigned to ${'coordinator'}`, { exact: false }).waitFor()
    await page.getByLabel('Reply to the customer (Ctrl+Enter sends)').fill('Thank you, Bea: we quote by tomorrow noon.')
    await page.getByLabel('Reply to the customer (Ctrl+Enter sends)').press('Control+Enter')
    await page.locator('ol.thread li.from-agent').filter({ hasText: 'we quote by tomorrow noon' }).waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('open')
    await page.getByLabel('Internal note (never sent)').fill('Check reefer plugs at Santos first.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await page.locator('ol.thread li.note').filter({ hasText: 'Check reefer plugs' }).waitFor()
    const form = page.getByRole('form', { name: 'Add a task' })
    await form.getByRole('textbox', { name: 'Task' }).fill('Call Bea back about the reefer slot')
    // Due tomorrow (the form's default: tomorrow 09:00).
    const tomorrow = new Date(Date.now() + 86_400_000)
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    expect(await form.getByLabel('Due').inputValue()).toStartWith(day)
    await page.getByRole('button', { name: 'Add task' }).click()
    await page.getByText('Task added.').waitFor()
    await page.locator('ul.tasks li').filter({ hasText: 'Call Bea back about the reefer slot' }).waitFor()
    await screenshot(page, 'console-desk-inquiry', true)
    expect(await unnamedControls(page)).toEqual([])
    await page.getByRole('link', { name: 'My tasks' }).click()
    const task = page.locator('ul.tasks li').filter({ hasText: 'Call Bea back about the reefer slot' })
    await task.waitFor()
    expect(await task.textContent()).toContain('Due ')
  })

  test('an edit made stale by another agent is refused with 412 and the screen says so', async () => {
    await receiveMail('Airfreight Shanghai', 'Please quote 300 kg air freight.', 'walk-2')
    const list = (await (await server.api('GET', '/api/v1/inquiries?q=Airfreight', agentToken)).json()) as { data: { _id: string }[] }
    const id = list.data[0]!._id
    await page.goto(`${server.base}/console/#/desk/inquiries/${id}`)
    await page.getByLabel('Priority').waitFor()
    const meanwhile = await server.api('PATCH', `/api/v1/inquiries/${id}`, otherToken, { labels: ['air'] })
    expect(meanwhile.status).toBe(200)
    await page.getByLabel('Priority').selectOption('high')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Someone changed this inquiry since you opened it; your changes were not saved.').waitFor()
    expect(await page.getByLabel('Labels').inputValue()).toBe('air')
    expect(await page.getByLabel('Priority').inputValue()).toBe('normal')
  })

  test('keyboard only: from the queue to a reply, without the mouse', async () => {
    await receiveMail('Keyboard walk', 'Quote 1 pallet Lyon to Milan.', 'walk-3')
    await page.goto(`${server.base}/console/#/desk/queue/all`)
    const link = page.getByRole('link', { name: /^INQ-\d+$/ }).first()
    await link.waitFor()
    await link.focus()
    await page.keyboard.press('Enter')
    const reply = page.getByLabel('Reply to the customer (Ctrl+Enter sends)')
    await reply.waitFor()
    await reply.focus()
    await page.keyboard.type('Answered from the keyboard.')
    await page.keyboard.press('Control+Enter')
    await page.locator('ol.thread li.from-agent').filter({ hasText: 'Answered from the keyboard.' }).waitFor()
  })

  test('375 px wide: queue and inquiry fit without sideways scrolling', async () => {
    const narrow = await watchedPage(browser, server.base, { width: 375, height: 740 })
    try {
      await signInThroughLink(narrow.page, server, AGENT)
      await narrow.page.goto(`${server.base}/console/#/desk/queue/all`)
      await narrow.page
        .getByRole('link', { name: /^INQ-\d+$/ })
        .first()
        .waitFor()
      expect(await overflows(narrow.page)).toBe(false)
      await narrow.page
        .getByRole('link', { name: /^INQ-\d+$/ })
        .first()
        .click()
      await narrow.page.locator('ol.thread li').first().waitFor()
      expect(await overflows(narrow.page)).toBe(false)
      await screenshot(narrow.page, 'console-desk-inquiry-375px', true)
      expect(narrow.watch.errors).toEqual([])
    } finally {
      await narrow.context.close()
    }
  })

  test('no console error, no request to another origin, no dialog on the whole walk', () => {
    expect(watch.errors.filter((e) => !e.includes('412'))).toEqual([])
    expect(watch.foreign).toEqual([])
    expect(watch.dialogs).toEqual([])
  })
})
