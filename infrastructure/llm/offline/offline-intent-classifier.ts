import { readFileSync } from 'node:fs'
import type { Intent } from '../../../domain/intent'
import { extractFeatures, FEATURE_BUCKETS, MAX_FEATURES } from './intent-features'
import { type IntentModelFile, parseIntentModel } from './intent-model-file'

const DEFAULT_MODEL_URL = new URL('../../../data/intent/model.json', import.meta.url)

// One buffer for every instance: classify is synchronous and never re-enters itself.
const features = new Int32Array(MAX_FEATURES)

/** Offline INQUIRY/GENERAL classifier: a logistic regression trained on data/intent, no network. */
export class OfflineIntentClassifier {
  private readonly weights = new Float64Array(FEATURE_BUCKETS)
  private readonly bias: number
  private readonly threshold: number

  constructor(model: IntentModelFile) {
    const checked = parseIntentModel(model)
    for (let i = 0; i < checked.indices.length; i++) this.weights[checked.indices[i]!] = checked.weights[i]!
    this.bias = checked.bias
    this.threshold = checked.threshold
  }

  /** Loads the model once (default: data/intent/model.json of this repository). */
  static fromFile(path: string | URL = DEFAULT_MODEL_URL): OfflineIntentClassifier {
    return new OfflineIntentClassifier(JSON.parse(readFileSync(path, 'utf8')) as IntentModelFile)
  }

  /** P(INQUIRY) for a message, in [0, 1]. */
  score(text: string): number {
    const n = extractFeatures(text, features)
    let sum = 0
    for (let i = 0; i < n; i++) sum += this.weights[features[i]!]!
    const z = this.bias + (n > 0 ? sum / Math.sqrt(n) : 0)
    return 1 / (1 + Math.exp(-z))
  }

  classify(text: string): Intent {
    return this.score(text) >= this.threshold ? 'INQUIRY' : 'GENERAL'
  }
}
