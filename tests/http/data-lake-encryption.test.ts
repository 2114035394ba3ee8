import { afterAll, describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { startTestApp, type TestApp } from '../support/test-app'
import { TEST_FIELD_KEYS } from '../support/test-config'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'datalake-enc-'))
  dirs.push(dir)
  return dir
}

async function call(app: TestApp, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token, body })
  return { status: res.status, json: await res.json() }
}

/** Every byte the store wrote: the database file and its write-ahead log. */
function storeBytes(dir: string): string {
  return ['service.db', 'service.db-wal']
    .map((f) => join(dir, f))
    .filter(existsSync)
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n')
}

function storedDoc(dir: string, db: string, id: string): Record<string, unknown> {
  const sqlite = new DatabaseSync(join(dir, 'service.db'), { readOnly: true })
  try {
    const row = sqlite.prepare(`SELECT doc FROM "dl_${db}" WHERE id = ?`).get(id) as { doc: string }
    return JSON.parse(row.doc)
  } finally {
    sqlite.close()
  }
}

describe('field encryption at rest', () => {
  test('sensitive fields never reach the SQLite file or its WAL in plaintext, on every write path', async () => {
    const dir = tempDir()
    const app = await startTestApp({ store: 'sqlite', env: { DATA_DIR: dir } })
    try {
      const token = await app.signIn('enc@example.com')
      const created = await call(app, token, 'POST', '/api/v1/datalake/erp/databases', {
        name: 'Customers',
        variables: ['name'],
        sensitiveVariables: ['notes'],
      })
      const db = created.json.name as string
      const docs = `/api/v1/datalake/erp/databases/${db}/documents`
      const first = await call(app, token, 'POST', docs, {
        name: 'Ada',
        password: 'PLAIN-create-pw-1',
        notes: { secretPlan: 'PLAIN-notes-2' },
        'Card Number': 'PLAIN-4111-3',
      })
      expect(first.status).toBe(201)
      expect(first.json).toMatchObject({
        password: 'PLAIN-create-pw-1',
        notes: { secretPlan: 'PLAIN-notes-2' },
        'Card Number': 'PLAIN-4111-3',
      })
      const id = first.json._id as string

      const patched = await call(app, token, 'PATCH', `${docs}/${id}`, { field: 'password', value: 'PLAIN-patched-pw-4' })
      expect(patched.json.changes).toEqual({ field: 'password', from: 'PLAIN-create-pw-1', to: 'PLAIN-patched-pw-4' })
      const phone = await call(app, token, 'PATCH', `${docs}/${id}`, { field: 'mobilePhone', value: 'PLAIN-555-5' })
      expect(phone.json.changes.from).toBeNull()
      const bob = await call(app, token, 'POST', '/api/v1/operations', { db, data: [{ name: 'Bob', iban: 'PLAIN-iban-6' }] })
      // Declared sensitive variables Bob lacks are stored as null: there is nothing to hide.
      expect(storedDoc(dir, db, bob.json.data[0]._id)).toMatchObject({
        name: 'Bob',
        password: null,
        iban: expect.stringMatching(/^enc:v1:k1:/),
      })
      const updated = await call(app, token, 'POST', '/api/v1/operations', {
        db,
        filter: { name: 'Ada' },
        data: { e_mail: 'PLAIN-mail-7' },
      })
      expect(updated.json.modifiedCount).toBe(1)

      const read = await call(app, token, 'POST', '/api/v1/operations', { db, filter: { name: 'Ada' } })
      expect(read.json.data).toEqual([
        {
          _id: id,
          name: 'Ada',
          password: 'PLAIN-patched-pw-4',
          notes: { secretPlan: 'PLAIN-notes-2' },
          'Card Number': 'PLAIN-4111-3',
          mobilePhone: 'PLAIN-555-5',
          e_mail: 'PLAIN-mail-7',
        },
      ])

      const bytes = storeBytes(dir)
      expect(bytes).toContain('Ada') // the check reads real data
      for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(bytes).not.toMatch(new RegExp(`PLAIN-[^"]*-${n}`))
      const stored = storedDoc(dir, db, id)
      for (const field of ['password', 'notes', 'Card Number', 'mobilePhone', 'e_mail'])
        expect(String(stored[field])).toMatch(/^enc:v1:k1:[A-Za-z0-9_-]+$/)
      expect(stored.name).toBe('Ada')
    } finally {
      await app.stop()
    }
  })

  test('filtering or sorting on an encrypted field is refused', async () => {
    const app = await startTestApp()
    try {
      const token = await app.signIn('enc-filter@example.com')
      const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: 'F', sensitiveVariables: ['vault'] })).json.name
      for (const filter of [
        { password: 'x' },
        { $or: [{ a: 1 }, { 'vault.code': 1 }] },
        { $and: [{ $nor: [{ phoneNumber: { $exists: true } }] }] },
      ]) {
        const res = await call(app, token, 'POST', '/api/v1/operations', { db, filter })
        expect(res.status).toBe(400)
        expect(res.json).toMatchObject({
          code: 'VALIDATION_FAILED',
          success: false,
          message: expect.stringMatching(/^Cannot filter on encrypted field "(password|vault|phoneNumber)"$/),
        })
      }
      const sorted = await call(app, token, 'POST', '/api/v1/operations', { db, options: { sort: { email: 1 } } })
      expect(sorted.json).toMatchObject({ message: 'Cannot sort on encrypted field "email"', success: false })
      const deleting = await call(app, token, 'POST', '/api/v1/operations', { db, operation: 'delete', filter: { token: 'x' } })
      expect(deleting.status).toBe(400)
    } finally {
      await app.stop()
    }
  })

  test('sorting on an encrypted field (or a path into one) is 400; projecting one answers it decrypted', async () => {
    const app = await startTestApp()
    try {
      const token = await app.signIn('enc-sort@example.com')
      const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: 'S', sensitiveVariables: ['vault'] })).json.name
      const id = (
        await call(app, token, 'POST', `/api/v1/datalake/erp/databases/${db}/documents`, {
          name: 'Ada',
          email: 'ada@example.com',
          vault: { code: 7, note: 'n' },
        })
      ).json._id
      for (const [sort, field] of [
        [{ email: 1 }, 'email'],
        [{ name: 1, 'vault.code': -1 }, 'vault'],
        [{ Email: -1 }, 'Email'],
      ] as const) {
        const res = await call(app, token, 'POST', '/api/v1/operations', { db, options: { sort } })
        expect(res.status).toBe(400)
        expect(res.json).toEqual({
          message: `Cannot sort on encrypted field "${field}"`,
          code: 'VALIDATION_FAILED',
          success: false,
          details: [{ path: field, message: 'is encrypted and cannot be used to sort' }],
        })
      }
      const projected = await call(app, token, 'POST', '/api/v1/operations', {
        db,
        options: { fields: ['email', 'vault.code'], sort: { name: 1 } },
      })
      expect(projected.status).toBe(200)
      // A path into an encrypted field answers the whole field: it is one ciphertext.
      expect(projected.json.data).toEqual([{ _id: id, email: 'ada@example.com', vault: { code: 7, note: 'n' } }])
    } finally {
      await app.stop()
    }
  })

  test('a renamed sensitive variable keeps decrypting and stays sensitive', async () => {
    const app = await startTestApp()
    try {
      const token = await app.signIn('enc-rename@example.com')
      const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: 'R' })).json.name
      await call(app, token, 'POST', `/api/v1/datalake/erp/databases/${db}/documents`, { passcode: '1234' })
      expect(
        (await call(app, token, 'POST', `/api/v1/datalake/erp/databases/${db}/variables`, { renames: [{ from: 'passcode', to: 'pin' }] }))
          .status,
      ).toBe(200)
      const read = await call(app, token, 'POST', '/api/v1/operations', { db })
      expect(read.json.data[0].pin).toBe('1234')
      expect((await call(app, token, 'POST', '/api/v1/operations', { db, filter: { pin: '1234' } })).status).toBe(400)
    } finally {
      await app.stop()
    }
  })

  test('after a key rotation values written under the old key stay readable; new writes use the new key', async () => {
    const dir = tempDir()
    const oldKeys = TEST_FIELD_KEYS
    const first = await startTestApp({ store: 'sqlite', env: { DATA_DIR: dir, FIELD_ENCRYPTION_KEYS: oldKeys } })
    let token: string, db: string, id: string
    try {
      token = await first.signIn('rotate@example.com')
      db = (await call(first, token, 'POST', '/api/v1/datalake/erp/databases', { name: 'Rotate' })).json.name
      id = (await call(first, token, 'POST', `/api/v1/datalake/erp/databases/${db}/documents`, { secret: 'old-key-value' })).json._id
    } finally {
      await first.stop()
    }
    expect(String(storedDoc(dir, db, id).secret)).toStartWith('enc:v1:k1:')

    const rotated = `k2:${randomBytes(32).toString('base64')},${oldKeys}`
    const second = await startTestApp({ store: 'sqlite', env: { DATA_DIR: dir, FIELD_ENCRYPTION_KEYS: rotated } })
    try {
      const read = await call(second, token, 'POST', '/api/v1/operations', { db })
      expect(read.json.data).toEqual([{ _id: id, secret: 'old-key-value' }])
      const patched = await call(second, token, 'PATCH', `/api/v1/datalake/erp/databases/${db}/documents/${id}`, {
        field: 'secret',
        value: 'new-key-value',
      })
      expect(patched.json.changes).toEqual({ field: 'secret', from: 'old-key-value', to: 'new-key-value' })
    } finally {
      await second.stop()
    }
    expect(String(storedDoc(dir, db, id).secret)).toStartWith('enc:v1:k2:')
  })
})
