import { type LuaRequest, luaScript } from './lua'
import { auth, createDatabase, documentBody, type Scenario, type ScenarioContext, seedDocuments, send } from './scenarios'

const SOURCE = 'bench'
const JSON_TYPE = { 'content-type': 'application/json' }
/** The database the two list scenarios share: 100 000 documents, seeded once. */
const LIST_SIZE = 100_000
/** Per service (an A/B run drives two), its seeded list database. */
const listed = new Map<string, Promise<{ db: string; deepCursor: string } | { unavailable: string }>>()
const seededList = (ctx: ScenarioContext) => {
  let seeded = listed.get(ctx.url)
  if (!seeded) listed.set(ctx.url, (seeded = seedList(ctx)))
  return seeded
}

/** Documents as resources: GET one, and a page of 100 of the keyset list at the start and deep in 100 000 documents. */
export const documentScenarios: Scenario[] = [
  {
    name: 'get-document',
    description: 'GET one of 256 documents by id (with its ETag)',
    async prepare(ctx) {
      const db = await createDatabase(ctx, 'Bench Get')
      if (typeof db !== 'string') return db
      const ids = await seedDocuments(ctx, db, 256)
      if (typeof ids === 'object' && 'unavailable' in ids) return ids
      const paths = ids.map((id) => `/api/v1/datalake/${SOURCE}/databases/${db}/documents/${id}`)
      const request: LuaRequest = { method: 'GET', headers: auth(ctx.token), paths }
      const check = await send(ctx.url, paths[0]!, request)
      if (check.status !== 200 || check.headers.get('etag') !== '"1"') return { unavailable: `GET document answered ${check.status}` }
      return { path: paths[0]!, lua: luaScript(request) }
    },
  },
  {
    name: 'list-page-1',
    description: 'GET …/documents?limit=100, the first page of 100 000 documents',
    async prepare(ctx) {
      const seeded = await seededList(ctx)
      if ('unavailable' in seeded) return seeded
      return listScenario(ctx, `/api/v1/datalake/${SOURCE}/databases/${seeded.db}/documents?limit=100`)
    },
  },
  {
    name: 'list-page-deep',
    description: 'GET …/documents?limit=100&after=<the 99 000th id>, page 991 of 100 000 documents',
    async prepare(ctx) {
      const seeded = await seededList(ctx)
      if ('unavailable' in seeded) return seeded
      return listScenario(ctx, `/api/v1/datalake/${SOURCE}/databases/${seeded.db}/documents?limit=100&after=${seeded.deepCursor}`)
    },
  },
]

async function listScenario(ctx: ScenarioContext, path: string) {
  const request: LuaRequest = { method: 'GET', headers: auth(ctx.token) }
  const check = await send(ctx.url, path, request)
  const page = check.status === 200 ? ((await check.json()) as { data: unknown[] }) : null
  if (page?.data.length !== 100)
    return { unavailable: `GET documents answered ${check.status} with ${page?.data.length ?? 'no'} documents` }
  return { path, lua: luaScript(request) }
}

/** 100 000 documents through POST /operations, 1000 per call; the deep cursor is the 99 000th id in _id order. */
async function seedList(ctx: ScenarioContext): Promise<{ db: string; deepCursor: string } | { unavailable: string }> {
  const db = await createDatabase(ctx, 'Bench List')
  if (typeof db !== 'string') return db
  const ids: string[] = []
  for (let done = 0; done < LIST_SIZE; done += 1000) {
    const data = Array.from({ length: 1000 }, (_, i) => JSON.parse(documentBody(done + i)) as unknown)
    const answer = await send(ctx.url, '/api/v1/operations', {
      method: 'POST',
      headers: { ...auth(ctx.token), ...JSON_TYPE },
      body: JSON.stringify({ operation: 'create', db, data }),
    })
    if (answer.status !== 201) return { unavailable: `seeding 1000 documents answered ${answer.status}` }
    for (const d of ((await answer.json()) as { data: { _id: string }[] }).data) ids.push(d._id)
  }
  ids.sort()
  return { db, deepCursor: ids[99_000]! }
}
