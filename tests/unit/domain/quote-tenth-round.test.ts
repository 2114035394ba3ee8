import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { withKeywordsSpelled } from '../../../domain/quote-typos'

// The failure categories of probe29's second half (written blind, measured once unread, then read) and of the tenth
// round's probes, in other words than theirs: the day after tomorrow, a way of transport between a request and its goods,
// what goods are made of or for after them, a correction with a negated verb or "it's", container nicknames.

const conversation = (turns: readonly string[]): QuoteDetails =>
  turns.reduce<QuoteDetails>((known, message, index) => detailsAfterMessage(known, message, index), {})

describe('the day after tomorrow is a date in every language', () => {
  test.each([
    ['pickup the day after tomorrow', 'the day after tomorrow'],
    ['Abholung übermorgen', 'übermorgen'],
    ['recogida pasado mañana', 'pasado mañana'],
    ['enlèvement après-demain', 'après-demain'],
    ['ritiro dopodomani', 'dopodomani'],
    ['ophalen overmorgen', 'overmorgen'],
    ['załadunek pojutrze', 'pojutrze'],
    ['carga depois de amanhã', 'depois de amanhã'],
    ['nakládka pozítří', 'pozítří'],
    ['yükleme öbür gün', 'öbür gün'],
  ] as const)('%s', (text, dates) => {
    const details = extractQuoteDetails(text, 'dates')
    expect(details.dates).toBe(dates)
    expect(details.cargo).toBeUndefined()
  })
  test('a pickup label and the date after the packages, to "What goods?", is no goods', () => {
    const details = extractQuoteDetails('20 palet, około 9 000 kg, odbior pojutrze', 'cargo')
    expect([details.cargo, details.dates, details.weight]).toEqual([undefined, 'pojutrze', '9 000 kg'])
  })
})

