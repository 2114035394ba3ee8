import { expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openApiTool, run } from '../support/openapi-tools'
import { startServedApi } from '../support/served-api'

/**
 * Examples per operation and phase. 50 keeps the run near two minutes on two busy cores
 * (docs/openapi.md has the measured time); more only finds more with a wider budget.
 */
export const MAX_EXAMPLES = 50
/** Fixed, so a CI failure replays; run without --seed by hand to explore. */
const SEED = 16

// The documents list's `filter` is JSON text in the operations' filter language, whose operator
// rules no schema states: it is sent as {} (its rules: tests/unit/domain/query-filter.test.ts).
const CONFIG = `[[operations]]
include-path = "/api/v1/datalake/{source}/databases/{db}/documents"
include-method = "GET"
parameters = { filter = "{}" }
`

test(
  'schemathesis finds no disagreement between /swagger/json and the server (every default check, status-code conformance included)',
  async () => {
    const api = await startServedApi()
    // Its own folder: schemathesis keeps a cache of past failures (.schemathesis/) where it runs.
    const workDir = mkdtempSync(join(tmpdir(), 'schemathesis-'))
    writeFileSync(join(workDir, 'schemathesis.toml'), CONFIG)
    try {
      const { code, output } = await run(
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
          String(MAX_EXAMPLES),
          '--seed',
          String(SEED),
          '--workers',
          '2',
          '--generation-database',
          'none',
          '--no-color',
        ],
        { cwd: workDir },
      )
      const summary = output.trim().split('\n').at(-1) ?? ''
      // The whole report when it fails: each failure with its curl command to reproduce it.
      if (code !== 0) console.log(output)
      else console.log(`schemathesis: ${summary.replace(/=/g, '').trim()}`)
      expect(output).toContain('Test cases:')
      expect(summary).not.toMatch(/failure|error/i)
      expect(code).toBe(0)
    } finally {
      await api.stop()
      rmSync(workDir, { recursive: true, force: true })
    }
  },
  { timeout: 600_000 },
)
