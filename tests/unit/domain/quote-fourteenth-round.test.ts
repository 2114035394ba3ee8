// The fourteenth round of issue #29 (docs/intake.md, "The fourteenth round"): the failure categories of probe42 (the blind
// set unseen16/, retired and read) and of the probes written blind during the round, in other words than their own.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('a pick-up or delivery with words between it and "in" still needs a capitalised town there', () => {
  test.each([
    ['Collection is at the farm in Castelnaudary, Aude.', 'origin', 'Castelnaudary'],
    ['Pickup is at the yard in Boxtel.', 'origin', 'Boxtel'],
    ['Delivery is at the old mill in Kendal.', 'destination', 'Kendal'],
  ] as const)('%s', (text, slot, place) => {
    expect(extractQuoteDetails(text)[slot]).toBe(place)
  })
})

describe('a correction that takes back another origin shows the name beside the goods was theirs', () => {
  test('the correction names the place taken back', () => {
    const details = conversation(
      'Offerte voor 2 pallets met oude Edam naar Lyon, begin april. Laadadres is in Zwolle.',
      'Correctie: we laden niet in Zwolle maar bij het depot in Kampen.',
    )
    expect([details.origin, details.cargo]).toEqual(['Kampen', 'oude Edam'])
  })
  test('a correction that names no place taken back corrects the origin only', () => {
    const details = conversation('Devis pour 4 palettes de savon de Grasse à Bâle, 2 t, le 3 mai', "pardon, c'est au départ de Toulon")
    expect([details.origin, details.cargo]).toEqual(['Toulon', 'savon'])
  })
})

