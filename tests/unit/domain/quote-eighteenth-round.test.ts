// The eighteenth round of issue #29 (docs/intake.md, "The eighteenth round"): what the tenth and eleventh sets of live
// visitors showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('places', () => {
  test.each([
    ['Lieferung nach Graz ins Hauptlager. Sorry, falscher Auftrag vorhin.', 'Graz'],
    ['geht nach Linz zum Kunden. Entschuldigung, x.', 'Linz'],
  ] as const)('the site after a place is no part of its name: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test.each([
    ['carichiamo a Bari, consegna a Tirana', 'Bari', 'Tirana'],
    ['si carica a Verona e va a Lione', 'Verona', 'Lione'],
    ['we load at Tilbury, delivery to Gdynia', 'Tilbury', 'Gdynia'],
  ] as const)('a verb of loading names the origin: %s', (text, origin, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination]).toEqual([origin, destination])
  })
  test('"si ritira da noi a …" names the origin', () => {
    expect(extractQuoteDetails('la merce si ritira da noi a Lucca').origin).toBe('Lucca')
  })
})

describe('goods', () => {
  test.each([
    ['vino embotellado de Jerez a Varsovia', 'vino embotellado'],
    ['bottled water from Evian to Oslo', 'bottled water'],
    ['cerveja engarrafada de Lisboa para Luanda', 'cerveja engarrafada'],
  ] as const)('bottled goods keep "bottled": %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('a packed word that says nothing of the goods still goes', () => {
    expect(extractQuoteDetails('mobili da cucina imballati da Treviso a Lione').cargo).toBe('mobili da cucina')
  })
  test('"ok." before "it\'s …" still opens the goods', () => {
    expect(extractQuoteDetails('ok. its dried apricots from our orchard').cargo).toBe('dried apricots')
    expect(extractQuoteDetails('Okay! It’s frozen shrimp').cargo).toBe('frozen shrimp')
  })
  test('a short aside in brackets between the goods and their weight', () => {
    expect(extractQuoteDetails('Ostrava -> Linz, ředidla (ADR), 9 t').cargo).toBe('ředidla')
  })
  test.each(['wysyłka lotnicza do Meksyku', 'wysyłka paczki do Chile', '2 tane 20lik konteyner dolar.', 'towar niebezpieczny ADR klasa 3'])(
    'no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('goods said again more exactly after they were known are taken', () => {
    const first = 'ok. its tulips from Lisse, going to Oslo'
    expect(conversation(first, 'fresh cut tulips, like I said. 40 boxes, 600 kg').cargo).toBe('fresh cut tulips')
  })
  test('the same word in another case, said more exactly after a yes, is taken', () => {
    const first = 'Dobrý den, chtěl bych se zeptat na cenu dopravy skla do Norska.'
    expect(conversation(first).pendingValue).toBe('skla')
    expect(conversation(first, 'Ano, foukané sklo (vázy). Cíl je Oslo.').cargo).toBe('foukané sklo')
  })
  test('a yes naming the goods already known keeps them, not the ones asked about', () => {
    const known = conversation('İstanbuldan Hamburga ev tekstili göndermek istiyoruz, 1 x 40ft, mayıs sonu')
    expect(known.cargo).toBe('ev tekstili')
    const asked = { ...known, pendingSlot: 'cargo' as const, pendingValue: 'havlu ve nevresim' }
    expect(detailsAfterMessage(asked, 'evet, ev tekstili', 2).cargo).toBe(known.cargo)
  })
})

describe('sizes and dates', () => {
  test.each([
    ['nawozy, 22 big bagi po 1000 kg (razem 22 t)', '22 t'],
    ['granulat, 20 palet po 600 kg, celkem 12 t', '12 t'],
  ] as const)('the weight of each piece, after "po", is not the shipment\'s: %s', (text, weight) => {
    expect(extractQuoteDetails(text).weight).toBe(weight)
  })
  test.each([
    ['A recolha tem de ser até quinta-feira, dia 14.', 'até quinta-feira, dia 14'],
    ['Abholung am Dienstag, den 12.', 'am Dienstag, den 12.'],
    ['enlèvement jeudi le 14', 'jeudi le 14'],
    ['recogida el martes día 12', 'el martes día 12'],
    ['ritiro giovedì 14.', 'giovedì 14'],
  ] as const)('the day number after a weekday: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('a count after a weekday is no day', () => {
    expect(extractQuoteDetails('pickup Friday 8 pallets').dates).toBe('Friday')
  })
  test.each([
    ['odbiór w przyszłym tygodniu, najlepiej w czwartek.', 'w przyszłym tygodniu, najlepiej w czwartek'],
    ['pickup next week, ideally Tuesday', 'next week, ideally Tuesday'],
  ] as const)('the weekday preferred in a week: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"urgent" gives way to the day named beside it', () => {
    expect(extractQuoteDetails('frete aéreo urgente. A recolha tem de ser até quinta-feira, dia 14.').dates).toBe(
      'até quinta-feira, dia 14',
    )
    expect(extractQuoteDetails('é urgente').dates).toBe('urgente')
  })
})

