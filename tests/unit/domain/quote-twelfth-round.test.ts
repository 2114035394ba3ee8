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
