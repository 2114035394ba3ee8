import type { Intent } from '../../../domain/intent'
import { loadIntentDataset, messagesOf, DEFAULT_DATASET_PATH } from './intent-dataset'
import { OfflineIntentClassifier } from './offline-intent-classifier'

/** Held-out figures, with INQUIRY as the positive class. */
export interface IntentEvaluation {
  accuracy: number
  precision: number
  recall: number
  f1: number
  n: number
  truePositives: number
  falsePositives: number
  trueNegatives: number
  falseNegatives: number
  errors: { text: string; expected: Intent; predicted: Intent }[]
}

/** Accuracy, precision, recall and F1 (INQUIRY positive) of predictions against labels. */
export function metricsOf(pairs: readonly { text: string; expected: Intent; predicted: Intent }[]): IntentEvaluation {
  let tp = 0, fp = 0, tn = 0, fn = 0
  for (const { expected, predicted } of pairs) {
    if (predicted === 'INQUIRY') expected === 'INQUIRY' ? tp++ : fp++
    else expected === 'GENERAL' ? tn++ : fn++
  }
  const n = pairs.length
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn)
  return {
    accuracy: n === 0 ? 0 : (tp + tn) / n,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    n,
    truePositives: tp,
    falsePositives: fp,
    trueNegatives: tn,
    falseNegatives: fn,
    errors: pairs.filter((p) => p.expected !== p.predicted).map((p) => ({ ...p })),
  }
}

/** Evaluates the shipped model on the held-out split (messages the training script never saw). */
export function evaluateHeldOut(
  options: { datasetPath?: string; classifier?: OfflineIntentClassifier } = {},
): IntentEvaluation {
  const classifier = options.classifier ?? OfflineIntentClassifier.fromFile()
  const heldOut = messagesOf('test', loadIntentDataset(options.datasetPath ?? DEFAULT_DATASET_PATH))
  return metricsOf(heldOut.map((m) => ({ text: m.text, expected: m.label, predicted: classifier.classify(m.text) })))
}
