import { describe, expect, test } from 'bun:test'
import { filterFieldNames, isEmptyFilter, parseFilter } from '../../../domain/query-filter'
import { parseQueryOptions } from '../../../domain/query-options'
import { validationFailure } from '../../support/validation-failure'

const ID = '64b7f0c2a1b2c3d4e5f60718'

describe('parseFilter accepts', () => {
  const accepted: [string, unknown][] = [
    ['plain equality', { status: 'active', count: 3, ok: true, none: null }],
    ['dotted paths', { 'address.city': 'Paris', 'items.0.sku': 'A1' }],
    ['object and array literals', { address: { city: 'Paris', zip: '75' }, tags: ['a', 'b'] }],
    ['$eq', { a: { $eq: 1 } }],
    ['$ne', { a: { $ne: 'x' } }],
    ['$gt $gte $lt $lte', { a: { $gt: 1, $gte: 1, $lt: 9, $lte: 9 }, s: { $gt: 'a' }, b: { $lt: true }, n: { $gte: null } }],
    ['$in', { a: { $in: [1, 'x', null, true, { o: 1 }, [1]] } }],
    ['$nin', { a: { $nin: [] } }],
    ['$exists', { a: { $exists: true }, b: { $exists: false }, c: { $exists: 1 } }],
    ['$and $or $nor', { $and: [{ a: 1 }, { $or: [{ b: 2 }, { c: 3 }] }], $nor: [{ d: 4 }] }],
    ['$not', { a: { $not: { $gt: 5 } }, b: { $not: { $regex: '^x' } } }],
    ['$all', { tags: { $all: ['a', 'b'] } }],
    ['$size', { tags: { $size: 0 }, t: { $size: 3 } }],
    ['$elemMatch over objects', { items: { $elemMatch: { sku: 'A1', qty: { $gt: 2 }, $or: [{ a: 1 }] } } }],
    ['$elemMatch over scalars', { scores: { $elemMatch: { $gte: 80, $lt: 90 } } }],
    ['$regex with $options', { name: { $regex: '^ab+c$', $options: 'im' } }],
    ['$regex without $options', { name: { $regex: 'x' } }],
    ['a regex of 256 characters', { name: { $regex: 'a'.repeat(256) } }],
    ['groups', { name: { $regex: '^(?:ab)+(c|d)?[a-z]+\\d{3}(?<year>\\d{4})$' } }],
    [
      'patterns that would backtrack catastrophically in JavaScript',
      { a: { $regex: '^(a+)+$' }, b: { $regex: '(\\w+\\s?)*$' }, c: { $regex: '(a|aa)+' } },
    ],
    ['an _id ObjectId, any case', { _id: ID.toUpperCase() }],
    ['an _id list', { _id: { $in: [ID] } }],
    ['a nested _id is an ordinary field', { 'ref._id': 'anything', items: { $elemMatch: { _id: 'x' } } }],
    ['an empty filter', {}],
    ['$and of an empty filter', { $and: [{}] }],
    ['a list of 1000 values', { a: { $in: Array.from({ length: 1000 }, (_, i) => i) } }],
  ]
  test.each(accepted)('%s', (_name, filter) => {
    expect(parseFilter(filter) as unknown).toEqual(filter)
  })

  test('undefined and null mean the empty filter', () => {
    expect(parseFilter(undefined)).toEqual({})
    expect(parseFilter(null)).toEqual({})
  })
})