describe('from the twelfth live visitors', () => {
  test.each([
    ['Port docelowy Rotterdam.', 'Rotterdam'],
    ['cílový přístav Koper', 'Koper'],
    ['bestemmingshaven Durban', 'Durban'],
  ] as const)('a port of destination named after its label: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test('a town in the country known as the destination, read for the origin, narrows the destination', () => {
    const first = 'Hallo, wat kost het om een paar machines naar Brazilië te verschepen?'
    expect(conversation(first, 'de haven in Brazilië is Itajaí').destination).toBe('Itajaí')
    expect(conversation(first, 'de haven in Brazilië is Itajaí').origin).toBeUndefined()
    expect(conversation(first, 'vanuit Itajaí').origin).toBe('Itajaí')
  })
  test('the Emirates and Kazakhstan said short or declined are places', () => {
    expect(extractQuoteDetails('mamy przesyłkę lotniczą do Emiratów.').destination).toBe('Emiraty')
    expect(extractQuoteDetails('jezdíte i do Kazachstánu?').destination).toBe('Kazachstan')
  })
  test('"Ciudad de México" is one place, ending with its sentence', () => {
    const read = extractQuoteDetails('Desde Burgos. Y el destino exacto es Ciudad de México. Son piezas de recambio.')
    expect([read.origin, read.destination, read.cargo]).toEqual(['Burgos', 'Ciudad de México', 'piezas de recambio'])
    expect(extractQuoteDetails('destino: Ciudad de México').origin).toBeUndefined()
  })
  test.each([
    ['slm, körfeze kuru incir ihracatı için navlun fiyatı lazım', 'kuru incir'],
    ['slm, güney afrikaya fındık ihracatı için fiyat lazım', 'fındık'],
    ['slm, malatyadan rotterdama kuru kayısı için navlun fiyatı lazım', 'kuru kayısı'],
  ] as const)('a Turkish place in its case before the goods is no part of them: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['preventivo per spedizione aerea di borse in pelle da Firenze a Tokyo', 'borse in pelle'],
    ['una spedizione marittima di piastrelle da Genova a Tunisi', 'piastrelle'],
  ] as const)('the goods after a transport and its mode: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['we need some office chairs taken from York to Cork', 'office chairs'],
    ['Somos uma empresa exportadora de cortiça aqui no Alentejo, para Hamburgo', 'cortiça'],
    ['can you ship dog food over to Malta from Bari?', 'dog food'],
  ] as const)('a participle, a particle or "here" after the goods is no part of them: %s', (text, cargo) => {
    const read = extractQuoteDetails(text)
    expect(read.cargo ?? read.pendingValue).toBe(cargo)
  })
  test('"vins en bouteilles" keeps its bottles; other packing still goes', () => {
    expect(extractQuoteDetails('la marchandise : vins en bouteilles').cargo).toBe('vins en bouteilles')
    expect(extractQuoteDetails('Kaffee in Säcken von Hamburg nach Wien').cargo).toBe('Kaffee')
  })
  test.each([
    "prête semaine 25. et pardon j'ai inversé les chiffres, c'est 320 kg et pas 230",
    'Zgadza się, jeden kontener. Proszę wysłać wycenę na jan@firma.example',
    'Dzień dobry, mamy pilną przesyłkę do Emiratów.',
  ])('no goods: %s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
  test('a clause that opens with "and" is not read as the goods asked about', () => {
    const asked = conversation('Bonjour, des vins du Havre vers Montréal, un conteneur 20 pieds, départ fin avril.')
    expect(asked.pendingValue).toBe('vins')
    const after = detailsAfterMessage(asked, 'Le départ sera début mai. Et précisez bien vins en bouteilles, svp.', 1)
    expect([after.cargo, after.dates]).toEqual([undefined, 'début mai'])
  })
})

