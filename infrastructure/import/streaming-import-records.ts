import { CsvError, parse } from 'csv-parse/stream'
import type { ImportItem, ImportReadOptions, ImportRecords, QuotedCell } from '../../application/ports/import-records'
import { JsonArraySplitter } from './json-array-splitter'
import { unreadable } from './unreadable-file'

const GROUP = 1000

/**
 * Reads CSV (csv-parse: RFC 4180, BOM skipped, ragged rows kept so they are reported, not fatal),
 * NDJSON and JSON arrays from a byte stream. Bytes are decoded as strict UTF-8 while they arrive.
 */
export class StreamingImportRecords implements ImportRecords {
  async *read(body: AsyncIterable<Uint8Array>, options: ImportReadOptions): AsyncIterable<readonly ImportItem[]> {
    if (options.format === 'csv') yield* csvItems(checked(body), options)
    else if (options.format === 'ndjson') yield* ndjsonItems(decoded(body), options.maxRecordBytes)
    else yield* jsonItems(decoded(body), options.maxRecordBytes)
  }
}

/** The bytes as they arrive, checked as strict UTF-8 on the way (the decoded text of a chunk is handed on too). */
async function* checked(body: AsyncIterable<Uint8Array>): AsyncIterable<{ bytes: Uint8Array; text: string }> {
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
    yield { bytes, text }
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

async function* decoded(body: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  for await (const { text } of checked(body)) yield text
}

/** csv-parse reads the bytes (it decodes UTF-8 itself); the text of the first chunk is for detecting the delimiter. */
async function* csvItems(
  chunks: AsyncIterable<{ bytes: Uint8Array; text: string }>,
  options: ImportReadOptions,
): AsyncIterable<ImportItem[]> {
  const source = chunks[Symbol.asyncIterator]()
  let first = await source.next()
  while (!first.done && first.value.bytes.byteLength === 0) first = await source.next()
  if (first.done) return
  const delimiter = options.delimiter ?? detectDelimiter(first.value.text)
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: options.maxRecordBytes,
    cast: (value, context) => (context.quoting ? ({ quoted: value } as QuotedCell as unknown as string) : value),
  })
  const writer = parser.writable.getWriter()
  const pump = (async () => {
    await writer.write(first.value.bytes)
    for (let next = await source.next(); !next.done; next = await source.next()) await writer.write(next.value.bytes)
    await writer.close()
  })().catch((error: unknown) => writer.abort(error).catch(() => undefined))
  const reader = (parser.readable as ReadableStream<(string | QuotedCell)[]>).getReader()
  let row = 0
  let group: ImportItem[] = []
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      row++
      const cells = next.value
      if (row === 1) group.push({ kind: 'header', names: cells.map((c) => (typeof c === 'string' ? c : c.quoted)) })
      else group.push({ kind: 'cells', row, cells })
      if (group.length >= GROUP) {
        yield group
        group = []
      }
    }
  } catch (error) {
    // The parser's own count: records it had finished, some still queued for this reader.
    if (error instanceof CsvError) unreadable(Number((error as { records?: number }).records ?? row) + 1, csvMessage(error))
    throw error
  } finally {
    reader.releaseLock()
    await pump
  }
  if (group.length > 0) yield group
}

function csvMessage(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted cell is never closed'
  if (error.code === 'CSV_MAX_RECORD_SIZE') return 'the row is larger than the import allows'
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE')
    return 'a quote inside a cell that is not itself quoted and doubled'
  return 'the CSV cannot be read here'
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
