// The twenty-first round of issue #29 (docs/intake.md, "The twenty-first round"): what the scripted probes probe99 …
// probe104 showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { dateIn } from '../../../domain/quote-dates'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('dates', () => {
  test.each([
    ['envío el martes q viene', 'el martes q viene'],
    ['carga la semana q viene, gracias', 'la semana q viene'],
    ['Verladung Freitag 22.01 bitte', 'Freitag 22.01'],
    ['collection on monday 18.01', 'on monday 18.01'],
    ['consegna entro la fine della prossima settimana', 'entro la fine della prossima settimana'],
    ['ritiro verso metà della settimana prossima', 'verso metà della settimana prossima'],
    ['Lieferung bis zur 3. Aprilwoche', '3. Aprilwoche'],
    ['vykládka ve druhém březnovém týdnu', 'druhém březnovém týdnu'],
    ['nakladka v poslednim lednovem tydnu', 'v poslednim lednovem tydnu'],
  ])('%s → %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('a weight after a weekday is no date', () => {
    expect(extractQuoteDetails('Freitag 7.5 t Stahl').weight).toBe('7.5 t')
  })
  test("a forwarded Portuguese mail's sending date is no date of the shipment", () => {
    const text =
      'Segue pedido.\n\nDe: Ana Lima\nEnviado em: quarta-feira, 2 de dezembro de 2026 09:15\nAssunto: Frete\n\nPrecisamos de cotação de 3 pallets de Recife para Lisboa, 1,2 t, carga no dia 15 de janeiro.'
    expect(extractQuoteDetails(text).dates).toBe('no dia 15 de janeiro')
  })
})

describe('sizes and the words around them', () => {
  test('"Bunde" are packages', () => {
    expect(extractQuoteDetails('Stahlprofile, 5 Bunde, 4 t').packages).toBe('5 bunde')
  })
  test.each([
    ['Kurze Änderung: die Ware ist erst ab 20.01. abholbereit', 'erst'],
    ['die Ware ist leider erst am 3.2. fertig', 'leider'],
  ])('an adverb after "die Ware ist" names no goods: %s', (text, word) => {
    expect(conversation('6 Paletten Weinflaschen von Mainz nach Brno, 3 t, am 12.01.', text).cargo).toBe('Weinflaschen')
    expect(extractQuoteDetails(text).cargo).not.toBe(word)
  })
})

describe('the goods', () => {
  test.each([
    ['un bilico di legna da ardere da Belluno a Salisburgo, 24 t', 'legna da ardere'],
    ['due macchine da cucire industriali da Prato a Lione', 'macchine da cucire'],
  ])('an Italian "da" with an infinitive that names goods: %s', (text, cargo) => {
    const read = extractQuoteDetails(text)
    expect(read.cargo ?? read.pendingValue).toContain(cargo)
  })
  test('a "da" with an infinitive of the sending is no part of the goods', () => {
    expect(extractQuoteDetails('bancali di piastrelle da spedire da Sassuolo a Lione').cargo).toBe('piastrelle')
  })
  test('what the goods are made of, after "del"', () => {
    expect(extractQuoteDetails('Sono macchine nuove per la lucidatura del granito.').cargo).toBe(
      'macchine nuove per la lucidatura del granito',
    )
  })
  test.each([
    ['Buenas, somos una empresa de mudanzas de Albacete. Hay que llevar muebles de oficina de Murcia a Lyon, 25 m3.', 'muebles de oficina'],
    ['We are a removals company and need to move household goods from Leeds to Zurich, 30 cbm', 'household goods'],
  ])("the sender's trade is no goods: %s", (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['Merhaba, Ordu’dan kabuklu fındık ihracatımız var', 'kabuklu fındık'],
    ['Mersin’den taze limon ithalatımız var', 'taze limon'],
  ])('the goods before a Turkish export or import noun: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['1x40 hc mermer blok Izmir limanından Haifa’ya', 'mermer blok'],
    ['2x20 kuru kayısı Mersin limanindan Hamburg’a', 'kuru kayısı'],
  ])('a Turkish port word after the town ends the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['máme ventily pro zákazníka ve Vídni', 'ventily'],
    ['we have valves for a customer in Vienna', 'valves'],
    ['abbiamo valvole per un cliente a Vienna', 'valvole'],
  ])('"we have X for a customer": %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('the rail, typed without its accent, is no goods', () => {
    expect(extractQuoteDetails('mamy kontenery koleja z Xi’an').cargo).toBeUndefined()
  })
})

