import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Signs in like a developer with curl would: asks for a link, reads the mail from the outbox in
 * DATA_DIR, exchanges the link's token. Returns the access token.
 */
export async function signInThroughOutbox(url: string, dataDir: string, email: string): Promise<string> {
  const asked = await post(`${url}/api/v1/auth`, { email })
  if (asked.status !== 200) throw new Error(`sign-in request answered ${asked.status}: ${await asked.text()}`)
  const token = await linkTokenFromOutbox(join(dataDir, 'outbox'), email)
  const verified = await post(`${url}/api/v1/auth/verify`, { token })
  if (verified.status !== 200) throw new Error(`link exchange answered ${verified.status}: ${await verified.text()}`)
  return ((await verified.json()) as { accessToken: string }).accessToken
}

async function linkTokenFromOutbox(folder: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = safeList(folder).sort().reverse()
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { to: string; text: string }
      const match = /token=([^"\s&]+)/.exec(mail.text)
      if (mail.to === email && match) return decodeURIComponent(match[1]!)
    }
    await Bun.sleep(100)
  }
  throw new Error(`no login link for ${email} in ${folder}`)
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}
