import type { Intent } from '../../../domain/intent'
import { extractFeatures, FEATURE_BITS, FEATURE_BUCKETS, MAX_FEATURES, MAX_INPUT_CHARS } from './intent-features'
import { INTENT_MODEL_FORMAT, INTENT_MODEL_VERSION, type IntentModelFile } from './intent-model-file'

export interface TrainingOptions {
  epochs?: number
  /** L2 penalty applied at every update. */
  l2?: number
  learningRate?: number
  /** Features seen in fewer training messages are pruned (weight 0, not stored). */
  minDocumentFrequency?: number
  seed?: number
  /**
   * Naive-Bayes feature scaling (as in NBSVM): each feature is multiplied by |log-ratio| of its
   * smoothed document frequency in INQUIRY vs GENERAL messages, plus `naiveBayesFloor`; the
   * stored weights include the factor, so serving is unchanged. Smoothing 0 turns it off.
   */
  naiveBayesSmoothing?: number
  naiveBayesFloor?: number
}

interface SparseExample {
  ids: Int32Array
  values: Float64Array
  y: number
}

/** Deterministic PRNG (mulberry32): the same data and options always give the same model. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface CountedMessage {
  ids: Int32Array
  counts: Uint32Array
  n: number
}

/** The distinct feature ids of a message (ascending) with their counts; `scratch` is all zero on entry and exit. */
function countFeatures(text: string, buffer: Int32Array, scratch: Uint32Array): CountedMessage {
  const n = extractFeatures(text, buffer)
  const ids: number[] = []
  for (let i = 0; i < n; i++) if (scratch[buffer[i]!]!++ === 0) ids.push(buffer[i]!)
  const sorted = Int32Array.from(ids).sort()
  const counts = Uint32Array.from(sorted, (id) => scratch[id]!)
  for (const id of sorted) scratch[id] = 0
  return { ids: sorted, counts, n }
}

/** The kept features of a counted message, scaled by 1/√n exactly as OfflineIntentClassifier.score does. */
function sparse(m: CountedMessage, y: number, keep: (id: number) => boolean): SparseExample {
  const scale = m.n > 0 ? 1 / Math.sqrt(m.n) : 0
  const at: number[] = []
  for (let k = 0; k < m.ids.length; k++) if (keep(m.ids[k]!)) at.push(k)
  return { ids: Int32Array.from(at, (k) => m.ids[k]!), values: Float64Array.from(at, (k) => m.counts[k]! * scale), y }
}

/** Per-feature scale |log(P(f|INQUIRY) / P(f|GENERAL))| + floor, with add-`smoothing` document frequencies. */
function naiveBayesRatios(
  examples: readonly { label: Intent }[],
  df: Uint32Array,
  inquiryDf: Uint32Array,
  smoothing: number,
  floor: number,
): Float64Array {
  const ratio = new Float64Array(FEATURE_BUCKETS).fill(1)
  if (smoothing <= 0) return ratio
  const inquiries = examples.filter((e) => e.label === 'INQUIRY').length
  const generals = examples.length - inquiries
  for (let id = 0; id < FEATURE_BUCKETS; id++) {
    if (df[id] === 0) continue
    const inquiry = (inquiryDf[id]! + smoothing) / (inquiries + 2 * smoothing)
    const general = (df[id]! - inquiryDf[id]! + smoothing) / (generals + 2 * smoothing)
    ratio[id] = Math.abs(Math.log(inquiry / general)) + floor
  }
  return ratio
}

/** Trains the logistic regression (AdaGrad, L2) behind OfflineIntentClassifier. */
export function trainIntentModel(examples: readonly { text: string; label: Intent }[], options: TrainingOptions = {}): IntentModelFile {
  const { epochs = 30, l2 = 1e-4, learningRate = 0.5, minDocumentFrequency = 2, seed = 42 } = options
  const { naiveBayesSmoothing = 1, naiveBayesFloor = 0.2 } = options
  const buffer = new Int32Array(MAX_FEATURES)
  const documentFrequency = new Uint32Array(FEATURE_BUCKETS)
  const inquiryFrequency = new Uint32Array(FEATURE_BUCKETS)
  const scratch = new Uint32Array(FEATURE_BUCKETS)
  const counted = examples.map((e) => countFeatures(e.text, buffer, scratch))
  counted.forEach(({ ids }, i) => {
    for (const id of ids) {
      documentFrequency[id]!++
      if (examples[i]!.label === 'INQUIRY') inquiryFrequency[id]!++
    }
  })
  const keep = (id: number) => documentFrequency[id]! >= minDocumentFrequency
  const data = counted.map((m, i) => sparse(m, examples[i]!.label === 'INQUIRY' ? 1 : 0, keep))
  const ratio = naiveBayesRatios(examples, documentFrequency, inquiryFrequency, naiveBayesSmoothing, naiveBayesFloor)
  for (const d of data) for (let k = 0; k < d.ids.length; k++) d.values[k]! *= ratio[d.ids[k]!]!

  const w = new Float64Array(FEATURE_BUCKETS)
  const g2 = new Float64Array(FEATURE_BUCKETS)
  let bias = 0
  let biasG2 = 0
  const next = random(seed)
  const order = data.map((_, i) => i)
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    for (const index of order) {
      const { ids, values, y } = data[index]!
      let z = bias
      for (let k = 0; k < ids.length; k++) z += w[ids[k]!]! * values[k]!
      const error = 1 / (1 + Math.exp(-z)) - y
      biasG2 += error * error
      bias -= (learningRate * error) / (Math.sqrt(biasG2) + 1e-8)
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!
        const gradient = error * values[k]! + l2 * w[id]!
        g2[id]! += gradient * gradient
        w[id]! -= (learningRate * gradient) / (Math.sqrt(g2[id]!) + 1e-8)
      }
    }
  }

  const indices: number[] = []
  const weights: number[] = []
  for (let id = 0; id < FEATURE_BUCKETS; id++) {
    const rounded = Math.round(w[id]! * ratio[id]! * 1e4) / 1e4
    if (rounded !== 0) {
      indices.push(id)
      weights.push(rounded)
    }
  }
  return {
    format: INTENT_MODEL_FORMAT,
    version: INTENT_MODEL_VERSION,
    featureBits: FEATURE_BITS,
    maxInputChars: MAX_INPUT_CHARS,
    threshold: 0.5,
    bias: Math.round(bias * 1e4) / 1e4,
    indices,
    weights,
    training: {
      examples: examples.length,
      inquiries: examples.filter((e) => e.label === 'INQUIRY').length,
      epochs,
      l2,
      minDocumentFrequency,
      naiveBayesSmoothing,
      naiveBayesFloor,
    },
  }
}