describe('parseFilter refuses operators outside the list, naming them', () => {
  const refused: [string, unknown, string][] = [
    ['$where', { $where: 'this.a > 1' }, 'Operator $where is not allowed'],
    ['$expr', { $expr: { $gt: ['$a', '$b'] } }, 'Operator $expr is not allowed'],
    ['$function', { a: { $function: { body: 'x' } } }, 'Operator $function is not allowed'],
    ['$jsonSchema', { $jsonSchema: {} }, 'Operator $jsonSchema is not allowed'],
    ['$text', { $text: { $search: 'x' } }, 'Operator $text is not allowed'],
    ['$accumulator', { a: { $accumulator: {} } }, 'Operator $accumulator is not allowed'],
    ['$comment', { $comment: 'x' }, 'Operator $comment is not allowed'],
    ['$where inside $and', { $and: [{ a: 1 }, { $where: 'sleep(1000)' }] }, 'Operator $where is not allowed'],
    ['$where inside $or', { $or: [{ $where: 'x' }] }, 'Operator $where is not allowed'],
    ['$where inside $nor', { $nor: [{ b: 1 }, { $where: 'x' }] }, 'Operator $where is not allowed'],
    ['$function inside $elemMatch', { items: { $elemMatch: { $function: {} } } }, 'Operator $function is not allowed'],
    ['$expr inside $elemMatch query', { items: { $elemMatch: { a: 1, $expr: {} } } }, 'Operator $expr is not allowed'],
    ['$where inside $not', { a: { $not: { $where: 'x' } } }, 'Operator $where is not allowed'],
    [
      '$where deep inside $or/$and/$elemMatch',
      { $or: [{ $and: [{ x: { $elemMatch: { y: { $not: { $where: '1' } } } } }] }] },
      'Operator $where is not allowed',
    ],
    ['$where hidden in a literal', { a: { b: { $where: 'x' } } }, 'Operator $where is not allowed'],
    ['$where hidden in a list', { a: { $in: [{ $where: 'x' }] } }, 'Operator $where is not allowed'],
    ['an unknown operator', { a: { $regexp: 'x' } }, 'Operator $regexp is not allowed'],
    ['$type', { a: { $type: 'string' } }, 'Operator $type is not allowed'],
    ['$mod', { a: { $mod: [2, 0] } }, 'Operator $mod is not allowed'],
    ['a field operator at the top', { $gt: 1 }, 'Operator $gt is not allowed at the top level of a filter'],
    ['a logical operator on a field', { a: { $or: [{ b: 1 }] } }, 'Operator $or is not allowed on a field'],
    ['an allowed operator inside a literal', { a: { b: { $gt: 1 } } }, 'Operator $gt is not allowed inside a value'],
  ]
  test.each(refused)('%s', (_name, filter, message) => {
    const error = validationFailure(() => parseFilter(filter))
    expect(error.message).toBe(message)
    expect(error.details?.length).toBe(1)
  })

  test('details carry the path of the operator', () => {
    expect(validationFailure(() => parseFilter({ $and: [{ a: 1 }, { $where: 'x' }] })).details).toEqual([
      { path: 'filter.$and.1.$where', message: 'operator is not allowed' },
    ])
  })
})

