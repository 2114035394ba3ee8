import { describe, expect, test } from 'bun:test'
import type { RandomSource } from '../../../application/ports/random-source'
import { ChangeStamps } from '../../../application/services/change-stamps'
import { DatabaseAccess } from '../../../application/services/database-access'
import { DocumentCodec, type DocumentView } from '../../../application/services/document-codec'
import { DocumentInserter } from '../../../application/services/document-inserter'
import { DocumentReader } from '../../../application/services/document-reader'
import { AddOrRenameVariables } from '../../../application/use-cases/add-or-rename-variables'
import { CreateDatabase } from '../../../application/use-cases/create-database'
import { CreateDocuments } from '../../../application/use-cases/create-documents'
import { DeleteDocuments } from '../../../application/use-cases/delete-documents'
import { ExecuteOperation, type OperationResult, type SerializedReadResult } from '../../../application/use-cases/execute-operation'
import { PatchDocumentField } from '../../../application/use-cases/patch-document-field'
import { ReadDocuments } from '../../../application/use-cases/read-documents'
import { UpdateDocuments } from '../../../application/use-cases/update-documents'
import { slugOf } from '../../../domain/database'
import { inferOperation } from '../../../domain/operation'
import type { Principal } from '../../../domain/principal'
import { SensitiveFields } from '../../../domain/sensitive-field'
import { AesGcmFieldCipher } from '../../../infrastructure/crypto/aes-gcm-field-cipher'
import { SerializingDocumentPages } from '../../../infrastructure/persistence/serializing-document-pages'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryDataLakeStore } from '../../fakes/in-memory-data-lake-store'
import { InMemoryWorkspaceStore } from '../../fakes/in-memory-workspace-store'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { TEST_FIELD_KEYS } from '../../support/test-config'
import { testStamp } from '../../support/test-stamp'

const alice: Principal = { userId: 'a'.repeat(24), email: 'a@example.com', permission: 'user', workspaceId: 'a'.repeat(24) }
const settings = { sensitiveFieldPattern: null, maxUpdateMatches: 1000 }

/** The documents of an operation's answer, whether the read handed them through as text or not. */
function documentsOf(result: OperationResult | SerializedReadResult): DocumentView[] {
  return 'dataJson' in result ? JSON.parse(result.dataJson) : result.data
}

function setup(random: RandomSource = new SequenceRandomSource()) {
  const store = new InMemoryDataLakeStore()
  const cipher = new AesGcmFieldCipher(TEST_FIELD_KEYS)
  const codec = new DocumentCodec(cipher, settings)
  const access = new DatabaseAccess(store, random, new InMemoryWorkspaceStore())
  const inserter = new DocumentInserter(store, random, access, codec)
  const stamps = new ChangeStamps(cipher, new FixedClock(), codec)
  return {
    store,
    codec,
    access,
    inserter,
    stamps,
    create: new CreateDatabase(store, random, new FixedClock(), access, stamps),
    variables: new AddOrRenameVariables(store, access, codec, stamps),
    patch: new PatchDocumentField(store, access, codec, stamps),
    operation: operationOf(store, settings, access, codec, inserter, stamps),
  }
}

/** The operations dispatcher with its four use cases, on the fakes. */
function operationOf(
  store: InMemoryDataLakeStore,
  lakeSettings: typeof settings,
  access: DatabaseAccess,
  codec: DocumentCodec,
  inserter: DocumentInserter,
  stamps: ChangeStamps,
): ExecuteOperation {
  const reader = new DocumentReader(store, new SerializingDocumentPages(store), codec)
  return new ExecuteOperation(
    new CreateDocuments(access, inserter, stamps),
    new ReadDocuments(access, codec, reader),
    new UpdateDocuments(store, lakeSettings, access, codec, stamps),
    new DeleteDocuments(store, access, codec, stamps),
  )
}

describe('data lake rules', () => {
  test('slugs are lowercase ASCII with single underscores', () => {
    expect(slugOf('Shipments Q3')).toBe('shipments_q3')
    expect(slugOf('  --Crème brûlée!! 2026 ')).toBe('creme_brulee_2026')
    expect(slugOf('日本')).toBe('db')
    expect(slugOf('x'.repeat(100))).toHaveLength(48)
  })

  test("the default sensitive pattern covers the contract's names with any separator", () => {
    const fields = new SensitiveFields(null)
    const db = {
      name: 'd',
      userFriendlyName: 'd',
      source: 's',
      workspaceId: 'w',
      variables: [],
      sensitiveVariables: ['vault'],
      createdAt: new Date(),
    }
    const sensitive = [
      'password',
      'userPassword',
      'pass_code',
      'apiSecret',
      'refresh-token',
      'IBAN',
      'account number',
      'accountNumber',
      'card_number',
      'CardNumber',
      'cvv',
      'ssn',
      'tax_id',
      'taxId',
      'passport_no',
      'national-id',
      'date_of_birth',
      'dateOfBirth',
      'dob',
      'phone',
      'mobileNumber',
      'email',
      'e-mail',
      'E_Mail',
      'vault',
    ]
    const ordinary = ['name', 'city', 'weight', 'status', 'origin', 'account', 'card', 'notes', 'doberman']
    expect(sensitive.filter((f) => !fields.isSensitive(db, f))).toEqual([])
    expect(ordinary.filter((f) => fields.isSensitive(db, f))).toEqual([])
    expect(new SensitiveFields('^vin$').isSensitive({ ...db, sensitiveVariables: [] }, 'password')).toBe(false)
  })

  test('operations are inferred from data and filter; delete never is', () => {
    expect(inferOperation({ data: {} })).toBe('create')
    expect(inferOperation({ data: {}, filter: {} })).toBe('update')
    expect(inferOperation({ filter: {} })).toBe('read')
    expect(inferOperation({})).toBe('read')
  })
})

