import { type LuaRequest, luaScript } from './lua'
import { auth, type Scenario, type ScenarioContext, send } from './scenarios'

const JSON_TYPE = { 'content-type': 'application/json' }
/** The Basic credentials the bench gives the service (bench/run.ts). */
export const BENCH_INBOUND = { user: 'bench', password: 'bench-inbound-secret' }
const BASIC = `Basic ${Buffer.from(`${BENCH_INBOUND.user}:${BENCH_INBOUND.password}`).toString('base64')}`
/** inquiries-list reads a page of 50 from this many inquiries, filed once through the API. */
const INQUIRIES = 100_000
const SEED_CONCURRENCY = 16

/** A Postmark inbound body whose MessageID takes the request counter (`%d`) after a prefix unique to this preparation. */
function inboundTemplate(prefix: string): string {
  const body = {
    FromName: 'Ana Buyer',
    From: 'ana@example.com',
    FromFull: { Email: 'ana@example.com', Name: 'Ana Buyer', MailboxHash: '' },
    To: 'desk@inbound.example.com',
    Subject: 'Quote: 2 pallets Hamburg to Lyon',
    MessageID: `${prefix}-COUNTER`,
    MailboxHash: '',
    TextBody: 'Hello, please quote 2 pallets of spare parts, 800 kg, Hamburg to Lyon, pickup next week. Regards, Ana',
    HtmlBody: '<p>Hello, please quote <b>2 pallets</b> of spare parts</p>',
    StrippedTextReply: '',
    Headers: [{ Name: 'X-Spam-Status', Value: 'No' }],
    Attachments: [],
  }
  return JSON.stringify(body).replace('COUNTER', '%d')
}

/** The desk: Postmark inbound mail stored as new inquiries, and the agents' queue over 100 000 inquiries. */
export const deskScenarios: Scenario[] = [
  {
    name: 'inbound-email',
    description: "POST /api/v1/inbound/postmark, Postmark's JSON, each a new MessageID: a new inquiry with its message and change records",
    async prepare(ctx) {
      const prefix = `bench-${Date.now()}`
      const template = inboundTemplate(prefix)
      const request: LuaRequest = {
        method: 'POST',
        headers: { authorization: BASIC, ...JSON_TYPE },
        bodyTemplate: template,
        counterFromClock: true,
      }
      const check = await send(ctx.url, '/api/v1/inbound/postmark', { ...request, body: template.replace('%d', 'check') })
      if (check.status !== 200) return { unavailable: `inbound answered ${check.status}` }
      return { path: '/api/v1/inbound/postmark', lua: luaScript(request) }
    },
  },
  {
    name: 'inquiries-list',
    description: `GET /api/v1/inquiries?limit=50, the first page of ${INQUIRIES.toLocaleString('en-US')} inquiries`,
    async prepare(ctx) {
      const seeded = await seed(ctx)
      if (seeded) return seeded
      const path = '/api/v1/inquiries?limit=50'
      const request: LuaRequest = { method: 'GET', headers: auth(ctx.token) }
      const check = await send(ctx.url, path, request)
      const page = check.status === 200 ? ((await check.json()) as { data: unknown[] }) : null
      if (page?.data.length !== 50) return { unavailable: `GET inquiries answered ${check.status}` }
      return { path, lua: luaScript(request) }
    },
  },
]

/** Files inquiries through POST /api/v1/inquiries until there are INQUIRIES of them (a few at a time). */
async function seed(ctx: ScenarioContext): Promise<{ unavailable: string } | null> {
  let next = 0
  let failure: string | null = null
  const worker = async () => {
    while (next < INQUIRIES && !failure) {
      const n = next++
      const answer = await send(ctx.url, '/api/v1/inquiries', {
        method: 'POST',
        headers: { ...auth(ctx.token), ...JSON_TYPE },
        body: JSON.stringify({
          customer: { email: `c${n}@example.com` },
          subject: `Quote ${n}`,
          message: `Please quote ${n % 40} pallets Hamburg to Lyon`,
        }),
      })
      if (answer.status !== 201) failure = `POST inquiries answered ${answer.status}`
    }
  }
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker))
  return failure ? { unavailable: failure } : null
}
