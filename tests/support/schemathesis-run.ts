import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openApiTool, run } from './openapi-tools'
import { startServedApi } from './served-api'

const FUZZ_SOURCE = 'fuzz'

/**
 * The run's schemathesis.toml. The documents list's and the export's `filter` is JSON text in the
 * operations' filter language, whose operator rules no schema states: it is sent as {} (its rules:
 * tests/unit/domain/query-filter.test.ts). A new API key's expiresAt must lie in the future, which
 * no schema can state: a past one is 400 (tests/http covers it), so 400 is an expected answer to
 * that route's schema-valid bodies; so is a webhook's url whose host does not resolve to a public
 * address (resolved when it is saved), which a fuzzer's made-up hosts never do. With a database (`db`), every `{source}` and `{db}` names it,
 * except in its own deletion.
 */
function config(db: string | undefined): string {
  const place = db ? `, source = "${FUZZ_SOURCE}", db = "${db}"` : ''
  const sections = [
    db ? `parameters = { source = "${FUZZ_SOURCE}", db = "${db}" }` : '',
    ...['documents', 'export'].map(
      (path) => `[[operations]]
include-path = "/api/v1/datalake/{source}/databases/{db}/${path}"
include-method = "GET"
parameters = { filter = "{}"${place} }`,
    ),
    db
      ? `[[operations]]
include-path = "/api/v1/datalake/{source}/databases/{db}"
include-method = "DELETE"
parameters = { source = "${FUZZ_SOURCE}", db = "not_this_one" }`
      : '',
    ...[
      ['POST', '/api/v1/workspaces/{id}/api-keys'],
      ['POST', '/api/v1/datalake/{source}/databases/{db}/webhooks'],
      ['PATCH', '/api/v1/datalake/{source}/databases/{db}/webhooks/{id}'],
      ['POST', '/api/v1/desk/webhooks'],
      ['PATCH', '/api/v1/desk/webhooks/{id}'],
    ].map(
      ([method, path]) => `[[operations]]
include-path = "${path}"
include-method = "${method}"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429", "5xx"]`,
    ),
  ]
  return `${sections.filter(Boolean).join('\n\n')}\n`
}

/**
 * Runs schemathesis against the real server entry on a fresh DATA_DIR, signed in through the
 * outbox: the default checks (the test) or `--checks all` (bun run fuzz:openapi). With `dataLake`,
 * a database is created first and every `{source}`/`{db}` is that one (its deletion excepted), so
 * the data-lake routes are fuzzed past the lookup instead of answering 404.
 */
export async function runSchemathesis(options: {
  maxExamples: number
  seed?: number
  checks?: 'all'
  dataLake?: boolean
}): Promise<{ code: number; output: string }> {
  // Inbound credentials set, so the Postmark route answers as in production: 401 to the run's bearer
  // token. A day-long access token: a run past the default hour would otherwise fuzz only 401s.
  const api = await startServedApi({
    INBOUND_WEBHOOK_USER: 'schemathesis',
    INBOUND_WEBHOOK_PASSWORD: 'schemathesis-inbound-secret',
    JWT_TTL_SECONDS: '86400',
  })
  // Its own folder: schemathesis keeps a cache of past failures (.schemathesis/) where it runs.
  const workDir = mkdtempSync(join(tmpdir(), 'schemathesis-'))
  try {
    const db = options.dataLake ? await createDatabase(api.base, api.token) : undefined
    writeFileSync(join(workDir, 'schemathesis.toml'), config(db))
    return await run(
      [
        openApiTool('schemathesis'),
        '--config-file',
        'schemathesis.toml',
        'run',
        `${api.base}/swagger/json`,
        '--header',
        `Authorization: Bearer ${api.token}`,
        // Logout revokes every token of its caller, the fuzzer's own included; tests/http/auth.test.ts covers it.
        '--exclude-path',
        '/api/v1/auth/logout',
        '--max-examples',
        String(options.maxExamples),
        ...(options.seed === undefined ? [] : ['--seed', String(options.seed)]),
        // With every check, the variables body's many patterned names make hypothesis's generation
        // slow enough to trip its health check: a generator limit, not a finding about the API.
        ...(options.checks ? ['--checks', options.checks, '--suppress-health-check', 'too_slow'] : []),
        '--workers',
        '2',
        '--generation-database',
        'none',
        '--no-color',
      ],
      { cwd: workDir },
    )
  } finally {
    await api.stop()
    rmSync(workDir, { recursive: true, force: true })
  }
}

async function createDatabase(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/datalake/${FUZZ_SOURCE}/databases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz', variables: ['a', 'b'] }),
  })
  if (res.status !== 201) throw new Error(`creating the fuzzed database: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { name: string }).name
}
