import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { evaluateHeldOut, metricsOf } from '../../../infrastructure/llm/offline/evaluate-intent-model'
import { extractFeatures, MAX_FEATURES, MAX_INPUT_CHARS, normalizeText } from '../../../infrastructure/llm/offline/intent-features'
import { loadIntentDataset, messagesOf, splitOf } from '../../../infrastructure/llm/offline/intent-dataset'
import { parseIntentModel, type IntentModelFile } from '../../../infrastructure/llm/offline/intent-model-file'
import { OfflineIntentClassifier } from '../../../infrastructure/llm/offline/offline-intent-classifier'

const classifier = OfflineIntentClassifier.fromFile()
const dataset = loadIntentDataset()
const modelFile = JSON.parse(readFileSync(new URL('../../../data/intent/model.json', import.meta.url), 'utf8')) as IntentModelFile

describe('OfflineIntentClassifier on the held-out split', () => {
  test('accuracy is at least 0.95, as computed by the evaluation module itself', () => {
    const result = evaluateHeldOut({ classifier })
    expect(result.n).toBe(messagesOf('test', dataset).length)
    expect(result.n).toBeGreaterThan(150)
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95)
    expect(result.precision).toBeGreaterThanOrEqual(0.9)
    expect(result.recall).toBeGreaterThanOrEqual(0.9)
  })

  test('the metrics count INQUIRY as the positive class', () => {
    const m = metricsOf([
      { text: 'a', expected: 'INQUIRY', predicted: 'INQUIRY' },
      { text: 'b', expected: 'INQUIRY', predicted: 'GENERAL' },
      { text: 'c', expected: 'GENERAL', predicted: 'INQUIRY' },
      { text: 'd', expected: 'GENERAL', predicted: 'GENERAL' },
      { text: 'e', expected: 'GENERAL', predicted: 'GENERAL' },
    ])
    expect([m.truePositives, m.falseNegatives, m.falsePositives, m.trueNegatives]).toEqual([1, 1, 1, 2])
    expect(m.accuracy).toBeCloseTo(0.6)
    expect(m.precision).toBeCloseTo(0.5)
    expect(m.recall).toBeCloseTo(0.5)
    expect(m.errors.map((e) => e.text)).toEqual(['b', 'c'])
  })
})

describe('the dataset and its split', () => {
  test('is large, roughly balanced, in four languages, without duplicates', () => {
    expect(dataset.length).toBeGreaterThanOrEqual(800)
    const inquiries = dataset.filter((m) => m.label === 'INQUIRY').length
    expect(inquiries / dataset.length).toBeGreaterThan(0.4)
    expect(inquiries / dataset.length).toBeLessThan(0.6)
    for (const lang of ['en', 'de', 'es', 'fr']) expect(dataset.filter((m) => m.lang === lang).length).toBeGreaterThan(30)
    expect(new Set(dataset.map((m) => normalizeText(m.text))).size).toBe(dataset.length)
  })

  test('held-out and training messages are disjoint and together are the whole dataset', () => {
    const train = new Set(messagesOf('train', dataset).map((m) => m.text))
    const test = messagesOf('test', dataset).map((m) => m.text)
    expect(test.filter((t) => train.has(t))).toEqual([])
    expect(train.size + test.length).toBe(dataset.length)
    expect(test.length / dataset.length).toBeGreaterThan(0.12)
    expect(test.length / dataset.length).toBeLessThan(0.28)
  })

  test('the split depends on the text alone, not on order or neighbours', () => {
    const sample = dataset.slice(0, 60)
    expect(sample.map((m) => splitOf(m.text))).toEqual(sample.map((m) => messagesOf('test', [m]).length === 1 ? 'test' : 'train'))
    expect(messagesOf('test', [...dataset].reverse()).map((m) => m.text).sort()).toEqual(messagesOf('test', dataset).map((m) => m.text).sort())
  })

  test('the shipped model was trained on exactly the training split (retrain after editing the data)', () => {
    const train = messagesOf('train', dataset)
    expect(modelFile.training.examples).toBe(train.length)
    expect(modelFile.training.inquiries).toBe(train.filter((m) => m.label === 'INQUIRY').length)
  })
})

