import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openApiTool, run } from './openapi-tools'
import { startServedApi } from './served-api'

// The documents list's `filter` is JSON text in the operations' filter language, whose operator
// rules no schema states: it is sent as {} (its rules: tests/unit/domain/query-filter.test.ts).
// A new API key's expiresAt must lie in the future, which no schema can state: a past one is 400
// (tests/http covers it), so 400 is an expected answer to that route's schema-valid bodies.
const CONFIG = `[[operations]]
include-path = "/api/v1/datalake/{source}/databases/{db}/documents"
include-method = "GET"
parameters = { filter = "{}" }

[[operations]]
include-path = "/api/v1/workspaces/{id}/api-keys"
include-method = "POST"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429", "5xx"]
`

/**
 * Runs schemathesis against the real server entry on a fresh DATA_DIR, signed in through the
 * outbox: the default checks (the test) or `--checks all` (bun run fuzz:openapi).
 */
export async function runSchemathesis(options: {
  maxExamples: number
  seed?: number
  checks?: 'all'
}): Promise<{ code: number; output: string }> {
  // Inbound credentials set, so the Postmark route answers as in production: 401 to the run's bearer token.
  const api = await startServedApi({ INBOUND_WEBHOOK_USER: 'schemathesis', INBOUND_WEBHOOK_PASSWORD: 'schemathesis-inbound-secret' })
  // Its own folder: schemathesis keeps a cache of past failures (.schemathesis/) where it runs.
  const workDir = mkdtempSync(join(tmpdir(), 'schemathesis-'))
  writeFileSync(join(workDir, 'schemathesis.toml'), CONFIG)
  try {
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
