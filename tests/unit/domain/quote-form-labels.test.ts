import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { samePlace } from '../../../domain/quote-gazetteer'

// Requests written as a form, one per language: the labels of the loading and unloading place and a week number
// (written for these tests, apart from the evaluation sets).
const FORMS: [string, string, string, string][] = [
  ['Place of loading: Derby, place of delivery: Lyon, goods: pumps, 4 t, week 12', 'Derby', 'Lyon', 'week 12'],
  ['Ladestelle: Gütersloh, Entladestelle: Posen, Ware: Kühlschränke, 9 t, KW 12', 'Gütersloh', 'Posen', 'KW 12'],
  ['Lugar de carga: Sagunto; lugar de descarga: Nápoles; mercancía: azulejos; 24 t; semana 12', 'Sagunto', 'Nápoles', 'semana 12'],
  ['Lieu de chargement : Orléans / lieu de livraison : Turin / marchandise : farine / 22 t / semaine 12', 'Orléans', 'Turin', 'semaine 12'],
  ['Luogo di carico: Cremona, luogo di scarico: Lione, merce: formaggio, 12 t, settimana 12', 'Cremona', 'Lione', 'settimana 12'],
  ['Laadplaats: Tilburg, losplaats: Lyon, lading: champignons, 10 ton, week 12', 'Tilburg', 'Lyon', 'week 12'],
  ['Miejsce załadunku: Kutno, miejsce rozładunku: Werona, towar: jabłka, 20 t, tydzień 12', 'Kutno', 'Werona', 'tydzień 12'],
  ['Local de carga: Braga, local de descarga: Bordéus, mercadoria: calçado, 6 t, semana 12', 'Braga', 'Bordéus', 'semana 12'],
  ['Místo nakládky: Zlín, místo vykládky: Graz, zboží: obuv, 6 t, 12. týden', 'Zlín', 'Graz', '12. týden'],
  ['Yükleme yeri: Denizli, teslim yeri: Lyon, yük: havlu, 6 ton, 12. hafta', 'Denizli', 'Lyon', '12. hafta'],
]

describe('form labels name the two ends, and a week number is a date', () => {
  for (const [message, origin, destination, dates] of FORMS)
    test(message, () => {
      const details = extractQuoteDetails(message)
      expect(samePlace(details.origin ?? '', origin)).toBe(true)
      expect(samePlace(details.destination ?? '', destination)).toBe(true)
      expect(details.dates).toBe(dates)
    })
  test('"A > B" is a route, and a past participle after the goods is not part of them', () => {
    const details = extractQuoteDetails('Need 20 pallets of bottled water moved Birmingham > Glasgow ASAP')
    expect([details.origin, details.destination, details.cargo]).toEqual(['Birmingham', 'Glasgow', 'bottled water'])
  })

  test('a correction takes back a place in a case form, or restates the goods after a copula', () => {
    const after = (turns: string[]) => turns.reduce<QuoteDetails>((known, m, i) => detailsAfterMessage(known, m, i), {})
    // "místo Brna je to Zlín" names no end: the tagger may doubt which one Zlín is, and then asks before storing it.
    const czech = after(['Nabídka: 3 t skla z Brna do Osla, 10. března', 'oprava: místo Brna je to Zlín'])
    const settled = czech.pendingSlot === 'origin' && czech.pendingValue === 'Zlín' ? detailsAfterMessage(czech, 'ano', 2) : czech
    expect([settled.origin, settled.destination, settled.pendingSlot]).toEqual(['Zlín', 'Oslo', undefined])
    expect(after(['Angebot: 3 t Glas von Ulm nach Oslo, 10. März', 'ach nein, es ist Porzellan']).cargo).toBe('Porzellan')
    expect(after(['Quote for 3 t of glass from Leeds to Oslo, 10 March', 'make that the 12th instead']).dates).toBe('the 12th')
    expect(after(['Offerte: 5 t zuivel van Ede naar Bremen, 2 juni', 'excuus, het wordt Hamburg in plaats van Bremen']).cargo).toBe(
      'zuivel',
    )
  })

  test('movement verbs name no goods, "arrive in" names the destination, "next" and "der" stay with the weekday', () => {
    expect(extractQuoteDetails('la merce parte da Verona e arriva a Lipsia').pendingValue).toBeUndefined()
    expect(extractQuoteDetails('the goods leave Derby and arrive in Rotterdam').destination).toBe('Rotterdam')
    expect(extractQuoteDetails("I'll send it next Tuesday, 9 March").dates).toBe('next Tuesday, 9 March')
    expect(extractQuoteDetails('Abholung wäre Dienstag, der 9. März').dates).toBe('Dienstag, der 9. März')
  })
})
