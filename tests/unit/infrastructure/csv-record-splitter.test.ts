import { describe, expect, test } from 'bun:test'
import { CsvRecordSplitter } from '../../../infrastructure/import/csv-record-splitter'
import { JsonArraySplitter } from '../../../infrastructure/import/json-array-splitter'

const CSV = 'a,b,c\r\n1,"x, ""y""",\r\n\n"multi\nline",,"" \n'.replace('"" \n', '""\n') + 'last,"q",z'

function whole(text: string) {
  const s = new CsvRecordSplitter(',', 1 << 20)
  return [...s.push(text), ...s.end()]
}

describe('CsvRecordSplitter', () => {
  test('quotes, doubled quotes, CRLF, empty lines, a newline inside a cell, no final newline', () => {
    expect(whole(CSV)).toEqual([
      ['a', 'b', 'c'],
      ['1', { quoted: 'x, "y"' }, ''],
      [{ quoted: 'multi\nline' }, '', { quoted: '' }],
      ['last', { quoted: 'q' }, 'z'],
    ])
  })

  test('the same records whichever way the text is cut into pieces', () => {
    const expected = whole(CSV)
    for (let cut = 1; cut < CSV.length; cut++) {
      const s = new CsvRecordSplitter(',', 1 << 20)
      expect([...s.push(CSV.slice(0, cut)), ...s.push(CSV.slice(cut)), ...s.end()]).toEqual(expected)
    }
  })

  test('one character at a time', () => {
    const s = new CsvRecordSplitter(',', 1 << 20)
    const records = [...CSV].flatMap((c) => s.push(c))
    expect([...records, ...s.end()]).toEqual(whole(CSV))
  })

  const broken: [string, string][] = [
    ['a\n"open\n', 'Row 2: a quoted cell is never closed; nothing was imported'],
    ['a\n"x"y\n', 'Row 2: text after the closing quote of a cell; nothing was imported'],
    ['a\nx"y\n', 'Row 2: a quote inside a cell that is not itself quoted; nothing was imported'],
  ]
  test.each(broken)('%j is refused naming the row', (text, message) => {
    expect(() => whole(text)).toThrow(message)
  })

  test('a record longer than the limit is refused while it streams in', () => {
    const s = new CsvRecordSplitter(',', 100)
    s.push('a\n')
    expect(() => s.push(`"${'x'.repeat(200)}`)).toThrow('Row 2: the row is larger than the import allows')
  })
})

describe('JsonArraySplitter', () => {
  const TEXT = ' [ {"a": "]}\\"{"}, {"b": [1, {"c": 2}]} ] '
  test('elements whichever way the text is cut', () => {
    for (let cut = 1; cut < TEXT.length; cut++) {
      const s = new JsonArraySplitter(1 << 20)
      const parts = [...s.push(TEXT.slice(0, cut)), ...s.push(TEXT.slice(cut))]
      s.end()
      expect(parts.map((p) => JSON.parse(p))).toEqual([{ a: ']}"{' }, { b: [1, { c: 2 }] }])
    }
  })
  test('an element that is not an object, an unclosed array', () => {
    expect(() => new JsonArraySplitter(100).push('[1]')).toThrow('each element of the JSON array must be an object')
    const s = new JsonArraySplitter(100)
    s.push('[{"a":1}')
    expect(() => s.end()).toThrow('the JSON array is not closed')
  })
})