describe('parseFilter refuses malformed filters', () => {
  const deep = (levels: number) => {
    let filter: Record<string, unknown> = { a: 1 }
    for (let i = 0; i < levels; i++) filter = { $and: [filter] }
    return filter
  }
  const refused: [string, unknown, string][] = [
    ['a non-object', [], 'A filter must be a JSON object'],
    ['a string', 'x', 'A filter must be a JSON object'],
    ['an empty $and', { $and: [] }, '$and needs a non-empty array of filters'],
    ['$or of a non-array', { $or: { a: 1 } }, '$or needs a non-empty array of filters'],
    ['$nor with a non-object item', { $nor: [1] }, 'A filter must be a JSON object'],
    ['a $-prefixed segment', { 'a.$b': 1 }, 'Invalid field name "$b"'],
    ['a reserved field', { __proto__x: 1, constructor: 1 }, 'Invalid field name "constructor"'],
    ['__proto__ as a key', JSON.parse('{"__proto__": {"x": 1}}'), 'Invalid field name "__proto__"'],
    ['an empty segment', { 'a..b': 1 }, 'Invalid field name "a..b"'],
    ['a literal key with a dot', { a: { 'b.c': 1 } }, 'Invalid field name "b.c"'],
    ['mixed operators and keys', { a: { $gt: 1, b: 2 } }, 'cannot mix operators and plain keys'],
    ['$in of a non-array', { a: { $in: 'x' } }, '$in needs an array'],
    ['$in of 1001 values', { a: { $in: Array.from({ length: 1001 }, (_, i) => i) } }, '$in accepts at most 1000 values'],
    ['$nin of 1001 values', { a: { $nin: Array.from({ length: 1001 }, () => 'x') } }, '$nin accepts at most 1000 values'],
    ['$all of 1001 values', { a: { $all: Array.from({ length: 1001 }, () => 1) } }, '$all accepts at most 1000 values'],
    ['$gt of an object', { a: { $gt: { b: 1 } } }, '$gt needs a number, a string, a boolean or null'],
    ['$lt of an array', { a: { $lt: [1] } }, '$lt needs a number, a string, a boolean or null'],
    ['$exists of a string', { a: { $exists: 'yes' } }, '$exists needs true or false'],
    ['$size of a negative', { a: { $size: -1 } }, '$size needs a non-negative integer'],
    ['$size of a fraction', { a: { $size: 1.5 } }, '$size needs a non-negative integer'],
    ['$not of a scalar', { a: { $not: 5 } }, '$not needs a non-empty object of operators'],
    ['$not of a literal', { a: { $not: { b: 1 } } }, '$not needs an object of operators'],
    ['$elemMatch of a scalar', { a: { $elemMatch: 3 } }, '$elemMatch needs an object'],
    ['$options alone', { a: { $options: 'i' } }, '$options needs $regex beside it'],
    ['$regex of a number', { a: { $regex: 5 } }, '$regex must be a string'],
    ['$regex of 257 characters', { a: { $regex: 'a'.repeat(257) } }, '$regex must be at most 256 characters'],
    ['$regex that does not compile', { a: { $regex: '(' } }, '$regex is not a valid regular expression'],
    ['flag s', { a: { $regex: 'x', $options: 's' } }, '$options accepts only the flags "i" and "m"'],
    ['flag g', { a: { $regex: 'x', $options: 'ig' } }, '$options accepts only the flags "i" and "m"'],
    ['a repeated flag', { a: { $regex: 'x', $options: 'ii' } }, '$options accepts only the flags "i" and "m"'],
    ['a backreference', { a: { $regex: '(a)\\1' } }, '$regex uses unsupported syntax: backreferences are not supported'],
    ['a named backreference', { a: { $regex: '(?<x>a)\\k<x>' } }, '$regex uses unsupported syntax: backreferences are not supported'],
    ['a lookahead', { a: { $regex: 'a(?=b)' } }, '$regex uses unsupported syntax: lookarounds are not supported'],
    ['a lookbehind', { a: { $regex: '(?<!a)b' } }, '$regex uses unsupported syntax: lookarounds are not supported'],
    ['a huge repetition', { a: { $regex: '(a{100}){100}' } }, '$regex uses unsupported syntax: pattern is too complex'],
    ['a malformed _id', { _id: 'abc' }, '_id must be a 24-character hexadecimal ObjectId'],
    ['a malformed _id in $in', { _id: { $in: [ID, 'nope'] } }, '_id must be a 24-character hexadecimal ObjectId'],
    ['a malformed _id in $ne', { _id: { $ne: 'zz' } }, '_id must be a 24-character hexadecimal ObjectId'],
    ['a non-finite number', { a: Number.POSITIVE_INFINITY }, 'Numbers in a filter must be finite'],
    ['a non-JSON value', { a: undefined }, 'A filter holds JSON values only'],
    ['a Date', { a: new Date(0) }, 'A filter holds JSON values only'],
    ['17 levels', deep(8), 'A filter nests at most 16 levels'],
    ['257 keys', Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`k${i}`, i])), 'A filter holds at most 256 keys'],
    [
      '257 keys spread over $or',
      { $or: Array.from({ length: 130 }, (_, i) => ({ [`a${i}`]: 1, [`b${i}`]: 2 })) },
      'A filter holds at most 256 keys',
    ],
    [
      '257 keys inside literals',
      { a: Object.fromEntries(Array.from({ length: 256 }, (_, i) => [`k${i}`, i])) },
      'A filter holds at most 256 keys',
    ],
  ]
  test.each(refused)('%s', (_name, filter, message) => {
    expect(validationFailure(() => parseFilter(filter)).message).toContain(message)
  })

  test('16 levels pass, a million levels fail fast without overflowing the stack', () => {
    expect(() => parseFilter(deep(7))).not.toThrow()
    let huge: Record<string, unknown> = { a: 1 }
    for (let i = 0; i < 1_000_000; i++) huge = { a: huge }
    expect(validationFailure(() => parseFilter(huge)).message).toContain('at most 16 levels')
  })
})

