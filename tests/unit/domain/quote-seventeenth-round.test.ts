// The seventeenth round of issue #29 (docs/intake.md, "The seventeenth round"): what the fifth set of live visitors
// showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('what is said around the goods is no part of them', () => {
  test.each([
    ['the goods are only "ceramic tiles", nothing else', 'ceramic tiles'],
    ['Ware: nur Gartenmöbel', 'Gartenmöbel'],
    ['la mercancía es solo aceite de oliva', 'aceite de oliva'],
    ['la merce è soltanto vino rosso', 'vino rosso'],
    ['a mercadoria é apenas cortiça', 'cortiça'],
    ['towar to po prostu meble ogrodowe', 'meble ogrodowe'],
    ['zboží je jen sklo', 'sklo'],
  ] as const)('"only": %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['Chcemy wysłać statkiem maszyny rolnicze z Gdyni do Montrealu', 'maszyny rolnicze'],
    ["Mersin'den Hamburg'a deniz yoluyla mermer göndereceğiz", 'mermer'],
    ['Proszę o wycenę, chcemy wysłać drogą morską płytki ceramiczne z Gdańska do Aarhus', 'płytki ceramiczne'],
  ] as const)('the way they travel before them: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"as I said" before or after the goods', () => {
    const known = conversation('quote for a 40ft from Antwerp to Halifax please', 'the goods are bicycles')
    expect(conversation('quote for a 40ft from Antwerp to Halifax please', 'bicycles as i said, in cartons').cargo).toBe(known.cargo)
    expect(extractQuoteDetails('Ware: wie gesagt Fahrräder').cargo).toBe('Fahrräder')
  })
  test('whom they are for, and where', () => {
    expect(
      conversation('Angebot für einen 40-Fuß-Container von Bremen nach Durban', 'Traktorersatzteile für unseren Importeur dort').cargo,
    ).toBe('Traktorersatzteile')
  })
  test('a correction of the goods on the line of the e-mail address, with "just" and quotes, is read', () => {
    const before = conversation('2 x 20ft of office chairs like i said, from Ningbo to Antwerp, loading in May')
    expect(before.cargo).toBe('office chairs')
    const after = detailsAfterMessage(
      { ...before, cargo: 'office chairs like i said' },
      'cargo is just "office chairs", rest ok. mail: buyer@chairs.example',
      1,
    )
    expect(after.cargo).toBe('office chairs')
  })
})

describe('places', () => {
  test('Italian "in" with its article after a verb of sending is where the goods go', () => {
    expect(extractQuoteDetails('dobbiamo spedire piastrelle negli Emirati Arabi Uniti').cargo).toBe('piastrelle')
    expect(extractQuoteDetails('vorremmo spedire formaggi nel Regno Unito').destination).toBe('Regno Unito')
  })
  test('a country, then the same preposition and its town', () => {
    expect(extractQuoteDetails('la merce parte dalla Spagna, dal porto di Valencia').origin).toBe('Valencia')
  })
  test('a town in lower case after "from our supplier in", and after a label with "port"', () => {
    const china = conversation('price for a 40ft from china to Hamburg')
    expect(detailsAfterMessage(china, 'it comes from our supplier in ningbo', 1).origin).toBe('Ningbo')
    expect(detailsAfterMessage(china, 'pickup is ningbo port', 1).origin).toBe('Ningbo')
  })
  test('"the origin should be …" corrects the origin', () => {
    const china = conversation('price for a 40ft from china to Hamburg')
    expect(detailsAfterMessage(china, 'the origin should be Qingdao, please', 1).origin).toBe('Qingdao')
  })
  test('a company named to say who writes is no origin; a town is read as usual', () => {
    expect(extractQuoteDetails('Somos da Quinta do Vale Verde. Precisamos de 1 contentor para Luanda').origin).toBeUndefined()
    expect(extractQuoteDetails("I'm from Harbour Fresh Foods, we need 2 reefers to Oslo").origin).toBeUndefined()
  })
  test('"desde já" (from now on) names no place', () => {
    const read = extractQuoteDetails('Obrigado desde já pela resposta.')
    expect([read.origin, read.pendingSlot]).toEqual([undefined, undefined])
  })
  test('Portuguese "carregamento no Porto", "recolha na Maia"', () => {
    expect(extractQuoteDetails('contentor de 20 pés com azulejos, carregamento no Porto, destino Antuérpia').origin).toBe('Porto')
    expect(extractQuoteDetails('paletes de vinho, recolha na Maia, entrega em Lyon').origin).toBe('Maia')
  })
  test('"saindo do porto de …" is where the goods leave from', () => {
    expect(extractQuoteDetails('2 contentores saindo do porto de Paranaguá para Roterdão').origin).toBe('Paranaguá')
  })
})

