import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { knownPlace } from '../../../domain/quote-gazetteer'

// The failure kinds of issue #29, one case per language where the kind is about wording (written for these tests, apart
// from the evaluation sets and the training lines).

describe('date phrases are dates, never places or cargo', () => {
  const DATES: [string, string][] = [
    ['Price for 5 t of salt from Hull to Oslo, before the end of May', 'before the end of May'],
    ['8 t Zement von Ulm nach Graz, Verladung in der ersten Aprilwoche', 'in der ersten Aprilwoche'],
    ['8 t de cemento de Vigo a Oporto, carga la segunda semana de abril', 'la segunda semana de abril'],
    ['8 t de ciment de Metz à Gand, chargement la dernière semaine de juin', 'la dernière semaine de juin'],
    ['8 t di cemento da Udine a Graz, carico nella prima settimana di luglio', 'nella prima settimana di luglio'],
    ['8 t cement van Venlo naar Keulen, laden in de laatste week van juni', 'in de laatste week van juni'],
    ['8 t cementu z Opola do Brna, załadunek w drugim tygodniu lipca', 'w drugim tygodniu lipca'],
    ['8 t de cimento de Faro para Vigo, carga na última semana de julho', 'na última semana de julho'],
    ['8 t cementu z Jihlavy do Lince, nakládka v posledním týdnu června', 'v posledním týdnu června'],
    ["Konya'dan Graz'a 8 ton çimento, yükleme haziran ayının son haftası", 'haziran ayının son haftası'],
  ]
  for (const [message, date] of DATES)
    test(message, () => {
      const details = extractQuoteDetails(message)
      expect(details.dates).toBe(date)
      expect([details.origin, details.destination, details.cargo]).not.toContain(date)
    })
  test('"until the end of" in Polish, Czech and Turkish', () => {
    expect(extractQuoteDetails('do końca czerwca', 'dates').dates).toBe('do końca czerwca')
    expect(extractQuoteDetails('do konce června', 'dates').dates).toBe('do konce června')
    expect(extractQuoteDetails('haziran sonuna kadar', 'dates').dates).toBe('haziran sonuna kadar')
  })
})

describe('filler words and modal verbs are no cargo', () => {
  const FILLERS = [
    'we need to send something from Leeds',
    'wir müssten etwas aus Kassel verschicken',
    'tenemos que mandar algo desde Burgos',
    'nous devons envoyer quelque chose de Tours',
    'dobbiamo mandare qualcosa da Parma',
    'we moeten iets sturen vanuit Breda',
    'musimy wysłać coś z Opola',
    'temos de enviar uma coisa de Faro',
    'musíme něco poslat z Jihlavy',
    "Konya'dan bir şey göndermemiz lazım",
  ]
  for (const message of FILLERS)
    test(message, () => {
      const details = extractQuoteDetails(message, 'origin')
      expect(details.cargo).toBeUndefined()
      expect(details.pendingSlot === 'cargo' ? details.pendingValue : undefined).toBeUndefined()
    })
})

describe('places and cargo told apart', () => {
  test('a place inside a cargo the tagger is sure of is not the destination ("vinho do Porto")', () => {
    const details = extractQuoteDetails('vinho do Porto', 'cargo')
    expect([details.cargo, details.destination]).toEqual(['vinho do Porto', undefined])
  })
  test('a place after a preposition of the other end is that end, even right after "Where from?"', () => {
    expect(extractQuoteDetails('jedzie do Opola', 'origin')).toMatchObject({ destination: 'Opole' })
    expect(extractQuoteDetails('jedzie do Opola', 'origin').origin).toBeUndefined()
  })
  test('"the goods are at X" answers "Where from?", a weak "à" notwithstanding', () => {
    const details = extractQuoteDetails('la marchandise est à Tours', 'origin')
    expect([details.origin ?? details.pendingValue, details.destination]).toEqual(['Tours', undefined])
  })
  test('"it is about X" gives X as the cargo', () => {
    expect(extractQuoteDetails('het gaat om tuinmeubelen', 'cargo').cargo).toBe('tuinmeubelen')
    expect(extractQuoteDetails('es geht um Bürostühle', 'cargo').cargo).toBe('Bürostühle')
  })
  test('declined forms: locative -iu, genitive plural -ic, Białystok', () => {
    expect(['Poznaniu', 'Pardubic', 'Białegostoku'].map((n) => knownPlace(n)?.name)).toEqual(['Poznań', 'Pardubice', 'Białystok'])
  })
})

