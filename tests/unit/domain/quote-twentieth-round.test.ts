// The twentieth round of issue #29 (docs/intake.md, "The twentieth round"): what the scripted probes probe72 … probe77
// showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { dateIn } from '../../../domain/quote-dates'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('dates with more around them', () => {
  test.each([
    ['pickup next tues please', 'next tues'],
    ['can you collect this thurs', 'this thurs'],
    ['Verladung in KW 5/2027, bitte', 'in KW 5/2027'],
    ['Laden kan op zijn vroegst maandag 8 februari', 'op zijn vroegst maandag 8 februari'],
    ['Leveren op z’n laatst 12 maart', 'op z’n laatst 12 maart'],
    ['wysyłka za tydzień w piątek', 'za tydzień w piątek'],
    ['vykládka 11. nebo 12. února', '11. nebo 12. února'],
    ['loading on the 3rd or 4th of March', '3rd or 4th of March'],
    ['chargement le 9 ou 10 février', 'le 9 ou 10 février'],
    ['vyzvednout do konce příštího týdne', 'do konce příštího týdne'],
    ['odbiór do końca przyszłego tygodnia', 'do końca przyszłego tygodnia'],
    ['12 şubattan sonra yükleme', '12 şubattan sonra'],
  ])('%s → %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('"next weekend" is still no weekday', () => {
    expect(dateIn('we are closed next weekend')).toBeUndefined()
  })
})

describe('sizes and packages', () => {
  test.each([
    ['Houtpellets in zakken, ruim 18 ton', 'Houtpellets', '18 t'],
    ['verres de table, env. 3 t', 'verres de table', '3 t'],
  ])("a rough quantity's word is no goods: %s", (text, cargo, weight) => {
    const read = extractQuoteDetails(text)
    expect([read.cargo, read.weight]).toEqual([cargo, weight])
  })
  test.each([
    ['14 bulk bags of plastic granulate, 12 t', '14 bulk bags'],
    ['hmotnost 900 kg, jedna bedna', '1 bedna'],
    ['waga 1 200 kg, jedna skrzynia', '1 skrzynia'],
  ])('packages: %s', (text, packages) => {
    expect(extractQuoteDetails(text).packages).toBe(packages)
  })
  test('German "jeden" is "each", no count', () => {
    expect(extractQuoteDetails('Jeden Karton bitte einzeln etikettieren').packages).toBeUndefined()
  })
})

describe('the goods', () => {
  test('"groupage de X de <town> à <town>": a groupage names the goods that follow', () => {
    const read = extractQuoteDetails('Bonjour, groupage de chaises pliantes de Namur à Porto, env 6 m3')
    expect([read.cargo, read.origin, read.destination, read.volume]).toEqual(['chaises pliantes', 'Namur', 'Porto', '6 cbm'])
  })
  test('"de Liège": a town whose name is a material ("liège", cork) is the town after goods', () => {
    const read = extractQuoteDetails('transport de tables en kit de Liège à Lyon')
    expect([read.cargo, read.origin]).toEqual(['tables en kit', 'Liège'])
    expect(extractQuoteDetails('bouchons de liège de Porto à Lyon').cargo).toBe('bouchons de liège')
  })
})

describe('where the goods are', () => {
  test.each([
    ['Verladung bei unserem Zulieferer in Marktredwitz, bitte.', 'Marktredwitz'],
    ['Abholung bei einer Gärtnerei in Straelen', 'Straelen'],
    ['12 Paletten Ventile, ab unserem Werk Sindelfingen nach Lyon', 'Sindelfingen'],
    ['the crates will be collected at the Hanover exhibition centre, going to Dubai', 'Hanover'],
    ['we have printing rolls ready at our plant in Bolton, to go to Lille', 'Bolton'],
    ['Nous avons 6 palettes de cidre prêtes à Rennes', 'Rennes'],
    ['temos azulejos prontos no nosso armazém em Aveiro', 'Aveiro'],
  ])('%s → from %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"para entregar em X" names the destination', () => {
    expect(extractQuoteDetails('cortiça de Coruche para entregar em Bordéus').destination).toBe('Bordéus')
  })
  test('"we have X ready": the goods, without "ready"', () => {
    expect(extractQuoteDetails('we have office chairs ready at our depot in Derby').cargo).toBe('office chairs')
    expect(extractQuoteDetails('tenemos moldes listos en Vigo para Oporto').cargo).toBe('moldes')
  })
  test('"an update from <name>": the name is no origin, the site after "picked up at the" is', () => {
    const details = conversation(
      'Hi, 30 cbm of exhibition booths waiting at our Ulm warehouse, to go to Houston, before 2 March.',
      'No',
      'Message from Katrin: the booths will be picked up at the Frankfurt exhibition centre, not at the Ulm warehouse.',
    )
    expect([details.origin, details.pendingValue]).toEqual(['Frankfurt', undefined])
  })
})

