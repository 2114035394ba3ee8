import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { LANGUAGES } from '../../../domain/conversation-language'
import {
  evaluateIntake,
  INTAKE_DATA_DIR,
  INTAKE_TARGET_TURNS,
  loadIntakeConversations,
  runConversation,
} from '../../../infrastructure/llm/intake-evaluation'

const reports = evaluateIntake(loadIntakeConversations())

describe('bun run eval:intake: the scripted conversations in data/intake/', () => {
  test('cover the ten languages with at least 15 conversations each', () => {
    expect(reports.map((r) => r.language)).toEqual([...LANGUAGES])
    for (const r of reports) expect(r.conversations).toBeGreaterThanOrEqual(15)
  })

  test(`every conversation that gives all five details completes within ${INTAKE_TARGET_TURNS} turns, in its language`, () => {
    const late = reports.flatMap((r) =>
      r.results.filter((c) => c.suppliesAll && (c.completedAt === null || c.completedAt > INTAKE_TARGET_TURNS)).map((c) => c.id),
    )
    expect(late).toEqual([])
    for (const r of reports) expect(r.completedWithin6).toBe(r.supplyingAll)
  })

  test('a conversation that leaves a detail out is never summarised as complete, and every language has one', () => {
    for (const r of reports) {
      const partial = r.results.filter((c) => !c.suppliesAll)
      expect(partial.length).toBeGreaterThan(0)
      expect(partial.filter((c) => c.completedAt !== null).map((c) => c.id)).toEqual([])
    }
  })

  test('no detail the customer gave is lost or misread, and no reply switches language', () => {
    const wrong = reports.flatMap((r) => r.results.flatMap((c) => c.errors.map((e) => `${c.id} ${e}`)))
    expect(wrong).toEqual([])
    expect(reports.map((r) => r.languageSlips)).toEqual(LANGUAGES.map(() => 0))
  })

  test('the second set (data/intake/holdout/) meets the same targets', () => {
    const second = evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout')))
    const problems = second.flatMap((r) =>
      r.results.filter((c) => c.errors.length > 0 || c.completedAt === null || c.completedAt > INTAKE_TARGET_TURNS || c.languageSlips > 0),
    )
    expect(problems.map((c) => `${c.id} ${c.errors.join('; ')}`)).toEqual([])
    for (const r of second) expect(r.conversations).toBeGreaterThanOrEqual(5)
  })

  test('the evaluation can fail: a misread detail and an unfinished conversation are reported', () => {
    const result = runConversation({
      id: 'x',
      language: 'de',
      kind: 'one-message',
      turns: ['Hallo, von Hamburg nach Wien bitte'],
      expect: { origin: 'Hamburg', destination: 'Graz', cargo: 'Holz', weight: '3 t', dates: 'morgen' },
    })
    expect(result.errors).toEqual([
      'destination: "Graz" → "Wien"',
      'cargo: "Holz" → null',
      'weight: "3 t" → null',
      'dates: "morgen" → null',
    ])
    expect(result.completedAt).toBeNull()
    expect(result.suppliesAll).toBe(true)
  })
})
