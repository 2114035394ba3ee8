import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { buildConsole } from '../../scripts/build-console'

const root = join(import.meta.dir, '..', '..')
/** Debian's chromium (.ci/run installs it); playwright-core's own browser download is not used. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export interface ConsoleServer {
  readonly base: string
  readonly dataDir: string
  /** The newest mail to `to` in the outbox, waiting for it to be written. */
  mail(to: string): Promise<{ link: string; code: string }>
  /** Asks for a link through the API and answers a bearer token through the API (for arranging data). */
  apiToken(email: string): Promise<string>
  api(method: string, path: string, token: string, body?: unknown): Promise<Response>
  stop(): Promise<void>
}

/** `bun interfaces/http/server.ts` on 127.0.0.1 with a fresh DATA_DIR and nothing else configured, after building the console. */
export async function startConsoleServer(env: Record<string, string> = {}): Promise<ConsoleServer> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`)
  await buildConsole()
  const dataDir = mkdtempSync(join(tmpdir(), 'console-'))
  // A known free port, so the links in the mail (built from PUBLIC_URL) point at this server.
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port
  await probe.stop(true)
  const child = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: 'admin@example.com',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const base = await listeningUrl(child.stdout)
  const api = (method: string, path: string, token: string, body?: unknown) =>
    fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const mail = async (to: string) => {
    for (let i = 0; i < 200; i++) {
      const folder = join(dataDir, 'outbox')
      const files = existsSync(folder) ? readdirSync(folder).sort().reverse() : []
      for (const file of files) {
        const message = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { to: string; text: string }
        if (message.to !== to) continue
        return { link: /https?:\/\/\S+/.exec(message.text)![0], code: /\b(\d{8})\b/.exec(message.text)![1]! }
      }
      await Bun.sleep(25)
    }
    throw new Error(`no mail to ${to}`)
  }
  return {
    base,
    dataDir,
    mail,
    api,
    async apiToken(email) {
      await fetch(`${base}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const token = decodeURIComponent(/token=([^\s"]+)/.exec((await mail(email)).link)![1]!)
      const verified = await fetch(`${base}/api/v1/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      return ((await verified.json()) as { accessToken: string }).accessToken
    },
    async stop() {
      child.kill('SIGTERM')
      await child.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function listeningUrl(stdout: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stdout.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the server stopped before listening:\n${buffer}`)
    buffer += decoder.decode(value)
    const match = /"message":"listening".*?"url":"(http:\/\/[^"]+)"/.exec(buffer)
    if (match) {
      // Keep reading so the child never blocks on a full pipe.
      void (async () => {
        while (!(await reader.read()).done);
      })()
      return match[1]!
    }
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] })
}

/** What a page did that a test must see: console errors, requests to other origins, dialogs, CSP violations. */
export interface Watch {
  readonly errors: string[]
  readonly foreign: string[]
  readonly dialogs: string[]
}

export async function watchedPage(
  browser: Browser,
  base: string,
  viewport = { width: 1024, height: 768 },
): Promise<{ context: BrowserContext; page: Page; watch: Watch }> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const watch: Watch = { errors: [], foreign: [], dialogs: [] }
  page.on('console', (message) => {
    // The resource's address tells an expected refusal (a 404 the test provoked) from a fault.
    if (message.type() === 'error') watch.errors.push(`${message.text()} ${message.location().url}`.trim())
  })
  page.on('pageerror', (error) => watch.errors.push(String(error)))
  page.on('request', (request) => {
    if (!request.url().startsWith(`${base}/`)) watch.foreign.push(request.url())
  })
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`))
  })
  return { context, page, watch }
}

/** Signs in as a person would: ask for a link on the console, open the outbox link, one click. */
export async function signInThroughLink(page: Page, server: ConsoleServer, email: string): Promise<void> {
  await page.goto(`${server.base}/console`)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send sign-in link' }).click()
  await page.getByText('Verification email sent').waitFor()
  await page.goto((await server.mail(email)).link)
  await page.getByRole('link', { name: 'Continue to the console' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
}

/** A started server, Chromium and a signed-in watched page; `close` ends all three. */
export type OpenConsole = { server: ConsoleServer; browser: Browser; close(): Promise<void> } & Awaited<ReturnType<typeof watchedPage>>

/** Server (with `env`), Chromium, `arrange` (data needed before signing in), then `email` signed in; a failed step closes all. */
export async function openConsole(
  email: string,
  options: { env?: Record<string, string>; arrange?: (server: ConsoleServer) => Promise<void> } = {},
): Promise<OpenConsole> {
  const server = await startConsoleServer(options.env)
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  const close = async () => {
    await context?.close()
    await browser?.close()
    await server.stop()
  }
  try {
    browser = await launchChromium()
    await options.arrange?.(server)
    const opened = await watchedPage(browser, server.base)
    context = opened.context
    await signInThroughLink(opened.page, server, email)
    return { server, browser, ...opened, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Screenshots of the main screens: into .tmp/screenshots, or docs/images with UPDATE_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const folder = process.env.UPDATE_SCREENSHOTS === '1' ? join(root, 'docs', 'images') : join(root, '.tmp', 'screenshots')
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage })
}

/** Controls without an accessible name (a label, text or aria-label), described for a failure message. */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = []
    document.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"]').forEach((el) => {
      const e = el as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }
      const named =
        (e.getAttribute('aria-label') ?? '').trim() ||
        (e.getAttribute('aria-labelledby') && document.getElementById(e.getAttribute('aria-labelledby')!)?.textContent?.trim()) ||
        (e.labels && e.labels.length > 0 && e.labels[0]!.textContent!.trim()) ||
        (e.tagName === 'BUTTON' || e.tagName === 'A' ? e.textContent!.trim() : '')
      if (!named) missing.push(e.outerHTML.slice(0, 80))
    })
    return missing
  })
}

/** True when the page is wider than its viewport (horizontal overflow). */
export function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth || document.body.scrollWidth > window.innerWidth)
}
