import { expect, test } from 'bun:test'
import { runSchemathesis } from '../support/schemathesis-run'

/**
 * Examples per operation and phase. 50 keeps the run near two minutes on two busy cores
 * (docs/openapi.md has the measured time); more only finds more with a wider budget.
 */
export const MAX_EXAMPLES = 50
/** Fixed, so a CI failure replays; run without --seed by hand to explore. */
const SEED = 16

test(
  'schemathesis finds no disagreement between /swagger/json and the server (every default check, status-code conformance included)',
  async () => {
    const { code, output } = await runSchemathesis({ maxExamples: MAX_EXAMPLES, seed: SEED })
    const summary = output.trim().split('\n').at(-1) ?? ''
    // The whole report when it fails: each failure with its curl command to reproduce it.
    if (code !== 0) console.log(output)
    else console.log(`schemathesis: ${summary.replace(/=/g, '').trim()}`)
    expect(output).toContain('Test cases:')
    expect(summary).not.toMatch(/failure|error/i)
    expect(code).toBe(0)
  },
  { timeout: 600_000 },
)
