import type { BunRequest } from 'bun'
import { Elysia } from 'elysia'
import type { Container } from 'inversify'
import type { DataLakeStore } from '../application/ports/data-lake-store'
import type { RandomSource } from '../application/ports/random-source'
import { TOKENS } from '../application/ports/tokens'
import { AuthenticateAccessToken } from '../application/use-cases/authenticate-access-token'
import { CreateDocument } from '../application/use-cases/create-document'
import { PatchDocumentField } from '../application/use-cases/patch-document-field'
import type { ChangeStamp } from '../domain/change-entries'
import { VersionMismatch } from '../domain/errors'
import { parseIfMatch } from '../domain/page-request'
import { actorOf, type Principal } from '../domain/principal'
import { INFRA } from '../infrastructure/container/infrastructure-tokens'
import { bearerAuth } from '../interfaces/http/bearer-auth'
import { DbParams, DocumentBody, DocumentParams, PatchBody } from '../interfaces/http/routes/data-lake-schemas'
import { skeletonAnswer as answer, BENCH_ACTOR, PATCHED, skeletonWrites } from './skeleton-writes'

/**
 * The skeleton floors of POST document and PATCH one field (bench/skeleton-server.ts): the same route
 * shape as the service's, each level adding one real piece to the one before: `raw` a Bun.serve
 * route doing the SQL of the write (skeleton-writes.ts) with no Elysia, `a` Elysia alone with the
 * service's TypeBox schemas (the answer from memory), `b` + that SQL through the store's group
 * commit, `c` + the real store adapter instead of that SQL, `d` + the real bearer authentication,
 * `e` + the real use case (access check, encoding, stamps). The service adds its HTTP plumbing to `e`.
 * `commit` (POST only) is `raw` with no SQL: the wait for an empty group commit, what the write's deferral costs.
 */
export const SKELETON_LEVELS = ['commit', 'raw', 'a', 'b', 'c', 'd', 'e'] as const
export type SkeletonLevel = (typeof SKELETON_LEVELS)[number]
export const skeletonPrefix = (level: SkeletonLevel) => `/skeleton/${level}`
const DOCUMENTS = '/api/v1/datalake/:source/databases/:db/documents'

type Fields = Record<string, unknown>
type PostContext = { request: Request; params: { source: string; db: string }; body: Fields }
type PatchContext = { request: Request; params: { source: string; db: string; id: string }; body: { field: string; value: unknown } }
const requestIdOf = (request: Request) => request.headers.get('x-request-id') ?? crypto.randomUUID()
const ifVersionOf = (request: Request) => parseIfMatch(request.headers.get('if-match'))
// POST: the stored document (`_id` first, as the service answers) and version 1.
const created = (request: Request, id: string, body: Fields) => answer(request, JSON.stringify({ _id: id, ...body }), 201, '"1"')
const patched = (request: Request, field: string, from: unknown, to: unknown, version: number) =>
  answer(request, JSON.stringify({ message: PATCHED, changes: { field, from, to } }), 200, `"${version}"`)