describe('where the goods are', () => {
  test.each([
    ['Hola, tenemos 12 palets de conservas en Vigo', 'Vigo'],
    ['Hi, we have 4 crates of spare parts in Leicester', 'Leicester'],
    ['Bonjour, nous avons 6 palettes de vin à Beaune', 'Beaune'],
    ['abbiamo 3 casse di ricambi a Brescia', 'Brescia'],
    ['mamy 8 palet mebli w Kaliszu', 'Kalisz'],
  ])('a counted lot the sender has somewhere leaves from there: %s', (text, origin) => {
    const read = extractQuoteDetails(text)
    expect(read.origin ?? read.pendingValue).toBe(origin)
    expect(read.destination).toBeUndefined()
  })
  test('a counted lot to be delivered somewhere goes there', () => {
    expect(extractQuoteDetails('we have 2 pallets to deliver in Leeds').destination).toBe('Leeds')
  })
})

describe('lanes and names', () => {
  test.each([
    ['Laadplaats Antwerpen, bestemming de fabriek in Venlo', 'Antwerpen', 'Venlo'],
    ['origin Felixstowe, destination the warehouse in Tilbury', 'Felixstowe', 'Tilbury'],
  ])('a destination label before a site and its town: %s', (text, origin, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination]).toEqual([origin, destination])
  })
  test.each([
    ['un container da 40 piedi per Alessandria d’Egitto', "Alessandria d'Egitto"],
    ["spedizione per Alessandria d'Egitto, 2 x 20'", "Alessandria d'Egitto"],
  ])('a name with an elided "of" is one end: %s', (text, destination) => {
    const read = extractQuoteDetails(text)
    expect(read.origin).toBeUndefined()
    expect(read.destination?.replace('’', "'")).toBe(destination)
  })
  test('a known name of two words after "do" is another end', () => {
    const read = extractQuoteDetails('Ze skladu v Olomouci do Kapského Města.')
    expect([read.origin, read.destination]).toEqual(['Olomouc', 'Kapské Město'])
  })
  test.each([
    ['trubky z Uhříněvsi do Lince, 8 t', 'Uhříněves'],
    ['meble z Trzebna do Lipska, 20 m3', 'Trzebno'],
  ])('a Czech "village" and a Polish neuter town back in the nominative: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('a Polish town the gazetteer knows keeps its name', () => {
    expect(extractQuoteDetails('meble z Chełmna do Lipska, 20 m3').origin).toBe('Chełmno')
  })
})