describe('clear examples in every language', () => {
  const cases: [string, 'INQUIRY' | 'GENERAL'][] = [
    ['Can you quote a 40ft container from Ningbo to Hamburg, ready next week?', 'INQUIRY'],
    ['Where is my shipment? Tracking number MSKU5512093, it is late.', 'INQUIRY'],
    ['We need customs clearance and delivery for 4 pallets arriving in Felixstowe.', 'INQUIRY'],
    ['I would like to apply for the warehouse job I saw on your website.', 'GENERAL'],
    ['Please remove me from your newsletter.', 'GENERAL'],
    ['Could you send me a copy of the invoice? Our accounts team needs it.', 'GENERAL'],
    ['Bitte um ein Angebot für Seefracht von Hamburg nach Shanghai, 2 Container.', 'INQUIRY'],
    ['Können Sie morgen 5 Paletten in Köln abholen?', 'INQUIRY'],
    ['Ich möchte mich als Lagerarbeiter bewerben.', 'GENERAL'],
    ['Ich habe mein Passwort vergessen.', 'GENERAL'],
    ['Necesito una cotización para enviar 3 palets de Valencia a Lyon.', 'INQUIRY'],
    ['¿Dónde está mi contenedor? Número MSCU 7712098.', 'INQUIRY'],
    ['Quiero trabajar como conductor en su empresa.', 'GENERAL'],
    ['¿Cuál es su horario de atención?', 'GENERAL'],
    ["Bonjour, j'ai besoin d'un devis pour un conteneur 20 pieds de Marseille à Dakar.", 'INQUIRY'],
    ['Pouvez-vous livrer 2 palettes à Lille demain ?', 'INQUIRY'],
    ['Je souhaite postuler comme chauffeur livreur.', 'GENERAL'],
    ['Quels sont vos horaires d’ouverture le samedi ?', 'GENERAL'],
  ]
  for (const [text, intent] of cases) {
    test(`${intent}: ${text}`, () => expect(classifier.classify(text)).toBe(intent))
  }
})

describe('runtime behaviour', () => {
  test('classify and score are deterministic across calls and instances', () => {
    const other = OfflineIntentClassifier.fromFile()
    for (const m of dataset.slice(0, 40)) {
      const first = classifier.score(m.text)
      expect(first).toBeGreaterThanOrEqual(0)
      expect(first).toBeLessThanOrEqual(1)
      expect(classifier.score(m.text)).toBe(first)
      expect(other.score(m.text)).toBe(first)
      expect(classifier.classify(m.text)).toBe(first >= modelFile.threshold ? 'INQUIRY' : 'GENERAL')
    }
  })

  test('only the first MAX_INPUT_CHARS characters count, and empty input still answers', () => {
    const head = 'Please quote air freight for 200 kg from Paris to Lagos. '.repeat(40).slice(0, MAX_INPUT_CHARS)
    expect(classifier.score(head + ' job application invoice password'.repeat(5000))).toBe(classifier.score(head))
    expect(['INQUIRY', 'GENERAL']).toContain(classifier.classify(''))
  })

  test('the featurizer folds case, accents and digits, so training and serving see the same features', () => {
    expect(normalizeText('Zoll-Abfertigung für GRÖSSE 40ft, Straße!')).toBe('zoll abfertigung fur grosse 00ft strasse')
    const a = new Int32Array(MAX_FEATURES)
    const b = new Int32Array(MAX_FEATURES)
    const n = extractFeatures('Café à Zürich, 12 palettes', a)
    expect(extractFeatures('cafe a zurich 99 PALETTES', b)).toBe(n)
    expect([...a.subarray(0, n)]).toEqual([...b.subarray(0, n)])
  })

  test('a model trained for another featurizer is refused', () => {
    expect(() => parseIntentModel({ ...modelFile, featureBits: 12 })).toThrow('another featurizer')
    expect(() => parseIntentModel({ ...modelFile, indices: [-1], weights: [1] })).toThrow('bad feature')
  })
})