describe('filterFieldNames', () => {
  test('lists each top-level field once, through logical operators, not inside $elemMatch', () => {
    const filter = parseFilter({
      email: 'a@b.c',
      'address.city': 'P',
      $or: [{ phone: { $exists: true } }, { $and: [{ email: { $ne: null } }, { 'iban.x': 1 }] }],
      $nor: [{ secret: { $not: { $regex: 'x' } } }],
      items: { $elemMatch: { token: 1 } },
    })
    expect(filterFieldNames(filter).sort()).toEqual(['address', 'email', 'iban', 'items', 'phone', 'secret'])
  })

  test('an empty filter reads no field', () => {
    expect(filterFieldNames({})).toEqual([])
  })
})

describe('isEmptyFilter', () => {
  test.each([
    [{}, true],
    [{ $and: [{}] }, true],
    [{ $and: [{}, { $and: [{}] }] }, true],
    [{ $or: [{ a: 1 }, {}] }, true],
    [{ a: 1 }, false],
    [{ $and: [{ a: 1 }] }, false],
    [{ $nor: [{}] }, false],
    [{ $or: [{ a: 1 }] }, false],
  ])('%j → %p', (filter, empty) => {
    expect(isEmptyFilter(filter)).toBe(empty)
  })
})

describe('parseQueryOptions', () => {
  test('defaults', () => {
    const defaults = { limit: 100, skip: 0, sort: [], fields: null }
    expect(parseQueryOptions(undefined)).toEqual(defaults)
    expect(parseQueryOptions(null)).toEqual(defaults)
    expect(parseQueryOptions({})).toEqual(defaults)
  })

  test('valid values', () => {
    expect(
      parseQueryOptions({
        limit: 1000,
        skip: 1_000_000,
        sort: { age: -1, 'address.city': 1, _id: 1 },
        fields: ['name', 'address.city', 'name'],
      }),
    ).toEqual({
      limit: 1000,
      skip: 1_000_000,
      sort: [
        ['age', -1],
        ['address.city', 1],
        ['_id', 1],
      ],
      fields: ['name', 'address.city'],
    })
    expect(parseQueryOptions({ limit: 1, fields: [] })).toEqual({ limit: 1, skip: 0, sort: [], fields: [] })
  })

  test.each([
    [{ limit: 0 }, 'options.limit'],
    [{ limit: 1001 }, 'options.limit'],
    [{ limit: 1.5 }, 'options.limit'],
    [{ limit: '10' }, 'options.limit'],
    [{ skip: -1 }, 'options.skip'],
    [{ skip: 1_000_001 }, 'options.skip'],
    [{ skip: 0.5 }, 'options.skip'],
    [{ sort: [['a', 1]] }, 'options.sort'],
    [{ sort: 'a' }, 'options.sort'],
    [{ sort: { a: 'asc' } }, 'options.sort.a'],
    [{ sort: { a: 0 } }, 'options.sort.a'],
    [{ sort: { $natural: 1 } }, 'options.sort.$natural'],
    [{ sort: { 'a.__proto__': 1 } }, 'options.sort.a.__proto__'],
    [{ sort: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, 1])) }, 'options.sort'],
    [{ fields: 'name' }, 'options.fields'],
    [{ fields: [1] }, 'options.fields.0'],
    [{ fields: ['ok', '$bad'] }, 'options.fields.1'],
    [{ fields: Array.from({ length: 101 }, (_, i) => `f${i}`) }, 'options.fields'],
    [{ upsert: true }, 'options.upsert'],
    [[], 'options'],
  ])('%j is refused naming %s', (options, path) => {
    const error = validationFailure(() => parseQueryOptions(options))
    expect(error.details?.[0]?.path).toBe(path)
    expect(error.message).toContain(path.split('.')[1] ?? 'options')
  })
})