describe('probe105 … probe107, in other words', () => {
  test.each([
    ['hledáme jednu čtyřicítku z Brna do Hamburku', '1 x 40ft'],
    ['potrzebujemy jedną dwudziestkę do Gdyni', '1 x 20ft'],
  ])('one container by its nickname, in the accusative: %s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
  test.each([
    ['Necesito traer bobinas de papel de Oporto para nuestra fábrica de Valencia, 20 t', 'Oporto', 'Valencia', 'bobinas de papel'],
    ['Devo portare stampi da Torino per la nostra sede di Bari, 3 t', 'Torino', 'Bari', 'stampi'],
  ])('"for our plant of X" is where the goods go: %s', (text, origin, destination, cargo) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination]).toEqual([origin, destination])
    expect(read.cargo ?? read.pendingValue).toBe(cargo)
  })
  test.each([
    ['per un trasporto di Barolo da Alba a Zurigo', 'Barolo'],
    ['pour un transport de Nantes vers Oslo', 'Nantes'],
  ])('"for a transport of X" is no destination X: %s', (text, taken) => {
    expect(extractQuoteDetails(text).destination).not.toBe(taken)
  })
  test('a company is no goods', () => {
    expect(extractQuoteDetails('un transporte para una empresa de Sevilla desde Oporto').cargo).toBeUndefined()
  })
  test.each([
    ['It’s waiting at our warehouse in Doncaster.', 'Doncaster'],
    ['They are still sitting in Leeds', 'Leeds'],
  ])('where the goods sit is the origin: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test.each([
    ['1x40 reefer rice ex mundra to Felixstowe', 'Mundra', 'INMUN'],
    ['2 trucks of tiles from Avonmouth to Cork', 'Avonmouth', 'GBAVO'],
  ])('ports the gazetteer lacked: %s', (text, origin, locode) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.originLocode]).toEqual([origin, locode])
  })
  test('a Polish plural town in the genitive', () => {
    expect(extractQuoteDetails('z Łodzi do Saloników, 12 t').destination).toBe('Saloniki')
  })
  test.each([
    ['brauche Preis 1x20 per bahn ab Hamburg', 'bahn'],
    ['Korekta: będą 3 palety zamiast dwóch', 'zamiast dwóch'],
  ])('words that name no goods: %s', (text, word) => {
    expect(extractQuoteDetails(text).cargo).not.toBe(word)
  })
  test.each([
    ['wir haben eine größere Sendung Gartenmöbel von Ulm nach Lyon', 'Gartenmöbel'],
    ['Graag een prijs voor een deelzending tegels van Breda naar Lyon', 'tegels'],
    ['we gaan 30 m3 archiefkasten verhuizen van Zwolle naar Praag', 'archiefkasten'],
    ['szukamy przewoźnika na rury stalowe', 'rury stalowe'],
    ['hledáme dopravce na plastové granule', 'plastové granule'],
    ['inboedel, zo’n 25 m3', 'inboedel'],
  ])('the goods without the words around them: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('what the equipment is loaded with', () => {
    const read = extractQuoteDetails('2 conteneurs chargés de bobines d’acier, départ Metz')
    expect(read.cargo ?? read.pendingValue).toBe('bobines d’acier')
  })
  test('IBCs by their Polish name are packages', () => {
    expect(extractQuoteDetails('kwas cytrynowy, 12 mauzerów, 14 t').packages).toBe('12 mauzerów')
  })
  test.each([
    ['carregamento antes do Natal', 'antes do Natal'],
    ['consegna prima di Natale', 'prima di Natale'],
    ['livraison avant Noël', 'avant Noël'],
    ['vyzvednutí po Vánocích', 'po Vánocích'],
  ])('around Christmas: %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('a correction of an end named by a word of it, while the goods wait to be confirmed', () => {
    const read = conversation(
      'serve un camion di mattoni da Borgo San Lorenzo a Graz, 22 t, carico il 2 marzo',
      'scusate: il carico non è a Borgo ma a Pontassieve',
    )
    expect([read.origin, read.destination]).toEqual(['Pontassieve', 'Graz'])
  })
})

