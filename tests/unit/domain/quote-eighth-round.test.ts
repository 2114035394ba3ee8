import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace, placeName } from '../../../domain/quote-gazetteer'
import { withoutMailNoise } from '../../../domain/quote-mail-noise'
import { placesIn } from '../../../domain/quote-places'

// The failure categories of probe18 (the blind set unseen9/, retired once read) and probe19 (written blind and read at
// once; see their READMEs), in other words: signatures and bracketed regions, facilities named before their kind, towns the
// gazetteer did not know, lanes in lower case or with joined names, brands after goods, dates and corrections.

const conversation = (turns: readonly string[]): QuoteDetails =>
  turns.reduce<QuoteDetails>((known, message, index) => detailsAfterMessage(known, message, index), {})

describe('forwarded mail: the signature and the bracketed region are no ends', () => {
  test('a signature block after a closing line goes, with its company address', () => {
    const text = 'Please quote 4 t of paper from Leeds to Oslo.\n\nKind regards,\nAnna Reed\nReed Papers Ltd, 3 Mill Road, Exeter EX1 1AA'
    expect(withoutMailNoise(text)).not.toContain('Exeter')
    expect(extractQuoteDetails(text).destination).toBe('Oslo')
  })
  test('a closing inside a line keeps the line', () => {
    expect(withoutMailNoise('thanks, 4 t of paper from Leeds to Oslo')).toContain('Leeds')
  })
  test('"Sujet :" opens a French header block whose date is no shipment date', () => {
    const text = 'Sujet : devis\nDate : 02/11/2026 09:12\n\nBonjour, 3 t de fromage de Lyon à Turin le lundi 11 janvier.'
    expect(extractQuoteDetails(text).dates).toBe('le lundi 11 janvier')
  })
  test('"Ibi (Alicante)": the region in brackets after a town is neither end', () => {
    const details = extractQuoteDetails('Recogida en Elda (Alicante) y entrega en Lyon, 8 t de calzado')
    expect([details.origin, details.destination]).toEqual(['Elda', 'Lyon'])
  })
})

