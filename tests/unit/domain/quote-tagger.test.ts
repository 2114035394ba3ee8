import { describe, expect, test } from 'bun:test'
import type { Language } from '../../../domain/conversation-language'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { mergeQuoteDetails, type QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { foldName, knownPlace, placeName, samePlace } from '../../../domain/quote-gazetteer'
import { tagSpans } from '../../../domain/quote-tagger'
import { TAGGER_MODEL } from '../../../domain/quote-tagger-model'

const play = (turns: readonly string[]): QuoteDetails => turns.reduce<QuoteDetails>((d, t, i) => detailsAfterMessage(d, t, i), {})
const facts = (d: QuoteDetails) => ({ origin: d.origin, destination: d.destination, cargo: d.cargo })

// One conversation of each kind per language (written for these tests, apart from the evaluation sets).
const CASES: Record<
  Language,
  { one: [string, string, string, string]; spread: [string[], string, string, string]; correction: [string[], string] }
> = {
  en: {
    one: ['Please quote 5 t of copper wire from Sheffield to Genoa next week', 'Sheffield', 'Genoa', 'copper wire'],
    spread: [['Hi, I need a freight price', 'collection in Derby', 'to Vienna', 'glass bottles'], 'Derby', 'Vienna', 'glass bottles'],
    correction: [['Quote 3 t of tea from Bristol to Riga on 4 May', 'sorry, I meant Tallinn, not Riga'], 'Tallinn'],
  },
  de: {
    one: ['Angebot für 7 t Stahlrohre von Duisburg nach Warschau, Abholung Montag', 'Duisburg', 'Warschau', 'Stahlrohre'],
    spread: [
      ['Hallo, ich brauche ein Angebot', 'Abholung in Kassel', 'nach Mailand', 'Maschinenteile'],
      'Kassel',
      'Mailand',
      'Maschinenteile',
    ],
    correction: [['Angebot für 5 t Stahl von Hamburg nach Linz am 3. Mai', 'Moment, nicht Linz sondern Graz'], 'Graz'],
  },
  es: {
    one: ['Necesito enviar 4 toneladas de naranjas de Valencia a Hamburgo el 5 de mayo', 'Valencia', 'Hamburgo', 'naranjas'],
    spread: [['Hola, quería un presupuesto', 'recogida en Burgos', 'destino Lyon', 'muebles'], 'Burgos', 'Lyon', 'muebles'],
    correction: [['Envío de 2 t de café de Madrid a Lisboa el 3 de junio', 'perdón, no a Lisboa sino a Oporto'], 'Oporto'],
  },
  fr: {
    one: ['Devis pour 3 palettes de fromage de Lyon à Milan, 900 kg, le 5 avril', 'Lyon', 'Milan', 'fromage'],
    spread: [['Bonjour, je voudrais un devis', 'au départ de Rennes', 'livraison à Turin', 'des meubles'], 'Rennes', 'Turin', 'meubles'],
    correction: [['Bonjour, 6 palettes de vin de Lyon à Nantes, 4 t, le 3 mai', 'désolé, plutôt Bordeaux'], 'Bordeaux'],
  },
  it: {
    one: ['Preventivo per 6 bancali di pasta da Parma a Lione, 4 tonnellate, il 3 maggio', 'Parma', 'Lione', 'pasta'],
    spread: [['Buongiorno, vorrei un preventivo', 'ritiro a Padova', 'consegna a Vienna', 'piastrelle'], 'Padova', 'Vienna', 'piastrelle'],
    correction: [['Preventivo per 3 t di vino da Siena a Vienna, ritiro il 2 maggio', 'scusi, non Vienna ma Salisburgo'], 'Salisburgo'],
  },
  nl: {
    one: ['Offerte voor 8 pallets kaas van Gouda naar Lyon, 5 ton, op 3 mei', 'Gouda', 'Lyon', 'kaas'],
    spread: [['Hallo, graag een prijs', 'ophalen in Venlo', 'leveren in Milaan', 'fietsen'], 'Venlo', 'Milaan', 'fietsen'],
    correction: [['Offerte voor 4 ton kaas van Gouda naar Lyon op 3 mei', 'sorry, naar Marseille, niet Lyon'], 'Marseille'],
  },
  pl: {
    one: ['Wycena 4 ton stali z Katowic do Berlina, 3 maja', 'Katowice', 'Berlin', 'stali'],
    spread: [['Dzień dobry, potrzebuję wyceny', 'załadunek w Krakowie', 'rozładunek w Wiedniu', 'opony'], 'Kraków', 'Wiedeń', 'opony'],
    correction: [['Wycena 4 ton stali z Katowic do Berlina, 3 maja', 'przepraszam, nie do Berlina tylko do Lipska'], 'Lipsk'],
  },
  pt: {
    one: ['Preciso enviar 3 toneladas de vinho de Lisboa para Madrid, 4 de maio', 'Lisboa', 'Madrid', 'vinho'],
    spread: [['Bom dia, queria um orçamento', 'recolha em Braga', 'entrega em Paris', 'calçado'], 'Braga', 'Paris', 'calçado'],
    correction: [
      ['Preciso enviar 3 toneladas de vinho de Lisboa para Madrid, 4 de maio', 'desculpe, para Barcelona e não Madrid'],
      'Barcelona',
    ],
  },
  cs: {
    one: ['Potřebujeme převézt 4 tuny oceli z Brna do Berlína, 3. května', 'Brno', 'Berlin', 'oceli'],
    spread: [['Dobrý den, chtěl bych nabídku', 'nakládka v Liberci', 'vykládka v Lyonu', 'textil'], 'Liberec', 'Lyon', 'textil'],
    correction: [['Potřebujeme převézt 4 tuny oceli z Brna do Berlína, 3. května', 'pardon, ne do Berlína, ale do Drážďan'], 'Drážďany'],
  },
  tr: {
    one: ["Bursa'dan Berlin'e 4 ton tekstil, yükleme 3 Mayıs", 'Bursa', 'Berlin', 'tekstil'],
    spread: [['Merhaba, fiyat istiyorum', "yükleme Konya'da", "teslimat Viyana'da", 'mermer'], 'Konya', 'Viyana', 'mermer'],
    correction: [["Bursa'dan Berlin'e 4 ton tekstil, yükleme 3 Mayıs", 'pardon, Berlin değil Hamburg'], 'Hamburg'],
  },
}

describe('the intake in each language and kind of conversation', () => {
  for (const [language, c] of Object.entries(CASES)) {
    test(`${language}: a request in one message`, () => {
      const [message, origin, destination, cargo] = c.one
      expect(facts(play([message]))).toEqual({ origin, destination, cargo })
    })
    test(`${language}: details spread over several turns, places in the nominative`, () => {
      const [turns, origin, destination, cargo] = c.spread
      expect(facts(play(turns))).toEqual({ origin, destination, cargo })
    })
    test(`${language}: a correction replaces the old destination, which never comes back`, () => {
      const [turns, corrected] = c.correction
      const details = play(turns)
      expect(details.destination).toBe(corrected)
      expect(Object.values(details).join(' ')).not.toContain(play(turns.slice(0, 1)).destination!)
    })
  }
  test('a corrected quantity replaces the old one ("no wait, make that 9 pallets", "perdón, son 3 toneladas")', () => {
    expect(play(['We need 8 pallets of paper from Leeds to Lyon, 3 t, loading 4 May', 'no wait, make that 9 pallets']).packages).toBe(
      '9 pallets',
    )
    expect(play(['Necesito enviar 2 toneladas de fruta de Murcia a París el 5 de mayo', 'perdón, son 3 toneladas']).weight).toBe('3 t')
  })
})

describe('places the intake knows', () => {
  test('declined forms become the nominative: do Krakowa, z Brna, İzmir’den, z Poznania, w Wiedniu', () => {
    expect(['Krakowa', 'Brna', "İzmir'den", 'Poznania', 'Wiedniu', 'Plzně', 'Kielcach'].map(placeName)).toEqual([
      'Kraków',
      'Brno',
      'İzmir',
      'Poznań',
      'Wiedeń',
      'Plzeň',
      'Kielce',
    ])
  })
  test('exonyms name one place with its UN/LOCODE: München / Munich / Monachium, Genève / Genf / Ginevra, Warszawa / Warschau / Varsovie', () => {
    expect(['München', 'Munich', 'Monachium', 'Mnichova'].map((n) => knownPlace(n)?.locode)).toEqual(['DEMUC', 'DEMUC', 'DEMUC', 'DEMUC'])
    expect(['Genève', 'Genf', 'Ginevra', 'Geneva'].map((n) => knownPlace(n)?.locode)).toEqual(['CHGVA', 'CHGVA', 'CHGVA', 'CHGVA'])
    expect(samePlace('Warszawa', 'Varsovie') && samePlace('Warschau', 'Warszawy')).toBe(true)
    expect(samePlace('Graz', 'Linz')).toBe(false)
    expect(foldName('KRAKÓW')).toBe('krakow')
  })
  test('the details carry the UN/LOCODE of a known origin and destination, and a corrected place takes its code along', () => {
    const first = extractQuoteDetails('12 t of steel from Hamburg to Genoa')
    expect([first.originLocode, first.destinationLocode]).toEqual(['DEHAM', 'ITGOA'])
    const corrected = mergeQuoteDetails(first, { destination: 'Sassenberg' })
    expect([corrected.destination, corrected.destinationLocode, corrected.originLocode]).toEqual(['Sassenberg', undefined, 'DEHAM'])
  })
})

describe('precision first', () => {
  test('a value the extractor is unsure of is asked about, and becomes a fact only after a yes', () => {
    const unsure = extractQuoteDetails('maybe Lyon or Grenoble')
    expect(unsure.origin).toBeUndefined()
    expect(unsure.destination).toBeUndefined()
    // Which of the two the tagger doubts depends on the trained model; either way it is a question, never a fact.
    const slot = unsure.pendingSlot as 'origin' | 'destination'
    expect(['origin', 'destination']).toContain(slot)
    const value = unsure.pendingValue as string
    expect(['Lyon', 'Grenoble']).toContain(value)
    const agreed = detailsAfterMessage(unsure, 'yes', 1)
    expect([agreed[slot], agreed.pendingSlot]).toEqual([value, undefined])
    const refused = detailsAfterMessage(unsure, 'no', 1)
    expect([refused[slot], refused.pendingSlot]).toEqual([undefined, undefined])
  })
  test('an introduction, a question back and a reply that answers nothing give no fact', () => {
    expect(extractQuoteDetails('Hi, I am writing from Berlin about invoice 4711').origin).toBeUndefined()
    expect(extractQuoteDetails('what do you mean by cargo?', 'cargo').cargo).toBeUndefined()
    expect(extractQuoteDetails('weiß nicht', 'cargo')).toEqual({})
  })
  test('the tagger is deterministic and marks spans with a margin', () => {
    const spans = tagSpans(TAGGER_MODEL, 'ship 3 t of coffee from Santos to Hamburg', null)
    expect(spans.map((s) => [s.label, s.text])).toEqual([
      ['cargo', 'coffee'],
      ['from', 'Santos'],
      ['to', 'Hamburg'],
    ])
    expect(spans.every((s) => s.margin > 0)).toBe(true)
  })
})