describe('probe108 … probe110, in other words', () => {
  test.each([
    ['loading during week 9', 'during week 9'],
    ['pickup the Friday after next', 'the Friday after next'],
    ['consegna verso la metà di marzo', 'la metà di marzo'],
  ])('dates: %s', (text, date) => {
    expect(dateIn(text)).toContain(date)
  })
  test('a count and a size again, before a bare count', () => {
    expect(
      conversation('2 contenedores de 20 de cerámica de Castellón a Durban, salida semana 3', 'perdón, son 3 de 40, no 2').containers,
    ).toBe('3 x 40ft')
  })
  test('"cntr" is a container', () => {
    expect(extractQuoteDetails('quotazione x 3 cntr da 40 di vino da Livorno a Miami').containers).toBe('3 x 40ft')
  })
  test.each([
    ['Porto di arrivo Durban, la merce parte dal nostro magazzino di Carpi.', 'Carpi', 'Durban'],
    ['we need a quote for a shipment out of our factory in Merthyr Tydfil to Oslo', 'Merthyr Tydfil', 'Oslo'],
  ])('a port of arrival, and our own site the goods leave from: %s', (text, origin, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.origin ?? read.pendingValue, read.destination]).toEqual([origin, destination])
  })
  test.each([
    ['Ca. 5 ton verdeeld over 12 colli.', 'verdeeld'],
    ['chciałbym wycenić przewóz kontenerowy do Pireusu', 'kontenerowy'],
  ])('words that name no goods: %s', (text, word) => {
    expect(extractQuoteDetails(text).cargo ?? '').not.toContain(word)
  })
  test.each([['on a un import de thé noir à organiser', 'thé noir']])('the goods without what is done with them: %s', (text, cargo) => {
    const read = extractQuoteDetails(text)
    expect(read.cargo ?? read.pendingValue).toBe(cargo)
    expect(read.origin).toBeUndefined()
  })
  test('a trailing Dutch verb is no part of the goods', () => {
    expect(extractQuoteDetails('kunnen jullie 30 m3 inboedel meenemen van Ede naar Wenen?').cargo).toBe('inboedel')
  })
  test('an end taken back with "not coming from"', () => {
    const read = conversation(
      'Price for 8 pallets of paving stones, 9 t, from Porto to Dublin, collection Monday 11 January.',
      "Sorry, they aren't coming from Porto after all, they ship from the supplier's yard in Braga.",
    )
    expect([read.origin, read.destination]).toEqual(['Braga', 'Dublin'])
  })
  test.each([
    [
      '18 Paletten Estrich von Mayen nach Linz, 14 t, Ladung am 8.1.',
      'sorry, der 8.1. klappt nicht, wir laden am Montag, 11.01.2027',
      'am Montag, 11.01.2027',
    ],
    ['20 ton zout van Delfzijl naar Gent, laden vrijdag 8 januari', 'laden wordt pas vrijdag 15 januari', 'vrijdag 15 januari'],
  ])('a date said not to work, and one "not until": %s', (first, second, date) => {
    expect(conversation(first, second).dates).toBe(date)
  })
  test('goods after a count of containers in words, answering "What are you shipping?"', () => {
    expect(conversation('Wat kost een container van Rotterdam naar Lagos?', 'Drie veertigvoeters met gebruikte banden.').cargo).toBe(
      'gebruikte banden',
    )
  })
  test('a count in words before goods that are no packing stays in the goods', () => {
    expect(conversation('Bonjour, un devis de Lyon à Porto svp', 'deux chariots élévateurs d’occasion').cargo).toBe(
      'chariots élévateurs d’occasion',
    )
  })
  test('a terminal is no town', () => {
    expect(extractQuoteDetails('z terminala w Gliwicach, jeden kontener 40 stóp').origin).not.toBe('Terminala')
  })
  test.each([['slm, mersinden hamburga 2x40lik narenciye icin fiyat', 'Mersin', 'Hamburg']])(
    'a Turkish lane in lower case without apostrophes: %s',
    (text, origin, destination) => {
      const read = extractQuoteDetails(text)
      expect([read.origin, read.destination]).toEqual([origin, destination])
      expect(read.cargo ?? '').not.toMatch(/^l[ıi]k|hamburga/u)
    },
  )
  test('goods named with the first word of the origin, read by the tagger, are cut at it', () => {
    expect(extractQuoteDetails('Bom dia, tenho 20 toneladas de cortiça de Santa Maria da Feira para Valência').cargo).toBe('cortiça')
  })
})

describe('probe111 … probe113, in other words', () => {
  test.each([
    ['was kostet ein Komplett-LKW mit Dachziegeln?', 'Dachziegeln'],
    ['tarif pour une semi de ciment en sacs, de Lyon à Genève', 'ciment'],
    ['Anfrage Betonfertigteile, 20 t, von Ulm nach Linz', 'Betonfertigteile'],
    ['Ware: Ersatzteile für Landmaschinen. Ladebereit ab KW 4.', 'Ersatzteile für Landmaschinen'],
    ['kunnen jullie 20 ton zand rijden van Venlo naar Aken?', 'zand'],
  ])('the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('a material named "X not X" is no negation of what follows', () => {
    const read = extractQuoteDetails('Si tratta di tessuto non tessuto in 20 rotoli, 4 t.')
    expect([read.cargo, read.packages]).toEqual(['tessuto non tessuto', '20 rotoli'])
  })
  test('a price word is no goods', () => {
    expect(extractQuoteDetails('ik zoek een tarief luchtvracht naar Lagos').cargo).toBeUndefined()
  })
  test('"mistake" is no goods in a correction of the goods', () => {
    expect(
      conversation('12 pallets tegels van Breda naar Gent, 9 ton, laden maandag 4 januari', 'vergissing, geen tegels maar stoeptegels')
        .cargo,
    ).toBe('stoeptegels')
  })
  test('a date corrected with "jednak"', () => {
    expect(conversation('transport z Łodzi do Turynu, meble, 60 m3, załadunek 12.01', 'poprawka: załadunek jednak 15.01').dates).toBe(
      '15.01',
    )
  })
})
