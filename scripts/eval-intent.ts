// Prints the held-out figures of data/intent/model.json; exits 1 when accuracy is below 0.95.
import process from 'node:process'
import { evaluateHeldOut } from '../infrastructure/llm/offline/evaluate-intent-model'

const MINIMUM_ACCURACY = 0.95
const result = evaluateHeldOut()
const f = (x: number) => x.toFixed(4)
console.log(`held-out messages: ${result.n}`)
console.log(`accuracy:  ${f(result.accuracy)}`)
console.log(`precision: ${f(result.precision)} (INQUIRY)`)
console.log(`recall:    ${f(result.recall)} (INQUIRY)`)
console.log(`f1:        ${f(result.f1)} (INQUIRY)`)
console.log(`counts: TP ${result.truePositives}  FP ${result.falsePositives}  TN ${result.trueNegatives}  FN ${result.falseNegatives}`)
for (const e of result.errors) console.log(`  wrong: expected ${e.expected}, got ${e.predicted}: ${e.text}`)
if (result.accuracy < MINIMUM_ACCURACY) {
  console.error(`accuracy ${f(result.accuracy)} is below ${MINIMUM_ACCURACY}`)
  process.exit(1)
}