describe('what the goods are made of, and what a weight includes', () => {
  test.each([
    ['Ventilgehäuse aus Aluguss, 3 Paletten, nach Brünn', 'Ventilgehäuse aus Aluguss'],
    ['Loungemöbel aus Polyrattan von Ningbo nach Hamburg', 'Loungemöbel aus Polyrattan'],
  ])('%s', (text, cargo) => {
    const read = extractQuoteDetails(text)
    expect([read.cargo, read.origin]).toEqual([cargo, text.includes('Ningbo') ? 'Ningbo' : undefined])
  })
  test.each(['Correction : 2,7 tonnes avec la caisse, pardon.', 'Sorry, 6 t with the pallets'])(
    'what a weight includes is no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
})

describe('corrections', () => {
  test('"nemá to jet do X, ale do Y": Czech "is not to go" takes X back', () => {
    const known = conversation('Odkud: Plzeň\nKam: Linec\nZboží: pivní sudy\nHmotnost: 8 t\nTermín: do konce března')
    expect(detailsAfterMessage(known, 'Pardon, nemá to jet do Lince, ale do Salcburku.', 1).destination).toBe('Salcburk')
  })
  test('"X değil, Saint-Nazaire\'e": a name with hyphens keeps its whole, "kusura bakmayın" is no goods', () => {
    const known = conversation("merhaba, İzmir'den Nantes'a mermer bloklar, 24 ton, 5 Şubat'ta yükleme")
    const after = detailsAfterMessage(known, "pardon Nantes değil, Saint-Nazaire'e gidecek, kusura bakmayın", 1)
    expect([after.destination, after.cargo]).toEqual(['Saint-Nazaire', 'mermer bloklar'])
  })
  test('"ce n\'est pas du X mais du Y de <région>", both ends known: the region names the new goods', () => {
    const known = conversation('Prix pour 6 palettes de vin blanc de Mâcon à Gand, 4 t, enlèvement le 3 mars.')
    const after = detailsAfterMessage(known, "Ah zut, erreur de ma part : ce n'est pas du vin blanc mais du crémant d'Alsace.", 1)
    expect([after.cargo, after.pendingValue]).toEqual(["crémant d'Alsace", undefined])
    // (A town the gazetteer knows, after the new goods, names them too: no new origin.)
    const town = detailsAfterMessage(known, "Oups, ce n'est pas du vin blanc mais du crémant de Limoux.", 1)
    expect([town.cargo, town.origin]).toEqual(['crémant de Limoux', 'Mâcon'])
  })
  test.each(['my bad, sorry', 'erreur de ma part'])('"%s" names no goods', (text) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBeUndefined()
  })
})

describe('lanes and names', () => {
  test('"Je to X": Czech "it is" opens no lane', () => {
    const known = conversation('Dobrý den, potřebujeme dopravu z Plzně do Hamburku.')
    const after = detailsAfterMessage(known, 'Je to Pilsner Urquell, 18 palet, 9 tun.', 1)
    expect([after.origin, after.destination, after.cargo]).toEqual(['Plzeň', 'Hamburk', 'Pilsner Urquell'])
  })
  test('"salida X destino Y": a label word ends the name before it', () => {
    const read = extractQuoteDetails('precio 1x40 de aceite, salida Valencia destino Houston, carga en marzo')
    expect([read.origin, read.destination]).toEqual(['Valencia', 'Houston'])
  })
  test('"X ex <known place>": the origin after "ex" is no part of the goods', () => {
    const read = extractQuoteDetails("rate for 3x20' of Parma ham ex La Spezia to Singapore")
    expect([read.cargo, read.origin]).toEqual(['Parma ham', 'La Spezia'])
  })
  test.each([
    ['do Amsterodamu', 'Amsterodam'],
    ['au départ de Hô Chi Minh-Ville', 'Hô Chi Minh-Ville'],
    ['z Kęt do Brna', 'Kęty'],
    ['załadunek w Borowie', 'Borów'],
  ])('a name the gazetteer lacked: %s', (text, name) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination]).toContain(name)
  })
})