export function skeletonRoutes(container: Container) {
  const embedded = container.get(INFRA.EmbeddedStore)
  const random = container.get<RandomSource>(TOKENS.RandomSource)
  const store = container.get<DataLakeStore>(TOKENS.DataLakeStore)
  const principalOf = bearerAuth(container.get(AuthenticateAccessToken), { acceptApiKey: true })
  const createDocument = container.get(CreateDocument)
  const patchDocumentField = container.get(PatchDocumentField)
  const writes = skeletonWrites(embedded)
  const stampOf = (source: string, requestId: string): ChangeStamp => ({
    source,
    actor: BENCH_ACTOR,
    requestId,
    at: new Date().toISOString(),
    seal: (_r, _d, _f, stored) => stored,
  })
  const memory = new Map<string, { version: number; fields: Fields }>()

  const sqlPost = async ({ request, params, body }: PostContext) => {
    const id = random.objectId()
    await writes.insert(params.source, params.db, id, body, requestIdOf(request))
    return created(request, id, body)
  }
  const sqlPatch = async ({ request, params, body }: PatchContext) => {
    const ifVersion = ifVersionOf(request)
    const outcome = await writes.patch(params.source, params.db, params.id, body.field, body.value, ifVersion, requestIdOf(request))
    if (!outcome) return answer(request, '{}', 404, '"0"')
    if ('conflict' in outcome) return answer(request, '{}', 412, `"${outcome.conflict}"`)
    return patched(request, body.field, outcome.previous, body.value, outcome.version)
  }
  const post = {
    a: ({ request, body }: { request: Request; body: Fields }) => created(request, random.objectId(), body),
    b: sqlPost,
    c: async ({ request, params, body }: PostContext) => {
      const id = random.objectId()
      await store.insertDocuments(params.db, [{ id, fields: body }], stampOf(params.source, requestIdOf(request)))
      return created(request, id, body)
    },
    d: async ({ request, params, body }: PostContext) => {
      const principal = await principalOf(request)
      const id = random.objectId()
      const stamp = { ...stampOf(params.source, requestIdOf(request)), actor: actorOf(principal) }
      await store.insertDocuments(params.db, [{ id, fields: body }], stamp)
      return created(request, id, body)
    },
    e: async ({ request, params, body }: PostContext) => {
      const principal = await principalOf(request)
      const document = await createDocument.execute({ principal, ...params, body, requestId: requestIdOf(request) })
      return answer(request, JSON.stringify(document), 201, '"1"')
    },
  }

  const patch = {
    a: ({ request, params, body }: PatchContext) => {
      const ifVersion = ifVersionOf(request)
      let document = memory.get(params.id)
      if (!document) memory.set(params.id, (document = { version: 1, fields: {} }))
      if (ifVersion !== null && ifVersion !== document.version) return answer(request, '{}', 412, `"${document.version}"`)
      const from = document.fields[body.field] ?? null
      document.fields[body.field] = body.value
      return patched(request, body.field, from, body.value, ++document.version)
    },
    b: sqlPatch,
    // Destructured like every handler here: Elysia parses every part of the request for a handler that passes its context on.
    c: ({ request, params, body }: PatchContext) => storePatch(request, params, body, stampOf(params.source, requestIdOf(request))),
    d: async ({ request, params, body }: PatchContext) => {
      const principal = await principalOf(request)
      return storePatch(request, params, body, { ...stampOf(params.source, requestIdOf(request)), actor: actorOf(principal) })
    },
    e: async ({ request, params, body }: PatchContext) => {
      const principal: Principal = await principalOf(request)
      const input = { principal, ...params, ...body, ifVersion: ifVersionOf(request), requestId: requestIdOf(request) }
      // No error handler here (the service's maps every DomainError): only If-Match's 412, which the skeleton promises.
      const outcome = await patchDocumentField.execute(input).catch((error: unknown) => {
        if (error instanceof VersionMismatch) return error
        throw error
      })
      if (outcome instanceof VersionMismatch) return answer(request, '{}', 412, `"${outcome.currentVersion}"`)
      return answer(request, JSON.stringify({ message: outcome.message, changes: outcome.changes }), 200, `"${outcome.version}"`)
    },
  }
  async function storePatch(request: Request, params: PatchContext['params'], body: PatchContext['body'], stamp: ChangeStamp) {
    const outcome = await store.patchField(params.db, params.id, body.field, body.value, { ifVersion: ifVersionOf(request), stamp })
    if (!outcome) return answer(request, '{}', 404, '"0"')
    if ('conflict' in outcome) return answer(request, '{}', 412, `"${outcome.conflict.version}"`)
    return patched(request, body.field, outcome.previous, body.value, outcome.version)
  }

  let app = new Elysia()
  for (const level of ['a', 'b', 'c', 'd', 'e'] as const) {
    app = app
      .post(`${skeletonPrefix(level)}${DOCUMENTS}`, post[level] as never, { params: DbParams, body: DocumentBody })
      .patch(`${skeletonPrefix(level)}${DOCUMENTS}/:id`, patch[level] as never, { params: DocumentParams, body: PatchBody })
  }
  // `raw`: Bun.serve's own routes (Elysia's `serve.routes`), the body parsed as floor-json-post does, nothing checked.
  const raw = {
    [`${skeletonPrefix('commit')}${DOCUMENTS}`]: {
      POST: async (request: BunRequest) => {
        const body = JSON.parse(await request.text())
        await embedded.batcher.run(() => undefined, true)
        return created(request, random.objectId(), body)
      },
    },
    [`${skeletonPrefix('raw')}${DOCUMENTS}`]: {
      POST: async (request: BunRequest) =>
        sqlPost({ request, params: request.params as PostContext['params'], body: JSON.parse(await request.text()) }),
    },
    [`${skeletonPrefix('raw')}${DOCUMENTS}/:id`]: {
      PATCH: async (request: BunRequest) =>
        sqlPatch({ request, params: request.params as PatchContext['params'], body: JSON.parse(await request.text()) }),
    },
  }
  return { app, raw }
}
