import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { samePlace } from '../../../domain/quote-gazetteer'

// The failure categories of the blind set (data/intake/probe5/, see its README's audit), one request, one spread
// conversation and one correction per language, written for these tests in other words, places, goods and dates than the
// evaluation sets: a weekday kept with its date, a relative or a month date, goods in a list or with their purpose, places
// after labels, corrections of a count or a place.

const conversation = (turns: readonly string[]): QuoteDetails =>
  turns.reduce<QuoteDetails>((known, message, index) => detailsAfterMessage(known, message, index), {})

function expectDetails(got: QuoteDetails, want: Record<string, string>) {
  for (const [field, value] of Object.entries(want)) {
    const read = got[field as keyof QuoteDetails]
    if (field === 'origin' || field === 'destination') expect(read !== undefined && samePlace(read, value) ? value : read).toBe(value)
    else expect(read).toBe(value)
  }
}

type Case = readonly [string, readonly string[], Record<string, string>]
const CASES: Record<string, readonly Case[]> = {
  en: [
    [
      'one-message',
      ['Rate for 5 pallets of paint and varnish, 2 t, pick-up at our site in Coventry, delivery to Ghent, Monday 15 March'],
      { origin: 'Coventry', destination: 'Gent', cargo: 'paint and varnish', dates: 'Monday 15 March' },
    ],
    [
      'spread',
      ['Hello', 'we need to ship machine parts for bakeries', 'from Derby to Lille', '4 t', 'next week Thursday'],
      { cargo: 'machine parts for bakeries', dates: 'next week Thursday' },
    ],
    ['correction', ['6 pallets of soap, 3 t, Hull to Bremen, 2 June', 'sorry, the pallets are 9, not 6'], { packages: '9 pallets' }],
  ],
  de: [
    [
      'one-message',
      ['Bitte Angebot: 4 Paletten Lacke und Farben, 2 t, Abholung bei uns in Ulm, Zustellung in Graz, Montag, den 15. März'],
      { origin: 'Ulm', destination: 'Graz', cargo: 'Lacke und Farben', dates: 'Montag, den 15. März' },
    ],
    [
      'spread',
      ['Hallo', 'Es geht um Ersatzteile für Bäckereien', 'von Trier nach Gent', '4 t', 'übernächste Woche'],
      { cargo: 'Ersatzteile für Bäckereien', dates: 'übernächste Woche' },
    ],
    ['correction', ['3 t Seife von Kiel nach Linz, 2. Juni', 'Moment, Ziel ist nicht Linz, sondern Salzburg'], { destination: 'Salzburg' }],
  ],
  es: [
    [
      'one-message',
      ['Precio para 6 palés de vino y aceite, 4 t, carga en Logroño, descarga en Lyon, el lunes 15 de marzo'],
      { origin: 'Logroño', destination: 'Lyon', cargo: 'vino y aceite', dates: 'el lunes 15 de marzo' },
    ],
    [
      'spread',
      ['Hola', 'se trata de piezas para panaderías', 'de Vigo a Burdeos', '4 t', 'en julio'],
      { cargo: 'piezas para panaderías', dates: 'en julio' },
    ],
    [
      'correction',
      ['2 contenedores de 40 pies de papel, Bilbao a Génova, 2 de junio', 'perdón, son 3 contenedores, no 2'],
      { containers: '3 x 40ft' },
    ],
  ],
  fr: [
    [
      'one-message',
      ['Tarif pour 6 palettes de vins et liqueurs, 4 t, départ Dijon, arrivée Anvers, le lundi 15 mars'],
      { origin: 'Dijon', destination: 'Anvers', cargo: 'vins et liqueurs', dates: 'le lundi 15 mars' },
    ],
    [
      'spread',
      ['Bonjour', "il s'agit de pièces pour boulangeries", 'de Tours à Gand', '4 t', 'courant juillet'],
      { cargo: 'pièces pour boulangeries', dates: 'courant juillet' },
    ],
    [
      'correction',
      ['5 palettes de savon, 2 t, de Nancy à Bâle, le 2 juin', 'pardon, les palettes sont 8, pas 5'],
      { packages: '8 palettes' },
    ],
  ],
  it: [
    [
      'one-message',
      ['Prezzo per 6 bancali di vino e olio, 4 t, carico a Bari, scarico a Graz, lunedì 15 marzo'],
      { origin: 'Bari', destination: 'Graz', cargo: 'vino e olio', dates: 'lunedì 15 marzo' },
    ],
    [
      'spread',
      ['Salve', 'si tratta di ricambi per forni', 'da Udine a Lione', '4 t', 'a luglio'],
      { cargo: 'ricambi per forni', dates: 'a luglio' },
    ],
    [
      'correction',
      ['5 bancali di sapone, 2 t, da Como a Basilea, il 2 giugno', 'scusi, i bancali sono 8, non 5'],
      { packages: '8 bancali' },
    ],
  ],
  nl: [
    [
      'one-message',
      ['Prijs voor 6 pallets bier en frisdrank, 4 t, laden in Zwolle, lossen in Lyon, maandag 15 maart'],
      { origin: 'Zwolle', destination: 'Lyon', cargo: 'bier en frisdrank', dates: 'maandag 15 maart' },
    ],
    [
      'spread',
      ['Hallo', 'het gaat om onderdelen voor bakkerijen', 'van Delft naar Bazel', '4 t', 'over drie weken'],
      { cargo: 'onderdelen voor bakkerijen', dates: 'over drie weken' },
    ],
    ['correction', ['3 t zeep van Ede naar Keulen, 2 juni', 'sorry, het wordt Bonn in plaats van Keulen'], { destination: 'Bonn' }],
  ],
  pl: [
    [
      'one-message',
      ['Wycena: 6 palet piwa i soków, 4 t, załadunek w Kielcach, rozładunek w Lipsku, w poniedziałek 15 marca'],
      { origin: 'Kielce', destination: 'Lipsk', cargo: 'piwa i soków', dates: 'w poniedziałek 15 marca' },
    ],
    [
      'spread',
      ['Dzień dobry', 'chodzi o części do pieców', 'z Opola do Brna', '4 t', 'w drugiej połowie lipca'],
      { cargo: 'części do pieców', dates: 'w drugiej połowie lipca' },
    ],
    ['correction', ['5 t mydła z Torunia do Wiednia, 2 czerwca', 'przepraszam, to nie 5 t, tylko 7 t'], { weight: '7 t' }],
  ],
  pt: [
    [
      'one-message',
      ['Preço para 6 paletes de vinho e azeite, 4 t, carga em Braga, descarga em Lyon, na segunda-feira, 15 de março'],
      { origin: 'Braga', destination: 'Lyon', cargo: 'vinho e azeite', dates: 'na segunda-feira, 15 de março' },
    ],
    [
      'spread',
      ['Olá', 'são peças para padarias', 'de Faro para Sevilha', '4 t', 'em julho'],
      { cargo: 'peças para padarias', dates: 'em julho' },
    ],
    ['correction', ['3 t de sabão de Braga para Lyon, a 2 de junho', 'desculpe, não é Lyon, é Grenoble'], { destination: 'Grenoble' }],
  ],
  cs: [
    [
      'one-message',
      ['Cena za 6 palet piva a džusů, 4 t, nakládka v Jihlavě, vykládka ve Vídni, v pondělí 15. března'],
      { destination: 'Vídeň', cargo: 'piva a džusů', dates: 'v pondělí 15. března' },
    ],
    [
      'spread',
      ['Dobrý den', 'jde o díly k pekárnám', 'z Brna do Lince', '4 t', 'přespříští týden'],
      { cargo: 'díly k pekárnám', dates: 'přespříští týden' },
    ],
    ['correction', ['5 palet mýdla, 2 t, z Kladna do Drážďan, 2. června', 'pardon, palet je 8, ne 5'], { packages: '8 palet' }],
  ],
  tr: [
    [
      'one-message',
      ['Fiyat: 6 palet çay ve kahve, 4 ton, yükleme Trabzon, boşaltma Viyana, 15 Mart Pazartesi'],
      { origin: 'Trabzon', destination: 'Viyana', cargo: 'çay ve kahve', dates: '15 Mart Pazartesi' },
    ],
    [
      'spread',
      ['Merhaba', 'yük: fırın yedek parçası', "Konya'dan Graz'a", '4 ton', 'temmuzun ilk yarısında'],
      { cargo: 'fırın yedek parçası', dates: 'temmuzun ilk yarısında' },
    ],
    [
      'correction',
      ["Bursa'dan Lyon'a 5 ton sabun, yükleme 2 Haziran", 'pardon, yükleme 2 Haziran değil, 9 Haziran'],
      { dates: '9 Haziran' },
    ],
  ],
}