describe('probe75 … probe77, in other words', () => {
  test('"verladen wird": German "loaded" is no town with a Turkish ending', () => {
    const read = extractQuoteDetails('Ach so, falsches Datum – verladen wird am Freitag, 5. März.')
    expect([read.origin, read.destination, read.dates]).toEqual([undefined, undefined, 'am Freitag, 5. März'])
  })
  test('"entre los dos" names no goods', () => {
    expect(extractQuoteDetails('Pesan unas 18 toneladas entre los dos.').cargo).toBeUndefined()
  })
  test('"nie w X, tylko we Y": the new origin in its nominative', () => {
    const known = conversation('Proszę o ofertę: kontener 40 stóp z Gniezna do Hajfy, meble, gotowe od 4 lutego.')
    expect(detailsAfterMessage(known, 'Przepraszam, ładujemy nie w Gnieźnie, tylko we Wrześni.', 1).origin).toBe('Września')
  })
  test.each(['potřebuji cenu na námořní přepravu', 'potrebuji cenu na lodni prepravu'])('a mode of transport is no goods: %s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
  test('Italian "d\'" names the goods, never an origin', () => {
    const read = extractQuoteDetails("dobbiamo spedire Nero d'Avola in cartoni verso gli Stati Uniti")
    expect([read.cargo, read.origin]).toEqual(["Nero d'Avola", undefined])
  })
  test.each([
    ['Het gaat om 2 kisten met onderdelen voor een heftruck.', 'onderdelen voor een heftruck'],
    ['6 palets of spare parts for a bottling line', 'spare parts for a bottling line'],
    ['pletivo ve svitcích, 3 t', 'pletivo'],
    ['Gitterroste aus verzinktem Stahl, 4 t', 'Gitterroste aus verzinktem Stahl'],
    ['Hi, price please for FCL - ceramic tiles, Valencia to Miami', 'ceramic tiles'],
    ['Anfrage LKW-Komplettladung: Holzpaletten, von Ulm nach Wien', 'Holzpaletten'],
    ['2 palets manzanilla de Sanlúcar, de Sanlúcar de Barrameda a Bremen', 'manzanilla de Sanlúcar'],
  ])('the goods whole: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['Collection from a bakery in Bungay, please', 'Bungay'],
    ['Ab dem Hafenterminal in Duisburg, Ware: Fahrräder', 'Duisburg'],
  ])('where the goods are: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"de un envío a X" names no origin', () => {
    expect(extractQuoteDetails('He recibido una factura de un envío a Oporto que no reconozco').origin).toBeUndefined()
  })
  test('Italian names with "sul", "al": the whole name', () => {
    expect(extractQuoteDetails('consegna a Francoforte sul Meno').destination).toBe('Francoforte sul Meno')
    const after = detailsAfterMessage(conversation('un groupage verso Varsavia'), 'caricano a San Pietro al Natisone', 1)
    expect([after.destination, after.origin ?? after.pendingValue]).toEqual(['Varsavia', 'San Pietro al Natisone'])
  })
  test('typed without accents: "la cantina e a X" is where the goods are, "yakininda" is "near"', () => {
    const read = extractQuoteDetails('La fabbrica e a Fermo, la merce va a Boston.')
    expect([read.origin, read.destination]).toEqual(['Fermo', 'Boston'])
    const near = extractQuoteDetails("Bursa'dan cikacak, teslim yeri Stuttgart yakininda Esslingen.")
    expect([near.destination ?? near.pendingValue, near.destinationLocode]).toEqual(['Esslingen', undefined])
  })
})