describe('the weight of one piece is not the shipment’s', () => {
  test.each([
    ['sugar in bags of 50 kg, 2 x 20ft from Santos to Lagos', undefined],
    ['feijão em sacos de 30kg, um contentor de 40 pés', undefined],
    ['Zement, Säcke à 25 kg, ein Sattelzug von Ulm nach Linz', undefined],
    ['rice in 25 kg bags, 12 t in total, from Bangkok to Dakar', '12 t'],
    ['os 40 kg é o peso de cada caixa, não o total', undefined],
    ['3 palettes de 900 kg de Reims à Londres', '900 kg'],
  ] as const)('%s', (text, weight) => {
    expect(extractQuoteDetails(text).weight).toBe(weight)
  })
  test.each([
    'Tira esse "60 kg", são só os 2 contentores.',
    'remove the 60 kg please',
    'entfernen Sie die 60 kg',
    'Peso: 2 contentores, sem os 60 kg.',
  ])('"%s" does not say the weight again', (text) => {
    expect(extractQuoteDetails(text).weight).toBeUndefined()
  })
})

describe('from the sixth live visitors', () => {
  test.each([
    'Tak, wszystko się zgadza. Proszę o wycenę na adres: biuro@firma.example',
    'Please send the quote to my address: a@b.example',
  ])('the word for the address in the message that gives it is no goods: %s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
  test('laughter is no place', () => {
    const read = extractQuoteDetails('la mercancía es solo café, lo otro era el destino jajaja')
    expect([read.destination, read.cargo]).toEqual([undefined, 'café'])
  })
  test.each([
    ['necesito mandar mangos a alemania por avion', 'mangos'],
    ['preciso enviar cortiça pra itália', 'cortiça'],
  ] as const)('a country in lower case after a word of going ends the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('a Turkish month with its case ending and no apostrophe', () => {
    expect(extractQuoteDetails('12 mayısta yükleme olur').dates).toBe('12 mayısta')
    expect(extractQuoteDetails('en geç 30 hazirana kadar').dates).toBe('en geç 30 hazirana kadar')
  })
  test('"complet" after a container is no goods, and "la marchandise c\'est de la …" names them', () => {
    expect(extractQuoteDetails('un conteneur 40 pieds complet').cargo).toBeUndefined()
    expect(extractQuoteDetails("la marchandise c'est du papier kraft").cargo).toBe('papier kraft')
  })
  test('Turkish "mal" (goods) names none', () => {
    expect(extractQuoteDetails('yaklaşık 40 m3 mal var').cargo).toBeUndefined()
  })
  test('"by the way" after the goods', () => {
    expect(extractQuoteDetails('het zijn graafmachines trouwens').cargo).toBe('graafmachines')
  })
  test('goods named in one word, then more exactly, are the more exact goods', () => {
    expect(conversation('ile kosztuje wysyłka części do Kanady?', 'to są części zamienne do pras hydraulicznych').cargo).toBe(
      'części zamienne do pras hydraulicznych',
    )
    expect(conversation('wat kost het om machines naar Chili te verschepen?', 'het zijn bouwmachines').cargo).toBe('bouwmachines')
  })
  test('where the supplier is, is where the goods leave from', () => {
    expect(conversation('dovážíme hračky z Číny do Brna', 'dodavatel je v Ningbo').origin).toBe('Ningbo')
    expect(extractQuoteDetails('der Hersteller sitzt in Pilsen').origin).toBe('Pilsen')
  })
  test('"make that" takes back the container said before it', () => {
    expect(extractQuoteDetails('it will not fit in a 20ft. Make that one 40ft container.').containers).toBe('1 x 40ft')
  })
})

