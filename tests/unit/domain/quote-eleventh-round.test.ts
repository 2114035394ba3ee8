import { describe, expect, test } from 'bun:test'
import { conversationLanguage } from '../../../domain/conversation-language'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { dateIn } from '../../../domain/quote-dates'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace } from '../../../domain/quote-gazetteer'

// The failure categories of probe33 (written blind at the tenth round's end, run once unread, then read), in other words
// than its own: a material or a name after the goods taken for an end, a lane opening a sentence, loading and unloading
// said with participles, a range of days, packing participles and negations taken for goods, count words before
// containers, labels without their colon, Czech names joined by "v".

describe('what goods are made of, or the name of what they are for, is no end of the lane', () => {
  test.each([
    ['Es geht um 30 Paletten Rohre aus Edelstahl.', 'Rohre aus Edelstahl'],
    ['Wir haben 12 Kisten Becher aus Steingut.', 'Becher aus Steingut'],
  ] as const)('%s', (text, cargo) => {
    const details = extractQuoteDetails(text, 'origin')
    expect([details.cargo, details.origin]).toEqual([cargo, undefined])
  })
  test('a town that names the machines the parts are for', () => {
    const details = extractQuoteDetails('Dzień dobry, mamy do wysłania filtry do maszyn Ursus.')
    expect([details.cargo, details.destination]).toEqual(['filtry do maszyn Ursus', undefined])
  })
})

