import { Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { INTERNAL_NAME_PATTERN, MAX_VARIABLES } from '../../../domain/database'
import { DATABASE_NAME_PATTERN, MAX_FIELD_NAME_LENGTH, SOURCE_PATTERN, VARIABLE_NAME_PATTERN } from '../../../domain/field-name'
import { jsonRef } from '../json-value-schemas'
import { ErrorSchema } from '../schemas'
import { text } from '../text-schema'

// The domain's rules as published patterns (domain/field-name.ts, domain/database.ts): the edge
// checks them, so the document states every rule the service enforces on these inputs.
const Name = text(MAX_FIELD_NAME_LENGTH, {
  minLength: 1,
  pattern: VARIABLE_NAME_PATTERN,
  description: 'A variable: no leading $, no ".", not _id',
})
const NameList = t.Array(Name, { maxItems: MAX_VARIABLES })
const Source = t.String({
  pattern: SOURCE_PATTERN,
  description: 'Namespace of databases: 1 to 64 characters of [A-Za-z0-9_-]',
  examples: ['erp'],
})
const Db = t.String({ pattern: INTERNAL_NAME_PATTERN, description: 'Internal name of the database', examples: ['shipments_q3_k3j9x2'] })

export const DatabaseSchema = t.Object({
  name: t.String({
    description: 'Internal name: a slug of the requested name plus 6 random characters',
    examples: ['shipments_q3_k3j9x2'],
  }),
  userFriendlyName: t.String({ examples: ['Shipments Q3'] }),
  source: t.String(),
  variables: t.Array(t.String(), { description: 'Declared variables (document field names)' }),
  sensitiveVariables: t.Array(t.String(), {
    description: 'Variables encrypted at rest besides those whose name matches the sensitive pattern',
  }),
  createdAt: t.String({ format: 'date-time' }),
  workspaceId: t.Optional(t.String({ description: 'Only in answers to administrators' })),
})

export const SourceParams = t.Object({ source: Source })
export const DbParams = t.Object({ source: Source, db: Db })
export const DocumentParams = t.Object({
  source: Source,
  db: Db,
  id: t.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'ObjectId of the document (24 hexadecimal digits, either case)' }),
})

export const CreateDatabaseBody = t.Object({
  name: text(MAX_FIELD_NAME_LENGTH, {
    pattern: DATABASE_NAME_PATTERN,
    description: 'Requested name; trimmed, it becomes userFriendlyName',
    examples: ['Shipments Q3'],
  }),
  variables: t.Optional(t.Array(Name, { maxItems: MAX_VARIABLES, description: 'Initial declared variables' })),
  sensitiveVariables: t.Optional(
    t.Array(Name, { maxItems: MAX_VARIABLES, description: 'Variables to encrypt at rest whatever their name' }),
  ),
})

// At least one of the lists is non-empty: published as anyOf, enforced by the use case (add-or-rename-variables.ts)
// so that a bad name inside either list is still reported by its path.
const nonEmpty = (name: string) => ({ required: [name], properties: { [name]: { minItems: 1 } } })
export const VariablesBody = t.Object(
  { newVariables: t.Optional(NameList), renames: t.Optional(t.Array(t.Object({ from: Name, to: Name }), { maxItems: MAX_VARIABLES })) },
  { anyOf: [nonEmpty('newVariables'), nonEmpty('renames')] },
)

export const StatusMessageSchema = t.Object({
  statusMessage: t.String({ examples: ['[DataLakeService] Variables added successfully. Matched 3, modified 2 documents.'] }),
})

// Free-form JSON is checked by the domain and published as a named schema (json-value-schemas.ts).
export const DocumentBody = jsonRef('NewDocument', { examples: [{ origin: 'Oslo', weightKg: 1200 }] })
export const DocumentSchema = jsonRef('Document', {
  examples: [{ _id: '665f1c2ab3d4e5f60718293a', origin: 'Oslo', weightKg: 1200, status: null }],
})

export const PatchBody = t.Object({
  field: Name,
  value: jsonRef('JsonValue', { description: 'Any JSON value, null included' }),
})

export const PatchResponse = t.Object({
  message: t.String({ examples: ['Field updated successfully'] }),
  changes: t.Object({ field: t.String(), from: jsonRef('JsonValue'), to: jsonRef('JsonValue') }),
})

// groupBy and metrics only with "operation": "aggregate" (operations-routes.ts refuses them elsewhere, even as null).
const AGGREGATE_KEYS_ONLY_FOR_AGGREGATE = {
  anyOf: [
    { required: ['operation'], properties: { operation: { const: 'aggregate' } } },
    { properties: { groupBy: false, metrics: false } },
  ],
}

export const OperationBody = t.Object(
  {
    operation: t.Optional(
      t.Union([t.Literal('create'), t.Literal('read'), t.Literal('update'), t.Literal('delete'), t.Literal('aggregate')], {
        description: 'Inferred when absent: data without filter → create, filter with data → update, else read. Delete is never inferred.',
      }),
    ),
    db: t.String({ pattern: INTERNAL_NAME_PATTERN, description: 'Internal name of a data lake database of your workspace' }),
    filter: t.Optional(jsonRef('Filter', { examples: [{ status: 'open', weightKg: { $gte: 1000 } }] })),
    data: t.Optional(jsonRef('OperationData')),
    options: t.Optional(jsonRef('ReadOptions', { examples: [{ limit: 10, skip: 0, sort: { createdAt: -1 }, fields: ['status'] }] })),
    groupBy: t.Optional(
      jsonRef('JsonValue', { description: 'aggregate: [field | {"field", "by": "day" | "week" | "month" | "year"}] (docs/bulk-data.md)' }),
    ),
    metrics: t.Optional(
      jsonRef('JsonValue', {
        description: 'aggregate: {"<name>": {"count": true} | {"countDistinct" | "sum" | "avg" | "min" | "max": field}}',
      }),
    ),
  },
  AGGREGATE_KEYS_ONLY_FOR_AGGREGATE,
)

/** A read, update or delete answers documents; an aggregate answers one row per group (its key fields, then its metrics). */
export const OperationOrAggregateSchema = t.Object({
  message: t.String({ examples: ['Read 3 documents', 'Aggregated 2 groups'] }),
  success: t.Literal(true),
  data: t.Array(t.Union([DocumentSchema, t.Record(t.String(), jsonRef('JsonValue'), { description: 'aggregate: one group' })])),
  modifiedCount: Type.Integer({ minimum: 0 }),
  hasMore: t.Optional(t.Boolean({ description: 'read: true when the limit cut the result' })),
})

export const OperationResultSchema = t.Object({
  message: t.String({ examples: ['Read 3 documents'] }),
  success: t.Literal(true),
  data: t.Array(DocumentSchema),
  // TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, and publishes that.
  modifiedCount: Type.Integer({ minimum: 0 }),
  hasMore: t.Optional(t.Boolean({ description: 'read: true when the limit cut the result' })),
})

export const OperationErrorSchema = t.Composite([ErrorSchema, t.Object({ success: t.Literal(false) })])
