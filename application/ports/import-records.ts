/** The file formats an import reads. */
export type ImportFormat = 'csv' | 'ndjson' | 'json'

export interface ImportReadOptions {
  readonly format: ImportFormat
  /** CSV: the delimiter, or null to detect `,` or `;` from the header line. */
  readonly delimiter: ',' | ';' | null
  /** A record (CSV row, NDJSON line, JSON array element) longer than this stops the import. */
  readonly maxRecordBytes: number
}

/** A CSV cell that was quoted (its text stays text); an unquoted cell is its plain string. */
export interface QuotedCell {
  readonly quoted: string
}

/** What a reader finds, in file order; `row` is the record's number in the file (the CSV header is row 1). */
export type ImportItem =
  | { readonly kind: 'header'; readonly names: readonly string[] }
  | { readonly kind: 'cells'; readonly row: number; readonly cells: readonly (string | QuotedCell)[] }
  | { readonly kind: 'value'; readonly row: number; readonly value: unknown }
  | { readonly kind: 'invalid'; readonly row: number; readonly message: string }

/**
 * Reads an uploaded file as it streams in, a bounded group of records at a time (memory does not
 * grow with the file). A file that cannot be read on (unclosed quote, invalid UTF-8, a record over
 * the limit, broken JSON array) throws a VALIDATION_FAILED DomainError naming the row.
 */
export interface ImportRecords {
  read(body: AsyncIterable<Uint8Array>, options: ImportReadOptions): AsyncIterable<readonly ImportItem[]>
}
