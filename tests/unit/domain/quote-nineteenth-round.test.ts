// The nineteenth round of issue #29 (docs/intake.md, "The nineteenth round"): what the last live set's notes and the
// scripted probes probe51 … probe53 showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('words that are no place', () => {
  test.each(['Merci, je vous souhaite une bonne soirée', 'Parfait. Bonne journée à vous'])('"bonne" is no Bonn: %s', (text) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination, read.pendingValue]).toEqual([undefined, undefined, undefined])
  })
  test('"le fournisseur a pris du retard": "a" is "has", no "at"', () => {
    const read = extractQuoteDetails('Le transport sera le 4 mai, notre fournisseur a eu du retard.')
    expect([read.origin, read.pendingValue, read.dates]).toEqual([undefined, undefined, 'le 4 mai'])
    expect(extractQuoteDetails('notre fournisseur à Lille prépare la marchandise').origin).toBe('Lille')
  })
  test('"de la farine vers le Sénégal": no "from our … in" reading inside a word', () => {
    const read = extractQuoteDetails('nous cherchons un prix pour de la semoule vers le Mali.')
    expect(read.origin).toBeUndefined()
    expect(read.cargo).toBe('semoule')
  })
  test('"towar to maszyna": Polish "to" after the goods word is "is", no "to"', () => {
    const read = extractQuoteDetails('Dzień dobry, chodzi o przewóz – towar to prasa hydrauliczna.')
    expect([read.destination, read.pendingSlot, read.cargo]).toEqual([undefined, undefined, 'prasa hydrauliczna'])
  })
  test('a capital counts where a pattern asks for one, even in a pattern read case-blind', () => {
    // "Das sind 2,5 to frische Ware": "to" is tonnes only before a capital noun, as the lexicon says.
    expect(extractQuoteDetails('wir haben 2,5 to move').weight).toBeUndefined()
  })
})

describe('corrections and apologies', () => {
  test('"Perdonen, … el destino no es X, es Y": the plural apology is no place, Y replaces X', () => {
    const known = conversation('Precio para 4 palés de vino desde Logroño hasta Burdeos, 3.200 kg, carga el 9 de febrero.')
    expect(known.destination).toBe('Burdeos')
    const after = detailsAfterMessage(known, 'Disculpen, me equivoqué: el destino no es Burdeos, es Aviñón.', 1)
    expect([after.destination, after.pendingValue]).toEqual(['Aviñón', undefined])
  })
})