describe('the way of transport between a request and its goods', () => {
  test.each([
    ['Necesitamos flete marítimo para azulejos cerámicos, de Valencia a Haifa.', 'azulejos cerámicos'],
    ['Pedimos frete rodoviário para pneus usados, de Braga para Lyon.', 'pneus usados'],
    ['Potrzebujemy transport drogowy dla okien PCV z Radomia do Lipska.', 'okien PCV'],
    ['Demande de devis pour un transport routier de bobines de papier, de Rouen à Milan.', 'bobines de papier'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('goods before the sending word: "X do przewiezienia"', () => {
  test.each([
    ['dzień dobry, szkło hartowane do przewiezienia, 6 ton', 'szkło hartowane'],
    ['mamy meble ogrodowe do wysłania', 'meble ogrodowe'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('what goods are made of or for, in lower case after them, belongs to the goods', () => {
  test.each([
    ["Poptávka: 1x40' HC, parkety z dubu, Zlín → Lyon, nakládka 3.2.2027", 'parkety z dubu'],
    ["Prosimy o cenę: 1 x 40', opony do ciągników, Poznań → Tallinn, gotowe 9 lutego.", 'opony do ciągników'],
  ] as const)('%s', (text, cargo) => {
    const details = extractQuoteDetails(text)
    expect(details.cargo ?? details.pendingValue).toBe(cargo)
  })
  test('a lower-case item of the list before the lane is asked about, never taken as a fact', () => {
    const details = extractQuoteDetails("Poptávka: 1x40' HC, parkety z dubu, Zlín → Lyon")
    expect([details.cargo, details.pendingSlot, details.pendingValue]).toEqual([undefined, 'cargo', 'parkety z dubu'])
  })
  test('"urgent" in the list is no goods', () => {
    const details = extractQuoteDetails("Prosím o cenu: 1 x 40', urgentní, Brno → Tallinn, hotovo 9. února.")
    expect(details.cargo ?? details.pendingValue).toBeUndefined()
  })
  test('a place after the same word stays a place', () => {
    const details = extractQuoteDetails('Poptávka: meble z Brna do Lyonu, 8 t')
    expect(details.origin).toBe('Brno')
    expect(details.cargo ?? '').not.toContain('Brn')
  })
})

describe('bags and sizes in more words', () => {
  test('"w big-bagach" is the packing', () => {
    expect(extractQuoteDetails('granulat PET w big-bagach, 18 ton', 'cargo').cargo).toBe('granulat PET')
  })
  test.each([
    ['drie veertigvoeters', '3 x 40ft'],
    ['één twintigvoeter', '1 x 20ft'],
  ] as const)('%s', (text, containers) => {
    expect(extractQuoteDetails(text, 'size').containers).toBe(containers)
  })
  test('"zwei Vierziger" is no place', () => {
    const details = extractQuoteDetails('zwei Vierziger', 'size')
    expect([details.origin, details.containers]).toEqual([undefined, '2 x 40ft'])
  })
  test.each([
    ['asi 25 kubiku', '25 cbm'],
    ['około 30 kubików', '30 cbm'],
  ] as const)('%s', (text, volume) => {
    expect(extractQuoteDetails(text, 'size').volume).toBe(volume)
  })
})

describe('a correction with a negated verb or "it is" replaces the end, and names no goods', () => {
  test('"nepojede to do Vídně, ale do Lince" while the goods are asked for', () => {
    const details = conversation(['Poptávka: 1x20, Plzeň → Vídeň, nakládka 4.3.2027', 'Oprava: nepojede to do Vídně, ale do Lince.'])
    expect(details.destination).toBe('Linec')
    expect(details.cargo).toBeUndefined()
  })
  test('"it won\'t go to Lyon but to Grenoble"', () => {
    const details = conversation(['12 t of paper rolls from Basel to Lyon', "Correction: it won't go to Lyon but to Grenoble."])
    expect(details.destination).toBe('Grenoble')
  })
  test('"not Lyon, it\'s Grenoble" while the date is still missing', () => {
    const details = conversation(['8 t of paper rolls from Basel to Lyon', "oops, not Lyon, it's Grenoble. ready Friday 5th Feb"])
    expect([details.destination, details.dates]).toEqual(['Grenoble', 'Friday 5th Feb'])
  })
  test('"I gave the date wrong" to "What goods?" is no goods', () => {
    const details = extractQuoteDetails('Przepraszam, źle wpisałem datę. Gotowe 3 marca.', 'cargo')
    expect([details.cargo, details.dates]).toEqual([undefined, '3 marca'])
  })
})

describe('places in more forms', () => {
  test('Czech "do Katovic" is Katowice', () => {
    expect(extractQuoteDetails('z Ostravy do Katovic').destination).toBe('Katovice')
  })
  test('Turkish "deniz yolu" is how goods travel, never the goods', () => {
    expect(extractQuoteDetails('Merhaba, Mısır’a deniz yolu taşımacılığınız var mı?').cargo).toBeUndefined()
  })
})

// probe30 (the blind set unseen12/, retired once read), in other words.
describe('labels, ports and countries around a place', () => {
  test.each([
    ['Skąd: Kalisz, dokąd: Bolonia', 'Kalisz', 'Bolonia'],
    ['Nereden: Manisa, nereye: Lyon', 'Manisa', 'Lyon'],
    ['Enlèvement à Dole, livraison au port de Sète', 'Dole', 'Sète'],
  ] as const)('%s', (text, origin, destination) => {
    const details = extractQuoteDetails(text)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test('a country written after the town without a comma is no part of its name', () => {
    const details = extractQuoteDetails('collection in Leeds, delivery to Riga Latvia', 'destination')
    expect(details.destination ?? details.pendingValue).toBe('Riga')
  })
  test('"Ciudad de México" keeps its country-named tail', () => {
    expect(extractQuoteDetails('desde Querétaro hasta Ciudad de México').destination).toBe('Ciudad de México')
  })
  test('"it\'s X, not Y" after the summary replaces the end with a name of several words', () => {
    const details = conversation([
      'Quote please: 2 x 40ft of scrap copper from Leeds to Haiphong, loading Monday 8 March.',
      'quotes@visitor.example',
      "Apologies - it's Ho Chi Minh City, not Haiphong.",
    ])
    expect(details.destination).toBe('Ho Chi Minh City')
  })
})

describe('goods in more shapes', () => {
  test('a brand the gazetteer does not know opens the goods after a request', () => {
    expect(extractQuoteDetails('hi, need a price for Fender guitars and amps').cargo).toBe('Fender guitars and amps')
  })
  test('goods named, then a colon and the goods in more words', () => {
    expect(extractQuoteDetails('proszę o wycenę przewozu okien: okna drewniane, 12 palet').cargo).toBe('okna drewniane')
  })
  test.each([
    ['Wir suchen einen Spediteur für Blumentöpfe aus Ton.', 'Blumentöpfe aus Ton'],
    ['Il nous faut un transport de tables en chêne, 3 t', 'tables en chêne'],
    ['besoin d’un devis pour du fromage à tartiflette', 'fromage à tartiflette'],
  ] as const)('%s', (text, cargo) => {
    const details = extractQuoteDetails(text)
    expect(details.cargo).toBe(cargo)
    expect(details.pendingSlot).toBeUndefined()
  })
  test('a name after the goods that the tagger reads as the goods is their kind', () => {
    expect(extractQuoteDetails('dobbiamo spedire rotoli di stoffa Principe di Galles').cargo).toContain('Principe di Galles')
  })
  test('"szukam stawki" is no goods; goods after a dash after the containers are', () => {
    expect(extractQuoteDetails("dzień dobry, szukam stawki na 1 kontener 40' - folia stretch").cargo).toBe('folia stretch')
  })
  test('"vezeme" opens the goods', () => {
    expect(extractQuoteDetails('vezeme cement v pytlích, 22 t', 'cargo').cargo).toBe('cement')
  })
})

describe('dates and packages in more forms', () => {
  test('"ab nächstem Freitag"', () => {
    expect(extractQuoteDetails('ab naechstem freitag abholbereit', 'dates').dates).toBe('ab naechstem freitag')
  })
  test('packages with a thousands separator', () => {
    expect(extractQuoteDetails('Son 2.500 cajas, unos 30 metros cúbicos').packages).toBe('2.500 cajas')
  })
})

// Older development failures the round's rules reach, in other words.
describe('what goods are made of or for, in more languages', () => {
  test.each([
    ['Anfrage: 800 kg Zinnfiguren aus Zinn von Nürnberg nach Oslo', 'Zinnfiguren aus Zinn'],
    ['devis pour des statues en plâtre, 2 t, de Lyon à Genève', 'statues en plâtre'],
    ['dovrei spedire dei ricambi per macchine da espresso', 'ricambi per macchine da espresso'],
    ['potřebujeme převézt tři regály na víno', 'regály na víno'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each(['Buongiorno, 3 bancali di piastrelle da ritirare, Sassuolo → Lione', 'dobbiamo spedire piastrelle da consegnare a Lione'])(
    'what is to be done with the goods is no part of them: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBe('piastrelle')
    },
  )
})

describe('an end is found as a word of its own', () => {
  test.each([
    ['Guten Tag, Lübecker Marzipan aus Lübeck nach Wien, 2 t.', 'Lübecker Marzipan', 'Lübeck'],
    ['Goedemorgen, Leidse kaas uit Leiden naar Lyon, 9 ton.', 'Leidse kaas', 'Leiden'],
  ] as const)('goods that begin like the origin: %s', (text, cargo, origin) => {
    const details = extractQuoteDetails(text)
    expect([details.cargo, details.origin]).toEqual([cargo, origin])
  })
  test('Moerdijk is known, so a lower-case lane from it leaves the goods alone', () => {
    const details = extractQuoteDetails('tarief nodig 1x40ft tuinmeubelen moerdijk naar haifa')
    expect([details.cargo, details.origin]).toEqual(['tuinmeubelen', 'Moerdijk'])
  })
})

// Misreads of the corpus (single messages written apart), in other words.
describe('words that end or replace goods', () => {
  test.each([
    ['Zmieniam towar: okna PCV zamiast drzwi.', 'okna PCV'],
    ['Měním zboží: plastové trubky místo ocelových.', 'plastové trubky'],
    ['Change of cargo: aluminium sheets instead of steel.', 'aluminium sheets'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"plein de" before the goods is no part of them', () => {
    expect(extractQuoteDetails('un conteneur plein de armagnac, 9 t', 'cargo').cargo).toBe('armagnac')
  })
  test('"parcial" is the kind of load, never the goods', () => {
    expect(extractQuoteDetails('Carga parcial Reus-Lleida, naranjas, 4 pal').cargo).not.toBe('parcial')
  })
  test('a question word after the goods is no part of them', () => {
    expect(extractQuoteDetails('van Zwolle naar Keulen 4 pallets stoelen wat kost dat?').cargo).toBe('stoelen')
  })
})

describe('older development failures: a region after the town, a known quantity said again', () => {
  test.each([
    ["Au départ d'Aurillac, dans le Cantal", 'Aurillac'],
    ['Ritiro a Sassuolo, in provincia di Modena', 'Sassuolo'],
  ] as const)('the region a town lies in is no end: %s', (text, origin) => {
    const details = extractQuoteDetails(text, 'origin')
    expect([details.origin, details.destination, details.pendingSlot]).toEqual([origin, undefined, undefined])
  })
  test('San Sebastián is known in its exonyms', () => {
    expect(extractQuoteDetails('À destination de Saint-Sébastien', 'destination').destination).toBe('Saint-Sébastien')
  })
  const known: QuoteDetails = { origin: 'Brno', destination: 'Linec', cargo: 'nábytek', volume: '30 cbm', weight: '12 t', dates: 'x' }
  test.each([
    ['Oprava: těch kubíků bude míň, asi 25.', 'volume', '25 cbm'],
    ['Correction: the tonnes will be more, about 14.', 'weight', '14 t'],
  ] as const)('%s', (text, field, value) => {
    expect(detailsAfterMessage(known, text, 2)[field]).toBe(value)
  })
})

describe('typing slips in the words that carry a detail', () => {
  test.each([
    ['loading Thrusday 4th Febuary', 'Thrusday 4th Febuary'],
    ['Abholung am Donnerstg, 4. Feburar', 'am Donnerstg, 4. Feburar'],
    ['chargement le 4 févirer', 'le 4 févirer'],
    ['carga el 4 de febrreo', 'el 4 de febrreo'],
  ] as const)('a date with a slip is read and kept as written: %s', (text, dates) => {
    expect(extractQuoteDetails(text, 'dates').dates).toBe(dates)
  })
  test.each([
    ['unas 22 toneldaas', 'weight', '22 t'],
    ['etwa 25 Kubikmeetr', 'volume', '25 cbm'],
  ] as const)('a slipped unit still measures: %s', (text, field, value) => {
    expect(extractQuoteDetails(text, 'size')[field]).toBe(value)
  })
  test('a slipped label still names its end', () => {
    const details = extractQuoteDetails('colection Sheffield, destnation Gdansk')
    expect([details.origin, details.destination]).toEqual(['Sheffield', 'Gdansk'])
  })
  test.each(['entero', 'Montags', 'consegnato'])('a real word near a keyword is left alone: %s', (word) => {
    expect(withKeywordsSpelled(`${word} x`).text).toBe(`${word} x`)
  })
})

// probe31 (written blind for the tenth round, spread details first, read at once), in other words.
describe('probe31 in other words: ends', () => {
  test.each([
    ['Need a rate for office chairs out of Reading', 'origin', 'Reading'],
    ['die abgeholt werden bei unserem Lieferanten in Gent und geliefert in unserem Lager in Venlo', 'destination', 'Venlo'],
    ['enlevement a Roubaix, livraison a Lyon', 'origin', 'Roubaix'],
    ['Hi, Sendung Kaffeemaschinen von Ulm nach Gent', 'origin', 'Ulm'],
    ['z Brna do Dar es Salaamu', 'destination', 'Dar es Salaam'],
    ['z Mělníka do Santosu', 'destination', 'Santos'],
    ['izmir - belgrat', 'destination', 'Belgrat'],
    ['vykládka ve skladu zákazníka v Linci', 'destination', 'Linec'],
  ] as const)('%s', (text, slot, place) => {
    expect(extractQuoteDetails(text)[slot]).toBe(place)
  })
  test('an article left after a name the gazetteer does not know is no part of it', () => {
    const details = extractQuoteDetails('enlèvement à Cognac-la-Forêt le lundi 4 janvier, livraison à Anvers')
    expect(details.origin ?? details.pendingValue).toBe('Cognac-la-Forêt')
  })
  test('"Hi, this is Anna from Berlin" still introduces Anna, not an origin', () => {
    expect(extractQuoteDetails('Hi, this is Anna from Berlin, a question about an invoice').origin).toBeUndefined()
  })
})

describe('probe31 in other words: goods', () => {
  test.each([
    [
      'Necesitamos precio para 1 contenedor de 40 pies con queso manchego y embutidos ibéricos, 12 t',
      'queso manchego y embutidos ibéricos',
    ],
    ['Wir hätten 12 Paletten Rohre aus Edelstahl von Gladbeck nach Graz', 'Rohre aus Edelstahl'],
    ['tarif pr des bouteilles de vin svp', 'bouteilles de vin'],
    ['tengo 20 m3 de sillas de jardín para enviar de Valencia a Oporto', 'sillas de jardín'],
    ['Het gaat om rollen tapijt, ongeveer 20 m3', 'tapijt'],
    ['potřebujeme převézt šicí stroje, objem asi 25 m3', 'šicí stroje'],
    ["Merci de coter 1 conteneur 20' d'armagnac en caisses bois, 9 t", 'armagnac'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['desde Almería, tomates en cajas', 'origin', 'tomates'],
    ['quote pls. Cornish pasties', null, 'Cornish pasties'],
  ] as const)('goods said where no cue says so are asked about: %s', (text, asked, goods) => {
    const details = extractQuoteDetails(text, asked)
    expect([details.cargo, details.pendingSlot, details.pendingValue]).toEqual([undefined, 'cargo', goods])
  })
  test.each([
    ['pneumatiky na traktory, cca 40 m3', 'pneumatiky na traktory'],
    ['havlu ve nevresim 40 m3', 'havlu ve nevresim'],
  ] as const)('a reply to "What goods?" with its quantity: %s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
  test('the label of a measure before a number is no goods', () => {
    expect(extractQuoteDetails('Corrijo: o peso certo é 1200 kg', 'cargo').cargo).toBeUndefined()
  })
})

describe('probe31 in other words: dates', () => {
  test.each([
    ["İzmir'den Hamburg'a 12 ton üzüm, 18 Ocak haftası", '18 Ocak haftası'],
    ['do konce roku', 'do konce roku'],
    ['bis Jahresende', 'bis Jahresende'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text, 'dates').dates).toBe(dates)
  })
})

// probe32 (written blind late in the tenth round, read at once), in other words.
describe('probe32 in other words', () => {
  test('"more precisely" narrows the region to the town, which is no question', () => {
    const details = extractQuoteDetails('Die Ware kommt aus dem Allgäu, genauer aus Kempten.', 'origin')
    expect([details.origin, details.pendingSlot]).toEqual(['Kempten', undefined])
  })
  test('goods after "of" open with a place they are named after; how they are packed is no goods', () => {
    const details = extractQuoteDetails('could you quote 4 t of Cheddar cheese from Bristol to Oslo? Goods are palletised.')
    expect(details.cargo).toBe('Cheddar cheese')
  })
  test('"Ach nee" opening a correction names no goods', () => {
    const known: QuoteDetails = { origin: 'Ulm', destination: 'Posen', weight: '6 t', dates: '2. März' }
    const details = detailsAfterMessage(known, 'Ach nee, Moment – abgeholt wird in Günzburg, nicht in Ulm.', 1)
    expect([details.origin, details.cargo]).toEqual(['Günzburg', undefined])
  })
  test('"Wir möchten" before capitalised goods on pallets', () => {
    expect(extractQuoteDetails('Wir möchten Frankenwein auf 8 Paletten, ca. 5 t, von Würzburg nach Posen schicken.').cargo).toBe(
      'Frankenwein',
    )
  })
  test('a lower-case reply to "Where to?" that reads as goods is asked about', () => {
    const details = extractQuoteDetails('naranjas y mandarinas', 'destination')
    expect([details.destination, details.pendingSlot, details.pendingValue]).toEqual([undefined, 'cargo', 'naranjas y mandarinas'])
  })
  test('the goods named, "da", and a town: the town is the end', () => {
    expect(extractQuoteDetails('un preventivo per 8 t di Prosciutto di Parma da Reggio Emilia a Praga').origin).toBe('Reggio Emilia')
  })
  test.each([
    ['Comté, 8 palettes, à enlever à Arbois pour livraison à Genève', 'origin', 'Arbois'],
    ['z Brna do Lutychu', 'destination', 'Lutych'],
    ['z Brna do Bejrútu', 'destination', 'Bejrút'],
    ['z Katowic do Debreczyna', 'destination', 'Debreczyn'],
  ] as const)('%s', (text, slot, place) => {
    const details = extractQuoteDetails(text)
    expect(details[slot] ?? details.pendingValue).toBe(place)
  })
  test.each([
    ['need rate 1x40 dry kaolin bristol -> santos', '1 x 40ft dry', 'kaolin'],
    ["serve prezzo 3 cnt 40' piastrelle da Sassuolo a Tunisi", '3 x 40ft', 'piastrelle'],
  ] as const)('%s', (text, containers, cargo) => {
    const details = extractQuoteDetails(text)
    expect([details.containers, details.cargo]).toEqual([containers, cargo])
  })
  test.each([
    ['Hallo, wir hebben een transport aanvragen voor tuinmeubelen.', 'tuinmeubelen'],
    ['on a des pièces détachées pour moissonneuses à envoyer', 'pièces détachées pour moissonneuses'],
    ['Merhaba,\n\nHavlu ve nevresim, 30 koli, toplam 900 kg.', 'Havlu ve nevresim'],
    ['cotação 1x40 de café em grãos Santos -> Hamburgo', 'café em grãos'],
    ['3 contenedores de 20 pies de mármol Rosa Zarci desde Murcia a Haifa', 'mármol Rosa Zarci'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"volume" is no goods', () => {
    expect(extractQuoteDetails('volume is 20 m3, gewicht weet ik niet', 'cargo').pendingValue).toBeUndefined()
  })
  test('a later weekday taken back is no part of the date', () => {
    expect(extractQuoteDetails('anzi no, carico venerdì 5 marzo, il martedì non riusciamo', 'dates').dates).toBe('venerdì 5 marzo')
  })
  test('the sentence after a replaced cargo is no part of it', () => {
    const known: QuoteDetails = { origin: 'Tychy', destination: 'Praga', cargo: 'okna PCV', weight: '5 t', dates: '5 stycznia' }
    expect(detailsAfterMessage(known, 'Pomyłka — to nie okna, tylko rolety PCV. Reszta bez zmian.', 2).cargo).toBe('rolety PCV')
  })
})
