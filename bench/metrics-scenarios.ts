import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerProcess } from './processes'
import { median, round } from './report'
import { type Scenario, scenarios } from './scenarios'
import type { WrkResult } from './wrk'

/** A scenario on the service with METRICS_TOKEN set, and the same scenario without (its plain twin). */
export interface MeteredScenario extends Scenario {
  readonly plain: Scenario
}

/**
 * `health` and `post-document` again, on a second service with METRICS_TOKEN set (every request
 * recorded): the cost of the metrics is the difference to the plain scenarios (budget: 3 %).
 */
export const metricsScenarios: MeteredScenario[] = ['health', 'post-document'].map((name) => {
  const plain = scenarios.find((s) => s.name === name)!
  return { ...plain, name: `${name}-metrics`, description: `${plain.description}, with METRICS_TOKEN set`, plain }
})

type Measured = WrkResult & { cpuUs: number | null }

/**
 * A metered scenario's plain twin, on the service without METRICS_TOKEN, measured in the same
 * rounds: just before the metered run in odd rounds, just after in even ones. The metrics' cost is
 * the ratio of the two CPU times per request, round by round. Compared minutes apart, as separate
 * table rows, two runs of one service differ by more than the 3 % budget.
 */
export class PlainTwin {
  private readonly ratios: number[] = []
  /** The twin's CPU µs per request in the last round, for the round's line. */
  lastPlainUs: number | null = null

  private constructor(
    private readonly run: () => Promise<Measured>,
    readonly cleanup: () => void,
  ) {}

  static async prepare(
    scenario: MeteredScenario,
    on: { server: ServerProcess; token: string },
    workDir: string,
    measure: (server: ServerProcess, path: string, script: string, seconds?: number) => Promise<Measured>,
    warmUpSeconds: number,
  ): Promise<PlainTwin | null> {
    const prepared = await scenario.plain.prepare({ url: on.server.url, token: on.token })
    if ('unavailable' in prepared) return null
    const script = join(workDir, `${scenario.name}-plain.lua`)
    writeFileSync(script, prepared.lua)
    await measure(on.server, prepared.path, script, warmUpSeconds)
    return new PlainTwin(
      () => measure(on.server, prepared.path, script),
      () => prepared.cleanup?.(),
    )
  }

  /** One round of the metered scenario (`metered`) with the twin beside it. */
  async round(index: number, metered: () => Promise<Measured>): Promise<Measured> {
    const before = index % 2 ? await this.run() : null
    const measured = await metered()
    const plain = before ?? (await this.run())
    this.lastPlainUs = plain.cpuUs
    if (plain.cpuUs && measured.cpuUs) this.ratios.push(measured.cpuUs / plain.cpuUs)
    return measured
  }

  /** The median of the rounds' CPU-per-request ratios, metered ÷ plain; null without a measured round. */
  cpuVsPlain(): number | null {
    return this.ratios.length > 0 ? round(median(this.ratios), 3) : null
  }
}