describe('the name and age of the goods after them', () => {
  test.each([
    ['Tenemos 14 palés de granito Azul Platino en planchas, 20 t', 'granito Azul Platino'],
    ['22 bancali di formaggio Grana Padano, 9 t', 'formaggio Grana Padano'],
    ['8 pallets of whisky aged 12 years, 6 t', 'whisky aged 12 years'],
    ['10 paletten kaas belegen 12 maanden, 7 ton', 'kaas belegen 12 maanden'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('the name of the goods before the town they come from, in a lane without "from"', () => {
    const details = extractQuoteDetails('Quiero cotizar 2 contenedores de granito Blanco Cristal de Porriño a Haifa')
    expect([details.cargo, details.origin, details.destination]).toEqual(['granito Blanco Cristal', 'Porriño', 'Haifa'])
  })
  test('a form’s next label after the goods is no name of theirs', () => {
    expect(extractQuoteDetails('Von: Bremen Nach: Lyon Ware: farine de blé Gewicht: 3 t').cargo).not.toContain('Gewicht')
  })
})

describe('a lane opening a sentence, and the port before its name', () => {
  test.each([
    ['Von Paderborn bis zum Hafen Bremerhaven, bitte.', 'Paderborn', 'Bremerhaven'],
    ['Von Siegen bis Rijeka in Kroatien', 'Siegen', 'Rijeka'],
    ['Z Kielc do Hamburga', 'Kielce', 'Hamburg'],
  ] as const)('%s', (text, origin, destination) => {
    const details = extractQuoteDetails(text, 'origin')
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
})

describe('loading and unloading said with a participle or a noun', () => {
  test.each([
    ['Verladen wird in Bocholt, Entladung in Verona.', 'Bocholt', 'Verona'],
    ['Beladung in Hamm, Entladung in Brescia', 'Hamm', 'Brescia'],
  ] as const)('%s', (text, origin, destination) => {
    const details = extractQuoteDetails(text, 'destination')
    expect([details.origin, details.destination]).toEqual([origin, destination])
  })
  test('the town after a terminal', () => {
    expect(extractQuoteDetails('tak, z Xi’an do terminalu w Małaszewiczach', 'destination').destination).toBe('Małaszewicze')
  })
  test('the purpose of sending is no facility', () => {
    expect(extractQuoteDetails('mamy palety do odebrania w Kaliszu').destination).toBeUndefined()
  })
})

describe('a range of days is the date, whole', () => {
  test.each([
    ['Ladung zwischen 7. und 9. Januar', 'zwischen 7. und 9. Januar'],
    ['carga entre el 3 y el 5 de febrero', 'entre el 3 y el 5 de febrero'],
    ['chargement du 11 au 13 janvier', 'du 11 au 13 janvier'],
    ['odbiór od 4 do 6 stycznia', 'od 4 do 6 stycznia'],
    ['pickup 20-22 January', '20-22 January'],
    ['ophalen tussen 2 en 4 maart', 'tussen 2 en 4 maart'],
  ] as const)('%s', (text, dates) => {
    expect(dateIn(text)).toBe(dates)
  })
  test('a count before a date is no start of a range', () => {
    expect(dateIn('12 palés, el 5 de febrero')).toBe('el 5 de febrero')
  })
})

describe('packed, a negation or a goods label is no goods', () => {
  test.each([
    ['Mobili da giardino, imballati in cartoni, 4 tonnellate', 'Mobili da giardino'],
    ['Spare parts for pumps, packed in crates, 3 t', 'Spare parts for pumps'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'origin').cargo).toBe(cargo)
  })
  test.each([
    ['Erro na mercadoria: não são garrafas, são latas de conserva.', 'latas de conserva'],
    ['Towar meble biurowe.', 'meble biurowe'],
    ['Ürün zeytinyağı ve sabun.', 'zeytinyağı ve sabun'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
})

describe('count words and totals before the size', () => {
  test.each([
    ['rowery elektryczne, trzy kontenery 40-stopowe', 'rowery elektryczne', '3 x 40ft'],
    ['jízdní kola, dva kontejnery 40', 'jízdní kola', '2 x 40ft'],
  ] as const)('%s', (text, cargo, containers) => {
    const details = extractQuoteDetails(text)
    expect([details.cargo, details.containers]).toEqual([cargo, containers])
  })
  test.each([
    ['Stahlseile auf Trommeln, insgesamt 9 Tonnen', 'Stahlseile'],
    ['Bobinas de cable, en total 11 toneladas', 'Bobinas de cable'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('a name joined by Czech "v", known whole, and goods before a verb-final question', () => {
  test('Z Jablonného v Podještědí do …', () => {
    expect(extractQuoteDetails('Z Jablonného v Podještědí do Lince.').origin).toBe('Jablonné v Podještědí')
  })
  test.each([
    ['kunnen jullie tuinmeubelen vervoeren?', 'tuinmeubelen'],
    ['Können Sie Holzpellets transportieren?', 'Holzpellets'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('stop words and the date alone are no goods', () => {
    expect(extractQuoteDetails('ophalen uiterlijk vrijdag 8 januari', 'cargo').cargo).toBeUndefined()
  })
  test('the lane after the goods is no part of them', () => {
    expect(extractQuoteDetails('prezzo 1x20 riso carnaroli genova-haifa').cargo).toBe('riso carnaroli')
  })
})

describe('goods after a verb of going, after a declined destination, are read or asked about, never lost', () => {
  test.each([
    ['z Opola do Pragi jadą rury stalowe w wiązkach, 12 t', 'rury stalowe'],
    ['Von Hagen nach Linz fährt gebrauchte Kleidung, 3 t', 'gebrauchte Kleidung'],
  ] as const)('%s', (text, cargo) => {
    const details = extractQuoteDetails(text)
    expect(details.cargo ?? (details.pendingSlot === 'cargo' ? details.pendingValue : undefined)).toBe(cargo)
  })
})

describe('goods alone opening a chat are asked about; a greeting or a request is not', () => {
  test.each([['sušené švestky'], ['piezas de recambio'], ['houten speelgoed']] as const)('%s', (text) => {
    const details = extractQuoteDetails(text, null)
    expect([details.cargo, details.pendingSlot, details.pendingValue]).toEqual([undefined, 'cargo', text])
  })
  test('after a greeting, with a capital', () => {
    const details = extractQuoteDetails('Bom dia. Azulejos pintados à mão', null)
    expect([details.pendingSlot, details.pendingValue]).toEqual(['cargo', 'Azulejos pintados à mão'])
  })
  test.each([['buenos días'], ['necesito precio urgente'], ['goedemorgen allemaal'], ['Hola. Madrid centro']] as const)('%s', (text) => {
    expect(extractQuoteDetails(text, null).pendingSlot).toBeUndefined()
  })
  test('a Dutch rate request names its goods', () => {
    expect(extractQuoteDetails('goedemiddag, tarief voor tuinbanken en parasols?').cargo).toBe('tuinbanken en parasols')
  })
})

describe('a Turkish capital İ keeps positions when lowered', () => {
  test.each([
    ["merhaba, zeytinyağı İzmir'den Rotterdam'a, 12 palet", 'zeytinyağı'],
    ["selam, halı İstanbul'dan Viyana'ya", 'halı'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

// The failure categories of probe35 (the blind set unseen13/, retired and read), in other words than its own.
describe('corrections that restate a count or a pickup are no new goods', () => {
  test.each([
    ["Sorry, it's two twenty-footers now, not one.", undefined],
    ["Actually it's loading from our Bolton site, not Bury.", undefined],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, null, true).cargo).toBe(cargo)
  })
})

describe('German goods after "Transport von", a rate question before goods, a Portuguese lane without accents', () => {
  test('Transport von an unknown name is goods, von a known town still the origin', () => {
    expect(extractQuoteDetails('Wir bräuchten ein Angebot für den Transport von Spritzgussformen.', 'origin')).toEqual({
      cargo: 'Spritzgussformen',
    })
    expect(extractQuoteDetails('Transport von Dortmund nach Wien', 'origin').origin).toBe('Dortmund')
  })
  test.each([
    ['cześć, ile za meble kuchenne z Radomia?', 'meble kuchenne'],
    ['dobrý den, kolik za stavební stroje z Ostravy?', 'stavební stroje'],
    ['how much for steel beams from Hull?', 'steel beams'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('"ate" typed without its accent joins a lane', () => {
    const details = extractQuoteDetails('preciso cotacao de cortica, Coimbra ate Valencia, carga 3/2')
    expect([details.origin, details.destination]).toEqual(['Coimbra', 'Valencia'])
  })
  test('a material after Dutch "van" belongs to the goods', () => {
    expect(extractQuoteDetails('1x40ft schalen van terracotta Venlo -> Izmir').cargo).toBe('schalen van terracotta')
  })
})

describe('Turkish ends typed apart from their case endings, and goods before a Turkish origin', () => {
  test('Mersin den Köstence ye', () => {
    const details = extractQuoteDetails('slm 1x40 narenciye Mersin den Köstence ye, yukleme subat basi, fiyat?')
    expect([details.origin, details.destination, details.cargo]).toEqual(['Mersin', 'Köstence', 'narenciye'])
  })
  test.each([
    ["Yük kuru incir, Aydın'dan çıkacak.", 'kuru incir'],
    ["İyi günler, makine parçaları, Konya'dan çıkacak.", 'makine parçaları'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'origin').cargo).toBe(cargo)
  })
  test('a greeting before a Turkish origin is no goods', () => {
    expect(extractQuoteDetails("İyi çalışmalar, Bursa'dan Lyon'a parsiyel, 5 palet.").cargo).toBeUndefined()
  })
})

describe('goods after a plural or conditional copula opening a message', () => {
  test.each([
    ['Seriam blocos de mármore, saindo de Estremoz.', 'blocos de mármore'],
    ['Olá. Serían cajas de cerveza, desde Zaragoza.', 'cajas de cerveza'],
    ['Es sind gebrauchte Gabelstapler.', 'gebrauchte Gabelstapler'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'origin').cargo).toBe(cargo)
  })
  test('the copula itself is no goods', () => {
    expect(extractQuoteDetails('Bom dia, seriam 3 paletes').cargo).toBeUndefined()
  })
})

describe('a lower-case lane with the origin’s country after it, and countries of other continents', () => {
  test('frm san antonio chile to rotterdam', () => {
    const details = extractQuoteDetails('frm san antonio chile to rotterdam, fresh grapes')
    expect([details.origin, details.destination]).toEqual(['San Antonio', 'Rotterdam'])
  })
  test.each([
    ['Envío a Colombia, 2 contenedores', 'name:colombia'],
    ['Transport nach Argentinien, 12 t', 'name:argentina'],
    ['wysyłka do Wietnamu, 3 palety', 'name:vietnam'],
  ] as const)('%s', (text, country) => {
    expect(knownPlace(extractQuoteDetails(text).destination ?? '')?.id).toBe(country)
  })
  test('Santiago de Chile is one town', () => {
    expect(extractQuoteDetails('el destino final es Santiago de Chile').destination).toBe('Santiago de Chile')
  })
})

describe('goods after a reefer container, and before a departure label', () => {
  test('un contenedor refrigerado de 40 con …', () => {
    expect(extractQuoteDetails('2 contenedores refrigerados de 40 con mangos frescos, embarque en marzo').cargo).toBe('mangos frescos')
  })
  test.each([
    ['besoin d’un prix 1x40, pneus rechapés Michelin, départ Clermont-Ferrand', 'pneus rechapés Michelin'],
    ['cotización 2x40, muebles de jardín, salida de Valencia', 'muebles de jardín'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('typed without accents: short words, counts, taking back', () => {
  test.each([
    ['Wir brauchen einen Preis fur Ersatzteile fur Mahdrescher, 3 Tonnen', 'Ersatzteile fur Mahdrescher'],
    ['Zdravim, mame cibuli v pytlich', 'cibuli'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test('a count typed without its umlaut restates the containers', () => {
    const details = ["2 x 40' Kaffee von Bremen nach Triest.", 'Korrektur: nicht zwei, sondern funf Container.'].reduce<QuoteDetails>(
      (known, message, index) => detailsAfterMessage(known, message, index),
      {},
    )
    expect(details.containers).toBe('5 x 40ft')
  })
  test('"vlastne ne" takes a volume back', () => {
    expect(extractQuoteDetails('Je to 40 m3, vlastne ne, 45 m3.').volume).toBe('45 cbm')
  })
  test('"neni", "sao", "sey", "tir" are no goods', () => {
    expect(extractQuoteDetails('Oprava – zbozi neni cement, je to vapno.', null, true).cargo).toBe('vapno')
    expect(extractQuoteDetails("Mersin'den bir sey gondermemiz lazim", 'origin').cargo).toBeUndefined()
  })
})

describe('the conversation’s language, typed without accents', () => {
  test.each([
    [['Il faudrait livrer 2 t de carrelage de Lyon a Gand jeudi prochain', 'desole, plutot 3 t'], 'fr'],
    [['Potrebuji dopravu – sklo', 'Z Liberce do Drazdan', 'cca 900 kg'], 'cs'],
    [['Ola, carga na terca, de Braga para Vigo'], 'pt'],
  ] as const)('%s', (messages, language) => {
    expect(conversationLanguage(messages)).toBe(language)
  })
})

// The failure categories of probe34's second half (written blind, run once unread, then read), in other words.
describe('probe34: Polish "a" after a comma, names known whole, Portuguese "do", Turkish "-ndan", goods to "Where to?"', () => {
  test('to nie …, a …', () => {
    expect(extractQuoteDetails('Poprawka: to nie okna, a drzwi balkonowe.', null, true).cargo).toBe('drzwi balkonowe')
  })
  test('a town with "do" inside it opens no lane', () => {
    const details = extractQuoteDetails('Sai de Caxias do Sul e vai pra Montevidéu.')
    expect([details.origin, knownPlace(details.destination ?? '')?.id]).toEqual(['Caxias do Sul', knownPlace('Montevideo')?.id])
  })
  test('Vinho do Porto is the goods', () => {
    expect(extractQuoteDetails('Pretendemos exportar Vinho do Porto.')).toEqual({ cargo: 'Vinho do Porto' })
  })
  test('the right destination, said after the label', () => {
    expect(extractQuoteDetails('Aliás, o destino certo é Punta del Este.').destination).toBe('Punta del Este')
  })
  test("Dilovası'ndan: a town the gazetteer does not know, after its ending, is read or asked about without its ending", () => {
    const details = extractQuoteDetails("Selam, Dilovası'ndan Köstence'ye 1x20' kimyasal")
    expect(details.origin ?? (details.pendingSlot === 'origin' ? details.pendingValue : undefined)).toBe('Dilovası')
  })
  test('goods with a capital and their packing, to "Where to?"', () => {
    const details = extractQuoteDetails('Makine yedek parçaları, kasalı.', 'destination')
    expect([details.pendingSlot, details.pendingValue]).toEqual(['cargo', 'Makine yedek parçaları'])
  })
  test.each([['Ten vroegste begin april'], ['frühestens am 3. März']] as const)('%s', (text) => {
    expect(dateIn(`Laden ${text}`)).toBe(text)
  })
})

// The failure categories of probe34's first half, in other words.
describe('probe34, first half', () => {
  test('"abt" and "over" end the goods', () => {
    expect(extractQuoteDetails('hi - 10 crates granite setts abt 12t, leeds to hull').cargo).toBe('granite setts')
    expect(extractQuoteDetails('what would it cost to move garden gnomes over to france').cargo).toBe('garden gnomes')
  })
  test('loading in, discharge at', () => {
    const details = extractQuoteDetails('Loading in Dar es Salaam, discharge at Felixstowe.', 'destination')
    expect([details.origin, details.destination]).toEqual(['Dar es Salaam', 'Felixstowe'])
  })
  test('the town after a depot named by its abbreviation', () => {
    expect(extractQuoteDetails('delivery to the DC in Venlo', 'destination').destination).toBe('Venlo')
  })
  test('"ab … bis …", and a weekday cut short is no place', () => {
    const details = extractQuoteDetails('ca. 20 t, ab Nordenham bis Stettin, Ladung KW 9')
    expect([details.origin, details.destination]).toEqual(['Nordenham', 'Stettin'])
    expect(extractQuoteDetails('Morning, 3 t of cheddar, chilled, Wells to Lyon, pick up Thu 14 Jan.').origin).toBe('Wells')
  })
  test('German goods opening a message are no origin', () => {
    expect(extractQuoteDetails('gebrauchte Druckmaschinen, passt alles in einen Container', 'origin')).toEqual({
      cargo: 'gebrauchte Druckmaschinen',
    })
  })
  test('a forwarded mail’s sending date is no shipment date', () => {
    const mail =
      'WG: Anfrage\n\n-----Ursprüngliche Nachricht-----\nVon: Max Muster\nGesendet: Montag, 4. Januar 2027 08:00\n\nbitte Angebot für 20 t Zement von Ulm nach Graz, Verladung am 12. Januar.'
    expect(extractQuoteDetails(mail).dates).toBe('am 12. Januar')
  })
  test('"aux" holds the article of a lower-case name', () => {
    expect(extractQuoteDetails("de nantes aux sables-d'olonne", 'origin').destination).toBe("Les Sables-d'Olonne")
  })
})
