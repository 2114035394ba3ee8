import { assertVariableCapacity, type DataLakeDatabase, type Variable } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertDocumentKeys, assertVariableName, isPlainObject } from '../../domain/field-name'
import { type CellType, cellValue, headerName } from '../../domain/import-cells'
import type { ImportItem } from '../ports/import-records'
import type { DocumentCodec } from './document-codec'

/** Errors a report lists; the count of invalid rows goes on. */
export const MAX_REPORTED_ERRORS = 100

export interface ImportError {
  row: number
  field?: string
  message: string
}

/** A row that passed, as spooled: its provisional id, its fields in stored form, its key value. */
export type SpooledRow = [id: string, fields: Record<string, unknown>, key: string | number | null]

/**
 * The first pass of an import: checks every row (names, cells, the upsert key), plans the new
 * variables with their ids (nothing is declared yet) and turns each valid row into its stored
 * form, encrypted against the planned variables. After the first invalid row nothing more is
 * spooled, but rows are still checked so the report counts them all.
 */
export class ImportCheck {
  rows = 0
  invalid = 0
  readonly errors: ImportError[] = []
  readonly newVariables: Variable[] = []
  private header: readonly string[] | null = null
  private readonly keys = new Map<string | number, number>()
  private readonly declared: Set<string>
  private spooled: string[] = []

  constructor(
    public planned: DataLakeDatabase,
    private readonly types: ReadonlyMap<string, CellType>,
    private readonly key: string | null,
    private readonly codec: DocumentCodec,
    private readonly newVariable: (name: string) => Variable,
    private readonly newId: () => string,
  ) {
    this.declared = new Set(planned.variables.map((v) => v.name))
  }

  take(item: ImportItem): void {
    if (item.kind === 'header') {
      this.acceptHeader(item.names)
      return
    }
    this.rows++
    if (item.kind === 'invalid') {
      this.fail(item.row, undefined, item.message)
      return
    }
    if (item.kind === 'cells') {
      this.acceptCells(item.row, item.cells)
      return
    }
    if (!isPlainObject(item.value)) {
      this.fail(item.row, undefined, 'must be a JSON object')
      return
    }
    try {
      assertDocumentKeys(item.value, { allowId: true })
    } catch (error) {
      if (error instanceof DomainError) {
        this.fail(item.row, undefined, error.message)
        return
      }
      throw error
    }
    this.accept(item.row, { ...item.value })
  }

  /** The stored rows found since the last call, as spool lines. */
  drain(): string[] {
    const lines = this.spooled
    this.spooled = []
    return lines
  }

  private acceptHeader(raw: readonly string[]): void {
    const names = raw.map(headerName)
    const seen = new Set<string>()
    names.forEach((name, i) => {
      if (name !== '_id') assertVariableName(name, `header[${i}]`)
      if (seen.has(name)) throw DomainError.validation(`The header names "${name}" twice`, [{ path: `header[${i}]`, message: 'duplicate' }])
      seen.add(name)
    })
    for (const field of this.types.keys())
      if (!seen.has(field))
        throw DomainError.validation(`types names "${field}", which is not a column`, [{ path: 'types', message: 'unknown column' }])
    if (this.key !== null && !seen.has(this.key))
      throw DomainError.validation(`key "${this.key}" is not a column`, [{ path: 'key', message: 'unknown column' }])
    this.header = names
  }

  private acceptCells(row: number, cells: readonly (string | { quoted: string })[]): void {
    const header = this.header!
    if (cells.length !== header.length) {
      this.fail(row, undefined, `has ${cells.length} cells, the header has ${header.length}`)
      return
    }
    const fields: Record<string, unknown> = {}
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!
      const name = header[i]!
      try {
        fields[name] =
          typeof cell === 'string' ? cellValue(cell, false, this.types.get(name)) : cellValue(cell.quoted, true, this.types.get(name))
      } catch (error) {
        this.fail(row, name, (error as Error).message)
        return
      }
    }
    this.accept(row, fields)
  }

  private accept(row: number, fields: Record<string, unknown>): void {
    let keyValue: string | number | null = null
    if (this.key !== null) {
      const value = fields[this.key]
      if (typeof value !== 'string' && typeof value !== 'number') {
        this.fail(row, this.key, 'the key must be a string or a number')
        return
      }
      const first = this.keys.get(value)
      if (first !== undefined) {
        this.fail(row, this.key, `the same key as row ${first}`)
        return
      }
      this.keys.set(value, row)
      keyValue = value
    }
    delete fields._id
    for (const name in fields) if (!this.declared.has(name)) this.plan(name)
    if (this.invalid > 0) return
    const id = this.newId()
    this.spooled.push(JSON.stringify([id, this.codec.encode(this.planned, id, fields), keyValue] satisfies SpooledRow))
  }

  private plan(name: string): void {
    assertVariableCapacity(this.declared.size + 1)
    const variable = this.newVariable(name)
    this.declared.add(name)
    this.newVariables.push(variable)
    this.planned = { ...this.planned, variables: [...this.planned.variables, variable] }
  }

  private fail(row: number, field: string | undefined, message: string): void {
    this.invalid++
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push(field === undefined ? { row, message } : { row, field, message })
  }
}
