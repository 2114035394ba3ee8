import type { ImportItem, ImportReadOptions, ImportRecords } from '../../application/ports/import-records'
import { type CsvRecord, CsvRecordSplitter } from './csv-record-splitter'
import { JsonArraySplitter } from './json-array-splitter'
import { unreadable } from './unreadable-file'

const GROUP = 1000

/**
 * Reads CSV (CsvRecordSplitter: RFC 4180, BOM skipped, ragged rows kept so they are reported,
 * not fatal), NDJSON and JSON arrays from a byte stream. Bytes are decoded as strict UTF-8 while they arrive.
 */
export class StreamingImportRecords implements ImportRecords {
  async *read(body: AsyncIterable<Uint8Array>, options: ImportReadOptions): AsyncIterable<readonly ImportItem[]> {
    if (options.format === 'csv') yield* csvItems(decoded(body), options)
    else if (options.format === 'ndjson') yield* ndjsonItems(decoded(body), options.maxRecordBytes)
    else yield* jsonItems(decoded(body), options.maxRecordBytes)
  }
}

/** The text as it arrives, decoded as strict UTF-8 (invalid bytes stop the import, naming the row). */
async function* decoded(body: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let lines = 1
  for await (const bytes of body) {
    let text: string
    try {
      text = decoder.decode(bytes, { stream: true })
    } catch {
      unreadable(lines + newlinesIn(bytes.subarray(0, validPrefix(bytes))), 'the file is not valid UTF-8')
    }
    lines += newlinesIn(bytes)
    yield text
  }
  try {
    decoder.decode()
  } catch {
    unreadable(lines, 'the file is not valid UTF-8')
  }
}

/** The length of the longest prefix that is valid UTF-8 (a bisection, on the failure path only). */
function validPrefix(bytes: Uint8Array): number {
  let low = 0
  let high = bytes.byteLength
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true })
      low = mid
    } catch {
      high = mid - 1
    }
  }
  return low
}

function newlinesIn(bytes: Uint8Array): number {
  let count = 0
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) count++
  return count
}

async function* csvItems(text: AsyncIterable<string>, options: ImportReadOptions): AsyncIterable<ImportItem[]> {
  let splitter: CsvRecordSplitter | null = null
  let row = 0
  const items = (records: CsvRecord[]): ImportItem[] =>
    records.map((cells) => {
      row++
      return row === 1 ? { kind: 'header', names: cells.map((c) => (typeof c === 'string' ? c : c.quoted)) } : { kind: 'cells', row, cells }
    })
  for await (let chunk of text) {
    if (splitter === null) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
      if (chunk === '') continue
      splitter = new CsvRecordSplitter(options.delimiter ?? detectDelimiter(chunk), options.maxRecordBytes)
    }
    const records = splitter.push(chunk)
    if (records.length > 0) yield items(records)
  }
  const last = splitter?.end() ?? []
  if (last.length > 0) yield items(last)
}

/** `;` when the header line has more semicolons than commas outside quotes, else `,`. */
function detectDelimiter(start: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (let i = 0; i < start.length; i++) {
    const c = start[i]
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) break
    else if (!quoted && c === ',') commas++
    else if (!quoted && c === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

async function* ndjsonItems(text: AsyncIterable<string>, maxRecordBytes: number): AsyncIterable<ImportItem[]> {
  let pending = ''
  let row = 0
  let group: ImportItem[] = []
  const line = (raw: string) => {
    row++
    const trimmed = raw.trim()
    if (trimmed === '') return
    try {
      group.push({ kind: 'value', row, value: JSON.parse(trimmed) })
    } catch {
      group.push({ kind: 'invalid', row, message: 'the line is not valid JSON' })
    }
  }
  for await (const chunk of text) {
    pending += chunk
    let start = 0
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
      line(pending.slice(start, end))
      start = end + 1
    }
    pending = pending.slice(start)
    if (pending.length > maxRecordBytes) unreadable(row + 1, 'the line is larger than the import allows')
    if (group.length >= GROUP) {
      yield group
      group = []
    }
  }
  if (pending.trim() !== '') line(pending)
  if (group.length > 0) yield group
}

async function* jsonItems(text: AsyncIterable<string>, maxRecordBytes: number): AsyncIterable<ImportItem[]> {
  const splitter = new JsonArraySplitter(maxRecordBytes)
  let row = 0
  for await (const chunk of text) {
    const group: ImportItem[] = []
    for (const element of splitter.push(chunk)) {
      row++
      try {
        group.push({ kind: 'value', row, value: JSON.parse(element) })
      } catch {
        group.push({ kind: 'invalid', row, message: 'the element is not valid JSON' })
      }
    }
    if (group.length > 0) yield group
  }
  splitter.end()
}
