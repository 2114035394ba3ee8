import { t } from 'elysia'

/** The error body every failing route answers with. */
export const ErrorSchema = t.Object(
  {
    message: t.String({ description: 'For people' }),
    code: t.String({ description: 'For programs: VALIDATION_FAILED, MALFORMED_JSON, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, ...' }),
    details: t.Optional(
      t.Array(t.Object({ path: t.String(), message: t.String() }), {
        description: 'Validation errors: which input, and what is wrong with it',
      }),
    ),
  },
  { description: 'Every error: a message for people, a code for programs' },
)

export const MessageSchema = t.Object({ message: t.String() })

/** What each error status means in this API: the description of that answer in the OpenAPI document. */
export const ERROR_STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid input (VALIDATION_FAILED, with details), or a body that is not JSON (MALFORMED_JSON)',
  401: 'Missing, malformed, expired or revoked bearer token (UNAUTHORIZED, with WWW-Authenticate: Bearer), or a login link or code that does not work (LINK_INVALID, LINK_USED, LINK_EXPIRED)',
  403: 'Authenticated but not allowed (FORBIDDEN)',
  404: 'Absent, or not in your workspace (NOT_FOUND)',
  405: 'The path exists, the method does not (METHOD_NOT_ALLOWED, with Allow)',
  409: 'Conflicts with the current state (CONFLICT)',
  413: 'Body larger than MAX_BODY_BYTES (PAYLOAD_TOO_LARGE)',
  415: 'Body that is not application/json (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Too many requests (RATE_LIMITED); Retry-After gives the seconds to wait',
  501: 'The MongoDB deployment lacks what this needs: transactions for a batch (TRANSACTIONS_UNAVAILABLE), an aggregation operator (STORE_FEATURE_UNAVAILABLE)',
  502: 'A dependency answered something unusable (UPSTREAM_UNAVAILABLE)',
  503: 'The store or a dependency is unavailable or timed out (UPSTREAM_UNAVAILABLE)',
}

/** Standard error responses to list beside a route's success response, each with what it means here. */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, t.Object(ErrorSchema.properties, { description: ERROR_STATUS_DESCRIPTIONS[s] })])) as Record<
    number,
    typeof ErrorSchema
  >
