/**
 * Splits a CPU profile (`bun --cpu-prof`, Chrome's .cpuprofile format) into the stages of a write:
 * each sample is charged to the stage of the innermost frame on its stack whose source file a rule
 * names, so native work (SQLite's statement execution, JSON parsing) is charged to the code that
 * asked for it.
 */
export interface CpuProfile {
  readonly nodes: readonly { id: number; callFrame: { functionName: string; url: string }; children?: readonly number[] }[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

/** Stage rules, innermost first: the first rule matching a frame's file (or function) names its stage. */
export const STAGES: readonly { stage: string; match: RegExp }[] = [
  { stage: 'checkpointing', match: /wal-checkpoint/ },
  { stage: 'group commit', match: /sqlite-write-batcher|write-batcher|mongo-transactions/ },
  { stage: 'change record', match: /change-entries|change-record|change-log|change-notifier|change-codec|change-recorder/ },
  {
    stage: 'encoding/encryption',
    match: /document-codec|field-cipher|aes-gcm|crypto\/|sensitive-field|document-projection|serializing-document-pages/,
  },
  { stage: 'store', match: /infrastructure\/persistence\// },
  { stage: 'authentication', match: /bearer-auth|authenticate-access-token|access-token|jwt|identity\// },
  { stage: 'use case', match: /application\/(use-cases|services)\/|domain\// },
  { stage: 'HTTP and validation', match: /interfaces\/http\/|node_modules\/elysia|node_modules\/@sinclair|typebox/ },
]

export interface StageRow {
  readonly stage: string
  readonly ms: number
  readonly share: number
}

/** CPU time per stage; `idle` (the event loop waiting) and `(garbage collector)` are their own rows. */
export function stagesOf(profile: CpuProfile): StageRow[] {
  const parent = new Map<number, number>()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const stageOfNode = new Map<number, string>()
  const stageOf = (id: number): string => {
    const known = stageOfNode.get(id)
    if (known) return known
    const frame = byId.get(id)!.callFrame
    let stage: string
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') stage = 'idle'
    else if (frame.functionName === '(garbage collector)') stage = 'garbage collection'
    else {
      const where = `${frame.url} ${frame.functionName}`
      const rule = frame.url ? STAGES.find((r) => r.match.test(where)) : undefined
      const up = parent.get(id)
      stage = rule ? rule.stage : up === undefined ? 'runtime (Bun, native)' : stageOf(up)
    }
    stageOfNode.set(id, stage)
    return stage
  }
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const stage = stageOf(id)
    totals.set(stage, (totals.get(stage) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const busy = [...totals].filter(([stage]) => stage !== 'idle').reduce((sum, [, us]) => sum + us, 0)
  return [...totals]
    .map(([stage, us]) => ({ stage, ms: us / 1000, share: stage === 'idle' || busy === 0 ? 0 : us / busy }))
    .sort((a, b) => b.ms - a.ms)
}
