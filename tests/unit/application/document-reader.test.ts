import { beforeEach, describe, expect, test } from 'bun:test'
import type { DocumentPages, DocumentText } from '../../../application/ports/document-pages'
import { DocumentCodec } from '../../../application/services/document-codec'
import { DocumentReader } from '../../../application/services/document-reader'
import type { DataLakeDatabase } from '../../../domain/database'
import { parseFilter } from '../../../domain/query-filter'
import { AesGcmFieldCipher } from '../../../infrastructure/crypto/aes-gcm-field-cipher'
import { SerializingDocumentPages } from '../../../infrastructure/persistence/serializing-document-pages'
import { InMemoryDataLakeStore } from '../../fakes/in-memory-data-lake-store'
import { TEST_FIELD_KEYS } from '../../support/test-config'
import { testStamp } from '../../support/test-stamp'

const oid = (n: number) => n.toString(16).padStart(24, '0')
const database: DataLakeDatabase = {
  name: 'reads_abc123',
  userFriendlyName: 'Reads',
  source: 'erp',
  workspaceId: 'w',
  variables: [
    { id: 'v-city', name: 'city' },
    { id: 'v-secret', name: 'secret' },
  ],
  sensitiveVariables: ['secret'],
  createdAt: new Date(),
}
const all = { filter: parseFilter({}), sort: [] as [string, 1 | -1][], skip: 0, limit: 10, fields: null }

