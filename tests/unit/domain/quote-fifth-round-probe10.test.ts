import { describe, expect, test } from 'bun:test'
import type { QuoteDetails } from '../../../domain/quote-details'
import { detailsAfterMessage, extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace } from '../../../domain/quote-gazetteer'

// The failure categories of probe10 (written blind for the fifth round, see its README), in other words: German typed
// without umlauts, a capitalised preposition before a lane, "à destination de", goods named after a place, a day and
// month without the closing dot, goods "inside" crates, a facility word or the equipment read as a value, a correction
// that names its place for the other end.

const conversation = (turns: readonly string[]): QuoteDetails =>
  turns.reduce<QuoteDetails>((known, message, index) => detailsAfterMessage(known, message, index), {})

describe('dates typed without umlauts, and a day and month without the closing dot', () => {
  test('"naechste woche freitag", "ab uebernaechsten Dienstag" read whole', () => {
    expect(extractQuoteDetails('2 t Kaffee von Ulm nach Gent, naechste woche freitag').dates).toBe('naechste woche freitag')
    expect(extractQuoteDetails('2 t Kaffee von Ulm nach Gent, ab uebernaechsten Dienstag').dates).toBe('ab uebernaechsten Dienstag')
  })
  test('"najlepiej 16.12" is a date; "14.12 t" is a weight', () => {
    expect(extractQuoteDetails('drewno z Radomia do Pragi, najlepiej 16.12').dates).toBe('16.12')
    expect(extractQuoteDetails('waga 14.12 t, z Radomia do Pragi').dates).toBeUndefined()
  })
})

describe('places', () => {
  test('a capitalised "Van", "Z" before a lane is the preposition; a town named like a word is not read', () => {
    const lane = extractQuoteDetails('Van Woerden naar Linz, 4 t kaas')
    expect([lane.origin, lane.destination]).toEqual(['Woerden', 'Linz'])
    expect(knownPlace('Van')).toBeUndefined()
  })
  test('"à destination de" names the destination, not an origin after "de"', () => {
    const details = conversation(['Bonjour, un devis pour du foin', 'Au départ de Dijon', 'À destination de Lorient'])
    expect([details.origin, details.destination]).toEqual(['Dijon', 'Lorient'])
  })
  test('a facility word alone is no place: "im Lager in Plauen"', () => {
    expect(extractQuoteDetails('Sie steht bei uns im Lager in Plauen und muss nach Brünn.', 'origin').origin).toBe('Plauen')
  })
  test('"místo X je to Y" with Y read for the other end corrects the end taken back', () => {
    const details = conversation(['Nabídka: 3 t skla z Brna do Osla, 10. března', 'oprava: místo Brna je to Zlín'])
    const settled = details.pendingSlot === 'origin' ? detailsAfterMessage(details, 'ano', 2) : details
    expect([settled.origin, settled.destination]).toEqual(['Zlín', 'Oslo'])
  })
})

describe('goods', () => {
  test('goods named after a place that is no end of the trip keep it; an end is not taken into the goods', () => {
    expect(extractQuoteDetails('spedire 3.000 kg di riso di Vercelli da Novara a Graz').cargo).toBe('riso di Vercelli')
    expect(extractQuoteDetails('4 t de jamón de Teruel a Lyon, el lunes 11 de enero').cargo).toBe('jamón')
  })
  test('"c\'est des", "w środku", "náklad" introduce the goods; "mamy" (we have) is none', () => {
    expect(extractQuoteDetails("c'est des pieces auto", 'cargo').cargo).toBe('pieces auto')
    expect(extractQuoteDetails('Witam, mamy 4 skrzynie, w środku części maszyn, z Radomia do Pragi').cargo).toBe('części maszyn')
    expect(extractQuoteDetails('Dva kontejnery, náklad stavební stroje', 'cargo').cargo).toBe('stavební stroje')
  })
  test('the equipment alone is no goods, and a load word before "de" introduces them', () => {
    expect(extractQuoteDetails('Tři čtyřicetistopé kontejnery', 'cargo').cargo).toBeUndefined()
    expect(extractQuoteDetails('tenemos una carga de paja de Teruel a Lyon').cargo).toBe('paja')
  })
  test('how goods travel is no goods: "gekoeld", "a granel"', () => {
    expect(extractQuoteDetails('9.600 kg, gekoeld', 'cargo').cargo).toBeUndefined()
    expect(extractQuoteDetails('Es a granel, unos 85 m3', 'cargo').cargo).toBeUndefined()
  })
})
