import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerProcess, startServer } from '../../bench/processes'
import { serviceEnv } from '../../bench/service-env'
import { signInThroughOutbox } from '../../bench/sign-in'
import { skeletonPrefix } from '../../bench/skeleton-routes'
import { skeletonScenarios } from '../../bench/skeleton-scenarios'

const ROOT = join(import.meta.dir, '../..')
const BODY = { origin: 'Rotterdam', pallets: 4 }

/**
 * The skeleton floors of issue #30 (bench/skeleton-routes.ts) are only a floor if they do the work
 * they claim: every level answers what the service answers, and every level with a store writes the
 * document (and a PATCH its new value and version) where the service's own GET reads it back.
 */
describe('bench skeleton floors', () => {
  let dir: string
  let server: ServerProcess
  let token: string
  const api = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as object) },
    })

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skeleton-floors-'))
    server = await startServer([process.execPath, join(ROOT, 'bench/skeleton-server.ts')], {
      env: serviceEnv(dir),
      cpu: null,
      readyPath: '/livez',
      cwd: ROOT,
    })
    token = await signInThroughOutbox(server.url, dir, 'bench@example.com')
  }, 30_000)
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('every skeleton scenario prepares against its process', async () => {
    for (const scenario of skeletonScenarios) {
      const prepared = await scenario.prepare({ url: server.url, token })
      expect({ name: scenario.name, unavailable: 'unavailable' in prepared ? prepared.unavailable : null }).toEqual({
        name: scenario.name,
        unavailable: null,
      })
    }
  }, 60_000)

  for (const level of ['raw', 'a', 'b', 'c', 'd', 'e'] as const) {
    test(`level ${level}: POST and PATCH answer as the service does${level === 'a' ? '' : ', and the store holds the writes'}`, async () => {
      const created = await api('/api/v1/datalake/bench/databases', { method: 'POST', body: JSON.stringify({ name: `Level ${level}` }) })
      const db = ((await created.json()) as { name: string }).name
      const documents = `/api/v1/datalake/bench/databases/${db}/documents`
      const posted = await api(`${skeletonPrefix(level)}${documents}`, { method: 'POST', body: JSON.stringify(BODY) })
      expect(posted.status).toBe(201)
      expect(posted.headers.get('etag')).toBe('"1"')
      expect(posted.headers.get('x-content-type-options')).toBe('nosniff')
      const answer = (await posted.json()) as { _id: string }
      expect(answer).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...BODY })

      const patched = await api(`${skeletonPrefix(level)}${documents}/${answer._id}`, {
        method: 'PATCH',
        body: JSON.stringify({ field: 'pallets', value: 5 }),
      })
      const patchAnswer = await patched.json()
      if (level === 'a') {
        // No store: the answer comes from memory, and the service's store never saw the document.
        expect(patchAnswer).toEqual({ message: 'Field updated successfully', changes: { field: 'pallets', from: null, to: 5 } })
        expect((await api(`${documents}/${answer._id}`)).status).toBe(404)
        return
      }
      expect(patched.headers.get('etag')).toBe('"2"')
      expect(patchAnswer).toEqual({ message: 'Field updated successfully', changes: { field: 'pallets', from: 4, to: 5 } })
      const read = await api(`${documents}/${answer._id}`)
      expect(read.status).toBe(200)
      expect(read.headers.get('etag')).toBe('"2"')
      expect(await read.json()).toEqual({ _id: answer._id, ...BODY, pallets: 5 })
      const stale = await api(`${skeletonPrefix(level)}${documents}/${answer._id}`, {
        method: 'PATCH',
        headers: { 'if-match': '"1"' },
        body: JSON.stringify({ field: 'pallets', value: 6 }),
      })
      expect(stale.status).toBe(412)
    }, 30_000)
  }
})