describe('a correction read without certainty is asked about, never dropped', () => {
  test('"ah non pardon, c\'est pour X, pas Y": the old destination does not silently stay', () => {
    const before: QuoteDetails = { origin: 'Lyon', destination: 'Anvers', cargo: 'fromage', weight: '6 t', dates: 'le 4 mai' }
    const after = detailsAfterMessage(before, "ah non pardon, c'est pour Rotterdam, pas Anvers", 1)
    const settled = after.pendingSlot ? detailsAfterMessage(after, 'oui', 2) : after
    if (after.pendingSlot) expect([after.pendingSlot, after.pendingValue]).toEqual(['destination', 'Rotterdam'])
    expect([settled.destination, settled.destinationLocode]).toEqual(['Rotterdam', 'NLRTM'])
  })
  test('"no es X, es Y" and "Y, not X" without a preposition: the replacement answers the detail taken back', () => {
    const place: QuoteDetails = { origin: 'Vigo', destination: 'Lyon', cargo: 'azulejos', weight: '2 t', dates: 'el 8 de mayo' }
    const moved = detailsAfterMessage(place, 'perdón, no es Lyon, es Grenoble', 1)
    expect(moved.destination ?? moved.pendingValue).toBe('Grenoble')
    const goods: QuoteDetails = { origin: 'Emmen', destination: 'Hamburg', cargo: 'tulpen', weight: '3 t', dates: 'op 2 mei' }
    expect(detailsAfterMessage(goods, 'nee sorry, het zijn narcissen, geen tulpen', 1).cargo).toBe('narcissen')
  })
  test('a cargo correction with a quantity or a Turkish "değil" keeps the new goods, never the old', () => {
    const goods: QuoteDetails = { origin: 'Brno', destination: 'Vídeň', cargo: 'cukru', weight: '3 t', dates: '6. listopadu' }
    const czech = detailsAfterMessage(goods, 'oprava: jsou to 3 t mouky, ne cukru', 1)
    expect(czech.cargo ?? czech.pendingValue).toBe('mouky')
    const turkish: QuoteDetails = { origin: 'İzmir', destination: 'Lyon', cargo: 'incir', weight: '4 t', dates: '8 Kasım' }
    const after = detailsAfterMessage(turkish, 'düzeltme: incir değil, kayısı', 1)
    expect(after.cargo ?? after.pendingValue).toBe('kayısı')
  })
  test('telegraphic requests in lower case: the labels name the ends, whatever the tagger makes of the first place', () => {
    const french = extractQuoteDetails('3 palettes de vin, 2 t, enlèvement à nantes, livraison à porto, lundi prochain')
    expect([french.origin, french.destination]).toEqual(['Nantes', 'Porto'])
    const italian = extractQuoteDetails('4 bancali di olio, 3 t, ritiro a parma, consegna ad anversa, venerdì prossimo')
    expect([italian.origin, italian.destination]).toEqual(['Parma', 'Anversa'])
    expect(extractQuoteDetails('2 t piwa, odbiór w radomiu, dostawa w monachium').destination).toBe('Monachium')
  })
  test('a sending verb before the goods is not part of them', () => {
    for (const [answer, cargo] of [
      ['posíláme dřevo', 'dřevo'],
      ['enviamos cortiça', 'cortiça'],
      ['spediamo piastrelle', 'piastrelle'],
    ])
      expect(extractQuoteDetails(answer!, 'cargo').cargo).toBe(cargo!)
  })
  test('"not before" is a date, and multi-word and -ce towns in a case form are known', () => {
    expect(extractQuoteDetails('not before 3 June', 'dates').dates).toBe('not before 3 June')
    expect(['Kielc', 'Karlových Varů'].map((n) => knownPlace(n)?.name)).toEqual(['Kielce', 'Karlovy Vary'])
  })
  test('an unsure place in a message that corrects nothing is not asked about once the detail is known', () => {
    const before: QuoteDetails = { origin: 'Lyon', destination: 'Anvers' }
    const after = detailsAfterMessage(before, 'maybe Grenoble', 1)
    expect([after.destination, after.pendingSlot]).toEqual(['Anvers', undefined])
  })
})
