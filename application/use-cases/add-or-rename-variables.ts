import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertSource, assertVariableName } from '../../domain/field-name'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'

export interface Rename {
  from: string
  to: string
}

/**
 * Declares new variables (null in every document lacking them) and renames declared ones, as set
 * operations in the store. A renamed variable keeps its id, so its ciphertexts stay valid, and
 * stays sensitive under its new name.
 */
@injectable()
export class AddOrRenameVariables {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    newVariables?: string[]
    renames?: Rename[]
    requestId?: string
  }): Promise<{ statusMessage: string }> {
    assertSource(input.source)
    const newVariables = input.newVariables ?? []
    const renames = input.renames ?? []
    if (newVariables.length === 0 && renames.length === 0) {
      throw DomainError.validation('Provide newVariables or renames', [
        { path: 'body', message: 'newVariables or renames must be non-empty' },
      ])
    }
    newVariables.forEach((name, i) => assertVariableName(name, `newVariables.${i}`))
    renames.forEach((r, i) => {
      assertVariableName(r.from, `renames.${i}.from`)
      assertVariableName(r.to, `renames.${i}.to`)
    })
    const database = await this.access.writable(input.principal, input.db, input.source)
    const declared = new Set(database.variables.map((v) => v.name))
    const added = [...new Set(newVariables)].filter((name) => !declared.has(name))
    checkRenames(database, declared, renames, new Set(added))
    assertVariableCapacity(declared.size + added.length)

    const result = await this.store.changeVariables(
      database.name,
      {
        add: added.map((name) => this.access.newVariable(name)),
        renames,
        sensitiveVariables: this.sensitiveAfter(database, renames),
      },
      this.stamps.stamp(input.principal, input.requestId ?? '', database),
    )
    if (!result) throw DomainError.notFound(`Database ${database.name} not found`)
    return {
      statusMessage: `[DataLakeService] Variables added successfully. Matched ${result.matched}, modified ${result.modified} documents.`,
    }
  }

  /** A sensitive variable stays sensitive under its new name, so its values stay encrypted and unfilterable. */
  private sensitiveAfter(database: DataLakeDatabase, renames: readonly Rename[]): string[] {
    const list = new Set(database.sensitiveVariables)
    for (const r of renames) {
      if (this.codec.isSensitive(database, r.from)) list.add(r.to)
      list.delete(r.from)
    }
    return [...list]
  }
}

function checkRenames(
  database: DataLakeDatabase,
  declared: ReadonlySet<string>,
  renames: readonly Rename[],
  added: ReadonlySet<string>,
): void {
  const froms = new Set<string>()
  const tos = new Set<string>()
  for (const r of renames) {
    if (declared.has(r.to) || added.has(r.to)) throw DomainError.conflict(`Variable "${r.to}" already exists`)
    if (froms.has(r.from)) throw DomainError.conflict(`Variable "${r.from}" is renamed twice`)
    if (tos.has(r.to)) throw DomainError.conflict(`Two renames target "${r.to}"`)
    froms.add(r.from)
    tos.add(r.to)
  }
  // A declared `to` is refused above, which rules out swaps; a chain uses one rename's `to` as another's `from`.
  for (const to of tos)
    if (froms.has(to)) throw DomainError.conflict(`Renames must not chain: "${to}" is both a rename target and a rename source`)
  renames.forEach((r, i) => {
    if (!declared.has(r.from)) {
      throw DomainError.validation(`Variable "${r.from}" is not declared in database ${database.name}`, [
        { path: `renames.${i}.from`, message: 'is not declared' },
      ])
    }
  })
}
