import { describe, expect, test } from 'bun:test'
import { stagesOf } from '../../bench/cpu-profile-stages'

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url },
  children,
})

describe('a CPU profile split into the stages of a write', () => {
  test('native work is charged to the innermost frame of ours that asked for it; idle is apart', () => {
    const profile = {
      nodes: [
        frame(1, '(root)', '', [2, 6, 7]),
        frame(2, 'handle', '/app/node_modules/elysia/dist/index.mjs', [3]),
        frame(3, 'execute', '/app/application/use-cases/create-document.ts', [4]),
        frame(4, 'append', '/app/infrastructure/persistence/sqlite/sqlite-change-log-table.ts', [5]),
        frame(5, 'run', ''),
        frame(6, '(idle)', ''),
        frame(7, '(garbage collector)', ''),
      ],
      samples: [5, 5, 3, 2, 6, 7],
      timeDeltas: [1000, 1000, 1000, 1000, 5000, 1000],
    }
    const rows = Object.fromEntries(stagesOf(profile).map((r) => [r.stage, r.ms]))
    expect(rows).toEqual({ 'change record': 2, 'use case': 1, 'HTTP and validation': 1, idle: 5, 'garbage collection': 1 })
    expect(stagesOf(profile).find((r) => r.stage === 'change record')!.share).toBeCloseTo(0.4)
  })
})