describe('from the seventh live visitors, and what the sixth saw along the way', () => {
  test.each([
    ['Ware: Kunststoffgranulat (PP', 'Kunststoffgranulat'],
    ['het zijn tulpenbollen dus', 'tulpenbollen'],
    ['please put down frozen shrimp rather than just seafood', 'frozen shrimp'],
    ['En mercancía pon mejor tubos de acero', 'tubos de acero'],
  ] as const)('the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each(['Almost, the weight is 900 kg', 'Casi, el peso es 900 kg', 'queria saber quanto fica pra mandar 900 kg pra Lisboa'])(
    '"%s" names no goods',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('"ma ditemi voi" (but you tell me) after a doubt about the goods is no new goods', () => {
    const known = conversation('formaggio da Parma a New York, 950 kg, entro il 10 giugno')
    expect(detailsAfterMessage(known, 'serve il freddo? credo di no per il formaggio ma ditemi voi', 1).cargo).toBe(known.cargo)
  })
  test('"medio april" is a date', () => {
    expect(extractQuoteDetails('verscheping medio mei').dates).toBe('medio mei')
  })
  test('where the writer is, outside the country the goods go to, is no destination', () => {
    const read = extractQuoteDetails('Nous sommes un négociant en vins à Bordeaux et cherchons un transporteur vers la Belgique.')
    expect(read.destination).toBe('Belgique')
  })
  test.each([
    ['do Spojených arabských emirátů', 'Spojené arabské emiráty'],
    ['pour un devis vers le canada svp', 'Canada'],
    ['livraison à Casablanca avant le 15 avril', 'Casablanca'],
    ["j'aimerais envoyer du vin en Suède", 'Suède'],
  ] as const)('the destination: %s', (text, destination) => {
    expect(extractQuoteDetails(text).destination).toBe(destination)
  })
  test.each([
    ['Die stehen hier bei uns in Bremen', 'Bremen'],
    ["they're at port of savannah, going to Rotterdam", 'Savannah'],
    ['konyadan yüklenecek', 'Konya'],
  ] as const)('the origin: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
})

describe('from the eighth live visitors', () => {
  test.each([
    ['dostawa do końca tygodnia 23', 'do końca tygodnia 23'],
    ['najpóźniej do końca 23. tygodnia', 'najpóźniej do końca 23. tygodnia'],
    ['until the end of week 23', 'end of week 23'],
    ['el 15 o 16 de diciembre', 'el 15 o 16 de diciembre'],
    ['a partir del lunes 1 de febrero de 2027', 'a partir del lunes 1 de febrero de 2027'],
    ['prontos a 8 de janeiro, perdão, a 18 de janeiro', '18 de janeiro'],
  ] as const)('a date keeps its numbers: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"Sorry!" closing a message takes nothing back', () => {
    expect(extractQuoteDetails('het gaat naar Lyon en niet Grenoble. Sorry! De rest klopt.').destination).toBe('Lyon')
  })
  test.each([
    ["un prix pour du fret maritime vers la Côte d'Ivoire svp", undefined, "Côte d'Ivoire"],
    ['Luftfracht nach Shanghai, Abholung Frankfurt KW 14', 'Frankfurt', 'Shanghai'],
  ] as const)('places: %s', (text, origin, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.origin, read.destination, read.pendingSlot]).toEqual([origin, destination, undefined])
  })
  test.each(["we'll need a 40ft container instead.", 'ca 42 m3 laut umzugsliste.', 'het worden toch 3 containers van 40ft'])(
    '"%s" names no goods',
    (text) => {
      expect(extractQuoteDetails(text).cargo).toBeUndefined()
    },
  )
  test('"ergens half mei" (sometime mid-May) is a date, no place', () => {
    const read = extractQuoteDetails('vertrek ergens half mei')
    expect([read.dates, read.origin, read.pendingSlot]).toEqual(['half mei', undefined, undefined])
  })
  test('"as I wrote – …" before the goods asked for', () => {
    expect(conversation('wycena frachtu lotniczego z Krakowa do Dubaju, 450 kg, do 20 czerwca', 'Jak pisałam – kosmetyki.').cargo).toBe(
      'kosmetyki',
    )
  })
  test('"een prijs opvragen voor …"', () => {
    expect(extractQuoteDetails('ik wil een prijs opvragen voor tuinstoelen naar Gent').cargo).toBe('tuinstoelen')
  })
})

describe('from the ninth live visitors', () => {
  test('a Turkish case form of the word for the address is no goods', () => {
    expect(extractQuoteDetails('Evet doğru. Teklifi ayse@firma.example adresine gönderebilirsiniz.').cargo).toBeUndefined()
  })
  test('"per Luftfracht" names no place', () => {
    const read = extractQuoteDetails('ich muss dringend Ersatzteile in die USA schicken, per Luftfracht')
    expect([read.pendingValue, read.destination].includes('Luftfracht')).toBe(false)
  })
  test('goods said more exactly in a correction at the read-back are taken, not asked about', () => {
    const known = conversation('Ersatzteile von München nach Chicago, 320 kg, bis 20. Mai')
    const after = detailsAfterMessage(
      known,
      'Fast, bei der Ware bitte "Ersatzteile für Verpackungsmaschinen" eintragen, nicht nur Ersatzteile.',
      1,
    )
    expect([after.cargo, after.pendingSlot]).toEqual(['Ersatzteile für Verpackungsmaschinen', undefined])
  })
})
