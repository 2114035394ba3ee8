// The twelfth round of issue #29 (docs/intake.md, "The twelfth round"): the tagger trained with the probes' own lines, and
// the rules it no longer covered for them, in other words than the data.
import { describe, expect, test } from 'bun:test'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

describe('Turkish "var" (there is) names no goods', () => {
  test.each([["İyi günler, Hamburg'a bir yük var"], ["Merhaba, Viyana'ya bir gönderi var"]] as const)('%s', (text) => {
    const details = extractQuoteDetails(text)
    expect([details.cargo, details.pendingValue]).toEqual([undefined, undefined])
  })
})

describe('a name the gazetteer knows whole answers the question whole', () => {
  test('"A Estrada" to "Where from?" keeps its first word, which also opens answers', () => {
    expect(extractQuoteDetails('A Estrada', 'origin').origin).toBe('A Estrada')
  })
  test('"Le Havre." to "Where from?"', () => {
    expect(extractQuoteDetails('Le Havre.', 'origin').origin).toBe('Le Havre')
  })
})

describe('where the goods are, said beside them, is the origin when the destination is named apart', () => {
  test.each([
    ['10 t of steel coils in Duisburg for delivery to Milan', 'Duisburg', 'Milan'],
    ['Hallo, 8 Paletten Fliesen in Sassuolo, Lieferung nach Wien', 'Sassuolo', 'Wien'],
  ] as const)('%s', (text, origin, destination) => {
    const details = extractQuoteDetails(text)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
})

describe('goods and the places named with them', () => {
  test('"Las Palmas", as Gran Canaria\'s capital is called in a chat, is the known port', () => {
    expect(extractQuoteDetails('we need a price to ship machinery to Las Palmas from Valencia').destination).toBe('Las Palmas')
  })
  test('in a lane ("de Beaune à Lyon") the town after the goods is the origin, not part of them', () => {
    const details = extractQuoteDetails('Bonjour, 12 palettes de vin de Beaune à Lyon, 8 t')
    expect([details.cargo, details.origin, details.destination]).toEqual(['vin', 'Beaune', 'Lyon'])
  })
  test('a name after the goods that the tagger reads on is their kind', () => {
    expect(extractQuoteDetails('dobbiamo spedire casse di tessuto Principe di Galles').cargo).toBe('casse di tessuto Principe di Galles')
  })
})

// The failure categories of probe36 (the blind set unseen14/, retired and read), in other words than its own.
describe('probe36 in other words', () => {
  test('a particle of correction before the corrected place is no part of it', () => {
    const details = extractQuoteDetails('Korrektur: Zielort ist eigentlich Graz, nicht Linz.')
    expect(details.destination ?? details.pendingValue).toBe('Graz')
  })
  test('"Kolli" are packages', () => {
    expect(extractQuoteDetails('Hallo, 6 Kolli Ersatzteile, 800 kg, von Linz nach Prag').packages).toBe('6 kolli')
  })
  test.each([
    ['am 4. Februar frühestens', 'am 4. Februar frühestens'],
    ['on 3 March at the earliest', 'on 3 March at the earliest'],
    ['ai primi di marzo', 'ai primi di marzo'],
  ] as const)('the date keeps its bound or its part of the month: %s', (text, dates) => {
    expect(extractQuoteDetails(text, 'dates').dates).toBe(dates)
  })
  test('"tre da 20\'": a count, "da", then the size', () => {
    expect(extractQuoteDetails("i container sono tre da 20'").containers).toBe('3 x 20ft')
  })
  test('"? no just Hull": the place after it replaces the one asked about', () => {
    const details = extractQuoteDetails('ship from Leeds via Hull? no just Hull to Bilbao')
    expect([details.origin, details.destination]).toEqual(['Hull', 'Bilbao'])
  })
  test.each([
    ['20 t of granite in slabs from Porto to Oslo', 'granite'],
    ['1x20 de granito em chapas de Vitória para Lisboa', 'granito'],
  ] as const)('the form stone travels in is no part of the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('goods with their packing before the lane', () => {
    expect(extractQuoteDetails('Schuhe in Kartons von Porto nach Warschau, 30 m3').cargo).toBe('Schuhe')
  })
})