describe('from the thirteenth live visitors', () => {
  test.each([
    ['Towar będzie gotowy w czerwcu.', 'w czerwcu'],
    ['wysyłka w listopadzie', 'w listopadzie'],
  ] as const)('a Polish month in the locative is no slip of its genitive: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test.each([
    ['termin: lipiec', 'lipiec'],
    ['Datum: August', 'August'],
    ['date: October', 'October'],
  ] as const)("a month alone after a date's label: %s", (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test.each([
    ['loading port would be Mombasa', 'Mombasa'],
    ['pick-up address: Graz', 'Graz'],
  ] as const)('a label of two words is read before its first word alone: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"delivery address: …" names the destination', () => {
    expect(extractQuoteDetails('delivery address: Brno').destination).toBe('Brno')
  })
  test.each([
    ['es sind 2 Stück 40 Fuß', '2 x 40ft', undefined],
    ['Jde o 18 big bagů, celkem 18 t.', undefined, '18 big bagů'],
    ['pumps, 4 wooden crates, 900 kg', undefined, '4 crates'],
    ['Trzy palety, razem 400 kg.', undefined, '3 palety'],
    ['the supplier has added another two pallets', undefined, undefined],
  ] as const)('containers and packages: %s', (text, containers, packages) => {
    const read = extractQuoteDetails(text)
    expect([read.containers, read.packages]).toEqual([containers, packages])
  })
  test('one container made bigger stays one, two may become one (no count), and "a single" one counts one', () => {
    const one = 'izmirden hamburga kuru incir, 1 adet 20lik konteyner, mayıs başında'
    const two = 'izmirden hamburga kuru incir, 2 adet 20lik konteyner, mayıs başında'
    expect(conversation(one, 'pardon, 20lik değil, 40lık konteyner olacak').containers).toBe('1 x 40ft')
    expect(conversation(two, 'pardon, 20lik değil, 40lık konteyner olacak').containers).toBe('40ft')
    expect(conversation(two, 'finalement ce sera un seul 40 pieds').containers).toBe('1 x 40ft')
  })
  test('a word of the goods known, read alone in a correction, is not asked about', () => {
    const first = 'izmirden hamburga kuru incir, 1 adet 20lik konteyner, mayıs başında'
    expect(conversation(first, 'pardon, 40lık olacak, normal kuru konteyner.').pendingSlot).toBeUndefined()
  })
  test.each(['chtěli bychom to poslat hned', 'chciałabym zapytać o wysyłkę towaru do Kanady', 'koliler halinde, 45 m3'])(
    'no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('a known end said again is no answer naming the goods', () => {
    const known = conversation('slm, istanbuldan almatıya tır ile gönderi')
    expect(known.destination).toBe('Almatı')
    expect(detailsAfterMessage(known, 'evet almatı', 1).cargo).toBeUndefined()
  })
})

describe('from the fourteenth live visitors', () => {
  test.each([
    ['Son muebles de jardín, para una tienda en Oporto', 'Oporto'],
    ['Vai para um armazém em Sevilha', 'Sevilha'],
    ["c'est pour un client à Gand", 'Gand'],
  ] as const)('"for a shop in …" names the destination in Romance words: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test('"para la recogida en …" is no destination', () => {
    expect(extractQuoteDetails('para la recogida en Teruel').destination).toBeUndefined()
  })
  test('a shop in a town of the country known as the destination narrows it', () => {
    const first = 'Olá, quanto fica um transporte de sapatos para Espanha?'
    expect(conversation(first, 'A recolha é em Braga. Vai para um armazém em Sevilha').destination).toBe('Sevilha')
  })
  test('Jebel Ali in Turkish and other spellings', () => {
    expect(extractQuoteDetails("Mersin limanından Cebel Ali'ye 1 adet 40'lık konteyner kuru incir").destination).toBe('Cebel Ali')
  })
  test.each([
    ['são caixas, o volume deve andar pelos 28 m3', undefined],
    ['potrebovala bych poslat nejake zbozi do Irska', undefined],
  ] as const)('packing alone and "some goods" name no goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"… dedim ya" after the goods is no part of them', () => {
    const asked = conversation('slm, almanyaya tır fiyatı alabilir miyim', 'afyondan yüklenecek, münihe gidiyor')
    expect(detailsAfterMessage(asked, 'granit plaka dedim ya', 2).cargo).toBe('granit plaka')
  })
  test('IBC tanks in Italian count packages', () => {
    expect(extractQuoteDetails('resine, in 12 cisternette IBC, 11 tonnellate').packages).toBe('12 cisternette')
  })
})
