// Trains the offline intent classifier on every message of data/intent/messages.jsonl and writes
// data/intent/model.json. The held-out set (data/intent/heldout/) is never read here.
import { statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { metricsOf } from '../infrastructure/llm/offline/evaluate-intent-model'
import { loadIntentDataset } from '../infrastructure/llm/offline/intent-dataset'
import { OfflineIntentClassifier } from '../infrastructure/llm/offline/offline-intent-classifier'
import { trainIntentModel } from '../infrastructure/llm/offline/train-intent-model'

const modelPath = fileURLToPath(new URL('../data/intent/model.json', import.meta.url))
const training = loadIntentDataset()
const model = trainIntentModel(training)

// Top-level keys one per line keeps diffs of retrained models readable.
const body = Object.entries(model).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
writeFileSync(modelPath, `{\n${body.join(',\n')}\n}\n`)

const trained = new OfflineIntentClassifier(model)
const fit = metricsOf(training.map((m) => ({ text: m.text, expected: m.label, predicted: trained.classify(m.text) })))
console.log(`trained on ${training.length} messages (${model.training.inquiries} INQUIRY)`)
console.log(`model: ${model.indices.length} non-zero features, ${(statSync(modelPath).size / 1024).toFixed(0)} KiB → ${modelPath}`)
console.log(`training-set accuracy: ${fit.accuracy.toFixed(4)} (run \`bun run eval:intent\` for held-out and cross-validation figures)`)