describe('where the goods are', () => {
  test.each([
    ['Die Ware steht bei uns in Straubing.', 'Straubing'],
    ['Die Anlage liegt noch in Zwickau', 'Zwickau'],
    ['Naložíme to u nás v Olomouci.', 'Olomouc'],
    ['Załadujemy towar u nas w Lesznie.', 'Leszno'],
  ] as const)('%s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
})

describe('the goods', () => {
  test.each([
    ['Ship from Leeds. It is cotton yarn, about 12 pallets', 'cotton yarn'],
    ["They're steel coils, 4 units, 22 t in total", 'steel coils'],
    ['Temos uns moldes de plástico para enviar para Brno.', 'moldes de plástico'],
    ['Tenho peças de reposição para enviar para Tunes.', 'peças de reposição'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each(["It's a full trailer, about 22 tonnes", 'It is urgent, 3 pallets', 'Hello. It is heavy, 30 t'])(
    'a full load, an adjective after "it is" are no goods: %s',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('"une commande de meubles": an order is no part of the goods', () => {
    expect(extractQuoteDetails("j'ai une commande de chaises en hêtre à livrer en Belgique").cargo).not.toContain('commande')
  })
  test.each([
    'hoi, 3 containers 40ft nodig',
    'Hallo, Angebot für eine Ladung Richtung Linz bitte.',
    'Granulat in Big Bags, drei 20-Fuß-Container voll.',
    'ik heb een vraag over een luchtvrachtzending naar Dubai',
  ])('"nodig", "Richtung", "voll", a shipment by sea or air are no goods: %s', (text) => {
    const read = extractQuoteDetails(text)
    expect(['nodig', 'Richtung', 'voll', 'luchtvrachtzending']).not.toContain(read.cargo)
  })
})

describe('containers', () => {
  test.each([
    ['Tři kontejnery, čtyřicetistopé.', '3 x 40ft'],
    ['two containers, twenty foot', '2 x 20ft'],
  ] as const)('a size word after the containers and a comma: %s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
})

test('"die Ware steht in Ulm im Lager": the store after the town is no part of its name', () => {
  expect(extractQuoteDetails('Die Paletten stehen in Kempten im Lager').origin).toBe('Kempten')
})

describe('places said with more around them', () => {
  test.each([
    ['need rate 2x40 toys Ningbo > Charleston SC, etd wk 9', 'Charleston'],
    ['from Leeds to Portland OR, 3 pallets', 'Portland'],
  ] as const)('a US state code after the town is no part of it: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test.each([
    ['Départ de Morteau dans le Doubs, livraison à Turin', 'Morteau'],
    ['collection at our site in Tipton in the West Midlands, to Oslo', 'Tipton'],
  ] as const)('the region after the town is no part of it: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('a name with an elided "of" goes on past it: "da Cortina d\'Ampezzo a Monaco"', () => {
    expect(extractQuoteDetails("spedizione di mobili da Cortina d'Ampezzo a Monaco").origin).toBe("Cortina d'Ampezzo")
  })
  test('"Terminal X → Hafen Y, Verladung in KW 2": the sites open the names, "KW" is no place', () => {
    const read = extractQuoteDetails('2 x 40 Stahlrohre, Terminal Duisburg → Hafen Triest, Verladung in KW 5')
    expect([read.origin, read.destination, read.dates]).toEqual(['Duisburg', 'Triest', 'in KW 5'])
  })
})

describe('more of the goods and the date', () => {
  test('"Teilpartie Polstermöbel": the part load is no part of the goods', () => {
    expect(extractQuoteDetails('Teilpartie Gartenmöbel ab Herford nach Linz, ca. 12 cbm').cargo).toBe('Gartenmöbel')
  })
  test('"kunnen jullie X ophalen in …": the goods before the verb of collecting', () => {
    expect(extractQuoteDetails('kunnen jullie houten kozijnen ophalen in Breda voor levering in Gent?').cargo).toBe('houten kozijnen')
  })
  test.each(['à partir de la semaine 6', 'a partir de la semana 6', 'a partir da semana 6'])('the start of a week kept: %s', (dates) => {
    expect(extractQuoteDetails(`Disponible ${dates}`).dates).toBe(dates)
  })
})

describe('dates with their lead', () => {
  test.each([
    ['nastepny wtorek', 'nastepny wtorek'],
    ['najbliższy czwartek', 'najbliższy czwartek'],
    ['Na próxima segunda', 'Na próxima segunda'],
    ['najpozniej 22.02', 'najpozniej 22.02'],
    ['spätestens 22.02', 'spätestens 22.02'],
    ['A partir del martes que viene', 'A partir del martes que viene'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('a bare "15.01" with no word of time stays no date', () => {
    expect(extractQuoteDetails('Preis 15.01 EUR').dates).toBeUndefined()
  })
})

describe('countries, and the towns that narrow them', () => {
  test.each([
    ['on cherche un prix pour du riz vers le Sénégal', 'Sénégal'],
    ['potrzebuję wyceny do Nigerii, 2 x 40', 'Nigeria'],
    ['envio de azulejos para Angola', 'Angola'],
  ] as const)('a country the old list did not hold: %s', (text, destination) => {
    const read = extractQuoteDetails(text)
    expect(read.destination ?? read.pendingValue).toBe(destination)
  })
  test('"para Cabo Verde", then "para o porto da Praia": the port narrows the country', () => {
    const details = conversation('Preciso de cotação para azulejos para Cabo Verde.', 'Da nossa fábrica em Ílhavo para o porto da Praia.')
    expect(details.destination).toBe('Praia')
  })
  test('"… to kenya", then "yes mombasa. we send from pune": a town of that country said bare narrows it', () => {
    const details = conversation('hi, price for sending spare parts to kenya by sea?', 'yes mombasa. we send from pune')
    expect([details.origin, details.destination]).toEqual(['Pune', 'Mombasa'])
  })
  test('no town inside the other end\'s name narrows it ("Santa Maria da Feira" is no Santa Maria in the US)', () => {
    const details = conversation('Olá, exportamos cortiça para os Estados Unidos', 'recolha em Santa Maria da Feira')
    expect([details.origin, details.destination]).toEqual(['Santa Maria da Feira', 'Estados Unidos'])
  })
})

describe('mails', () => {
  test('"Att.," closes a Portuguese mail: the signature\'s company town is no end, "Att" no goods', () => {
    const details = conversation(
      'A carga sai de Vitória com destino a Valência.',
      'Prazo: até o fim de fevereiro.\n\nAtt.,\nJoão Lima\nMármores Lima Ltda. – Serra/ES',
    )
    expect([details.destination, details.cargo]).toEqual(['Valência', undefined])
  })
  test('"Correction from Sarah just now: loaded in X, not Y": a name after "correction from" is no origin', () => {
    const details = conversation(
      '2 x 40ft floor tiles from Castellón to Montreal, by the end of January',
      'Correction from Priya just now: the containers will be loaded in Valencia, not Castellón.',
    )
    expect(details.origin).toBe('Valencia')
  })
})

test('"1 complet de pommes de terre": a full load\'s "complet" before the goods', () => {
  expect(extractQuoteDetails('tarif pr 1 complet de carottes de Lille vers Madrid, 24t').cargo).toBe('carottes')
})

test('"2 containers", then "20 ft allebei": the count waits for its size', () => {
  const details = conversation(
    'Hallo, we moeten 3 containers versturen naar Durban',
    'Laden in Moerdijk',
    '40 ft alle drie. Het zijn tegels',
  )
  expect(details.containers).toBe('3 x 40ft')
})

describe('probe54 … probe56, in other words', () => {
  test('"sind eher 28 Kubikmeter" while the goods are asked about: "eher" is no goods, "wir hätten X" names them', () => {
    const details = conversation(
      'Guten Tag, wir hätten Büromöbel von Passau nach Porto, ca. 20 m³, am 3.3.2027.',
      'Hab nochmal nachgemessen, sind eher 24 Kubikmeter.',
    )
    expect([details.cargo, details.volume]).toEqual(['Büromöbel', '24 cbm'])
  })
  test('"5 casse grandi": a size adjective after the packing does not replace the goods', () => {
    const details = conversation(
      'Salve, dovrei spedire delle presse idrauliche a Tunisi',
      'dal nostro stabilimento di Modena',
      'circa 30 metri cubi, sono 4 casse grandi',
    )
    expect(details.cargo).toBe('presse idrauliche')
  })
  test.each([
    ['pere in cassoni da Verona a Vienna, 12 t', 'pere'],
    ['du fromage affiné en frigo de Lons vers Gand, 8 t', 'fromage affiné'],
    ['Hallo, was kostet ein Kühlcontainer Lebkuchen nach Dubai?', 'Lebkuchen'],
    ['Temos cacau para importar do Gana, 12 t', 'cacau'],
  ] as const)('the goods without their packing or the reefer: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"para importar do Brasil": where the goods are imported from is the origin', () => {
    expect(extractQuoteDetails('Temos café verde para importar do Brasil.').origin).toBe('Brasil')
  })
  test('"1 x 40\' cognac, départ Cognac": goods in lower case beside the town with its capital', () => {
    expect(extractQuoteDetails("tarif 1 x 20' champagne, départ Champagne pour Tokyo").cargo).toBe('champagne')
  })
  test('"Holzpellets in Big Bags", "Abholung in Sankt Veit an der Glan": no place asked about', () => {
    const details = conversation('Hallo, wir hätten eine Sendung Hackschnitzel in Big Bags', 'Abholung in Sankt Veit an der Glan')
    expect([details.origin, details.pendingSlot]).toEqual(['Sankt Veit an der Glan', undefined])
  })
  test('"Duisburg\'a, oradaki terminale": "the terminal there" is no goods', () => {
    expect(extractQuoteDetails("Almanya'da Hamburg'a, oradaki terminale").cargo).toBeUndefined()
  })
})

describe('probe50 … probe53 left over, in other words', () => {
  test.each([
    ['czesc, cena na 1x40HC z Gdyni do Lagos, rury stalowe na paletach, gotowe na koniec lutego', 'rury stalowe'],
    ["merhaba, Mersin'den Hayfa'ya parsiyel, 8 m3 çuvalda fındık, yükleme 4 Mart", 'fındık'],
  ] as const)('the goods listed with their packing after them or before them: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['Gestellung im Terminal Neuss, Ziel ist Lagos', 'Neuss'],
    ['Vanaf de containerterminal in Venlo, bestemming Lagos.', 'Venlo'],
  ] as const)('where the container is placed or leaves: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"graag bevestiging van de afspraak morgen in Eindhoven" names no origin', () => {
    expect(extractQuoteDetails('graag bevestiging van de afspraak morgen in Eindhoven').origin).toBeUndefined()
  })
  test('"ça part de Klaipeda et pas de Riga": the goods named with Riga keep their name without it', () => {
    const details = conversation(
      'Bonjour, un prix pour 2 conteneurs de 20 pieds de granulés de bois de Tallinn à Nantes, chargement début avril',
      'Ah non, je me suis trompé, ça part de Riga et pas de Tallinn',
    )
    expect([details.origin, details.cargo]).toEqual(['Riga', 'granulés de bois'])
  })
})

describe('probe57 … probe59, in other words', () => {
  test.each([
    ['Dzień dobry, piwo – 10 palet, 6 t, z Tychów do Rygi', 'piwo'],
    ['1 da 40 piedi, riso in sacchi', 'riso'],
    ['Hallo, we willen onderdelen voor heftrucks laten ophalen.', 'onderdelen voor heftrucks'],
    ['Wij zoeken een groupagetransport voor onze meubels van Gouda naar Wenen.', 'meubels'],
    ['tegels en voegmiddel in dozen, 12 m3 ongeveeer', 'tegels en voegmiddel'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"envío marítimo de Santander a Nueva York" names no goods', () => {
    expect(extractQuoteDetails('quería cotizar un envío marítimo de Bilbao a Veracruz').cargo).toBeUndefined()
  })
  test.each([
    ['Do Wiednia, z magazynu w Tychach.', 'Tychy'],
    ["Kontejner 20', naložíme ho na terminálu v Lovosicích.", 'Lovosice'],
    ['2x40 Stahl ab Binnenterminal Duisburg nach Triest', 'Duisburg'],
  ] as const)('where the goods leave: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test.each([
    ['rozładunek w Kłajpedzie', 'Kłajpeda'],
    ['Ophalen in Ede, leveren bij een klant in Debrecen.', 'Debrecen'],
    ['enganei-me no destino: é Córdova, não Sevilha.', 'Córdova'],
    ['z Brna do Soulu', 'Soul'],
  ] as const)('where they go: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test('"Mejor que sean 4": the containers recounted', () => {
    const details = conversation("2 contenedores de 40' de papel de Bilbao a Shanghái, semana 5", 'Mejor que sean 3, que al final hay más')
    expect(details.containers).toBe('3 x 40ft')
  })
  test('"… et non à Saint-Dié": the origin taken back by its short name keeps the goods whole', () => {
    const details = conversation(
      'un transport de 9 tonnes de bûches de bois de Saint-Dié-des-Vosges à Bâle, le 9 février',
      'Pardon, le chargement se fera à Nancy et non à Saint-Dié.',
    )
    expect([details.origin, details.cargo]).toEqual(['Nancy', 'bûches de bois'])
  })
  test('"nakládka není v Jihlavě, ale v Havlíčkově Brodě": the possessive town name declined', () => {
    const details = conversation(
      'nábytek, asi 14 m3, z Jihlavy do Curychu, konec ledna',
      'Sorry, nakládka není v Jihlavě, ale v Havlíčkově Brodě.',
    )
    expect(details.origin).toBe('Havlíčkův Brod')
  })
})

describe('probe60 … probe62, in other words', () => {
  test.each([
    ['dobry den, cena 1x20 z Plzne do Hamburku, vino v lahvich, nakladka 3.2.', 'vino v lahvich'],
    ['hallo, brauche ein angbeot fuer apfelsaft in glasflaschen, 20 paletten', 'apfelsaft in glasflaschen'],
  ] as const)('bottled goods listed or requested keep their bottles: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"sono 10.400 kg lordi, non 9.600": "lordi" is no goods', () => {
    const details = conversation(
      'trasporto di 10 pallet di vino da Alba a Vienna, 8.000 kg, entro gennaio',
      'Rettifico: sono 8.400 kg lordi, non 8.000.',
    )
    expect([details.cargo, details.weight]).toEqual(['vino', '8.400 kg'])
  })
  test('"geen kaas maar roomboter" after "boerenkaas": a compound\'s end takes the goods back', () => {
    const details = conversation(
      'van Gouda naar Parijs, 6 pallets boerenkaas, 3.000 kg, maandag 8 februari',
      'Foutje: het is geen kaas maar karnemelk',
    )
    expect(details.cargo).toBe('karnemelk')
  })
  test.each([
    ['com carga no nosso armazém em Vila Real e com destino ao porto de Haifa', 'Vila Real'],
    ['Se recoge en Teruel y va a nuestra fábrica de Elche', 'Teruel'],
    ['Abholung in Meschede im Sauerland', 'Meschede'],
  ] as const)('the origin: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"va a nuestra fábrica de Elche": our factory\'s town is the destination', () => {
    expect(extractQuoteDetails('Se recoge en Teruel y va a nuestra fábrica de Elche').destination).toBe('Elche')
  })
  test('"merci de revenir directement vers Julien": a person to get back to is no place', () => {
    const read = extractQuoteDetails('Je vous transfère la demande, merci de revenir directement vers Mathieu.')
    expect([read.destination, read.pendingValue]).toEqual([undefined, undefined])
  })
  test.each(['Idéalement entre le 8 et le 11 mars', 'entre le 2 et le 5 février'])('a range said with "et" is kept whole: %s', (text) => {
    expect(extractQuoteDetails(text).dates).toBe(text.replace('Idéalement ', ''))
  })
  test('"no son dos, es uno solo de 40 pies": "solo" is no goods', () => {
    const details = conversation(
      '2 contenedores de 20 pies de corcho de Cádiz a Lima, semana 9',
      'uy no, perdona, no son dos, es uno solo de 40 pies',
    )
    expect([details.cargo, details.containers]).toEqual(['corcho', '1 x 40ft'])
  })
})

test.each([
  ['Dobry den, mame k odvozu borove rezivo', 'borove rezivo'],
  ['Ola, preciso de um preco para levar loica de porcelana ate Colonia', 'loica de porcelana'],
] as const)('typed without accents, as with them: %s', (text, cargo) => {
  expect(extractQuoteDetails(text).cargo).toBe(cargo)
})

describe('probe62, in other words', () => {
  test.each([
    ['Şubat ayının sonunda yüklemek istiyoruz', 'Şubat ayının sonunda'],
    ["önümüzdeki ayın 12'sinde", "önümüzdeki ayın 12'sinde"],
    ['ladunek: drzwi, gotowe 18.02', '18.02'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"gotowe 15.02 kg" is a weight, no date', () => {
    expect(extractQuoteDetails('gotowe 15.02 kg').dates).toBeUndefined()
  })
  test('"16 big-bagów" are packages', () => {
    expect(extractQuoteDetails('12 ton, 16 big-bagów').packages).toBe('16 big-bagów')
  })
  test('"Übernahme am Containerterminal in Duisburg": the origin', () => {
    expect(extractQuoteDetails('Übernahme am Containerterminal in Neuss').origin).toBe('Neuss')
  })
  test('"wij verhuizen een deel van ons kantoormeubilair": part of the goods is the goods', () => {
    expect(extractQuoteDetails('wij verhuizen een deel van ons archief van Zwolle naar Gent, 20 m3').cargo).toBe('archief')
  })
})

describe('probe63 … probe65, in other words', () => {
  test.each([
    ['rate pls 1x40 rice in bags frm Karachi to Hull', 'rice'],
    ['kunnen jullie hier een prijs voor maken? 20 kuub i.p.v. 18', undefined],
    ['Jedná se o litinové radiátory, celkem 4 bedny o hmotnosti 900 kg.', 'litinové radiátory'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['cotation 1x20 de vin, depart Cognac pr Dubai', 'Cognac', 'Dubai'],
    ['Elle se trouve à Montreux et part pour Lomé', 'Montreux', 'Lomé'],
    ['Odbiór z Bielawy na Dolnym Śląsku, dostawa do Braszowa w Rumunii.', 'Bielawa', 'Braszów'],
  ] as const)('the ends: %s', (text, origin, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination]).toEqual([origin, destination])
  })
  test('"não é Colónia, é Francoforte": the place after the comma replaces the one taken back', () => {
    const details = conversation(
      'Origem: Braga\nDestino: Colónia\nMercadoria: toalhas\nPeso: 2 t',
      'Desculpem, enganei-me: não é Colónia, é Francoforte.',
    )
    expect([details.destination, details.pendingValue]).toEqual(['Francoforte', undefined])
  })
  test('"pivo", then "pivovar přidal objednávku": a word that holds the goods is not the goods said again', () => {
    const details = conversation(
      'potřebujeme poslat pivo v sudech z Humpolce do Brna, 5 t, zítra',
      'Oprava – bude 6 t, pivovar přidal objednávku.',
    )
    expect([details.cargo, details.weight]).toEqual(['pivo', '6 t'])
  })
  test('"jednak nie 12.02 tylko 19.02": the date after "but"', () => {
    expect(extractQuoteDetails('sorki, jednak nie 12.02 tylko 19.02').dates).toBe('19.02')
  })
})

describe('probe64, in other words', () => {
  test.each([
    ['moin, brauche rate fuer 1x40 HC rohzucker in saecken, santos -> hamburg', 'rohzucker'],
    ["destination Québec, c'est du malt d'orge en sacs", "malt d'orge"],
    ['quotaz. x 1 cont 40 reefer arance, carico a Catania, destinaz. Gedda', 'arance'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"partenza la prox settimana"', () => {
    expect(extractQuoteDetails('partenza la prox settimana').dates).toBe('la prox settimana')
  })
  test('"destinaz. Gedda" and "O Porriño" as their names', () => {
    expect(extractQuoteDetails('carico a Catania, destinaz. Gedda').destination).toBe('Gedda')
    expect(conversation('hola q tal', 'tengo una carga de O Porriño a Burdeos').origin).toBe('O Porriño')
  })
})

describe('probe66 … probe68, in other words', () => {
  test.each([
    ['Abholung in Freiburg im Breisgau', 'Freiburg im Breisgau'],
    ['Abholung in Neustadt an der Weinstraße', 'Neustadt an der Weinstraße'],
    ["They're at our yard in Leeds", 'Leeds'],
    ['scusa: il carico è a Rimini, non a Forlì', 'Rimini'],
    ['ho 2 container da caricare a Faenza per Haifa', 'Faenza'],
  ] as const)('the origin: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"Please ignore Mersin … it\'s Iskenderun now": what is ignored is taken back', () => {
    const details = conversation(
      '2 x 40ft PET flakes from Hull to Mersin, from 4 February',
      "Please ignore Mersin, the buyer changed the port - it's Iskenderun now.",
    )
    expect(details.destination).toBe('Iskenderun')
  })
  test('"pamuklu havlu taşınması için": the transport of the goods is no part of them', () => {
    expect(extractQuoteDetails("Denizli'den Lyon'a 10 palet nevresim taşınması için fiyat").cargo).toBe('nevresim')
  })
})

test.each([
  ['ready from 9 March onwards', 'from 9 March onwards'],
  ['disponible a partir del 4 de marzo en adelante', 'a partir del 4 de marzo en adelante'],
] as const)('"onwards" belongs to the date: %s', (text, dates) => {
  expect(extractQuoteDetails(text).dates).toBe(dates)
})
test('"para levar de X para Y": the purpose after the goods is no part of them', () => {
  expect(extractQuoteDetails('temos 6 m3 de quadros de bicicleta para levar de Aveiro para Sevilha').cargo).toBe('quadros de bicicleta')
})

test('"it\'s Darjeeling tea, not Assam": the goods said first replace the ones taken back after them', () => {
  const details = conversation(
    '2 pallets Assam tea, Hull to Oslo, 600 kg, before Christmas',
    "Sorry, my colleague told me it's Darjeeling tea, not Assam.",
  )
  expect(details.cargo).toBe('Darjeeling tea')
  const port = conversation(
    '2 x 40ft frozen lamb from Timaru to Hull, mid January',
    "Apologies, my colleague says it's Port Chalmers, not Timaru.",
  )
  expect([port.origin, port.cargo]).toEqual(['Port Chalmers', 'frozen lamb'])
})
test('"sous température dirigée" after the goods says how they travel', () => {
  expect(extractQuoteDetails('6 palettes de beurre sous température dirigée de Lons à Turin').cargo).toBe('beurre')
})

describe('probe69 … probe71, in other words', () => {
  test('"nejde to do Řezna, ale do Pasova": "nejde" negates', () => {
    const details = conversation(
      'z Brna potřebuju poslat díly do Řezna, 4 palety, 900 kg, zítra',
      'Pardon, nejde to do Řezna, ale do Lince.',
    )
    expect(details.destination).toBe('Linec')
  })
  test.each(['Seefrachtanfrage: Stahlrohre, 2 x 40', 'richiesta spedizione marittima: piastrelle, 2 x 20'])(
    'the kind of request is no goods: %s',
    (text) => {
      expect(['Seefrachtanfrage', 'marittima']).not.toContain(extractQuoteDetails(text).cargo)
    },
  )
  test('"Dachziegel zu vergeben": the purpose is no part of the goods', () => {
    expect(extractQuoteDetails('Hallo, wir haben Dachziegel zu vergeben, 20 t, von Ulm nach Graz').cargo).toBe('Dachziegel')
  })
})