describe('ends named by a facility, a person or a label', () => {
  test.each([
    ['8 pallets of tea collected from our Bristol warehouse and delivered to a café in Bergen, 3 t', 'Bristol', 'Bergen'],
    ['collection in Taunton, consignee is in Lisbon, 2 t of cider', 'Taunton', 'Lisbon'],
    ['shipper is based in Leeds, delivered to their Porto depot, 5 t of wool', 'Leeds', 'Porto'],
    ['3 t Kabel von Ulm, der Empfänger sitzt in Linz', 'Ulm', 'Linz'],
  ] as const)('%s', (message, origin, destination) => {
    const details = extractQuoteDetails(message)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test.each([
    ['Unser Sitz ist in Berlin, aber die Ware steht in Potsdam und muss nach Posen, 3 t Möbel', 'Posen'],
    ['ons kantoor zit in Utrecht maar de lading staat in Zeist, naar Lyon, 4 t', 'Lyon'],
  ] as const)("the company's seat is no end: %s", (message, destination) => {
    const details = extractQuoteDetails(message)
    expect(details.destination).toBe(destination)
    expect([details.origin, details.pendingValue]).not.toContain(message.includes('Berlin') ? 'Berlin' : 'Utrecht')
  })
  test('the other end\'s label ends a name: "départ Cognac arrivée Anvers"', () => {
    expect(extractQuoteDetails('tarif 1x20 de cognac depart Cognac arrivee Anvers, mars').origin).toBe('Cognac')
  })
})

describe('towns the gazetteer knows now, for the rules only', () => {
  test.each([
    ['Goole', 'Goole'],
    ['Morón de la Frontera', 'Morón de la Frontera'],
    ['Caxias do Sul', 'Caxias do Sul'],
    ['Kempten', 'Kempten'],
    ['Poličky', 'Polička'],
    ['Muszyny', 'Muszyna'],
    ['Kamenického Šenova', 'Kamenický Šenov'],
    ['Tychach', 'Tychy'],
    ['Rigy', 'Riga'],
    ['Havlíčkova Brodu', 'Havlíčkův Brod'],
  ] as const)('%s', (written, name) => expect(placeName(written)).toBe(name))
  test('a smaller town only with its capital: "cognac" the goods, "brzozowa" birch', () => {
    expect(knownPlace('cognac')).toBeUndefined()
    expect(knownPlace('brzozowa')).toBeUndefined()
    expect(knownPlace('Brzozowa')?.name).toBe('Brzozów')
  })
  test('a Czech form is not read as a Croatian town: "v Kopřivnici"', () => expect(placeName('Kopřivnici')).toBe('Kopřivnice'))
  test.each([
    ['Aken', 'Aachen'],
    ['Leghorn', 'Livorno'],
    ['Terstu', 'Trieste'],
    ['Tánger', 'Tangier'],
  ] as const)('the exonym %s names the place %s', (exonym, place) => expect(knownPlace(exonym)?.id).toBe(knownPlace(place)?.id))
  test('"transport z Zakopanego do Pragi?": a town in an adjective\'s case, and no goods', () => {
    const details = extractQuoteDetails('transport z Zakopanego do Pragi?')
    expect([details.origin, details.cargo]).toEqual(['Zakopane', undefined])
  })
  test('"i" is Polish "and" past the first word of a bare answer', () => {
    expect(conversation(['transport z Zakopanego do Pragi?', 'oscypki i bundz, chlodnia']).cargo).toBe('oscypki i bundz')
  })
  test('a town narrows a country known for the end', () => {
    const details = conversation(['Hola, un envío a Marruecos por favor', 'Son 12 m3 de sillas', 'Sale de Murcia y va a Casablanca'])
    expect(details.destination).toBe('Casablanca')
  })
})

describe('lanes', () => {
  test.each([
    ['frete Santa Maria da Feira -> Lyon, 5 t de cortiça, dia 3/2', 'Santa Maria da Feira', 'Lyon'],
    ['cotação 1x20 café, Vitória p/ Hamburgo, março', 'Vitória', 'Hamburgo'],
    ['ciao, 2 t di riso da vercelli a zagabria, settimana 3', 'Vercelli', 'Zagabria'],
    ['Bonjour, 6 t de pièces au Mans pour livraison à Madrid, lundi', 'Le Mans', 'Madrid'],
  ] as const)('%s', (message, origin, destination) => {
    const details = extractQuoteDetails(message)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test.each([
    ['de Caxias do Sul p/ Assunção, 7 t de peças', 'Caxias do Sul', 'Assunção'],
    ["slm, mersin'den cenova'ya 1x40 limon, mart başı", 'Mersin', 'Cenova'],
    ['nakládka v Železném Brodě, vykládka ve Vídni, 3 t skla', 'Železný Brod', 'Vídeň'],
  ] as const)('%s', (message, origin, destination) => {
    const details = extractQuoteDetails(message)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test('a Dutch modal ends the name: "naar Bergen moeten"', () => {
    expect(placesIn('we hebben kaas die naar Bergen moeten, vertrek uit Edam').destination).toBe('Bergen')
  })
  test('"vai pro porto de Santos": the port after a contraction', () => {
    expect(extractQuoteDetails('Sai de Campinas, vai pro porto de Santos').destination).toBe('Santos')
  })
  test('"al porto del Pireo": an Italian contraction adds no Spanish article', () => {
    expect(extractQuoteDetails('Partenza da Bari, arrivo al porto del Pireo, 3 t di olio').destination).toBe('Pireo')
  })
  test('beside a known place, a smaller town typed in lower case counts: "zierikzee - jeddah"', () => {
    expect(extractQuoteDetails('prijs nodig 2x40 potgrond zierikzee - jeddah wk 9')).toMatchObject({
      origin: 'Zierikzee',
      destination: 'Jeddah',
    })
  })
  test('the word before an arrow and a country code is the origin, not the goods', () => {
    const details = extractQuoteDetails('1x40 reefer kiwi fruit tauranga NZ -> rotterdam, wk 5')
    expect([details.cargo, details.origin]).toEqual(['kiwi fruit', 'Tauranga'])
  })
})

describe('goods', () => {
  test.each([
    ['Sendung: Ersatzteile für Bagger, 900 kg auf 2 Kisten, von Linz nach Graz', 'Ersatzteile für Bagger'],
    ['Shipment: spare parts for cranes, 900 kg in 2 crates, from Leeds to Oslo', 'spare parts for cranes'],
    ['Hallo, wir suchen einen Spediteur für Ersatzteile für Traktoren.', 'Ersatzteile für Traktoren'],
    ['Goedemiddag, een prijs voor het verschepen van bloembollen graag.', 'bloembollen'],
    ['Dobrý den, jde o přepravu: použitý soustruh.', 'použitý soustruh'],
    ['hi, rate nodig voor gebruikte stenen, 20 ton', 'gebruikte stenen'],
    ['Dag, offerte graag voor tuinmeubelen van Ede naar Gent, 12 m3', 'tuinmeubelen'],
  ] as const)('%s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
  test.each([
    ['Morning, 2 x 20ft of cement ex Tilbury to Riga, 5 March', 'cement'],
    ['olive 3 t da Bari a Vienna', 'olive'],
    ["slm, 1x40 lik konteyner kuru incir İzmir'den Hamburg'a, mart başı", 'kuru incir'],
    ['leeks 1x40ft reefer dover -> bilbao, ship 4/1', 'leeks'],
    ['3 container da 40 piedi per riso integrale da Vercelli a Toronto', 'riso integrale'],
    ['8 casse di ricambi per trattori Fendt, 2 t, da Verona a Lione', 'ricambi per trattori Fendt'],
    ['A carga é vinho do Douro, 4 t, de Porto para Varsóvia', 'vinho do Douro'],
    ['ce sont des marrons de Noël, 3 t, de Lyon à Bâle', 'marrons de Noël'],
    ['hola, precio p/ 6,5 tn ladrillos, salida de Bailén a Orán', 'ladrillos'],
    ['Towar: figurki świętego Mikołaja z czekolady, 10 palet, z Poznania do Pragi', 'figurki świętego Mikołaja z czekolady'],
    ['Krmná pšenice volně ložená, 24 t, z Brna do Vídně', 'Krmná pšenice'],
    ['Precisamos de enviar queijo da Serra da Estrela, 2 t, de Viseu para Lyon', 'queijo da Serra da Estrela'],
    ['4 palettes de moutarde de Meaux, 1,2 t, de Meaux à Gand, lundi', 'moutarde de Meaux'],
    ['offerte voor 1x20ft koelcontainer met Hollandse haring van Urk naar Gdynia', 'Hollandse haring'],
  ] as const)('%s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
  test('"são X e não Y" corrects the goods to X', () => {
    const turns = [
      '4 t de tijolos de Braga para Vigo, dia 3/2',
      'Peço desculpa, enganei-me na mercadoria: são telhas de barro e não tijolos.',
    ]
    expect(conversation(turns).cargo).toBe('telhas de barro')
  })
  test.each([
    'Correction on the weight: it is 4,100 kg once wrapped, my mistake.',
    'No aspetta: meglio un solo 40 invece di due 20.',
    'Halt, das Gewicht ist 2.800 kg.',
    'Hallo, wir suchen einen Spediteur für unsere Exporte',
    'Váha 7 t, vejde se na jeden návěs.',
    'Liefst in de tweede helft van maart.',
    'oeps, het wordt toch eerder 40 kuub',
    'wat kost het om dat te versturen?',
  ])('no goods in "%s"', (message) => expect(extractQuoteDetails(message, 'cargo', false).cargo).toBeUndefined())
})

describe('sizes', () => {
  test.each([
    ['packed in 30 chests, 2 t', '30 chests'],
    ['12 barils de sirop, 3 t', '12 barils'],
  ] as const)('%s', (message, packages) => expect(extractQuoteDetails(message).packages).toBe(packages))
  test('"onde se lê X, leia-se Y": the weight read is Y', () => {
    const turns = ['6 t de cortiça de Porto para Lyon, dia 4/2', 'Errata: onde se lê 6 toneladas, leia-se 7,5 toneladas.']
    expect(conversation(turns).weight).toBe('7,5 t')
  })
  test('containers counted in a compound word', () => {
    expect(extractQuoteDetails('Het gaat om 2 koelcontainers van 40 voet.').containers).toBe('2 x 40ft')
  })
  test('a new size with the known count said beside it keeps that count; a size alone does not invent one', () => {
    const first = '2 container da 20 piedi di pasta da Napoli a Tunisi, settimana 3'
    expect(conversation([first, 'Anzi: i container sono da 40 piedi, sempre 2.']).containers).toBe('2 x 40ft')
    expect(conversation([first, 'Anzi: meglio da 40 piedi.']).containers).not.toBe('2 x 40ft')
  })
})

describe('dates', () => {
  test.each([
    ['załadunek do 14.02, 3 t z Gdyni do Rygi', 'do 14.02'],
    ['3 t z Gdyni do Rygi na 05.03', 'na 05.03'],
    ['embarque 1ra quincena de marzo', '1ra quincena de marzo'],
    ['ETD a partir de la semana 9', 'a partir de la semana 9'],
    ['carico mercoledì 3° marzo', 'mercoledì 3° marzo'],
    ['Termín: 4 února, ve čtvrtek', '4 února, ve čtvrtek'],
    ['consegna entro Pasqua', 'entro Pasqua'],
    ['collection first thing Tuesday 9 March', 'first thing Tuesday 9 March'],
    ['Verladung auf den 12.03.2027', 'auf den 12.03.2027'],
    ['Gotowe od poniedziałku 8 lutego', 'od poniedziałku 8 lutego'],
    ['nakládka po Novém roce', 'po Novém roce'],
  ] as const)('%s', (message, date) => expect(extractQuoteDetails(message).dates).toBe(date))
  test('"do 20.5 t" is a weight, not a date', () => expect(extractQuoteDetails('do 20.5 t z Gdyni').dates).toBeUndefined())
})

describe('probe21 (written blind last in the round), in other words', () => {
  test('"scrap X" takes X back', () => {
    const turns = ['2 t of tea from Leeds to Bergen, 3 March', 'Actually scrap Bergen - they want it in Stavanger.']
    expect(conversation(turns).destination).toBe('Stavanger')
  })
  test('"nur zwei Vierziger" corrects the count and names no goods', () => {
    const details = conversation(["3 x 40' Schrott von Hamburg nach Lagos, Ende März", 'Nein, es sind nur zwei Vierziger.'])
    expect([details.cargo, details.containers]).toEqual(['Schrott', '2 x 40ft'])
  })
  test('"de nuestro almacén en X": the town, never the facility', () => {
    expect(conversation(['Hola, precio para 3 t de vino', 'Salen de nuestro almacén en Tomelloso']).origin).toBe('Tomelloso')
  })
  test('"au Mans" answering "where from?" is where the goods are', () => {
    expect(conversation(['Bonjour, un devis pour des tableaux', 'Ils sont chez nous, au Havre']).origin).toBe('Le Havre')
  })
  test.each([
    ['dalla Spezia a Tunisi, 2 t di olio', 'La Spezia'],
    ['trasa Nové Město na Moravě – Vídeň, 3 t nábytku', 'Nové Město na Moravě'],
  ] as const)('%s', (message, origin) => expect(extractQuoteDetails(message).origin).toBe(origin))
  test.each([
    ['Máme Pardubický perník k převozu, 2 t', 'Pardubický perník'],
    ['Merhaba, Malatya kayısısı için fiyat alabilir miyim? 3 ton', 'Malatya kayısısı'],
  ] as const)('goods before a final phrase: %s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
  test('"taşıma için fiyat": a service is no goods', () =>
    expect(extractQuoteDetails('Merhaba, taşıma için fiyat rica ediyoruz').cargo).toBeUndefined())
  test.each([
    ['laden eind wk 9', 'eind wk 9'],
    ['dans quinze jours', 'dans quinze jours'],
    ["20 Mart Cuma'dan itibaren", "20 Mart Cuma'dan itibaren"],
  ] as const)('dates: %s', (message, date) => expect(extractQuoteDetails(message).dates).toBe(date))
  test("a container's nickname counted is containers, never goods", () => {
    expect(extractQuoteDetails('het zijn twee twintigers')).toEqual({ containers: '2 x 20ft' })
  })
  test('"1 değil 2 tane 20\'lik": the count corrected', () => {
    const turns = ["Mersin'den Cidde'ye 1x20' mermer, 20 Ocak yükleme", "Bir düzeltme: 1 değil 2 tane 20'lik olacak."]
    expect(conversation(turns).containers).toBe('2 x 20ft')
  })
})

describe('a place taken back inside one message', () => {
  test.each([
    ['ritiro a Bergamo, anzi no, a Treviglio, 3 t di tubi per Lione', 'origin', 'Treviglio'],
    ['Miód z Lublina? Nie, z Zamościa, do Berlina, 2 palety', 'origin', 'Zamościa'],
    ['ik zei Utrecht maar het is eigenlijk Zeist, naar Gent', 'origin', undefined],
    ['prima ho detto Torino ma in realtà è Asti', 'origin', undefined],
  ] as const)('%s', (message, slot, place) => expect(placesIn(message)[slot]).toBe(place))
  test('a bare "no" before a place is its negation, read where it stands', () => {
    expect(placesIn('de Madrid a Lyon, no a Lille')).toMatchObject({ origin: 'Madrid', destination: 'Lyon' })
  })
  test('"No: 45" in an address takes nothing back', () => {
    expect(placesIn("Gaziantep'ten Frankfurt'a, 6 t. Adres: Cad. No: 45, Şişli").origin).toBe('Gaziantep')
  })
  test('"as I said" confirms', () => expect(placesIn('as I said, from Leeds to Oslo').origin).toBe('Leeds'))
})

describe('probe22 (written blind after probe21), in other words', () => {
  test.each([
    ['beef shanks 1x40 reefer timaru > felixstowe, ETD mid March', 'beef shanks'],
    ['Preis für zwei 40-Fuß-Container Kakaobohnen von Abidjan nach Hamburg', 'Kakaobohnen'],
    ['hola, 1 contenedor 40 pies bananas verdes guayaquil a rotterdam, semana 3', 'bananas verdes'],
    ['hola, tenemos ropa usada para mandar a Dakar, 6 t', 'ropa usada'],
    ['Mudanza: muebles y cajas, 25 m3, de Vigo a Lyon', 'muebles y cajas'],
    ['1x20 di prosciutto di Parma stagionato da Langhirano a Oslo', 'prosciutto di Parma stagionato'],
  ] as const)('%s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
  test("a long clause is never cut into a word's tail", () => {
    const message =
      'Hallo, wir bräuchten eine Rate für drei 20-Fuß-Container Rohkaffee von Santos nach Bremerhaven, Verschiffung Anfang März'
    expect(extractQuoteDetails(message).cargo).toBe('Rohkaffee')
  })
  test.each([
    ['Abholung in Pressburg, Zustellung Triest, 3 t', 'Pressburg', 'Triest'],
    ['1 conteneur de pneus, Fos-sur-Mer vers Cotonou, départ fin janvier', 'Fos-sur-Mer', 'Cotonou'],
    ['bananas verdes guayaquil a rotterdam', 'Guayaquil', 'Rotterdam'],
  ] as const)('%s', (message, origin, destination) => {
    const details = extractQuoteDetails(message)
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test('a name before "to" after the goods is left to the lane: "china clay Par to Bilbao" (probe23\'s regression)', () => {
    expect(extractQuoteDetails('need rate 1x20ft ball clay Par to Bilbao, week 8')).toMatchObject({ cargo: 'ball clay', origin: 'Par' })
  })
  test('"müşterimiz için fiyat": our customer is no goods', () => {
    expect(extractQuoteDetails('Merhaba, müşterimiz için fiyat rica ediyoruz: kuru kayısı, 12 palet, 6 ton').cargo).toBe('kuru kayısı')
  })
  test('"Tenemos mercancía en Bilbao para enviar": no goods, where they are', () => {
    expect(extractQuoteDetails('Tenemos mercancía en Bilbao para enviar a Varsovia').cargo).toBeUndefined()
  })
  test('"4 blocchi" of marble are packages', () => expect(extractQuoteDetails('4 blocchi di marmo, 21 t').packages).toBe('4 blocchi'))
})

describe('older development failures, in other words', () => {
  test.each([
    ['Dzień dobry, jabłka w skrzyniach, 20 skrzyń, 4 t, z Grójca do Pragi', 'jabłka'],
    ["İzmir'den Pire'ye, kuru üzüm ve incir", 'kuru üzüm ve incir'],
    ['Dobrý den, poptáváme přepravu – sádrokarton.', 'sádrokarton'],
    ['Dzień dobry, mamy cukier w workach', 'cukier'],
  ] as const)('%s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
})

describe("probe22's second half and probe23 (the blind unseen10, retired), in other words", () => {
  test.each([
    ['hoi, 1x20ft gebruikte meubels tilburg -> lagos, half maart', 'gebruikte meubels'],
    ['zapytanie od klienta: szynka konserwowa w chłodni, 20 palet, z Kutna do Rygi', 'szynka konserwowa'],
    ['hej, mam śledzie solone, 8 palet, 3 t', 'śledzie solone'],
  ] as const)('%s', (message, goods) => expect(extractQuoteDetails(message).cargo).toBe(goods))
  test('"Vanuit Castellón de la Plana naar Zwolle": a name with "de la" after a keyword', () => {
    expect(placesIn('Vanuit Villanueva de la Serena naar Zwolle').origin).toBe('Villanueva de la Serena')
  })
  test('"Sai de Santa Maria da Feira e vai para Lyon": the sentence after the name is no part of it', () => {
    expect(extractQuoteDetails('Sai de Oliveira de Azeméis e vai para Lyon').origin).toBe('Oliveira de Azeméis')
  })
  test('"7 tun bylo bez obalů" names no goods', () => {
    expect(conversation(['přeprava dílů z Brna do Vídně, 7 t, 12. 1.', 'Ne, počítejte s 8 t, 7 tun bylo bez obalů.']).cargo).toBe('dílů')
  })
  test.each([
    ['Kopřivnici', 'Kopřivnice'],
    ['místo 9. prosince to bude až 16. prosince', undefined],
  ] as const)('%s', (written, value) => {
    if (value) expect(placeName(written)).toBe(value)
    else expect(extractQuoteDetails(written).dates).toBe('16. prosince')
  })
  test('"yükleme Mart\'ın sonu": a month with its ending is the date, never a place', () => {
    expect(extractQuoteDetails("3 x 20' mermer, Afyon'dan Şanghay'a, yükleme Mart'ın sonu.")).toMatchObject({
      origin: 'Afyon',
      dates: "Mart'ın sonu",
    })
  })
})
