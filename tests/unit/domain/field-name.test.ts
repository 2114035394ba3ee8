import { describe, expect, test } from 'bun:test'
import {
  assertDatabaseName,
  assertDocumentKeys,
  assertFieldName,
  assertFieldPath,
  assertSource,
  assertVariableName,
} from '../../../domain/field-name'
import { validationFailure } from '../../support/validation-failure'

describe('assertFieldName', () => {
  test.each(['a', 'name', '_id', 'with space', 'ünïcödé', 'a-b_c', '$'.padStart(2, 'x'), 'x'.repeat(128), '😀'.repeat(128), '0', 'a$b'])(
    'accepts %p',
    (name) => expect(() => assertFieldName(name, 'f')).not.toThrow(),
  )

  test.each([
    ['', 'must not be empty'],
    ['x'.repeat(129), 'at most 128'],
    ['😀'.repeat(129), 'at most 128'],
    ['$set', 'must not start with "$"'],
    ['$', 'must not start with "$"'],
    ['a.b', 'must not contain "."'],
    ['.', 'must not contain "."'],
    ['a\u0000b', 'NUL'],
    ['__proto__', 'reserved'],
    ['constructor', 'reserved'],
    ['prototype', 'reserved'],
    ['_bsontype', 'reserved'],
  ])('refuses %p (%s), naming the key and its path', (name, why) => {
    const error = validationFailure(() => assertFieldName(name, 'address.street'))
    expect(error.message).toContain(why)
    expect(error.message).toContain(JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name))
    expect(error.details).toEqual([{ path: 'address.street', message: expect.stringContaining(why) }])
  })

  test('a non-string is refused, not crashed on', () => {
    validationFailure(() => assertFieldName(42 as unknown as string, 'x'))
  })

  test('a huge key is cut short in the message', () => {
    const error = validationFailure(() => assertFieldName('k'.repeat(100_000), 'k'))
    expect(error.message.length).toBeLessThan(200)
  })
})

describe('assertVariableName and assertDatabaseName', () => {
  test('a variable is never _id, otherwise a field name', () => {
    expect(validationFailure(() => assertVariableName('_id', 'variables.0')).details).toEqual([
      { path: 'variables.0', message: expect.any(String) },
    ])
    validationFailure(() => assertVariableName('$x', 'variables.0'))
    expect(() => assertVariableName('weight_kg', 'variables.0')).not.toThrow()
  })

  test('database names follow the same rules, with a database-specific message', () => {
    expect(() => assertDatabaseName('Shipments Q3')).not.toThrow()
    const error = validationFailure(() => assertDatabaseName('Q3.2024'))
    expect(error.message).toStartWith('Invalid database name "Q3.2024"')
    expect(error.details).toEqual([{ path: 'name', message: 'must not contain "."' }])
    validationFailure(() => assertDatabaseName('$orders'))
    validationFailure(() => assertDatabaseName('x'.repeat(129)))
  })
})

describe('assertFieldPath', () => {
  test('splits a dotted path and checks each segment', () => {
    expect(assertFieldPath('address.city', 'p')).toEqual(['address', 'city'])
    expect(assertFieldPath('items.0.sku', 'p')).toEqual(['items', '0', 'sku'])
  })

  test.each(['', 'a..b', '.a', 'a.', 'a.$b', 'a.__proto__', 'constructor.x', 'a.b\u0000'])('refuses %p', (path) => {
    validationFailure(() => assertFieldPath(path, 'filter'))
  })
})

describe('assertDocumentKeys', () => {
  test('accepts nested objects and arrays with valid keys', () => {
    expect(() => assertDocumentKeys({ a: 1, b: { c: [{ d: null }, 2, [{ e: 'x' }]] }, _idx: 1, nested: { _id: 3 } })).not.toThrow()
  })

  test.each([
    [{ 'a.b': 1 }, 'a.b'],
    [{ address: { $where: 'x' } }, 'address.$where'],
    [{ address: { street: { 'bad.key': 1 } } }, 'address.street.bad.key'],
    [{ items: [{ sku: 1 }, { $gt: 1 }] }, 'items.1.$gt'],
    [{ m: [[{ '': 1 }]] }, 'm.0.0.'],
    [JSON.parse('{"a":{"__proto__":{"polluted":true}}}'), 'a.__proto__'],
    [{ x: { constructor: 1 } }, 'x.constructor'],
  ])('refuses %j at %s', (doc, path) => {
    expect(validationFailure(() => assertDocumentKeys(doc)).details?.[0]?.path).toBe(path)
  })

  test('a top-level _id is refused unless allowed', () => {
    expect(validationFailure(() => assertDocumentKeys({ _id: 'x', a: 1 })).details).toEqual([{ path: '_id', message: expect.any(String) }])
    expect(() => assertDocumentKeys({ _id: 'x', a: 1 }, { allowId: true })).not.toThrow()
  })

  test.each([[null], [1], ['x'], [[]], [[{ a: 1 }]], [new Date()]])('refuses the non-object %p', (value) => {
    validationFailure(() => assertDocumentKeys(value))
  })

  test('walks a very deep document without overflowing the stack', () => {
    let deep: Record<string, unknown> = { leaf: 1 }
    for (let i = 0; i < 200_000; i++) deep = { n: deep }
    expect(() => assertDocumentKeys(deep)).not.toThrow()
    let bad: Record<string, unknown> = { 'x.y': 1 }
    for (let i = 0; i < 200_000; i++) bad = { n: bad }
    validationFailure(() => assertDocumentKeys(bad))
  })

  test('a cyclic value (only possible from code) terminates', () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(() => assertDocumentKeys(cyclic)).not.toThrow()
  })
})

describe('assertSource', () => {
  test.each(['email', 'whatsapp', 'erp', 'a', 'A-b_9', 'x'.repeat(64)])('accepts %p', (source) => {
    expect(assertSource(source)).toBe(source)
  })

  test.each(['', 'x'.repeat(65), 'a b', 'a/b', 'a.b', '../x', 'é', 'a\u0000'])('refuses %p', (source) => {
    expect(validationFailure(() => assertSource(source)).details).toEqual([{ path: 'source', message: 'is invalid' }])
  })
})