describe('an "and" before a verb of needing or asking ends the goods', () => {
  test.each([
    ['wir importieren Gartenmöbel und benötigen ein Angebot.', 'Gartenmöbel'],
    ['importamos juguetes y necesitamos precio', 'juguetes'],
    ['we export ceramic tiles and would like a rate', 'ceramic tiles'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('goods joined by "and" stay whole', () => {
    expect(extractQuoteDetails('Wir versenden Rotwein und Weißwein nach Wien').cargo).toBe('Rotwein und Weißwein')
  })
})

describe('a German request typed with "fuer" and a spoken article', () => {
  test.each([
    ['brauche angebot fuer ne gebrauchte Presse von Ulm nach Graz', 'gebrauchte Presse'],
    ['Preis fuer Holzpaletten von Ulm nach Graz', 'Holzpaletten'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('French "du" before a town whose name holds "Le", after a site of ours', () => {
  test('depuis notre usine du Mans', () => {
    const details = extractQuoteDetails('4 caisses depuis notre usine du Mans à destination de Lille.')
    expect([details.origin, details.destination]).toEqual(['Le Mans', 'Lille'])
  })
})

describe('a full truck named between the request and the goods', () => {
  test.each([
    ['besoin tarif camion complet poires williams, de Valence a Rungis, 20 t', 'poires williams'],
    ['tarif camion complet de Valence a Rungis, 20 t', undefined],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('a weight with the unit before the number', () => {
  test.each([
    ['peso lordo complessivo kg 2.450, da Lodi a Graz', '2.450 kg'],
    ['Gewicht: kg 780', '780 kg'],
  ] as const)('%s', (text, weight) => {
    expect(extractQuoteDetails(text).weight).toBe(weight)
  })
  test('a measure after it is no weight', () => {
    expect(extractQuoteDetails('kg 12 x 4 cm').weight).toBeUndefined()
  })
})

describe('The Hague by its names', () => {
  test.each([
    ['de Sevilla a La Haya', 'La Haya'],
    ['van Breda naar Den Haag', 'Den Haag'],
    ['from Derby to The Hague', 'The Hague'],
  ] as const)('%s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test('a correction to it names no goods', () => {
    const details = conversation('Precio para 20 m3 de muebles de Sevilla a Utrecht, en marzo', 'Perdona: no es Utrecht, es La Haya.')
    expect([details.destination, details.cargo]).toEqual(['La Haya', 'muebles'])
  })
})

describe('jars and cans are packing', () => {
  test('aceitunas en bote', () => {
    expect(extractQuoteDetails('4 palets de pimientos en lata de Logroño a Lyon').cargo).toBe('pimientos')
  })
})

describe('"to the port of" inside a lane', () => {
  test('da … al porto di …', () => {
    const details = extractQuoteDetails('2 container di piastrelle da Sassuolo al porto di Durban, carico a fine febbraio.')
    expect([details.origin, details.destination, details.cargo]).toEqual(['Sassuolo', 'Durban', 'piastrelle'])
  })
})

describe('a German full or part load, then the goods', () => {
  test.each([
    ['Komplettladung Hackschnitzel lose, 22 t, von Zwettl nach Linz', 'Hackschnitzel'],
    ['Teilladung Dämmplatten von Linz nach Wels', 'Dämmplatten'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('probe42 in other words', () => {
  test('"transport" typed with a slip is no goods', () => {
    expect(extractQuoteDetails('potrzebuje ceny na trnsport z Opola do Brna').cargo).toBeUndefined()
  })
  test('"typu open top" is the container\'s kind', () => {
    expect(conversation('Ładunek: łopaty koparek.', 'Wystarczy jeden kontener 40 stóp typu open top.').cargo).toBe('łopaty koparek')
  })
  test('"to nie X tylko Y" without a comma', () => {
    expect(conversation('ile za 4 palety: farby, 2 t, Kielce → Ryga', 'pomyliłem się, to nie farby tylko lakiery').cargo).toBe('lakiery')
  })
  test.each([
    ['Kielce → Ryga, odbiór 09.03', '09.03'],
    ['vyzvednutí 14.01, z Brna do Lince', '14.01'],
  ] as const)('a day and month after a pick-up word: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test.each([
    ['z Tarnowskich Gór do Berlina', 'Tarnowskie Góry'],
    ['ze Strzelec Opolskich do Berlina', 'Strzelce Opolskie'],
  ] as const)('a Polish town of two declined words: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('Czech "dostat" is a verb of carrying', () => {
    expect(extractQuoteDetails('potřebujeme dostat náhradní díly pro lisy z Kolína do Gdaňsku').cargo).toBe('náhradní díly pro lisy')
  })
  test.each([
    ['poptávám přepravu tří čtyřicetistopých kontejnerů', '3 x 40ft'],
    ['wycena dla dwóch kontenerów 20 stóp', '2 x 20ft'],
  ] as const)('containers counted in the genitive: %s', (text, containers) => {
    const details = extractQuoteDetails(text)
    expect([details.containers, details.cargo]).toEqual([containers, undefined])
  })
  test('a new container count beside the known one taken back, the size said again', () => {
    const details = conversation("Bursa'dan Cezayir'e 2 x 40 HC tekstil", 'Düzeltme: 2 değil 5 konteyner olacak, hepsi yine 40 HC.')
    expect(details.containers).toBe('5 x 40ft HC')
  })
})

describe('probe43 in other words', () => {
  test('an Irish county after the town', () => {
    expect(extractQuoteDetails('collection Derby, delivery Castlebar Co. Mayo').destination).toBe('Castlebar')
  })
  test.each([
    ['a price for a full truck of waste paper from Leeds to Lyon?', 'waste paper'],
    ['a trailer load of roof tiles from Leeds to Lyon', 'roof tiles'],
  ] as const)('the vehicle filled is no part of the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('news from a person names no origin', () => {
    const details = conversation(
      'Please quote 1 x 40ft of tea, 20 t, ex Mombasa to Gdynia, ready mid January.',
      'Just heard back from Amara - it will ship from Dar es Salaam instead of Mombasa.',
    )
    expect(details.origin).toBe('Dar es Salaam')
  })
  test('"origin" ends in "in" without being an "in" before a name', () => {
    expect(extractQuoteDetails('Re: your email - origin Exeter, destination Brest, apples, 20 pallets').origin).toBe('Exeter')
  })
  test.each([
    ['was kostet ein 40er von Bremen nach Ningbo', '1 x 40ft'],
    ['zwei 20er nach Shanghai', '2 x 20ft'],
  ] as const)('German container nicknames in digits: %s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
  test('"20er Jahre" is a decade', () => {
    expect(extractQuoteDetails('Möbel der 20er Jahre nach Wien').containers).toBeUndefined()
  })
  test('goods taken back by one of their words', () => {
    const details = conversation(
      'wir hätten 2 Kisten Bolzen und Scheiben aus Ulm nach Brünn',
      'sorry – es sind keine Bolzen, sondern Nieten.',
    )
    expect(details.cargo).toBe('Nieten')
  })
})

describe("probe43's second half in other words", () => {
  test('a Polish "-ia" town in the genitive', () => {
    expect(extractQuoteDetails('3 palety z Gdyni do Kowna').origin).toBe('Gdynia')
    expect(extractQuoteDetails('3 palety z Wrzesni do Kowna').origin).toBe('Września')
  })
  test('a place taken back is replaced by a place, not by goods', () => {
    const details = conversation('Precio para 300 kg de quesos desde Burgos a Ginebra, en enero', 'Perdona: no es Ginebra, es Nyon.')
    expect([details.destination, details.cargo]).toEqual(['Nyon', 'quesos'])
  })
  test('Lausanne in Spanish', () => {
    expect(extractQuoteDetails('de Burgos a Lausana').destination).toBe('Lausana')
  })
  test('a refrigerated truck is how the goods travel', () => {
    expect(extractQuoteDetails('400 kg de chorizo en camión frigorífico desde Burgos a Lyon').cargo).toBe('chorizo')
  })
  test('Italian "fine mese" alone is the date', () => {
    expect(extractQuoteDetails('merce pronta fine mese, da Bari a Tunisi').dates).toBe('fine mese')
  })
  test('goods named "da" a town before a bare lane', () => {
    const details = extractQuoteDetails('20 bancali di Lambrusco da Sorbara a Monaco di Baviera')
    expect([details.origin, details.cargo]).toEqual(['Sorbara', 'Lambrusco'])
  })
  test('"do jednoho dvacetistopého kontejneru"', () => {
    expect(extractQuoteDetails('Vejde se to do jednoho čtyřicetistopého kontejneru').containers).toBe('1 x 40ft')
  })
  test('a Turkish request for a price after the goods', () => {
    expect(extractQuoteDetails("Mersin'den Hayfa'ya 1x40 kuru kayısı fiyati alabilirmiyim").cargo).toBe('kuru kayısı')
  })
})

describe('probe44 in other words', () => {
  test('German spoken "ne" is an article, no negation', () => {
    expect(extractQuoteDetails("bräuchte ne rate für 1x40' HC fliesen ab Selb nach Riga").containers).toBe('1 x 40ft HC')
  })
  test('Czech "ne" before the value still negates it', () => {
    expect(extractQuoteDetails('ne do Brna, ale do Olomouce').destination).toBe('Olomouc')
  })
  test('a clause that names only the equipment leaves the goods to the next one', () => {
    expect(extractQuoteDetails('two forty footers. Vinyl flooring in cartons', 'cargo').cargo).toBe('Vinyl flooring')
    expect(extractQuoteDetails('2x20 fuss, alles in fässern', 'cargo').cargo).toBeUndefined()
  })
  test('an update from a person names no origin', () => {
    const details = conversation(
      "please arrange 2 x 20' of glass from Mersin to Lagos, 30 t, before 20 January.",
      'Update from Chidi: the boxes load in Iskenderun, not Mersin.',
    )
    expect(details.origin).toBe('Iskenderun')
  })
  test('German "bis" before a town is where the goods go', () => {
    expect(extractQuoteDetails('wir importieren ahornsirup aus Montreal, brauchen angebot bis bremerhaven')).toMatchObject({
      origin: 'Montreal',
      destination: 'Bremerhaven',
      cargo: 'ahornsirup',
    })
    expect(extractQuoteDetails('bis Freitag').dates).toBe('bis Freitag')
  })
})

describe("probe44's second batch in other words", () => {
  test('Spanish "es" before two lower-case words names the goods', () => {
    expect(extractQuoteDetails('Destino Bilbao. Es cacao crudo en sacos', 'destination').cargo).toBe('cacao crudo')
    expect(extractQuoteDetails('Es urgente, por favor').cargo).toBeUndefined()
  })
  test('"un 20 pies" counts one container', () => {
    expect(extractQuoteDetails('Un 40 pies. Sale en marzo').containers).toBe('1 x 40ft')
  })
  test('French "on exporte des …"', () => {
    expect(extractQuoteDetails('on exporte des fauteuils roulants vers Dakar').cargo).toBe('fauteuils roulants')
  })
  test('a material between the preposition and the packing', () => {
    expect(extractQuoteDetails('2 x 20ft koffiebonen in jute zakken van Santos naar Antwerpen').cargo).toBe('koffiebonen')
  })
  test('the verb after a place at the end of a Dutch or German sentence', () => {
    expect(extractQuoteDetails('wij moeten een gebruikte heftruck naar Ierland krijgen')).toMatchObject({
      destination: 'Ierland',
      cargo: 'gebruikte heftruck',
    })
  })
  test('"without" opens no goods', () => {
    expect(extractQuoteDetails('hij weegt 3.800 kg, zonder bak', 'cargo').cargo).toBeUndefined()
  })
})

describe("probe44's third batch in other words", () => {
  test.each([
    ['Tenho uma carga de móveis pra exportar', 'móveis'],
    ["Mersin'den Köln'e 20 palet kuru kayısı sevk edeceğiz", 'kuru kayısı'],
    ['okna PCV na stojakach z Radomia do Wiednia', 'okna PCV'],
    ['3 caisses en bois contenant une machine à café', 'machine à café'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('packing in bales', () => {
    expect(extractQuoteDetails('2 kontenery, włókno szklane w belach', 'cargo').cargo).toBe('włókno szklane')
  })
  test('a pick-up from a terminal in the other genitive', () => {
    expect(extractQuoteDetails('chodzi o odbiór z terminala w Koluszkach')).toMatchObject({ origin: 'Koluszki' })
  })
  test.each([
    ['zaladunek w trzecim tyg marca', 'w trzecim tyg marca'],
    ['Pod koniec przyszłego tygodnia, jeśli się da.', 'Pod koniec przyszłego tygodnia'],
  ] as const)('Polish dates: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
})

describe("probe45's second half in other words", () => {
  test.each([
    ['graag een tarief voor een groupagezending houten vloeren van Tilburg naar Milaan', 'houten vloeren'],
    ['Tenho uma carga de pneus saindo de Betim', 'pneus'],
    ["potrebuji odvoz 1x20' z Koperu do Brna, je tam kuchynsky nabytek, kontejner bude k dispozici od 7.1.", 'kuchynsky nabytek'],
    ["Manisa'daki fabrikamızdan çamaşır makinesi göndereceğiz", 'çamaşır makinesi'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('a Turkish verb alone names no goods; "bir tane 40 ayak" is one container', () => {
    expect(extractQuoteDetails("Haiphong'dan Ambarlı'ya bir konteyner getireceğiz").cargo).toBeUndefined()
    expect(extractQuoteDetails('bir tane 40 ayak high cube').containers).toBe('1 x 40ft HC')
  })
  test('Portuguese "no começo de"', () => {
    expect(extractQuoteDetails('embarque no começo de abril').dates).toBe('no começo de abril')
  })
})

describe("probe45's first half in other words", () => {
  test('"Rohkaffee Santos bis Duisburg": a bare lane with "bis"', () => {
    const details = extractQuoteDetails("brauch ne Rate für 2x40' Kakao Santos bis Hamburg")
    expect([details.origin, details.destination, details.cargo]).toEqual(['Santos', 'Hamburg', 'Kakao'])
  })
  test('a known name longer than three words before "to"', () => {
    expect(extractQuoteDetails('1x40HC trainers Ho Chi Minh City to Felixstowe').origin).toBe('Ho Chi Minh City')
  })
  test('a bare "today" in a correction of another detail keeps the known date', () => {
    const details = conversation(
      'a price to move furniture from Leeds to Nantes, about 20 cubic metres, collection by the end of March.',
      'Sorry, the removals firm came round today and say it is more like 26 cubic metres.',
    )
    expect([details.volume, details.dates]).toEqual(['26 cbm', 'by the end of March'])
  })
  test.each([
    ["wrong product - it's PVC film, not PET granules.", 'PVC film'],
    ['Hallo, ich hätte eine Anfrage für einen Komplett-LKW.', undefined],
    ['Nous devons faire venir des pièces de forage de Gênes à Dakar.', 'pièces de forage'],
    ['wir haben Gartenbänke für einen 40 HC von Rosenheim nach Dubai', 'Gartenbänke'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('German "Sind …" after a short sentence names the goods; "fertig" none', () => {
    expect(extractQuoteDetails('ab Linz. Sind Kompressoren', 'origin').cargo).toBe('Kompressoren')
    expect(extractQuoteDetails('fertig ab 7. Jänner', 'cargo').cargo).toBeUndefined()
  })
})

describe('a site of "the", not only "our", before the town', () => {
  test.each([
    ['Sale de la bodega, en Cenicero', 'Cenicero'],
    ['from the warehouse in Wakefield to Paris', 'Wakefield'],
  ] as const)('%s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('a name with a lower-case "la" inside is no site', () => {
    expect(extractQuoteDetails('3 palets de aceitunas de Morón de la Frontera a Varsovia').origin).toBe('Morón de la Frontera')
  })
})

describe('probe46 in other words', () => {
  test.each([
    ['Three 20 footers, about 40 tonnes', '3 x 20ft'],
    ["Zmieszczą się w 2 kontenerach 20', raczej bez problemu", '2 x 20ft'],
  ] as const)('containers: %s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
  test.each([
    ['Llevamos tubos de acero, unos 12.000 kilos', 'tubos de acero'],
    ['llevamos productos químicos no peligrosos', 'productos químicos no peligrosos'],
    ['Corrijo: son 30 metros cúbicos, nos llevamos también el piano.', undefined],
    ['İçerik kuru incir, kolilerde', 'kuru incir'],
  ] as const)('goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
  test('"vinda de" is where the goods come from; an import is no goods', () => {
    expect(extractQuoteDetails('Gostaria de cotar uma importação vinda de Roterdão.')).toMatchObject({ origin: 'Roterdão' })
    expect(extractQuoteDetails('Gostaria de cotar uma importação vinda de Roterdão.').cargo).toBeUndefined()
  })
  test('"faire partir pour …" is where the goods go', () => {
    expect(extractQuoteDetails("j'ai un déménagement à faire partir pour Fort-de-France").destination).toBe('Fort-de-France')
  })
  test('a price the Turkish visitor needs is no goods', () => {
    expect(extractQuoteDetails("Ambarlı'dan Mersin'e konteyner fiyatı lazım.").cargo).toBeUndefined()
  })
  test('Czech "ve Dvoře Králové"', () => {
    expect(extractQuoteDetails('nakládka bude ve Dvoře Králové nad Labem').origin).toBe('Dvůr Králové nad Labem')
  })
})

describe("probe47's first half in other words", () => {
  test.each([
    ['we have 2 x 40 high cubes of recycled glass going from Hull to Izmir', 'recycled glass'],
    ['Bräuchten einen Frachtpreis für Hackschnitzel, 22 Tonnen, von Villach nach Udine.', 'Hackschnitzel'],
    ['teneis camion frigo para naranjas?', 'naranjas'],
    ['solicitamos camión frigorífico para el día 22 con carga en Almería', undefined],
  ] as const)('goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('packing alone names no goods, LCL neither', () => {
    expect(extractQuoteDetails('plutôt 9 m3 avec les emballages', 'cargo').cargo).toBeUndefined()
    expect(extractQuoteDetails('could you quote LCL from Leeds to Hull', 'cargo').cargo).toBeUndefined()
  })
  test('what the goods are made of is no origin', () => {
    expect(extractQuoteDetails('Es geht um Platten aus Steinwolle, abzuholen in Neuburg an der Donau.').origin).toBe('Neuburg an der Donau')
  })
  test('"dal porto di …" and "fino a …"', () => {
    const details = conversation(
      'avrei bisogno di un prezzo per spedire del granito.',
      'Dal porto di Marina di Carrara fino a Gedda, in Arabia Saudita.',
    )
    expect([details.origin, details.destination]).toEqual(['Marina di Carrara', 'Gedda'])
  })
})

describe("probe47's second half in other words", () => {
  test('a container before "naar" is no goods', () => {
    expect(extractQuoteDetails('ik heb een zeecontainer nodig naar Halifax').cargo).toBeUndefined()
  })
  test('Turkish "var" after the goods; a number with a Turkish ending is no container', () => {
    expect(extractQuoteDetails('30 koli mutfak dolabı var.').cargo).toBe('mutfak dolabı')
    expect(extractQuoteDetails("Şubat'ın 10'undan sonra yüklenebilir.").containers).toBeUndefined()
    expect(extractQuoteDetails("2 adet 40'lık konteyner").containers).toBe('2 x 40ft')
  })
})
