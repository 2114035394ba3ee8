import { FEATURE_BITS, MAX_INPUT_CHARS } from './intent-features'

export const INTENT_MODEL_FORMAT = 'offline-intent-logistic-regression'
export const INTENT_MODEL_VERSION = 1

/**
 * data/intent/model.json: a logistic regression over the hashed features of intent-features.ts.
 * P(INQUIRY) = sigmoid(bias + Σ weights[f] / √(number of features)); only non-zero weights are stored.
 */
export interface IntentModelFile {
  format: typeof INTENT_MODEL_FORMAT
  version: typeof INTENT_MODEL_VERSION
  featureBits: number
  maxInputChars: number
  threshold: number
  bias: number
  /** Bucket ids in ascending order, aligned with `weights`. */
  indices: number[]
  weights: number[]
  training: {
    examples: number
    inquiries: number
    epochs: number
    l2: number
    minDocumentFrequency: number
    naiveBayesSmoothing?: number
    naiveBayesFloor?: number
  }
}

/** Checks that a parsed model.json fits this featurizer; throws a one-line reason otherwise. */
export function parseIntentModel(value: unknown): IntentModelFile {
  const m = value as Partial<IntentModelFile> | null
  const fail = (why: string): never => {
    throw new Error(`intent model rejected: ${why}`)
  }
  if (typeof m !== 'object' || m === null) return fail('not an object')
  if (m.format !== INTENT_MODEL_FORMAT || m.version !== INTENT_MODEL_VERSION) return fail('unknown format or version')
  if (m.featureBits !== FEATURE_BITS || m.maxInputChars !== MAX_INPUT_CHARS) return fail('trained with another featurizer: retrain')
  if (!Number.isFinite(m.bias) || !Number.isFinite(m.threshold)) return fail('bias or threshold missing')
  if (!Array.isArray(m.indices) || !Array.isArray(m.weights) || m.indices.length !== m.weights.length) {
    return fail('indices and weights must be arrays of the same length')
  }
  const buckets = 1 << FEATURE_BITS
  for (let i = 0; i < m.indices.length; i++) {
    const index = m.indices[i]
    if (!Number.isInteger(index) || index! < 0 || index! >= buckets || !Number.isFinite(m.weights[i])) {
      return fail(`bad feature at position ${i}`)
    }
  }
  return m as IntentModelFile
}
