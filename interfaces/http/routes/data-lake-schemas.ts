import { t } from 'elysia'
import { ErrorSchema } from '../schemas'

const Name = t.String({ minLength: 1, maxLength: 128 })
const NameList = t.Array(Name, { maxItems: 1000 })

export const DatabaseSchema = t.Object({
  name: t.String({ description: 'Internal name: a slug of the requested name plus 6 random characters', examples: ['shipments_q3_k3j9x2'] }),
  userFriendlyName: t.String({ examples: ['Shipments Q3'] }),
  source: t.String(),
  variables: t.Array(t.String(), { description: 'Declared variables (document field names)' }),
  sensitiveVariables: t.Array(t.String(), { description: 'Variables encrypted at rest besides those whose name matches the sensitive pattern' }),
  createdAt: t.String({ format: 'date-time' }),
  workspaceId: t.Optional(t.String({ description: 'Only in answers to administrators' })),
})

export const SourceParams = t.Object({ source: t.String({ maxLength: 256, description: '1 to 64 characters of [A-Za-z0-9_-]' }) })
export const DbParams = t.Object({ source: t.String({ maxLength: 256 }), db: t.String({ maxLength: 256, description: 'Internal name of the database' }) })
export const DocumentParams = t.Object({ source: t.String({ maxLength: 256 }), db: t.String({ maxLength: 256 }), id: t.String({ maxLength: 64, description: 'ObjectId of the document' }) })

export const CreateDatabaseBody = t.Object({
  name: t.String({ maxLength: 1024, description: 'Requested name, 1 to 128 characters after trimming; becomes userFriendlyName' }),
  variables: t.Optional(t.Array(t.String(), { maxItems: 1000, description: 'Initial declared variables' })),
  sensitiveVariables: t.Optional(t.Array(t.String(), { maxItems: 1000, description: 'Variables to encrypt at rest whatever their name' })),
})

export const VariablesBody = t.Object({
  newVariables: t.Optional(NameList),
  renames: t.Optional(t.Array(t.Object({ from: Name, to: Name }), { maxItems: 1000 })),
})

export const StatusMessageSchema = t.Object({
  statusMessage: t.String({ examples: ['[DataLakeService] Variables added successfully. Matched 3, modified 2 documents.'] }),
})

// Free-form JSON is t.Unknown and checked by the domain: Elysia coerces a t.Record body (an array
// or a string becomes an object with keys "0", "1", ...), which would hide a client's mistake.
export const DocumentBody = t.Unknown({ description: 'Any JSON object without _id (keys checked at every depth)', examples: [{ origin: 'Oslo', weightKg: 1200 }] })
// A Record, not an Object with additionalProperties: Elysia 1.4 types the latter as unsatisfiable.
export const DocumentSchema = t.Record(t.String(), t.Unknown(), {
  description: 'A document: _id (the ObjectId the service assigned) and its fields, decrypted',
  examples: [{ _id: '665f1c2ab3d4e5f60718293a', origin: 'Oslo', weightKg: 1200, status: null }],
})

export const PatchBody = t.Object({
  field: t.String({ maxLength: 1024, description: 'Top-level field name' }),
  value: t.Unknown({ description: 'Any JSON value, null included' }),
})

export const PatchResponse = t.Object({
  message: t.String({ examples: ['Field updated successfully'] }),
  changes: t.Object({ field: t.String(), from: t.Unknown(), to: t.Unknown() }),
})

export const OperationBody = t.Object({
  operation: t.Optional(t.Union([t.Literal('create'), t.Literal('read'), t.Literal('update'), t.Literal('delete')], {
    description: 'Inferred when absent: data without filter → create, filter with data → update, else read. Delete is never inferred.',
  })),
  db: t.String({ maxLength: 256, description: 'Internal name of a data lake database of your workspace' }),
  filter: t.Optional(t.Unknown({
    description: 'An object: field equality and $eq $ne $gt $gte $lt $lte $in $nin $exists $and $or $nor $not $all $size $elemMatch $regex ($options i, m)',
    examples: [{ status: 'open', weightKg: { $gte: 1000 } }],
  })),
  data: t.Optional(t.Unknown({ description: 'create: an object or an array of up to 1000 objects; update: an object of fields to set (no operators)' })),
  options: t.Optional(t.Unknown({
    description: 'read only: limit (1 to 1000, default 100), skip (0 to 1000000), sort ({field: 1 or -1}), fields (names to return besides _id)',
    examples: [{ limit: 10, skip: 0, sort: { createdAt: -1 }, fields: ['status'] }],
  })),
})

export const OperationResultSchema = t.Object({
  message: t.String({ examples: ['Read 3 documents'] }),
  success: t.Literal(true),
  data: t.Array(DocumentSchema),
  modifiedCount: t.Integer(),
  hasMore: t.Optional(t.Boolean({ description: 'read: true when the limit cut the result' })),
})

export const OperationErrorSchema = t.Composite([ErrorSchema, t.Object({ success: t.Literal(false) })])
