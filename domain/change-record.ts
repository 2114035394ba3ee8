/** What a change did: a document write, a variables edit, or a database's birth or end. */
export type ChangeOp = 'create' | 'update' | 'delete' | 'variables' | 'database.create' | 'database.delete' | DeskChangeOp

/** Changes of the desk (api-contract 13, 14): logged under the `desk` source and db. */
export const DESK_CHANGE_OPS = [
  'inquiry.create',
  'inquiry.update',
  'inquiry.message',
  'inquiry.merge',
  'task.create',
  'task.update',
] as const
export type DeskChangeOp = (typeof DESK_CHANGE_OPS)[number]

/** One top-level field whose value changed (create: `from` null; delete: `to` null). */
export interface FieldChangeEntry {
  readonly field: string
  readonly from: unknown
  readonly to: unknown
}

/** What a variables add or rename did to a whole database. */
export interface VariablesChangeSummary {
  readonly added: readonly string[]
  readonly renamed: readonly { readonly from: string; readonly to: string }[]
  readonly matched: number
  readonly modified: number
}

/** A person who made a change. */
export interface PersonActor {
  readonly userId: string
  readonly email: string
}

/** A system that made a change with an API key. */
export interface ApiKeyActor {
  readonly type: 'apiKey'
  readonly id: string
  readonly name: string
}

/** Who made a change. */
export type ChangeActor = PersonActor | ApiKeyActor

/**
 * One entry of a database's change log (docs/change-log.md). `id` is a fixed-width cursor
 * that sorts, as a string, in commit order within the database.
 */
export interface ChangeRecord {
  readonly id: string
  readonly at: string
  readonly op: ChangeOp
  readonly source: string
  readonly db: string
  readonly documentId: string | null
  readonly version: number | null
  readonly actor: ChangeActor
  readonly requestId: string
  readonly changes: readonly FieldChangeEntry[] | VariablesChangeSummary
}
