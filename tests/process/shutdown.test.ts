import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServiceProcess } from '../support/service-process'

const scratch = mkdtempSync(join(tmpdir(), 'shutdown-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('shutdown on SIGTERM', () => {
  test('reports not-ready at once, keeps answering for SHUTDOWN_DRAIN_SECONDS, then exits 0', async () => {
    const service = startServiceProcess({ DATA_DIR: join(scratch, 'drain'), SHUTDOWN_DRAIN_SECONDS: '2' })
    try {
      const base = await service.ready()
      expect((await fetch(`${base}/readyz`)).status).toBe(200)
      service.child.kill('SIGTERM')
      await service.line((l) => l.message === 'shutting down')
      const readiness = await fetch(`${base}/readyz`)
      expect(readiness.status).toBe(503)
      expect(await readiness.json()).toEqual({ message: 'Service Unavailable', database: 'up', shuttingDown: true })
      expect((await fetch(`${base}/livez`)).status).toBe(200)
      await service.line((l) => l.message === 'stopped')
      expect(await service.child.exited).toBe(0)
    } finally {
      service.stop()
    }
  })

  test('every request already sent when SIGTERM arrives is answered (default drain of 0)', async () => {
    const service = startServiceProcess({ DATA_DIR: join(scratch, 'accepted') })
    try {
      const base = await service.ready()
      const url = new URL(base)
      // Sixty connections, each with its request written before the signal: in the server's accept queue or read already.
      const answers = await Promise.all(
        Array.from({ length: 60 }, async () => {
          const { promise, resolve } = Promise.withResolvers<string>()
          let text = ''
          const socket = await Bun.connect({
            hostname: url.hostname,
            port: Number(url.port),
            socket: {
              data: (_s, chunk) => void (text += chunk.toString()),
              close: () => resolve(text.split('\r\n')[0] ?? ''),
              error: () => resolve('error'),
            },
          })
          socket.write(`GET /livez HTTP/1.1\r\nhost: ${url.host}\r\nconnection: close\r\n\r\n`)
          socket.flush()
          return { answer: promise }
        }),
      )
      service.child.kill('SIGTERM')
      expect(await Promise.all(answers.map((a) => a.answer))).toEqual(Array(60).fill('HTTP/1.1 200 OK'))
      expect(await service.child.exited).toBe(0)
    } finally {
      service.stop()
    }
  })

  test('a client stalled mid-upload cannot hold the process past SHUTDOWN_TIMEOUT_SECONDS; the store closes and the exit is 0', async () => {
    const dataDir = join(scratch, 'stalled')
    const service = startServiceProcess({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '1' })
    try {
      const url = new URL(await service.ready())
      const socket = await Bun.connect({ hostname: url.hostname, port: Number(url.port), socket: { data() {} } })
      socket.write(
        `POST /api/v1/auth HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":`,
      )
      socket.flush()
      await Bun.sleep(100)
      service.child.kill('SIGTERM')
      await service.line((l) => l.message === 'shutdown deadline passed: closing the connections still open')
      await service.line((l) => l.message === 'stopped')
      expect(await service.child.exited).toBe(0)
      socket.end()
      // Closed cleanly: the next start takes the store without complaint.
      const next = startServiceProcess({ DATA_DIR: dataDir })
      try {
        expect((await fetch(`${await next.ready()}/readyz`)).status).toBe(200)
      } finally {
        next.stop()
      }
    } finally {
      service.stop()
    }
  })
})
