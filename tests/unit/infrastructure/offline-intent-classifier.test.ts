import { describe, expect, test } from 'bun:test'
import { readFileSync, statSync } from 'node:fs'
import { evaluateHeldOut, metricsOf } from '../../../infrastructure/llm/offline/evaluate-intent-model'
import { foldOf, INTENT_LANGUAGES, loadHeldOut, loadIntentDataset } from '../../../infrastructure/llm/offline/intent-dataset'
import { extractFeatures, MAX_FEATURES, MAX_INPUT_CHARS, normalizeText } from '../../../infrastructure/llm/offline/intent-features'
import { type IntentModelFile, parseIntentModel } from '../../../infrastructure/llm/offline/intent-model-file'
import { INTENT_TARGETS, intentTargetShortfalls } from '../../../infrastructure/llm/offline/intent-targets'
import { OfflineIntentClassifier } from '../../../infrastructure/llm/offline/offline-intent-classifier'

const classifier = OfflineIntentClassifier.fromFile()
const dataset = loadIntentDataset()
const heldOut = loadHeldOut()
const modelUrl = new URL('../../../data/intent/model.json', import.meta.url)
const modelFile = JSON.parse(readFileSync(modelUrl, 'utf8')) as IntentModelFile

describe('the targets of issue #20, computed by the evaluation module itself', () => {
  // The 5-fold cross-validation (several seconds of training) runs in `bun run eval:intent`, which
  // checks the same targets and exits 1 on a shortfall; the held-out set keeps a fast quality gate here.
  test('held-out accuracy overall and per language and the model size meet INTENT_TARGETS', () => {
    const figures = { heldOut: evaluateHeldOut({ classifier, heldOut }) }
    expect(intentTargetShortfalls({ ...figures, modelBytes: statSync(modelUrl).size, languages: INTENT_LANGUAGES })).toEqual([])
    expect(figures.heldOut.overall.n).toBe(heldOut.length)
    expect(Object.keys(figures.heldOut.byLanguage).sort()).toEqual([...INTENT_LANGUAGES].sort())
  })

  test('a shortfall is reported: a classifier that always answers GENERAL misses every accuracy target', () => {
    const always = { classify: () => 'GENERAL' } as unknown as OfflineIntentClassifier
    const misses = intentTargetShortfalls({
      heldOut: evaluateHeldOut({ classifier: always, heldOut }),
      modelBytes: INTENT_TARGETS.maxModelBytes,
      languages: INTENT_LANGUAGES,
    })
    expect(misses).toContain(`held-out accuracy ${evaluateHeldOut({ classifier: always, heldOut }).overall.accuracy.toFixed(4)} < 0.96`)
    expect(misses.filter((m) => m.includes(': held-out accuracy')).length).toBe(INTENT_LANGUAGES.length)
    expect(misses.some((m) => m.startsWith('model file'))).toBe(true)
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

describe('the training and held-out sets', () => {
  test('training: every language, at least 80 messages of each label outside English, no duplicates', () => {
    for (const lang of INTENT_LANGUAGES) {
      for (const label of ['INQUIRY', 'GENERAL'] as const) {
        expect(dataset.filter((m) => m.lang === lang && m.label === label).length).toBeGreaterThanOrEqual(80)
      }
    }
    const inquiries = dataset.filter((m) => m.label === 'INQUIRY').length
    expect(inquiries / dataset.length).toBeGreaterThan(0.4)
    expect(inquiries / dataset.length).toBeLessThan(0.6)
    expect(new Set(dataset.map((m) => normalizeText(m.text))).size).toBe(dataset.length)
  })

  test('held-out: at least 40 messages of both labels per language, none of them (normalized) in the training set', () => {
    for (const lang of INTENT_LANGUAGES) {
      const mine = heldOut.filter((m) => m.lang === lang)
      expect(mine.length).toBeGreaterThanOrEqual(INTENT_TARGETS.heldOutMessagesPerLanguage)
      expect(mine.filter((m) => m.label === 'INQUIRY').length).toBeGreaterThanOrEqual(15)
      expect(mine.filter((m) => m.label === 'GENERAL').length).toBeGreaterThanOrEqual(15)
    }
    const training = new Set(dataset.map((m) => normalizeText(m.text)))
    expect(heldOut.filter((m) => training.has(normalizeText(m.text))).map((m) => m.text)).toEqual([])
  })

  test('the cross-validation fold depends on the text alone and spreads the messages', () => {
    const folds = dataset.map((m) => foldOf(m.text, 5))
    expect(folds).toEqual(dataset.map((m) => foldOf(m.text, 5)))
    for (let fold = 0; fold < 5; fold++) expect(folds.filter((f) => f === fold).length / dataset.length).toBeGreaterThan(0.15)
  })

  test('the shipped model was trained on exactly the training set (retrain after editing the data)', () => {
    expect(modelFile.training.examples).toBe(dataset.length)
    expect(modelFile.training.inquiries).toBe(dataset.filter((m) => m.label === 'INQUIRY').length)
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
    ['Mi servirebbe un preventivo per 4 bancali da Verona a Lione.', 'INQUIRY'],
    ['Vorrei candidarmi come magazziniere.', 'GENERAL'],
    ['Kunnen jullie morgen 3 pallets ophalen in Breda?', 'INQUIRY'],
    ['Wanneer betalen jullie onze factuur?', 'GENERAL'],
    ['Proszę o wycenę transportu 10 palet z Łodzi do Pragi.', 'INQUIRY'],
    ['Szukam pracy jako kierowca.', 'GENERAL'],
    ['Quanto custa enviar 2 paletes do Porto para Madrid?', 'INQUIRY'],
    ['Não consigo entrar no portal, a palavra-passe não funciona.', 'GENERAL'],
    ['Kde je moje zásilka? Číslo 4410022, měla dorazit včera.', 'INQUIRY'],
    ['Chtěl bych se přihlásit na pozici skladníka.', 'GENERAL'],
    ["İstanbul'dan Münih'e 5 palet için fiyat alabilir miyim?", 'INQUIRY'],
    ['Şoför olarak iş başvurusu yapmak istiyorum.', 'GENERAL'],
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
    expect(normalizeText('Przesyłka ŁÓDŹ, Kıbrıs İSTANBUL, Øresund')).toBe('przesylka lodz kibris istanbul oresund')
  })

  test('a model trained for another featurizer is refused', () => {
    expect(() => parseIntentModel({ ...modelFile, featureBits: 12 })).toThrow('another featurizer')
    expect(() => parseIntentModel({ ...modelFile, indices: [-1], weights: [1] })).toThrow('bad feature')
  })
})
