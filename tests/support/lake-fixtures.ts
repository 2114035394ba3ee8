/** A data-lake database record as the stores take it: source `erp`, workspace `w`, no variables. */
export const lakeDatabase = (name: string) => ({
  name,
  userFriendlyName: name,
  source: 'erp',
  workspaceId: 'w',
  variables: [],
  sensitiveVariables: [],
  createdAt: new Date(),
})

/** A read of every document, in stored order, up to 100. */
export const readAll = { filter: {}, sort: [] as [string, 1 | -1][], skip: 0, limit: 100, fields: null }
