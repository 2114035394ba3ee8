import { describe, expect, test } from 'bun:test'
import { readSpoolLine, spoolLine } from '../../../application/services/import-check'

describe('import spool lines', () => {
  test('id, key and fields come back as written, whatever the text holds', () => {
    const fields = { note: 'tab\there\nnew line', n: 1.5, nested: { a: ['\t'] }, empty: null }
    for (const key of ['a\tb\nc', 'null', '', 0, -2.5, null]) {
      const line = spoolLine('65f0a1b2c3d4e5f601234567', key, fields)
      expect(line).not.toContain('\n')
      const row = readSpoolLine(line)
      expect(row).toEqual({ id: '65f0a1b2c3d4e5f601234567', key, json: JSON.stringify(fields) })
      expect(JSON.parse(row.json)).toEqual(fields)
    }
  })
})
