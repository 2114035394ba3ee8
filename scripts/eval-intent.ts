// Prints the offline classifier's figures: the shipped data/intent/model.json on the held-out set
// (data/intent/heldout/) overall and per language with confusion matrices, then 5-fold
// cross-validation per language on the training set. Exits 1 when a target of intent-targets.ts
// is missed. Options: --errors lists the misclassified held-out messages; --no-cv skips the 5 folds.
import { statSync } from 'node:fs'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { crossValidate, evaluateHeldOut, type IntentReport } from '../infrastructure/llm/offline/evaluate-intent-model'
import { INTENT_LANGUAGES } from '../infrastructure/llm/offline/intent-dataset'
import { INTENT_TARGETS, intentTargetShortfalls } from '../infrastructure/llm/offline/intent-targets'

const f = (x: number) => x.toFixed(4)
const pad = (s: string | number, n: number) => String(s).padStart(n)

function table(title: string, report: IntentReport): void {
  console.log(`\n${title}`)
  console.log('lang      n  accuracy  precision  recall |  INQ→INQ  INQ→GEN  GEN→INQ  GEN→GEN')
  const rows = [
    ...INTENT_LANGUAGES.filter((l) => report.byLanguage[l]).map((l) => [l, report.byLanguage[l]!] as const),
    ['all', report.overall] as const,
  ]
  for (const [lang, m] of rows) {
    console.log(
      `${lang.padEnd(4)} ${pad(m.n, 6)}  ${f(m.accuracy)}     ${f(m.precision)}  ${f(m.recall)} | ` +
        `${pad(m.truePositives, 8)} ${pad(m.falseNegatives, 8)} ${pad(m.falsePositives, 8)} ${pad(m.trueNegatives, 8)}`,
    )
  }
  const o = report.overall
  console.log(
    `confusion matrix (rows expected, columns predicted):\n` +
      `              INQUIRY  GENERAL\n  INQUIRY   ${pad(o.truePositives, 8)} ${pad(o.falseNegatives, 8)}\n  GENERAL   ${pad(o.falsePositives, 8)} ${pad(o.trueNegatives, 8)}`,
  )
}

const modelBytes = statSync(fileURLToPath(new URL('../data/intent/model.json', import.meta.url))).size
const heldOut = evaluateHeldOut()
table('held-out set (data/intent/heldout/, never trained on)', heldOut)
if (process.argv.includes('--errors')) {
  for (const e of heldOut.overall.errors) console.log(`  wrong: expected ${e.expected}, got ${e.predicted}: ${e.text}`)
}
const crossValidation = process.argv.includes('--no-cv') ? undefined : crossValidate()
if (crossValidation) table('5-fold cross-validation on the training set (data/intent/messages.jsonl)', crossValidation)
console.log(`\nmodel: ${(modelBytes / 1024).toFixed(0)} KiB (limit ${INTENT_TARGETS.maxModelBytes / 1024} KiB)`)

const misses = intentTargetShortfalls({ heldOut, crossValidation, modelBytes, languages: INTENT_LANGUAGES })
for (const miss of misses) console.error(`target missed: ${miss}`)
if (misses.length > 0) process.exit(1)
console.log(
  `targets met: held-out ≥ ${INTENT_TARGETS.heldOutOverall} overall and ≥ ${INTENT_TARGETS.heldOutPerLanguage} per language` +
    (crossValidation ? `, 5-fold ≥ ${INTENT_TARGETS.crossValidationPerLanguage} per language` : ''),
)
