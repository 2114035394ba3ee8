// The fifteenth round of issue #29 (docs/intake.md, "The fifteenth round"): the failure categories of probe48 and probe49,
// written blind during the round, in other words than their own.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace } from '../../../domain/quote-gazetteer'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('a piece of an end read before the other end is that end, not the goods', () => {
  test.each([
    ['du Mans vers Nantes', 'Le Mans'],
    ['au départ du Havre vers Rouen', 'Le Havre'],
  ] as const)('%s', (text, origin) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.cargo]).toEqual([origin, undefined])
  })
})

describe('"dry" before a noun describes the goods; alone or before a vehicle it is the equipment', () => {
  test.each([
    ['dry pet food', 'dry pet food'],
    ['dry ice, 2 pallets', 'dry ice'],
  ] as const)('%s to "What are you shipping?"', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
  test.each(['dry', 'dry van', 'dry cargo', 'carga seca'])('%s names no goods', (text) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBeUndefined()
  })
})

describe('"same weight" in a correction of the goods is no goods', () => {
  test('the goods taken back are asked about, then replaced', () => {
    const details = conversation(
      'Guten Tag, 4 Paletten Rotwein von Würzburg nach Basel, 3 t, Abholung am 3. Februar',
      'nein, es ist Sekt, kein Rotwein, gleiches Gewicht',
      'ja',
    )
    expect([details.cargo, details.weight]).toEqual(['Sekt', '3 t'])
  })
})

describe('that the goods are packed is no part of them', () => {
  test.each([
    ['sono sedie da giardino imballate, 20 metri cubi', 'sedie da giardino'],
    ['Ware: Schränke verpackt, 8 t', 'Schränke'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
})

describe('a full load of the goods', () => {
  test.each([
    ['carico completo di farina, 22 tonnellate, da Verona a Graz', 'farina'],
    ['carga completa de cemento, 24 t, de Burgos a Oporto', 'cemento'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('the form the goods come in is part of them', () => {
  test.each([
    ['towar: kakao w proszku, 5 t', 'kakao w proszku'],
    ['mercadoria: café em pó, 5 t', 'café em pó'],
    ['zboží: cukr v prášku, 5 t', 'cukr v prášku'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('a container size in words after "de", "da", "di"', () => {
  test.each([
    ['tres contenedores de veinte pies', '3 x 20ft'],
    ['un conteneur de quarante pieds', '1 x 40ft'],
    ['tre container da quaranta piedi', '3 x 40ft'],
    ['um contentor de quarenta pés', '1 x 40ft'],
    ['3 reefers de 40', '3 x 40ft'],
  ] as const)('%s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
})

describe('a site named by its kind, declined, before the town', () => {
  test.each([
    ['Nakládka v pivovaru v Mělníce.', 'Mělník'],
    ['Załadunek w magazynie w Strykowie.', 'Stryków'],
    ['Załadunek w browarze w Tychach.', 'Tychy'],
  ] as const)('%s to "Where from?"', (text, origin) => {
    expect(extractQuoteDetails(text, 'origin').origin).toBe(origin)
  })
})

describe('declined names', () => {
  test.each([
    ['Mělníce', 'Mělník'],
    ['Baltimoru', 'Baltimore'],
    ['Hajfongiem', 'Hajfong'],
  ] as const)('%s', (written, name) => {
    expect(knownPlace(written)?.name).toBe(name)
  })
  test('Haiphong by its Polish name carries its UN/LOCODE', () => {
    expect(knownPlace('Hajfong')?.locode).toBe('VNHPH')
  })
})

describe('the first or second half of a month in the nominative', () => {
  test.each([
    ['Termin: druga połowa marca', 'druga połowa marca'],
    ['termín: druhá polovina dubna', 'druhá polovina dubna'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
})

describe('a sentence ends after a short known name', () => {
  test('"… naar ons depot in Ede. Kunnen jullie …"', () => {
    expect(extractQuoteDetails('Wij hebben 8 pallets kaas, die moeten naar ons depot in Ede. Kunnen jullie dat doen?').destination).toBe(
      'Ede',
    )
  })
})

describe('Dutch and German verbs of standing and needing end the goods', () => {
  test.each([
    ['Wij hebben 10 pallets houten vloeren liggen in Zwolle', 'houten vloeren'],
    ['Ein 40-Fuß-Container sollte reichen.', undefined],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('goods written with a hyphen are read whole (the tagger marks their first part only)', () => {
  test.each(['Kupfer-Kabel', 'Edelstahl-Rohre', 'Kiefern-Bretter'])('%s, as a fact or asked about', (goods) => {
    const read = extractQuoteDetails(`Moin, wir haben ${goods}, die nach Rostock müssen`)
    expect(read.cargo ?? read.pendingValue).toBe(goods)
  })
})
