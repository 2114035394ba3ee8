// The sixteenth round of issue #29 (docs/intake.md, "The sixteenth round: live visitors"): what visitors who answered the
// assistant in their own words showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace } from '../../../domain/quote-gazetteer'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('the end, beginning or middle of the current month is a date, in every language', () => {
  test.each([
    ['needed at the site by month end', 'by month end'],
    ['Lieferung bis Ende dieses Monats bitte', 'bis Ende dieses Monats'],
    ['Abholung zum Monatsanfang', 'zum Monatsanfang'],
    ['tiene que llegar antes de fin de mes', 'antes de fin de mes'],
    ['livraison avant la fin du mois', 'avant la fin du mois'],
    ['consegna entro la fine del mese', 'entro la fine del mese'],
    ['graag geleverd voor het einde van de maand', 'voor het einde van de maand'],
    ['dostawa do końca tego miesiąca', 'do końca tego miesiąca'],
    ['entrega até ao fim do mês', 'até ao fim do mês'],
    ['dodání nejpozději do konce měsíce', 'nejpozději do konce měsíce'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test.each(['pod koniec miesiąca', 'koncem měsíce', 'Ende des Monats'])('"%s" alone is no goods to ask about', (text) => {
    const read = extractQuoteDetails(text, 'dates')
    expect([read.dates, read.pendingSlot]).toEqual([text, undefined])
  })
})

test('Czech "v týdnu 12" is a week', () => {
  expect(extractQuoteDetails('nakládka v týdnu 12, díky').dates).toBe('v týdnu 12')
})

describe('words of a small amount, "just", price and the transport itself are no goods', () => {
  test.each([
    ['mamy trochę drewna do wysłania z Łodzi do Pragi', 'drewna'],
    ['we hebben een paar pallets tegels, van Gent naar Lille', 'tegels'],
    ['het is gewoon bouwmateriaal', 'bouwmateriaal'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text, 'cargo').cargo).toBe(cargo)
  })
  test.each([
    'Guten Tag, was kostet ein Lufttransport nach Kanada?',
    'Buongiorno, vorrei un prezzo per spedire in Spagna',
    'Hola, ¿me dan un precio para enviar a Chile?',
  ])('%s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
})

describe('a town said after its country is the end meant', () => {
  test('"Did you mean to <country>?", "yes, <town>": the town', () => {
    const details = conversation('hello, i need a price for air freight to ghana please', 'yes, Accra. from Lyon')
    expect([details.destination, details.origin, details.pendingSlot]).toEqual(['Accra', 'Lyon', undefined])
  })
  test('"yes, and …" still confirms the country asked about', () => {
    expect(conversation('hello, i need a price for air freight to ghana please', 'yes, and it is 3 t').destination).toBe('Ghana')
  })
  test.each([
    ["C'est pour l'Espagne, Valence.", 'Valence'],
    ["C'est pour l'Italie, port de Gênes.", 'Gênes'],
  ] as const)('%s', (text, destination) => {
    const read = extractQuoteDetails(text)
    expect([read.destination, read.pendingSlot]).toEqual([destination, undefined])
  })
  test('"c\'est pour du …" stays the goods', () => {
    expect(extractQuoteDetails("Bonjour, c'est pour du carton ondulé").cargo).toBe('carton ondulé')
  })
  test('an end already known, with "airport" after it, is not asked about again', () => {
    const details = conversation('air freight from Lyon to Accra please', 'the destination is accra airport, not another town')
    expect([details.destination, details.pendingSlot]).toEqual(['Accra', undefined])
  })
})

describe('Portuguese "no" and "na" before a name are "in the", not "not"', () => {
  test('"da fábrica no Porto até Luanda"', () => {
    const read = extractQuoteDetails('Precisamos de enviar cortiça da fábrica no Porto até Maputo.')
    expect([read.origin, read.destination]).toEqual(['Porto', 'Maputo'])
  })
  test('"não no Porto" still negates', () => {
    expect(extractQuoteDetails('a recolha não é no Porto').origin).toBeUndefined()
  })
})

describe('Turkish places with their case endings', () => {
  test('"-daki" before a facility "from our …" is the origin', () => {
    expect(extractQuoteDetails('yükleme bursadaki depomuzdan olacak').origin).toBe('Bursa')
  })
  test('a place with a case ending before the goods is no part of them', () => {
    expect(extractQuoteDetails('slm, almanyaya fındık ihracatı için fiyat lazım').cargo).toBe('fındık')
  })
  test('"Bangalore" is Bengaluru', () => {
    expect(knownPlace('Bangalore')?.id).toBe(knownPlace('Bengaluru')?.id)
  })
})

describe('dates as said', () => {
  test.each([
    ['livraison souhaitée avant la fin du mois de mai', 'avant la fin du mois de mai'],
    ['llegada a finales del mes de abril', 'a finales del mes de abril'],
    ['recolha até ao fim do mês de março', 'até ao fim do mês de março'],
    ['chargement le 14 mai.', 'le 14 mai'],
    ['Abholung in KW 20 (also Mitte Mai)', 'in KW 20'],
  ] as const)('%s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
})

describe('the goods, whole and alone', () => {
  test('a container "loaded with" the goods: "loaded" is no goods', () => {
    expect(extractQuoteDetails('one 20ft loaded with garden chairs, from Hull to Riga').cargo).not.toBe('loaded')
  })
  test('"Sono …" after a sentence naming the ends is the goods', () => {
    expect(extractQuoteDetails('da Como a Oslo. Sono sedie di legno').cargo).toBe('sedie di legno')
  })
  // (The eighteenth round keeps "bottled" with them: live visitors said bottled wine is not bulk wine.)
  test.each([
    ['vinho engarrafado de Setúbal para Lagos', 'vinho engarrafado'],
    ['olio imbottigliato da Lecce a Malta', 'olio imbottigliato'],
  ] as const)('bottled goods are the goods: %s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
})

describe('the goods after the transport, in the genitive', () => {
  test.each([
    ['proszę o wycenę przewozu płytek ceramicznych z Opola do Wiednia', 'płytek ceramicznych'],
    ['potřebujeme dopravu sušeného ovoce z Brna do Lince', 'sušeného ovoce'],
  ] as const)('%s', (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each(['wycena transportu drogowego z Opola do Wiednia', 'cena dopravu kamionem z Brna do Lince'])('%s names no goods', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
  test('what follows a spaced dash explains the goods already named', () => {
    expect(extractQuoteDetails('płytki ceramiczne - podłogowe i ścienne', 'cargo').cargo).toBe('płytki ceramiczne')
  })
})

describe('Turkish words and endings', () => {
  test('"bu arada" (by the way) is no Arad', () => {
    expect(extractQuoteDetails('bu arada yükleme Konya değil Aksaray’dan olacak').destination).toBeUndefined()
  })
  test('"sonra" after a date belongs to it', () => {
    expect(extractQuoteDetails('yük 15 Ocak’tan sonra hazır').dates).toBe('15 Ocak’tan sonra')
  })
})

test('"I think" after the containers is no goods', () => {
  expect(extractQuoteDetails('dat past in een 40ft container denk ik', 'size').cargo).toBeUndefined()
})

test('a place of two words before a Turkish ending, typed in lower case ("new york limanına")', () => {
  expect(extractQuoteDetails('bursadan alınacak, los angeles limanına gidecek').destination).toBe('Los Angeles')
})

describe('words around the goods', () => {
  test('"from our …" after the goods is where they leave, no part of them', () => {
    expect(extractQuoteDetails('wir schicken Glasflaschen aus unserem Lager in Jena nach Gent').cargo).toBe('Glasflaschen')
  })
  test('"should be enough" after the containers is no goods', () => {
    expect(extractQuoteDetails('Un 40 pieds devrait suffire.', 'size').cargo).toBeUndefined()
  })
  test('a tag word after the goods is no part of them ("hè")', () => {
    expect(extractQuoteDetails('het zijn bloembollen hè', 'cargo').cargo).toBe('bloembollen')
  })
})

test('"actually" before a corrected count is no goods', () => {
  const details = conversation('3 t of tiles from Porto to Riga, 1 x 20ft, loading 4 May', 'sorry, it is actually two 20ft containers')
  expect([details.cargo, details.containers]).toEqual(['tiles', '2 x 20ft'])
})

describe('more of what the second live visitors showed', () => {
  test('"ça part de chez nous à …", "ça va à …"', () => {
    const read = extractQuoteDetails('ça part de chez nous à Nantes et ça va à Montréal')
    expect([read.origin, read.destination]).toEqual(['Nantes', 'Montréal'])
  })
  test.each([
    ['het worden er 3 van 20ft', '3 x 20ft'],
    ['sono 2 di 40 piedi', '2 x 40ft'],
  ] as const)('a count "van", "di" a size: %s', (text, containers) => {
    expect(extractQuoteDetails(text).containers).toBe(containers)
  })
  test('German "Kubik" is cubic metres', () => {
    expect(extractQuoteDetails('so um die 30 Kubik').volume).toBe('30 cbm')
  })
})

describe('the material of the boxes counted is no goods', () => {
  test.each(['são 6 caixas de madeira', '3 casse di legno', '4 crates of wood'])('%s', (text) => {
    const read = extractQuoteDetails(text)
    expect([read.cargo, read.pendingValue]).toEqual([undefined, undefined])
  })
  test('"8 pallets of wood" may be timber', () => {
    expect(extractQuoteDetails('8 pallets of wood').cargo).toBe('wood')
  })
})

test('"le départ sera …": a verb after the keyword is no place to ask about', () => {
  expect(extractQuoteDetails('le départ sera finalement le 12 juin').pendingSlot).toBeUndefined()
})

describe('from the third live visitors', () => {
  test('"yes, <the goods said more exactly>" after "Is the cargo …?" keeps the exacter naming', () => {
    const details = conversation(
      'hoi, wat kost het ongeveer om bloembollen naar canada te verschepen?',
      'ja, biologische bloembollen, naar Toronto',
    )
    expect(details.cargo).toBe('biologische bloembollen')
  })
  test.each([
    ['precisa chegar até o dia 12', 'até o dia 12'],
    ['tiene que llegar para el día 9', 'para el día 9'],
  ] as const)('a day of the month with its word: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"umas" before the goods is no part of them', () => {
    expect(extractQuoteDetails('são umas peças de reposição, 2 caixas', 'cargo').cargo).toBe('peças de reposição')
  })
})

test('Mexican "tarimas" are pallets', () => {
  expect(extractQuoteDetails('son 4 tarimas, unos 1.100 kg').packages).toBe('4 tarimas')
})
test('a value in quotes after a negation is negated ("não é só "urgente"")', () => {
  expect(extractQuoteDetails('a data não é só "urgente", é até dia 14.').dates).toBe('até dia 14')
})

test('"those" and the like are no goods ("con esos 900 kg")', () => {
  expect(extractQuoteDetails('son 3 tarimas con esos 900 kg', 'cargo').cargo).toBeUndefined()
})

describe('from the fourth live visitors', () => {
  test('"still" and "wrong" in an answer to the read-back are no goods', () => {
    expect(extractQuoteDetails('nee, de lading is nog steeds bloembollen', 'cargo', true).cargo).toBe('bloembollen')
    expect(extractQuoteDetails('still wrong there', 'cargo', true).cargo).toBeUndefined()
  })
  test('Czech "v big bagech" is the packing', () => {
    expect(extractQuoteDetails('jde o močovinu v big bagech', 'cargo').cargo).toBe('močovinu')
  })
  test('"l\'offre" is no goods', () => {
    expect(extractQuoteDetails("Vous pouvez envoyer l'offre à notre service achats", 'cargo', true).cargo).toBeUndefined()
  })
})
