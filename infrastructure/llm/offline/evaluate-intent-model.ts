import type { Intent } from '../../../domain/intent'
import { foldOf, INTENT_LANGUAGES, type IntentLanguage, type LabelledMessage, loadHeldOut, loadIntentDataset } from './intent-dataset'
import { OfflineIntentClassifier } from './offline-intent-classifier'
import { type TrainingOptions, trainIntentModel } from './train-intent-model'

/** Figures of one set of predictions, with INQUIRY as the positive class. */
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

/** The figures of all messages together and of each language that has messages. */
export interface IntentReport {
  overall: IntentEvaluation
  byLanguage: Partial<Record<IntentLanguage, IntentEvaluation>>
}

type Prediction = { text: string; expected: Intent; predicted: Intent }

/** Accuracy, precision, recall and F1 (INQUIRY positive) of predictions against labels. */
export function metricsOf(pairs: readonly Prediction[]): IntentEvaluation {
  let tp = 0,
    fp = 0,
    tn = 0,
    fn = 0
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

/** Groups labelled predictions into the overall and per-language figures. */
export function reportOf(predictions: readonly (Prediction & { lang: IntentLanguage })[]): IntentReport {
  const byLanguage: IntentReport['byLanguage'] = {}
  for (const lang of INTENT_LANGUAGES) {
    const mine = predictions.filter((p) => p.lang === lang)
    if (mine.length > 0) byLanguage[lang] = metricsOf(mine)
  }
  return { overall: metricsOf(predictions), byLanguage }
}

const predict = (messages: readonly LabelledMessage[], classifier: OfflineIntentClassifier) =>
  messages.map((m) => ({ text: m.text, lang: m.lang, expected: m.label, predicted: classifier.classify(m.text) }))

/** The shipped model on the held-out set data/intent/heldout/ (messages no training ever reads). */
export function evaluateHeldOut(options: { heldOut?: LabelledMessage[]; classifier?: OfflineIntentClassifier } = {}): IntentReport {
  return reportOf(predict(options.heldOut ?? loadHeldOut(), options.classifier ?? OfflineIntentClassifier.fromFile()))
}

/**
 * k-fold cross-validation on the training set: each fold (foldOf) is classified by a model
 * trained on the other folds with the same options as the shipped model; figures pooled.
 */
export function crossValidate(options: { messages?: LabelledMessage[]; folds?: number; training?: TrainingOptions } = {}): IntentReport {
  const messages = options.messages ?? loadIntentDataset()
  const folds = options.folds ?? 5
  const foldOfMessage = messages.map((m) => foldOf(m.text, folds))
  const predictions: ReturnType<typeof predict> = []
  for (let fold = 0; fold < folds; fold++) {
    const model = trainIntentModel(
      messages.filter((_, i) => foldOfMessage[i] !== fold),
      options.training,
    )
    predictions.push(
      ...predict(
        messages.filter((_, i) => foldOfMessage[i] === fold),
        new OfflineIntentClassifier(model),
      ),
    )
  }
  return reportOf(predictions)
}
