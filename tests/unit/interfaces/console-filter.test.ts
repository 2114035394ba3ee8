import { describe, expect, test } from 'bun:test'
import { changeText, valueText } from '../../../interfaces/console/dom'
import { parseTyped, toFilter } from '../../../interfaces/console/filter-builder'

describe('the console turns what a person types into the API filter language', () => {
  test.each([
    ['origin', '$eq', 'Hamburg', { origin: 'Hamburg' }],
    ['weightKg', '$gte', '140', { weightKg: { $gte: 140 } }],
    ['code', '$eq', '"42"', { code: '42' }],
    ['flag', '$ne', 'true', { flag: { $ne: true } }],
    ['note', '$regex', 'a.b (c)', { note: { $regex: 'a\\.b \\(c\\)' } }],
    ['port', '$in', 'Oslo, 7,"8"', { port: { $in: ['Oslo', 7, '8'] } }],
    ['eta', '$exists', 'false', { eta: { $exists: false } }],
    ['eta', '$exists', '', { eta: { $exists: true } }],
  ])('%s %s %s', (field, operator, text, expected) => {
    expect(toFilter(field, operator, text)).toEqual(expected)
  })

  test('text that is not JSON stays text; no field means no filter', () => {
    expect(parseTyped('{not json')).toBe('{not json')
    expect(parseTyped(' null ')).toBeNull()
    expect(toFilter('', '$eq', 'x')).toBeNull()
  })

  test('values read as text: strings unchanged, others as JSON, long ones cut', () => {
    expect(valueText('<img src=x>')).toBe('<img src=x>')
    expect(valueText({ a: [1] })).toBe('{"a":[1]}')
    expect(valueText(undefined)).toBe('')
    expect(valueText('abcdef', 4)).toBe('abc…')
    expect(changeText(null)).toBe('null')
    expect(changeText(undefined)).toBe('null')
    expect(changeText('')).toBe('""')
  })
})
