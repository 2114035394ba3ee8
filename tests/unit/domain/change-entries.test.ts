import { describe, expect, test } from 'bun:test'
import { anonymousStamp, databaseRecord, documentRecord } from '../../../domain/change-entries'

const stamp = anonymousStamp('erp', '2026-11-25T10:00:00.000Z')
const id = '0000000000000007'

describe('documentRecord', () => {
  test('a create lists every field from null, a delete every field to null', () => {
    expect(documentRecord(stamp, id, 'db', { op: 'create', documentId: 'd', fields: { a: 1, n: null } })).toMatchObject({
      op: 'create',
      version: 1,
      changes: [{ field: 'a', from: null, to: 1 }],
    })
    expect(documentRecord(stamp, id, 'db', { op: 'delete', documentId: 'd', version: 4, fields: { a: 1 } }).changes).toEqual([
      { field: 'a', from: 1, to: null },
    ])
  })

  test('an update lists only the fields it set whose value differs; null over absent or null is no change', () => {
    const record = documentRecord(stamp, id, 'db', {
      op: 'update',
      documentId: 'd',
      version: 3,
      before: { a: 1, n: null, same: { x: [1] }, untouched: 5 },
      set: { a: 2, n: null, b: null, same: { x: [1] } },
    })
    expect(record).toEqual({
      id,
      at: stamp.at,
      op: 'update',
      source: 'erp',
      db: 'db',
      documentId: 'd',
      version: 3,
      actor: stamp.actor,
      requestId: '',
      changes: [{ field: 'a', from: 1, to: 2 }],
    })
  })

  test('values pass through the stamp seal, bound to the record, the document and the field', () => {
    const sealing = { ...stamp, seal: (r: string, d: string, f: string, v: unknown) => `${r}/${d}/${f}/${String(v)}` }
    expect(documentRecord(sealing, id, 'db', { op: 'update', documentId: 'd', version: 2, before: {}, set: { a: 'x' } }).changes).toEqual([
      { field: 'a', from: null, to: `${id}/d/a/x` },
    ])
  })
})

test('databaseRecord carries no document and no version', () => {
  expect(databaseRecord(stamp, id, 'db', 'database.create', [])).toMatchObject({
    op: 'database.create',
    documentId: null,
    version: null,
    changes: [],
  })
})
