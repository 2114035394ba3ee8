// Trains the offline intent classifier on the training split of data/intent/messages.jsonl and
// writes data/intent/model.json. The held-out split (see splitOf) is never read here.
import { statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadIntentDataset, messagesOf } from '../infrastructure/llm/offline/intent-dataset'
import { trainIntentModel } from '../infrastructure/llm/offline/train-intent-model'
import { OfflineIntentClassifier } from '../infrastructure/llm/offline/offline-intent-classifier'
import { metricsOf } from '../infrastructure/llm/offline/evaluate-intent-model'

const modelPath = fileURLToPath(new URL('../data/intent/model.json', import.meta.url))
const all = loadIntentDataset()
const training = messagesOf('train', all)
const model = trainIntentModel(training)

// Top-level keys one per line keeps diffs of retrained models readable.
const body = Object.entries(model).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
writeFileSync(modelPath, `{\n${body.join(',\n')}\n}\n`)

const trained = new OfflineIntentClassifier(model)
const fit = metricsOf(training.map((m) => ({ text: m.text, expected: m.label, predicted: trained.classify(m.text) })))
console.log(`dataset: ${all.length} messages, training on ${training.length} (${model.training.inquiries} INQUIRY), held out ${all.length - training.length}`)
console.log(`model: ${model.indices.length} non-zero features, ${(statSync(modelPath).size / 1024).toFixed(0)} KiB → ${modelPath}`)
console.log(`training-set accuracy: ${fit.accuracy.toFixed(4)} (run \`bun run eval:intent\` for the held-out figures)`)
