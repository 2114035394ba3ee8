// A client team's program against the types openapi-typescript generates from /swagger/json
// (tests/openapi/typed-client.test.ts generates them into ./generated, then compiles this with
// tsc --strict and runs it). Only the public document is known here: no import from the server.
import createClient from 'openapi-fetch'
import type { components, paths } from './generated/api'

type Document = components['schemas']['Document']

export interface Walk {
  email: string
  expiresIn: number
  database: string
  created: Document
  patched: { from: unknown; to: unknown }
  statusMessage: string
  read: { count: number; modifiedCount: number; hasMore: boolean | undefined }
  listed: string[]
  missing: { status: number; code: string }
  deleted: string
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}`)
  return value
}

/** Signs in (the link's token comes from the mail) and walks the data lake through the typed client. */
export async function walkDataLake(baseUrl: string, email: string, linkTokenOf: (email: string) => string): Promise<Walk> {
  const anonymous = createClient<paths>({ baseUrl })
  const asked = await anonymous.POST('/api/v1/auth', { body: { email } })
  required(asked.data, 'sign-in answer')
  const signedIn = await anonymous.POST('/api/v1/auth/verify', { body: { token: linkTokenOf(email) } })
  const { accessToken, expiresIn } = required(signedIn.data, 'access token')

  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${accessToken}` } })
  const me = required((await api.GET('/api/v1/me')).data, 'profile')
  const source = 'erp'
  const database = required(
    (
      await api.POST('/api/v1/datalake/{source}/databases', {
        params: { path: { source } },
        body: { name: 'Typed Shipments', variables: ['origin'] },
      })
    ).data,
    'database',
  )
  const db = database.name
  const created = required(
    (
      await api.POST('/api/v1/datalake/{source}/databases/{db}/documents', {
        params: { path: { source, db } },
        body: { origin: 'Oslo', weightKg: 1200 },
      })
    ).data,
    'document',
  )
  const patch = await api.PATCH('/api/v1/datalake/{source}/databases/{db}/documents/{id}', {
    params: { path: { source, db, id: created._id } },
    body: { field: 'weightKg', value: 1300 },
  })
  const { changes } = required(patch.data, 'patch answer')
  const variables = await api.POST('/api/v1/datalake/{source}/databases/{db}/variables', {
    params: { path: { source, db } },
    body: { newVariables: ['status'] },
  })
  const { statusMessage } = required(variables.data, 'variables answer')
  const read = required(
    (await api.POST('/api/v1/operations', { body: { db, operation: 'read', options: { limit: 10, sort: { weightKg: -1 } } } })).data,
    'read answer',
  )
  const listed = required((await api.GET('/api/v1/datalake/{source}/databases', { params: { path: { source } } })).data, 'list')
  const missing = await api.DELETE('/api/v1/datalake/{source}/databases/{db}', { params: { path: { source, db: 'none_zzzzzz' } } })
  const error = required(missing.error, 'error of an unknown database')
  const deleted = required(
    (await api.DELETE('/api/v1/datalake/{source}/databases/{db}', { params: { path: { source, db } } })).data,
    'delete answer',
  )

  return {
    email: me.email,
    expiresIn,
    database: database.userFriendlyName,
    created,
    patched: { from: changes.from, to: changes.to },
    statusMessage,
    read: { count: read.data.length, modifiedCount: read.modifiedCount, hasMore: read.hasMore },
    listed: listed.map((entry) => entry.userFriendlyName),
    missing: { status: missing.response.status, code: error.code },
    deleted: deleted.message,
  }
}