describe('probe76 … probe80, in other words', () => {
  test.each([
    ['De palen zijn pas op 12 maart klaar.', 'op 12 maart'],
    ['vykládka mezi 4. a 6. únorem', 'mezi 4. a 6. únorem'],
    ["Şubat'ın 10'undan sonra yükleme", "Şubat'ın 10'undan sonra"],
    ['załadunek w 7 tyg.', 'w 7 tyg.'],
    ['Abholung am fr 15.1., danke', 'am fr 15.1.'],
  ])('%s → %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('"nie damy rady X, przesuwamy na Y": the date taken back gives way', () => {
    expect(dateIn('Niestety nie damy rady 3 lutego, przesuwamy załadunek na środę 10 lutego.')).toBe('na środę 10 lutego')
  })
  test('"sono pronte dal 5 aprile": "ready" names no goods', () => {
    const known = { cargo: 'piastrelle', origin: 'Sassuolo', destination: 'Lione' }
    expect(extractQuoteDetails('Pesano 12 tonnellate, sono pronte dal 5 aprile', 'dates', true, known).cargo).toBeUndefined()
  })
  test('"bis zum Containerterminal in X": the town, not the terminal', () => {
    const read = extractQuoteDetails('Von Genua bis zum Containerterminal in Nürnberg.')
    expect([read.origin, read.destination]).toEqual(['Genua', 'Nürnberg'])
  })
})

describe('probe77 … probe82, in other words', () => {
  test('"X p/ Y": Portuguese "p/" is "para", no goods', () => {
    const read = extractQuoteDetails('bom dia, preciso frete 1x20 de Santos p/ Valência, café verde, embarque fim de janeiro')
    expect([read.origin, read.destination, read.cargo ?? read.pendingValue]).toEqual(['Santos', 'Valência', 'café verde'])
  })
  test.each(['Hallo, was kostet ein Seecontainer nach Chile?', 'Moin, Bahnfracht ab Hamburg nach Chengdu, 1 x 40ft'])(
    'a German compound of the transport is no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('"drin sind X": what the container holds', () => {
    expect(extractQuoteDetails('ein 20 Fuß, drin sind Ersatzteile für Mähdrescher', 'size').cargo).toBe('Ersatzteile für Mähdrescher')
  })
  test.each([
    ["mrb, Mersin'den Hayfa'ya 1x40 lık kuru konteyner fındık, yükleme mart başı", 'fındık'],
    ["Gebze'den Odessa'ya 2x20 kontyner mermer, 10 Ocak", 'mermer'],
  ])('the Turkish container before the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"İki tane 20\'lik konteyner": the dotted capital counts', () => {
    expect(extractQuoteDetails("İki tane 20'lik konteyner lazım").containers).toBe('2 x 20ft')
  })
})

describe('words that name no goods, in other words than probe76 … probe82', () => {
  test.each([
    ['Nog een aanvulling op mijn mail: het gaat om 12 pallets', 'cargo'],
    ['Carichiamo a Treviso, in zona industriale.', 'cargo'],
    ["máme 3 kontejnery 40' k odeslání", 'size'],
    ['mamy 2 kontenery do wysyłki', 'size'],
  ])('%s', (text, asked) => {
    expect(extractQuoteDetails(text, asked as 'cargo' | 'size').cargo).toBeUndefined()
  })
  test('"X, jedna sztuka, 3 t": the goods, not the piece', () => {
    const read = extractQuoteDetails('tokarka CNC, jedna sztuka, 3 t', 'cargo', false, { origin: 'Kalisz', destination: 'Wiedeń' })
    expect(read.cargo).toBe('tokarka CNC')
  })
  test('"dall\'interporto di X": the terminal is no goods', () => {
    const read = extractQuoteDetails("quotazione 1x20 dall'interporto di Verona a Dubai, piastrelle, partenza a fine gennaio")
    expect([read.origin, read.cargo ?? read.pendingValue]).toEqual(['Verona', 'piastrelle'])
  })
  test.each([
    ['wij hebben 3 pallets tegels klaarstaan in Tilburg', 'tegels'],
    ["İyi günler, Mersin'den bir parti narenciye göndereceğiz.", 'narenciye'],
  ])('the goods without a word around them: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"X, odhadem 20 m3": "estimated" is no goods', () => {
    expect(extractQuoteDetails('Jen nábytek a krabice, odhadem 20 m3', 'cargo', false, { origin: 'Brno' }).cargo).toBe('nábytek a krabice')
  })
  test('Italian "parti di …" are parts', () => {
    expect(extractQuoteDetails('parti di ricambio per trattori da Modena a Lione').cargo).toBe('parti di ricambio per trattori')
  })
})

