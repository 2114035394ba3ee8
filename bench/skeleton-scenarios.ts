import { type LuaRequest, luaScript } from './lua'
import {
  auth,
  createDatabase,
  documentBody,
  type PreparedScenario,
  preparePatchField,
  type Scenario,
  type ScenarioContext,
  send,
} from './scenarios'
import { type SkeletonLevel, skeletonPrefix } from './skeleton-routes'

const SOURCE = 'bench'
const JSON_TYPE = { 'content-type': 'application/json' }

/**
 * What each level adds to the one before (bench/skeleton-routes.ts). A full `bun run bench` runs `a` and `b`
 * (Elysia alone, and with the write's SQL: the floor of item 3); the others run when --only names them.
 */
const LEVELS: { level: SkeletonLevel; name: string; adds: string; full?: true; postOnly?: true }[] = [
  { level: 'commit', name: 'bun-commit', adds: 'Bun.serve, the answer after an empty group commit (no SQL)', postOnly: true },
  {
    level: 'raw',
    name: 'bun-store',
    adds: 'Bun.serve and the SQL of the write (document row and version, a change-log row) in the group commit, no Elysia',
  },
  {
    level: 'a',
    name: 'elysia',
    adds: 'Elysia 1.4 alone (no store): same route shape and TypeBox schemas, the answer from memory',
    full: true,
  },
  { level: 'b', name: 'elysia-store', adds: 'Elysia + the SQL of the write in the group commit', full: true },
  { level: 'c', name: 'elysia-adapter', adds: "+ the real store adapter (change record, the change log's lookup, page cache) instead" },
  { level: 'd', name: 'elysia-auth', adds: '+ the real bearer authentication' },
  { level: 'e', name: 'elysia-usecase', adds: '+ the real use case (access check, encoding, stamps)' },
]

export const skeletonScenarios: Scenario[] = LEVELS.flatMap(({ level, name, adds, full, postOnly }) => [
  {
    name: `floor-${name}-post`,
    description: `skeleton POST document, ${adds}`,
    onDemand: !full,
    async prepare(ctx: ScenarioContext): Promise<PreparedScenario | { unavailable: string }> {
      const db = await createDatabase(ctx, `Skeleton Post ${level}`)
      if (typeof db !== 'string') return db
      const path = `${skeletonPrefix(level)}/api/v1/datalake/${SOURCE}/databases/${db}/documents`
      const request: LuaRequest = { method: 'POST', headers: { ...auth(ctx.token), ...JSON_TYPE }, body: documentBody() }
      const check = await send(ctx.url, path, request)
      if (check.status !== 201) return { unavailable: `skeleton POST answered ${check.status}: ${await check.text()}` }
      return { path, lua: luaScript(request) }
    },
  },
  ...(postOnly ? [] : [patchScenario(level, name, adds, !full)]),
])

function patchScenario(level: SkeletonLevel, name: string, adds: string, onDemand: boolean): Scenario {
  return {
    name: `floor-${name}-patch`,
    description: `skeleton PATCH one field of one of 256 documents, ${adds}`,
    onDemand,
    prepare: (ctx: ScenarioContext) => preparePatchField(ctx, `Skeleton Patch ${level}`, skeletonPrefix(level)),
  }
}