for (const [language, cases] of Object.entries(CASES))
  describe(`${language}: the blind set's failure categories, in other words`, () => {
    for (const [kind, turns, want] of cases) test(`${kind}: ${turns.join(' / ')}`, () => expectDetails(conversation(turns), want))
  })

describe('precision: what the new rules must not read', () => {
  test('a town named like a weekday is no place beside a date ("21 Nisan Çarşamba")', () => {
    expect(extractQuoteDetails('16 palet sabun, 10 ton, yükleme Aydın, boşaltma Münih, 21 Nisan Çarşamba').destination).toBe('Münih')
  })
  test('a list item in a correction is no cargo ("errore mio", "pas deux")', () => {
    expect(extractQuoteDetails('Scusi, errore mio, 6 t, non 5').cargo).toBeUndefined()
    expect(extractQuoteDetails('Finalement ce sera un seul conteneur de 40 pieds, pas deux.').cargo).toBeUndefined()
  })
  test('a greeting, a place or a date in a list is no cargo', () => {
    const details = extractQuoteDetails('Dzień dobry, 16 palet, Kraków, ok. 15 t, 5 marca')
    expect(details.cargo).toBeUndefined()
  })
  test('a sentence about someone or a date is no answer to the cargo question', () => {
    expect(extractQuoteDetails('ils partent de Lille', 'cargo').cargo).toBeUndefined()
    expect(extractQuoteDetails('morgen', 'cargo')).toEqual({ dates: 'morgen' })
  })
  test('goods joined by "and" in a list, ports after "loading port" / "discharge port", more exonyms', () => {
    expect(extractQuoteDetails('hello, 12 pallets, books and magazines, Leeds to Paris, 3 t').cargo).toBe('books and magazines')
    const ports = extractQuoteDetails('Request: 22 t steel coils, loading port Antwerp, discharge port Haifa, early April')
    expect([ports.origin, ports.destination]).toEqual(['Antwerp', 'Haifa'])
    expect(samePlace(extractQuoteDetails('3 palety książek z Lublina do Wilna').destination ?? '', 'Vilnius')).toBe(true)
  })
  test('a purpose that is a date or a place is not joined to the goods', () => {
    expect(extractQuoteDetails('towar: meble do końca maja').cargo).toBe('meble')
    expect(extractQuoteDetails('cargo: machine parts for Hamburg').cargo).toBe('machine parts')
  })
})