describe('DocumentReader', () => {
  let store: InMemoryDataLakeStore
  let codec: DocumentCodec
  let reader: DocumentReader
  beforeEach(async () => {
    store = new InMemoryDataLakeStore()
    codec = new DocumentCodec(new AesGcmFieldCipher(TEST_FIELD_KEYS), { sensitiveFieldPattern: null, maxUpdateMatches: 1000 })
    reader = new DocumentReader(store, new SerializingDocumentPages(store), codec)
    await store.createDatabase(database, testStamp())
    await store.insertDocuments(database.name, [{ id: oid(1), fields: { city: 'Oslo', secret: null } }], testStamp())
  })

  test('a page with nothing encrypted is handed through as the stored text', async () => {
    expect(await reader.page(database, all)).toEqual({
      dataJson: `[{"_id":"${oid(1)}","city":"Oslo","secret":null}]`,
      count: 1,
      hasMore: false,
    })
  })

  test('a page holding a ciphertext is answered decoded, on both page kinds', async () => {
    const fields = codec.encode(database, oid(2), { city: 'Bergen', secret: { iban: 'NO93 8601 1117 947' } })
    expect(fields.secret).not.toEqual({ iban: 'NO93 8601 1117 947' })
    await store.insertDocuments(database.name, [{ id: oid(2), fields }], testStamp())
    const expected = [
      { _id: oid(1), city: 'Oslo', secret: null },
      { _id: oid(2), city: 'Bergen', secret: { iban: 'NO93 8601 1117 947' } },
    ]
    expect(await reader.page(database, { ...all, sort: [['city', 1]], limit: 1 })).toEqual({
      data: expected.slice(1),
      count: 1,
      hasMore: true,
    })
    expect(await reader.page(database, { ...all, sort: [['city', -1]], limit: 1 })).toMatchObject({ dataJson: expect.any(String) })
    expect(await reader.page(database, all)).toEqual({ data: expected, count: 2, hasMore: false })
    expect(await reader.keysetPage(database, { filter: parseFilter({}), after: null, descending: false, limit: 5, fields: null })).toEqual({
      data: expected,
      count: 2,
      lastId: oid(2),
    })
    const versioned = await reader.keysetPage(
      database,
      { filter: parseFilter({}), after: null, descending: false, limit: 5, fields: null },
      true,
    )
    expect(versioned.versions).toEqual({ [oid(1)]: 1, [oid(2)]: 1 })
  })

  test('a path into an encrypted field projects the whole field, decrypted', async () => {
    const fields = codec.encode(database, oid(2), { city: 'Bergen', secret: { iban: 'x', bic: 'y' } })
    await store.insertDocuments(database.name, [{ id: oid(2), fields }], testStamp())
    expect(reader.projection(database, ['secret.iban', 'secret', 'city.name'])).toEqual(['secret', 'city.name'])
    const page = await reader.page(database, { ...all, filter: parseFilter({ city: 'Bergen' }), fields: ['secret.iban'] })
    expect(page).toEqual({ data: [{ _id: oid(2), secret: { iban: 'x', bic: 'y' } }], count: 1, hasMore: false })
  })

  test('a page the store hands out again (its page cache) is one frozen answer, searched for ciphertext once', async () => {
    const page = { json: `[{"_id":"${oid(1)}","city":"Oslo","secret":null}]`, count: 1, hasMore: false }
    const keyset = { ...page, lastId: oid(1) }
    const cached = { readPage: async () => page, readKeysetPage: async () => keyset, readDocument: async () => null }
    const { counting, searched } = countingSearches(codec)
    const reading = new DocumentReader(store, cached, counting)
    const first = await reading.page(database, all)
    expect(await reading.page(database, all)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    const list = { filter: parseFilter({}), after: null, descending: false, limit: 5, fields: null }
    const firstList = await reading.keysetPage(database, list)
    expect(firstList).toEqual({ dataJson: page.json, count: 1, lastId: oid(1) })
    expect(await reading.keysetPage(database, list)).toBe(firstList)
    expect(searched()).toBe(2)
  })

  test('one document: the stored text as is when plain, decoded when it holds a ciphertext, null when absent', async () => {
    expect(await reader.document(database, oid(1))).toEqual({ json: `{"_id":"${oid(1)}","city":"Oslo","secret":null}`, version: 1 })
    const fields = codec.encode(database, oid(2), { city: 'Bergen', secret: { iban: 'NO93 8601 1117 947' } })
    await store.insertDocuments(database.name, [{ id: oid(2), fields }], testStamp())
    const decoded = await reader.document(database, oid(2))
    expect(decoded?.json).toBe(`{"_id":"${oid(2)}","city":"Bergen","secret":{"iban":"NO93 8601 1117 947"}}`)
    expect(decoded?.version).toBe(1)
    expect(await reader.document(database, oid(3))).toBeNull()
  })

  test('a document text the store hands out again is answered as that same text, searched for ciphertext once', async () => {
    const text = { json: `{"_id":"${oid(1)}","city":"Oslo"}`, version: 4 }
    const cached = {
      readPage: async () => ({ json: '[]', count: 0, hasMore: false }),
      readKeysetPage: async () => ({ json: '[]', count: 0, hasMore: false, lastId: null }),
      readDocument: async () => text,
    }
    const { counting, searched } = countingSearches(codec)
    const reading = new DocumentReader(store, cached, counting)
    expect(await reading.document(database, oid(1))).toBe(text)
    expect(await reading.document(database, oid(1))).toBe(text)
    expect(searched()).toBe(1)
  })

  test('documentNow answers as document does when the store holds the text in memory, else undefined', async () => {
    const text = { json: `{"_id":"${oid(1)}","city":"Oslo"}`, version: 2 }
    const serializing = new SerializingDocumentPages(store)
    const holding = (knownDocument: (name: string, id: string) => DocumentText | undefined) =>
      new DocumentReader(
        store,
        {
          readPage: (name, query) => serializing.readPage(name, query),
          readKeysetPage: (name, query) => serializing.readKeysetPage(name, query),
          readDocument: (name, id) => serializing.readDocument(name, id),
          knownDocument,
        },
        codec,
      )
    expect(new DocumentReader(store, serializing, codec).documentNow(database, oid(1))).toBeUndefined()
    const reader = holding((_, id) => (id === oid(1) ? text : undefined))
    expect(reader.documentNow(database, oid(1))).toBe(text)
    expect(reader.documentNow(database, oid(2))).toBeUndefined()
    const sealed = codec.encode(database, oid(3), { secret: 'x' })
    const encrypted = { json: JSON.stringify({ _id: oid(3), ...sealed }), version: 1 }
    expect(holding(() => encrypted).documentNow(database, oid(3))).toEqual({ json: `{"_id":"${oid(3)}","secret":"x"}`, version: 1 })
  })

  test('pageNow answers as page does when the store holds the page in memory, else undefined', async () => {
    const page = { json: `[{"_id":"${oid(1)}","city":"Oslo","secret":null}]`, count: 1, hasMore: false }
    const serializing = new SerializingDocumentPages(store)
    const reader = new DocumentReader(
      store,
      withKnown(serializing, { knownPage: (_, query) => (query.limit === 10 ? page : undefined) }),
      codec,
    )
    expect(reader.pageNow(database, all)).toEqual({ dataJson: page.json, count: 1, hasMore: false })
    expect(reader.pageNow(database, all)).toBe(reader.pageNow(database, all))
    expect(reader.pageNow(database, { ...all, limit: 5 })).toBeUndefined()
    expect(reader.pageNow(database, { ...all, fields: ['city'] })).toBeUndefined()
    expect(new DocumentReader(store, serializing, codec).pageNow(database, all)).toBeUndefined()
  })

  test('keysetPageNow answers as keysetPage does when the store holds the page in memory, else undefined', async () => {
    const page = { json: `[{"_id":"${oid(1)}","city":"Oslo"}]`, count: 1, hasMore: false, lastId: oid(1), versions: { [oid(1)]: 3 } }
    const serializing = new SerializingDocumentPages(store)
    const reader = new DocumentReader(
      store,
      withKnown(serializing, { knownKeysetPage: (_, query) => (query.versions ? page : undefined) }),
      codec,
    )
    const list = { filter: parseFilter({}), after: null, descending: false, limit: 5, fields: null }
    expect(reader.keysetPageNow(database, list, true)).toEqual({ dataJson: page.json, count: 1, lastId: oid(1), versions: page.versions })
    expect(reader.keysetPageNow(database, list)).toBeUndefined()
    expect(reader.keysetPageNow(database, { ...list, fields: ['city'] }, true)).toBeUndefined()
  })
})

/** The codec, counting how often a text is searched for a ciphertext. */
function countingSearches(codec: DocumentCodec): { counting: DocumentCodec; searched: () => number } {
  let searched = 0
  const counting = Object.assign(Object.create(codec) as DocumentCodec, {
    mayHoldCiphertext: (json: string) => {
      searched++
      return codec.mayHoldCiphertext(json)
    },
  })
  return { counting, searched: () => searched }
}

/** The store's pages as `serializing` reads them, with the synchronous lookups of `known` added. */
function withKnown(serializing: SerializingDocumentPages, known: Partial<DocumentPages>): DocumentPages {
  return {
    readPage: (name, query) => serializing.readPage(name, query),
    readKeysetPage: (name, query) => serializing.readKeysetPage(name, query),
    readDocument: (name, id) => serializing.readDocument(name, id),
    ...known,
  }
}
