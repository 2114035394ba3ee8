import { TOKENS } from '../../application/ports/tokens'
import type { Inquiry } from '../../domain/inquiry'
import { sampleInquiry } from './inquiry-samples'
import { startTestApp, type TestApp, type TestAppOptions } from './test-app'

export interface DeskApp {
  readonly app: TestApp
  readonly admin: string
  /** An agent's token and id. */
  readonly agent: string
  readonly agentId: string
  /** A second agent. */
  readonly other: string
  readonly otherId: string
  /** A signed-in user who is no agent. */
  readonly user: string
  readonly userId: string
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: any }>
  /** Stores an inquiry directly (the channels are #26's); answers it as stored. */
  seedInquiry(overrides?: Partial<Inquiry>): Promise<Inquiry>
}

/** A test app with an administrator, two agents (made so through PATCH /users) and a plain user. */
export async function startDeskApp(options: TestAppOptions = {}): Promise<DeskApp> {
  const app = await startTestApp({ ...options, env: { ADMIN_EMAILS: 'desk-admin@example.com', ...options.env } })
  const call: DeskApp['call'] = async (method, path, body, token, headers) => {
    const res = await app.request(method, path, { body, token, headers })
    const text = await res.text()
    return { status: res.status, json: text ? JSON.parse(text) : null }
  }
  const admin = await app.signIn('desk-admin@example.com')
  const idOf = async (email: string) => {
    await app.signIn(email)
    const found = await call('GET', `/api/v1/users?email=${encodeURIComponent(email)}`, undefined, admin)
    return found.json.data[0]._id as string
  }
  const makeAgent = async (email: string) => {
    const id = await idOf(email)
    const made = await call('PATCH', `/api/v1/users/${id}`, { permission: 'agent' }, admin)
    if (made.status !== 200) throw new Error(`could not make ${email} an agent: ${made.status}`)
    await call('PATCH', '/api/v1/me', { name: email.split('@')[0], surname: 'Agent', companyName: 'Desk' }, await app.signIn(email))
    return { id, token: await app.signIn(email) }
  }
  const agent = await makeAgent('agent-ada@example.com')
  const other = await makeAgent('agent-bo@example.com')
  const userId = await idOf('customer-user@example.com')
  return {
    app,
    admin,
    agent: agent.token,
    agentId: agent.id,
    other: other.token,
    otherId: other.id,
    user: await app.signIn('customer-user@example.com'),
    userId,
    call,
    async seedInquiry(overrides = {}) {
      const inquiry = sampleInquiry(overrides)
      const outcome = await app.container.get(TOKENS.InquiryStore).create(inquiry, { changes: [] })
      if (outcome !== 'created') throw new Error(`seedInquiry: ${outcome}`)
      return inquiry
    },
  }
}
