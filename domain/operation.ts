/** What a request to the operations endpoint does. */
export type Operation = 'create' | 'read' | 'update' | 'delete'

/** `data` without `filter` creates, both update, anything else reads; delete is never inferred. */
export function inferOperation(input: { filter?: unknown; data?: unknown }): Operation {
  if (input.data !== undefined && input.filter === undefined) return 'create'
  if (input.data !== undefined && input.filter !== undefined) return 'update'
  return 'read'
}
