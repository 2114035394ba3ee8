// Plays the scripted conversations in data/intake/<language>.jsonl (and the second set in data/intake/holdout/) through the
// offline intake and prints, per language, how many reach a complete quote request and in how many turns, and every detail
// lost or misread. Exits 1 when a target is missed. Run: bun run eval:intake
import { join } from 'node:path'
import process from 'node:process'
import { LANGUAGE_NAMES } from '../domain/conversation-language'
import {
  evaluateIntake,
  INTAKE_DATA_DIR,
  INTAKE_TARGET_TURNS,
  type LanguageReport,
  loadIntakeConversations,
} from '../infrastructure/llm/intake-evaluation'

const pad = (value: string | number, width: number) => String(value).padStart(width)

function print(title: string, reports: readonly LanguageReport[], minimum: number): string[] {
  console.log(`\n${title}`)
  console.log(`language      convs  all-5  complete  ≤${INTAKE_TARGET_TURNS} turns  mean turns  max turns  details wrong  language slips`)
  for (const r of reports) {
    console.log(
      `${LANGUAGE_NAMES[r.language].padEnd(12)}${pad(r.conversations, 7)}${pad(r.supplyingAll, 7)}${pad(r.completed, 10)}${pad(r.completedWithin6, 11)}` +
        `${pad(r.meanTurns.toFixed(2), 12)}${pad(r.maxTurns, 11)}${pad(r.detailErrors, 15)}${pad(r.languageSlips, 16)}`,
    )
  }
  const total = (key: 'conversations' | 'supplyingAll' | 'completed' | 'completedWithin6' | 'detailErrors' | 'languageSlips') =>
    reports.reduce((s, r) => s + r[key], 0)
  console.log(
    `${'all'.padEnd(12)}${pad(total('conversations'), 7)}${pad(total('supplyingAll'), 7)}${pad(total('completed'), 10)}${pad(total('completedWithin6'), 11)}${' '.repeat(23)}${pad(total('detailErrors'), 15)}${pad(total('languageSlips'), 16)}`,
  )
  return reports.flatMap((r) => [
    ...(r.conversations < minimum ? [`${r.language}: only ${r.conversations} conversations`] : []),
    ...r.results.flatMap((c) => [
      ...c.errors.map((e) => `${c.id}  ${e}`),
      ...(c.suppliesAll && (c.completedAt === null || c.completedAt > INTAKE_TARGET_TURNS)
        ? [`${c.id}  not complete within ${INTAKE_TARGET_TURNS} turns`]
        : []),
      ...(!c.suppliesAll && c.completedAt !== null ? [`${c.id}  summarised as complete without all five details`] : []),
      ...(c.languageSlips > 0 ? [`${c.id}  ${c.languageSlips} replies in another language`] : []),
    ]),
  ])
}

const problems = [
  ...print('Scripted conversations (data/intake/<language>.jsonl)', evaluateIntake(loadIntakeConversations()), 15),
  ...print(
    'Second set, written after the rules (data/intake/holdout/<language>.jsonl)',
    evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout'))),
    5,
  ),
]
if (problems.length > 0) {
  console.log(`\n${problems.length} problems:`)
  for (const p of problems) console.log(`  ${p}`)
}
console.log(problems.length === 0 ? '\ntargets met' : '\ntargets NOT met')
process.exit(problems.length === 0 ? 0 : 1)