describe('corrections of the goods, in other words than probe78 and probe82', () => {
  test('"é X, não Y": Portuguese says the goods first', () => {
    const known = conversation('Orçamento para 10 paletes de vinho tinto de Lamego para Hamburgo, 7 toneladas, carga dia 4 de março.')
    expect(detailsAfterMessage(known, 'Desculpe, engano: é vinho verde, não vinho tinto.', 1).cargo).toBe('vinho verde')
  })
  test('"nejde o X, ale o Y": Czech "it is not about X"', () => {
    const known = conversation('Dobrý den, z Brna do Vídně: zboží kancelářské židle, 4 palety, 800 kg, nakládka 3. března.')
    expect(detailsAfterMessage(known, 'Oprava: nejde o židle, ale o kancelářské stoly.', 1).cargo).toBe('kancelářské stoly')
  })
})

describe('a Czech or Polish town the gazetteer lacks, back in its nominative', () => {
  test.each([
    ['Nakládka z Mladé Vožice? Ne, z Kamenické do Drážďan', 'Kamenická'],
    ['z Horních Počernic do Lince', 'Horní Počernice'],
    ['z Lhotic do Vídně', 'Lhotice'],
    ['z Lhotic do Vidne', 'Lhotice'],
    ['z Kamenicke do Drazdan', 'Kamenicka'],
  ])('%s → %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('a destination in "-u": "do Pirmasensu"', () => {
    expect(extractQuoteDetails('z Brna do Pirmasensu, 3 palety').destination).toBe('Pirmasens')
  })
  test.each([
    ['ze Strelece do Hamburku', 'Strelece'],
    ['z Gdyne do Rigy', 'Gdyne'],
  ])('an ending read back in two ways stays as written: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
})

describe('probe84 … probe89, in other words', () => {
  test('"půjde o X k Y": Czech "it will be about", and what the goods are for', () => {
    const read = extractQuoteDetails('Půjde o náhradní díly k lisům.', 'cargo', false, { origin: 'Zlín', destination: 'Brémy' })
    expect(read.cargo).toBe('náhradní díly k lisům')
  })
  test.each(['Hallo, wir bräuchten eine Luftfracht-Rate nach Osaka', 'Hallo, Seefrachtpreis nach Santos bitte'])(
    'a price of the transport is no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('"Schweißgeräte" typed without accents stays goods', () => {
    expect(extractQuoteDetails('Schweissgerate, 3 Paletten, von Ulm nach Graz').cargo).toBe('Schweissgerate')
  })
  test('"le transport frigorifique de 48 meules de X jusqu\'au Mans"', () => {
    const read = extractQuoteDetails("devis pour le transport frigorifique de 30 meules de beaufort, depuis Albertville jusqu'au Mans")
    expect([read.cargo, read.packages, read.destination]).toEqual(['beaufort', '30 meules', 'Le Mans'])
  })
  test.each([
    ['potřebuju poslat kontejner po moři', 'size'],
    ['Olá, gostaria de cotar um transporte marítimo saindo de Santos.', 'origin'],
    ['queria um orçamento para grupagem de Aveiro para Lyon', 'cargo'],
  ])('a mode or service is no goods: %s', (text, asked) => {
    expect(extractQuoteDetails(text, asked as 'size').cargo).toBeUndefined()
  })
  test.each([
    ['tengo 12 bidones de aceite de motor para mover', 'aceite de motor'],
    ['olio di girasole in lattine, 10 bancali', 'olio di girasole'],
    ['dobbiamo spedire piastrelle in ceramica ad Atene', 'piastrelle in ceramica'],
  ])('the goods without how they travel: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"vino de Rioja y aceite para llevar": "para llevar" takes no goods apart', () => {
    expect(extractQuoteDetails('Tenemos vino de Rioja y aceite para llevar de Haro a Hamburgo').cargo).not.toBe('aceite')
  })
})

