import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import type * as Api from '../../interfaces/console/api-types'
import { CONSOLE_SCHEMA_FILE, consoleSchemaText, servedDocument } from '../../scripts/generate-console-types'

test('the console’s generated API types match the OpenAPI document the service serves (else: bun run generate:console-types)', async () => {
  const fresh = await consoleSchemaText(await servedDocument())
  expect(fresh).toContain('export interface paths')
  expect(readFileSync(CONSOLE_SCHEMA_FILE, 'utf8')).toBe(fresh)
}, 30_000)

// Checked by the type check: a type taken from a path or status the document no longer has
// would be `never`, and every use of it would compile.
type IsNever<T> = [T] extends [never] ? true : false
type NeverFlags<T extends unknown[]> = { [K in keyof T]: IsNever<T[K]> }
type Taken = [
  Api.ApiErrorBody,
  Api.AccessToken,
  Api.Profile,
  Api.UserView,
  Api.Database,
  Api.DataDocument,
  Api.OperationResult,
  Api.PatchResult,
  Api.FieldChange,
  Api.VariablesResult,
  Api.Webhook,
  Api.WebhookEvent,
  Api.Delivery,
  Api.InboxEntry,
]
const noneIsNever: NeverFlags<Taken> = [false, false, false, false, false, false, false, false, false, false, false, false, false, false]
test('no console API type is empty', () => {
  expect(noneIsNever.every((isNever) => !isNever)).toBe(true)
})
