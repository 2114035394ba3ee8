/** A temporary file of lines, written once then read back in order, removed by `discard`. */
export interface SpoolFile {
  append(lines: readonly string[]): Promise<void>
  /** The lines in the order appended, in groups of at most `size`. */
  read(size: number): AsyncIterable<string[]>
  discard(): Promise<void>
}

/**
 * Where an import keeps its validated rows (in stored form: sensitive fields already encrypted)
 * between checking every row and writing any: memory stays flat whatever the file's size.
 */
export interface ImportSpool {
  open(): Promise<SpoolFile>
}
