import type { TUnknown } from '@sinclair/typebox'
import { t } from 'elysia'
import { MAX_CREATE_DOCUMENTS } from '../../application/use-cases/execute-operation'
import {
  FIELD_NAME_PATTERN,
  FIELD_PATH_PATTERN,
  MAX_FIELD_NAME_LENGTH,
  RESERVED_KEYS,
  VARIABLE_NAME_PATTERN,
} from '../../domain/field-name'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PROJECTION_FIELDS, MAX_SKIP, MAX_SORT_KEYS } from '../../domain/query-options'
import { MAX_ARRAY_NESTING, MAX_DEPTH } from './plugins/json-body'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const key = (pattern: string) => ({ type: 'string', minLength: 1, maxLength: MAX_FIELD_NAME_LENGTH, pattern })

const SCALARS = [{ type: 'null' }, { type: 'boolean' }, { type: 'number' }, { type: 'string' }]

/** How deep arrays sit directly in arrays (json-body.ts refuses deeper); far below any real use, and well inside MAX_DEPTH. */
const ARRAY_LEVELS = MAX_ARRAY_NESTING

/**
 * <prefix>Array1 … <prefix>Array8: an array whose items may be arrays one level deeper. Generators
 * (openapi-typescript) cannot type an array that holds itself, only an object that does, so arrays
 * in arrays are spelled out level by level instead of referring to the value schema.
 */
function arraysInArrays(prefix: string, object: string): Record<string, unknown> {
  const levels: Record<string, unknown> = {}
  for (let level = 1; level <= ARRAY_LEVELS; level++) {
    const deeper = level < ARRAY_LEVELS ? [ref(`${prefix}Array${level + 1}`)] : []
    levels[`${prefix}Array${level}`] = { type: 'array', items: { anyOf: [...SCALARS, ...deeper, ref(object)] } }
  }
  return levels
}

/**
 * What json-body.ts lets through in any part of a body the route does not name (an extra key's
 * value, an open object's members): any JSON without the reserved keys at any depth and with
 * arrays at most 8 directly in one another. openapi.ts points every open spot of a body here.
 */
const ANY_JSON = {
  AnyJson: {
    description: `Any JSON value, except that no object in it, at any depth, has a key ${[...RESERVED_KEYS].join(', ')} (400), arrays sit directly in arrays at most ${MAX_ARRAY_NESTING} levels, and a body nests at most ${MAX_DEPTH} levels (400)`,
    anyOf: [...SCALARS, ref('AnyJsonArray1'), ref('AnyJsonObject')],
  },
  ...arraysInArrays('AnyJson', 'AnyJsonObject'),
  AnyJsonObject: { type: 'object', propertyNames: { not: { enum: [...RESERVED_KEYS] } }, additionalProperties: ref('AnyJson') },
}

/** A JSON object whose keys are variable names (so never _id), with any JSON values. */
const JSON_DOCUMENT = { type: 'object', propertyNames: key(VARIABLE_NAME_PATTERN), additionalProperties: ref('JsonValue') }

/**
 * Free-form JSON as the OpenAPI document publishes it: components the answer and body schemas
 * refer to. The domain checks these values (every key at every depth keeps the field-name rules of
 * domain/field-name.ts, whose patterns these are); JSON Schema needs a named, recursive schema to
 * say so, which TypeBox routes cannot carry, so they are listed here and named by `jsonRef`.
 */
export const JSON_VALUE_COMPONENTS = {
  JsonValue: {
    description: `Any JSON value; the keys of its objects, at every depth, are field names (no leading $, no "."); a body nests at most ${MAX_DEPTH} levels (else 400)`,
    anyOf: [...SCALARS, ref('JsonArray1'), ref('JsonObject')],
  },
  ...arraysInArrays('Json', 'JsonObject'),
  JsonObject: { type: 'object', propertyNames: key(FIELD_NAME_PATTERN), additionalProperties: ref('JsonValue') },
  NewDocument: {
    ...JSON_DOCUMENT,
    description: 'A document to store: any JSON object; its top-level keys become variables (so never _id)',
  },
  Document: {
    type: 'object',
    description: 'A stored document: _id (the ObjectId the service assigned) and its fields, decrypted',
    properties: { _id: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
    required: ['_id'],
    additionalProperties: ref('JsonValue'),
  },
  OperationData: {
    description: `create: a document or an array of at most ${MAX_CREATE_DOCUMENTS}; update: the fields to set (no operators)`,
    anyOf: [ref('NewDocument'), { type: 'array', minItems: 1, maxItems: MAX_CREATE_DOCUMENTS, items: ref('NewDocument') }],
  },
  Filter: {
    type: 'object',
    description:
      'Field equality, and only the operators $eq $ne $gt $gte $lt $lte $in $nin $exists $and $or $nor $not $all $size $elemMatch $regex ($options i, m; at most 256 characters, linear patterns only)',
    propertyNames: { anyOf: [{ enum: ['$and', '$or', '$nor'] }, { type: 'string', minLength: 1, pattern: FIELD_PATH_PATTERN }] },
    additionalProperties: ref('AnyJson'),
  },
  ReadOptions: {
    type: 'object',
    description: 'read only',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: `Default ${DEFAULT_LIMIT}` },
      skip: { type: 'integer', minimum: 0, maximum: MAX_SKIP, description: 'Default 0' },
      sort: {
        type: 'object',
        maxProperties: MAX_SORT_KEYS,
        propertyNames: { pattern: FIELD_PATH_PATTERN },
        additionalProperties: { enum: [1, -1] },
      },
      fields: {
        type: 'array',
        maxItems: MAX_PROJECTION_FIELDS,
        items: { type: 'string', pattern: FIELD_PATH_PATTERN },
        description: 'Fields to return besides _id',
      },
    },
    additionalProperties: false,
  },
  BatchOperation: batchOperation(),
  ...ANY_JSON,
}

/** One operation of a batch as domain/batch-request.ts checks it: exactly these keys, `data` and `set` non-empty documents. */
function batchOperation() {
  const id = { type: 'string', pattern: '^[0-9a-fA-F]{24}$', description: 'The ObjectId of the document' }
  const ifVersion = {
    anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }],
    description: 'Only if the document has this version (else 412)',
  }
  const fields = { ...JSON_DOCUMENT, minProperties: 1 }
  const op = (name: string, properties: Record<string, unknown>, required: string[]) => ({
    type: 'object',
    properties: { op: { const: name }, ...properties },
    required: ['op', ...required],
    additionalProperties: false,
  })
  return {
    anyOf: [
      op('create', { data: fields }, ['data']),
      op('update', { id, set: fields, ifVersion }, ['id', 'set']),
      op('delete', { id, ifVersion }, ['id']),
    ],
  }
}

export type JsonComponentName = 'JsonValue' | 'JsonObject' | 'NewDocument' | 'Document' | 'OperationData' | 'Filter' | 'ReadOptions'

/**
 * A body or answer field of free-form JSON: unchecked by the edge (Elysia would coerce an array
 * into an object for an object schema; the domain checks it and answers 400), published as the
 * named component.
 */
export const jsonRef = (name: JsonComponentName, options: { description?: string; examples?: unknown[] } = {}): TUnknown =>
  t.Unknown({ ...ref(name), ...options })
