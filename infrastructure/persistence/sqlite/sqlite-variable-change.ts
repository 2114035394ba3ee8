import type { VariableChange } from '../../../application/ports/data-lake-store'
import { fieldPath, type SqliteDocumentTable, type StatementCache } from './sqlite-document-table'

/**
 * Adds and renames over a whole document table as set operations (run inside the caller's
 * transaction). `modified` is counted before the change, by the UPDATE that raises the versions
 * over the same conditions the steps use, so a document touched by several steps counts once.
 */
export function applyVariableChange(
  table: SqliteDocumentTable,
  statements: StatementCache,
  change: VariableChange,
): { matched: number; modified: number } {
  const adds = change.add.map((v) => fieldPath(v.name))
  const froms = change.renames.map((r) => fieldPath(r.from))
  const matched = Number((table.count.get() as { n: number }).n)
  const lacking = adds.map(() => 'json_type(doc, ?) IS NULL')
  const holding = froms.map(() => 'json_type(doc, ?) IS NOT NULL')
  // Adds alone, or one rename alone, is one UPDATE whose changed rows are exactly the modified
  // documents: its own count then spares a whole scan (a tenth of a rename's time at a million).
  const oneStatement = change.renames.length === 0 || (adds.length === 0 && change.renames.length === 1)
  let modified = 0
  // Every modified document's version goes up by one: with one statement, in it; else in one
  // UPDATE over the same conditions, before the steps (which then leave the version alone).
  const bump = oneStatement ? ', version = version + 1' : ''
  if (!oneStatement) {
    const bumped = statements.get(`UPDATE ${table.quoted} SET version = version + 1 WHERE ${[...lacking, ...holding].join(' OR ')}`)
    modified = Number(bumped.run(...adds, ...froms).changes)
  }
  if (adds.length > 0) {
    // json_insert never overwrites, so documents that already hold a value keep it.
    const added = statements
      .get(`UPDATE ${table.quoted} SET doc = json_insert(doc${', ?, NULL'.repeat(adds.length)})${bump} WHERE ${lacking.join(' OR ')}`)
      .run(...adds, ...adds)
    if (oneStatement) modified = Number(added.changes)
  }
  // `to` is never declared and never another rename's `from`, so the order of renames is free.
  const rename = statements.get(
    `UPDATE ${table.quoted} SET doc = json_set(json_remove(doc, ?), ?, doc -> ?)${bump} WHERE json_type(doc, ?) IS NOT NULL`,
  )
  for (const r of change.renames) {
    const [from, to] = [fieldPath(r.from), fieldPath(r.to)]
    const renamed = rename.run(from, to, from, from)
    if (oneStatement) modified = Number(renamed.changes)
  }
  return { matched, modified }
}