describe('data lake use cases', () => {
  test('CreateDatabase draws a new suffix when the internal name is taken', async () => {
    let calls = 0
    const random = Object.assign(new SequenceRandomSource(), { digits: (n: number) => (calls++ < 2 ? '1'.repeat(n) : '2'.repeat(n)) })
    const { create } = setup(random)
    const first = await create.execute({ principal: alice, source: 'erp', name: 'Loads' })
    const second = await create.execute({ principal: { ...alice, workspaceId: 'other', role: 'owner' }, source: 'erp', name: 'Loads' })
    expect(first.name).toMatch(/^loads_[a-z0-9]{6}$/)
    expect(second.name).not.toBe(first.name)
    await expect(create.execute({ principal: alice, source: 'erp', name: 'Loads' })).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  test('a sensitive variable renamed to an ordinary name stays sensitive and readable', async () => {
    const { create, variables, operation, store } = setup()
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'People' })).name
    await operation.execute({ principal: alice, db, data: { phone: '+47 555' } })
    await variables.execute({ principal: alice, source: 'erp', db, renames: [{ from: 'phone', to: 'contact' }] })
    expect((await store.findDatabase(db))?.sensitiveVariables).toEqual(['contact'])
    expect(documentsOf(await operation.execute({ principal: alice, db }))).toEqual([{ _id: expect.any(String), contact: '+47 555' }])
    await expect(operation.execute({ principal: alice, db, filter: { contact: '+47 555' } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
  })

  test('a string that only looks like ciphertext in an ordinary field reads back as sent; a broken sensitive value is an internal error', async () => {
    const { create, operation, store, patch } = setup()
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'Looks' })).name
    const [doc] = documentsOf(
      await operation.execute({ principal: alice, db, data: { note: 'enc:v1:k1:AAAA', secret: 's' } }),
    ) as DocumentView[]
    expect((documentsOf(await operation.execute({ principal: alice, db })) as DocumentView[])[0]!.note).toBe('enc:v1:k1:AAAA')
    await store.patchField(db, doc!._id, 'secret', 'enc:v1:k1:AAAA', { stamp: testStamp() })
    await expect(patch.execute({ principal: alice, source: 'erp', db, id: doc!._id, field: 'secret', value: 'x' })).rejects.toMatchObject({
      code: 'INTERNAL',
    })
  })

  test('PatchDocumentField answers what each write replaced', async () => {
    const { create, operation, patch } = setup()
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'Chain' })).name
    const id = (documentsOf(await operation.execute({ principal: alice, db, data: { n: 0 } })) as DocumentView[])[0]!._id
    const froms = []
    for (const n of [1, 2, 3])
      froms.push((await patch.execute({ principal: alice, source: 'erp', db, id, field: 'n', value: n })).changes.from)
    expect(froms).toEqual([0, 1, 2])
  })

  test('an update declares its new keys only when it modified a document', async () => {
    const { create, operation, store } = setup()
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'Declare' })).name
    await operation.execute({ principal: alice, db, data: { a: 1 } })
    const variables = async () => (await store.findDatabase(db))!.variables.map((v) => v.name)
    expect(await operation.execute({ principal: alice, db, filter: { a: 2 }, data: { b: 1, secret: 's' } })).toEqual({
      message: 'Updated 0 documents (0 matched)',
      success: true,
      created: false,
      data: [],
      modifiedCount: 0,
    })
    expect(await variables()).toEqual(['a'])
    expect(documentsOf(await operation.execute({ principal: alice, db, filter: { a: 1 }, data: { b: 1, secret: 's' } }))).toEqual([
      { _id: expect.any(String), a: 1, b: 1, secret: 's' },
    ])
    expect(await variables()).toEqual(['a', 'secret', 'b'])
  })

  test('a read answers its members in the order clients see them, decoded or as stored text', async () => {
    const { create, operation } = setup()
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'Order' })).name
    await operation.execute({ principal: alice, db, data: { a: 1 } })
    const decoded = await operation.execute({ principal: alice, db, options: { fields: ['a'] } })
    expect(Object.keys(decoded)).toEqual(['message', 'success', 'created', 'data', 'modifiedCount', 'hasMore'])
    const text = await operation.execute({ principal: alice, db })
    expect(Object.keys(text)).toEqual(['message', 'success', 'created', 'dataJson', 'modifiedCount', 'hasMore'])
  })

  test('an update touching more documents than allowed changes nothing', async () => {
    const { create, operation, store, access, codec, inserter, stamps } = setup()
    const small = operationOf(store, { ...settings, maxUpdateMatches: 2 }, access, codec, inserter, stamps)
    const db = (await create.execute({ principal: alice, source: 'erp', name: 'Cap' })).name
    await operation.execute({ principal: alice, db, data: [{ a: 1 }, { a: 1 }, { a: 1 }] })
    await expect(small.execute({ principal: alice, db, filter: { a: 1 }, data: { a: 2 } })).rejects.toMatchObject({
      message: 'The filter matches more than 2 documents; narrow it',
    })
    expect(documentsOf(await operation.execute({ principal: alice, db, filter: { a: 2 } }))).toEqual([])
  })
})