describe('probe90 … probe92, in other words', () => {
  test('"l\'enlèvement de deux X à <town>": the pickup is no goods, the town is the origin', () => {
    const read = extractQuoteDetails(
      "Pourriez-vous nous faire une cotation pour l'enlèvement de trois presses à Cluses, livraison à Milan ?",
    )
    expect([read.cargo, read.origin, read.destination]).toEqual(['presses', 'Cluses', 'Milan'])
  })
  test('"non è X: sono Y": the Italian correction with a colon', () => {
    const known = conversation('Prezzo per 10 pallet di riso da Vercelli a Lione, 7.000 kg, ritiro fine mese.')
    expect(detailsAfterMessage(known, 'Scusa, non è riso: sono farine di mais, stesso peso.', 1).cargo).toBe('farine di mais')
  })
  test('"2. polovina února"', () => {
    expect(dateIn('nakládka 2. polovina února')).toBe('2. polovina února')
  })
  test('Turkish "Tahran a" typed apart, "1x40 lik konteynr" before the goods', () => {
    const read = extractQuoteDetails('slm, Mersin den Tahran a 1x20 lik konteynr, mermer, ay sonu. fiyat?')
    expect([read.origin, read.destination, read.cargo ?? read.pendingValue]).toEqual(['Mersin', 'Tahran', 'mermer'])
  })
  test('a bracket of figures between the goods and their origin', () => {
    const read = extractQuoteDetails("l'enlèvement de 4 palettes de couteaux (poids total 900 kg) à Laguiole, à destination de Gand")
    expect([read.origin ?? read.pendingValue, read.destination]).toEqual(['Laguiole', 'Gand'])
  })
  test.each([
    ['Dzień dobry, do wysłania są zabawki, 4 palety, z Kielc do Pragi.', 'zabawki'],
    ['mamy kawę w workach z Gdyni do Pragi, 18 ton', 'kawę'],
    ['Mamy zlecenie na płytki ceramiczne z Opoczna do Wiednia', 'płytki ceramiczne'],
    ['Mamy meble do odebrania z Poznania, dostawa Wiedeń.', 'meble'],
  ])('Polish "we have X": %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"Yük X" to another question: the label is no part of the goods', () => {
    expect(extractQuoteDetails('Yük mermer blok', 'destination', false, { origin: 'Afyon' }).pendingValue).toBe('mermer blok')
  })
  test('"un transport d\'<town>": a town is no goods', () => {
    expect(extractQuoteDetails("c'est pour un transport d'Aix-la-Chapelle jusqu'au Mans").cargo).toBeUndefined()
  })
})

describe('probe93 … probe95, in other words', () => {
  test('"(1 bulto, 4.300 kg)": one package', () => {
    expect(extractQuoteDetails('el transporte de una fresadora (1 bulto, 2.100 kg) desde Eibar hasta Lyon').packages).toBe('1 bulto')
  })
  test.each(['hoi, wat kost een deellading naar Polen?', 'Ach nein, Kommando zurück, das sind eher 12 m³'])('no goods: %s', (text) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBeUndefined()
  })
  test('"bestemming is onze fabriek in X"', () => {
    expect(extractQuoteDetails('laten ophalen in Gent, bestemming is onze fabriek in Deventer').destination).toBe('Deventer')
  })
  test('"nie 4 a 11 lutego": the date taken back is no range\'s start', () => {
    expect(dateIn('sorry, pomyłka - nie 6 a 13 marca')).toBe('13 marca')
    expect(dateIn('odbiór między 4 a 11 lutego')).toBe('między 4 a 11 lutego')
  })
  test('"de <port> pra <port>": Portuguese "pra" opens no goods', () => {
    const read = extractQuoteDetails('cotacao 1x40 reefer de Santos pra Roterdã, carne bovina, 27 ton')
    expect([read.origin, read.cargo]).toEqual(['Santos', 'carne bovina'])
  })
})

describe('probe96 … probe98, in other words', () => {
  test('"erst nach Neujahr": a feast is no destination', () => {
    expect(extractQuoteDetails('Die Ladung geht erst nach Ostern, am 12. April.').destination).toBeUndefined()
  })
  test('"to X not Y": the phrase ends at "not"', () => {
    expect(extractQuoteDetails("sorry, it's going to Gdynia not Gdansk").destination).toBe('Gdynia')
  })
  test.each([
    ['Ze moeten naar Lille, een bouwplaats aan de rand van de stad', 'destination'],
    ["Münih'e, bir depoya", 'destination'],
  ])('a site is no goods: %s', (text, asked) => {
    expect(extractQuoteDetails(text, asked as 'destination', true).cargo).toBeUndefined()
  })
  test.each([
    ['içinde mermer plakalar olacak', 'mermer plakalar'],
    ['merhaba fındık göndereceğiz', 'fındık'],
  ])('Turkish words around the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
})
