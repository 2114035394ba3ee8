// The checked-in tagger model must be what `bun run train:intake` builds from the repository today: the tagger's
// features read the gazetteer and the tokenizer, so a change there (or in the training lines) without a retraining leaves
// a model no one can rebuild. Trains without cross-validation (a few seconds) and compares every weight.
import { expect, test } from 'bun:test'
import { fileURLToPath } from 'node:url'
import { TAGGER_MODEL } from '../../../domain/quote-tagger-model'
import { loadTraining, trainTagger } from '../../../scripts/intake-tagger-training'

test('the checked-in tagger model is what `bun run train:intake` builds from the repository', () => {
  const dir = fileURLToPath(new URL('../../../data/intake/training', import.meta.url))
  const rebuilt = trainTagger(loadTraining(dir))
  const checkedIn = TAGGER_MODEL.rows
  const row = (weights: readonly number[] | undefined) => (weights ? JSON.stringify(weights) : undefined)
  const width = TAGGER_MODEL.labels.length
  const checkedInRow = (feature: string) => {
    const at = checkedIn.get(feature)
    return at === undefined ? undefined : Array.from({ length: width }, (_, k) => TAGGER_MODEL.table[at * width + k]!)
  }
  const names = new Set([...rebuilt.weights.keys(), ...checkedIn.keys()])
  const differing = [...names].filter((f) => row(rebuilt.weights.get(f)) !== row(checkedInRow(f)))
  // A readable failure first: how far apart they are and a few of the features that differ.
  expect({
    features: checkedIn.size,
    differing: differing.length,
    some: differing.slice(0, 5),
  }).toEqual({ features: rebuilt.weights.size, differing: 0, some: [] })
  expect(TAGGER_MODEL.labels).toEqual(rebuilt.labels)
}, 60_000)
