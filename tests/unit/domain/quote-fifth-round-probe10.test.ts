import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
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
    const port = conversation(['Nabídka: 3 t skla z Brna do Osla, 10. března', 'oprava: místo Brna je to Hamburk'])
    expect([port.origin, port.originLocode, port.destination, port.destinationLocode]).toEqual(['Hamburk', 'DEHAM', 'Oslo', 'NOOSL'])
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

// The failure categories of probe11 (written blind after probe10's fixes), in other words.
describe('probe11: forwards, shorthand and goods named after a place', () => {
  test('a request quoted under a forwarding note is read; a reply with its own request leaves the quote out', () => {
    const forward =
      'Hallo,\n\nanbei die Anfrage.\n\n> Bitte um Preis für 3 Kisten Messer (200 kg) von Solingen nach Gent, am 4. März.\n\nGruß'
    expect(extractQuoteDetails(forward).origin).toBe('Solingen')
    const reply = '4 t Kaffee von Ulm nach Gent, am 5. März.\n> 9 t Tee von Bonn nach Graz'
    expect(extractQuoteDetails(reply).origin).toBe('Ulm')
  })
  test('"7,5 to Dachziegel ab Ziegelwerk Straubing": tonnes, and a works before its town', () => {
    const details = extractQuoteDetails('brauche preis fur 7,5 to Dachziegel ab Ziegelwerk Straubing nach Meran')
    expect([details.weight, details.origin]).toEqual(['7,5 t', 'Straubing'])
  })
  test('"1x40", goods after " - ", "sem 3", "2 tydzien lutego", "a primeros de marzo", loose goods', () => {
    const chat = extractQuoteDetails('quote pls - dried figs 18.4t, mersin > hamburg, 1x40 , loading 2nd week of feb')
    expect([chat.containers, chat.cargo]).toEqual(['1 x 40ft', 'dried figs'])
    expect(extractQuoteDetails('26 palettes de cidre, 17 t, de Caen à Gand, chargement sem 3').dates).toBe('sem 3')
    expect(extractQuoteDetails('22 t drewna z Radomia do Pragi, 2 tydzien lutego').dates).toBe('2 tydzien lutego')
    expect(extractQuoteDetails('20 t de sal de Cádiz a Oporto, a primeros de marzo').dates).toBe('a primeros de marzo')
    expect(extractQuoteDetails('24 t, słód jęczmienny luzem, z Radomia do Pragi', 'cargo').cargo).toBe('słód jęczmienny')
  })
  test('goods named after a place do not take the origin a keyword names, typed without accents too', () => {
    const details = extractQuoteDetails('tarif pr 20 palettes de vin de Bordeaux, 15 t, depart Libourne vers Gand')
    expect([details.origin, details.cargo]).toEqual(['Libourne', 'vin de Bordeaux'])
  })
})
