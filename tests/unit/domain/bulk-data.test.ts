import { describe, expect, test } from 'bun:test'
import { arrangeGroups } from '../../../domain/aggregate-order'
import { parseAggregate } from '../../../domain/aggregate-query'
import { csvCell } from '../../../domain/csv-cell'
import { cellValue } from '../../../domain/import-cells'

describe('CSV cells: export guard and import typing', () => {
  const values: unknown[] = [
    '=1+1',
    '+49 170',
    '-5',
    '@sum',
    '\tx',
    '\rx',
    "'=x",
    "''x",
    "'x",
    'plain',
    '123',
    '',
    'true',
    12.5,
    -3,
    true,
    null,
    { a: [1] },
    ['b'],
  ]
  test.each(values.map((v) => [JSON.stringify(v), v]))('%s survives export then import', (_label, value) => {
    const cell = csvCell(value)
    const quoted = cell.startsWith('"')
    const raw = quoted ? cell.slice(1, -1).replaceAll('""', '"') : cell
    expect(cellValue(raw, quoted, undefined)).toEqual(value)
  })
  test('formula starts are guarded; plain text is not', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('-5')).toBe(`"'-5"`)
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('Oslo')).toBe('"Oslo"')
  })
  test('bare cells: canonical numbers, booleans, empty is null, the rest text', () => {
    expect(['12', '-0.5', '1e3', '00123', '1.', 'TRUE', 'false', ''].map((c) => cellValue(c, false, undefined))).toEqual([
      12,
      -0.5,
      1000,
      '00123',
      '1.',
      'TRUE',
      false,
      null,
    ])
  })
  test('a declared type overrides, and says what it cannot read', () => {
    expect(cellValue('00123', false, 'number')).toBe(123)
    expect(cellValue('42', false, 'string')).toBe('42')
    expect(() => cellValue('heavy', false, 'number')).toThrow('"heavy" is not a number')
    expect(() => cellValue('yes', false, 'boolean')).toThrow('"yes" is not true or false')
  })
})

describe('aggregate requests', () => {
  test('sorted by the asked key, then the group keys; cut at the limit', () => {
    const query = parseAggregate({ groupBy: ['d'], metrics: { n: { count: true } }, options: { sort: { n: -1 }, limit: 3 } })
    const rows = [
      { d: 'b', n: 1 },
      { d: 2, n: 5 },
      { d: null, n: 5 },
      { d: 'a', n: 5 },
      { d: true, n: 9 },
    ]
    expect(arrangeGroups(rows, query)).toEqual([
      { d: true, n: 9 },
      { d: null, n: 5 },
      { d: 2, n: 5 },
    ])
  })
  test('a metric named like a group field is refused', () => {
    expect(() => parseAggregate({ groupBy: ['d'], metrics: { d: { count: true } } })).toThrow('metrics.d has the name of a group field')
  })
})
