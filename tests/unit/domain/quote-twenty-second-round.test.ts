// The twenty-second round of issue #29 (docs/intake.md, "The twenty-second round"): what the scripted probes probe114 …
// probe125 showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { dateIn } from '../../../domain/quote-dates'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('probe114 … probe116, in other words', () => {
  test('"vom Lager in X": our own site in German, a long name kept whole', () => {
    const details = extractQuoteDetails('Die Kisten gehen vom Lager in Weil am Rhein nach Colmar')
    expect([details.origin, details.destination]).toEqual(['Weil am Rhein', 'Colmar'])
  })
  test.each([
    ['So schnell wie möglich, am liebsten Mittwoch nächste Woche', 'Mittwoch nächste Woche'],
    ['asap, ideally next Friday', 'next Friday'],
    ['al più presto, diciamo lunedì prossimo', 'lunedì prossimo'],
    ['lo antes posible', 'lo antes posible'],
  ])('a day named beside "as soon as possible" is the date: %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test.each([
    ['we need groupage from Wigan to Porto with garden furniture, about 9 m3', 'garden furniture'],
    ['Sammelgut von Graz nach Brünn mit Umzugsgut, ca. 12 m3', 'Umzugsgut'],
    ['groupage van Breda naar Lyon met tuinmeubelen, 8 m3', 'tuinmeubelen'],
  ])('the goods after the lane with "with": %s', (text, goods) => {
    expect(extractQuoteDetails(text).cargo).toBe(goods)
  })
  test.each([
    'from Leeds to Lyon with a truck, 12 t',
    'da Ancona a Patrasso con traghetto, 14 t',
    'from Leeds to Lyon with tail lift, 2 t',
  ])('the vehicle after the lane with "with" is no goods: %s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
  test('"the destination changed" names no place; the new one replaces the old', () => {
    const details = conversation(
      'Precisamos de enviar rolhas de cortiça de Aveiro para Valência, 3 t, carga a 9 de março.',
      'Peço desculpa, o destino mudou: não é Valência, é Múrcia.',
    )
    expect(details.destination).toBe('Múrcia')
    expect(extractQuoteDetails('Sorry, the destination changed').destination).toBeUndefined()
  })
  test.each([['Merhaba, zeytinyağı için nakliye fiyatı alabilir miyim?', 'zeytinyağı']])(
    'Turkish goods before "için nakliye": %s',
    (text, goods) => {
      expect(extractQuoteDetails(text).cargo).toBe(goods)
    },
  )
  test('"N kg totali" names no goods, and the goods said before stay', () => {
    const details = conversation('2 casse di valvole', 'da Como a Nizza', '400 kg totali')
    expect(details.cargo).toBe('valvole')
  })
  test('"Es de una fábrica en X": where the goods come from, not goods', () => {
    const details = conversation('Necesito mover hornos industriales usados', 'Es de una fábrica en Elda y va a Orán')
    expect(details.cargo).toBe('hornos industriales usados')
    expect(details.origin).toBe('Elda')
  })
  test.each([
    ['Bonjour, il faudrait faire partir nos volets en PVC depuis notre dépôt de Niort.', 'volets en PVC'],
    ['Nous devons faire livrer des tuyaux en PEHD à Rennes', 'tuyaux en PEHD'],
  ])('a plastic named by its letters is what the goods are made of: %s', (text, goods) => {
    const details = extractQuoteDetails(text)
    expect(details.cargo ?? details.pendingValue).toBe(goods)
    expect([details.origin, details.destination, details.pendingValue]).not.toContain('PVC')
  })
  test('"Data de carga:" labels the loading date, not the goods', () => {
    const details = extractQuoteDetails(
      'Bom dia,\nprecisamos de enviar rolos de papel de Viseu para Tânger, cerca de 30 m³. Data de carga: fim de janeiro.',
    )
    expect(details.cargo).toBe('rolos de papel')
  })
  test.each([
    ['potřebujeme odvézt dřevěné palety z Jičína do Drážďan, 5 t', 'Jičín'],
    ['převoz nábytku z Rakovníka do Lince, 3 t', 'Rakovník'],
    ['odvoz skla z Prostějova do Vídně, 8 t', 'Prostějov'],
  ])('a Czech masculine town after "z" is read back in its nominative: %s', (text, origin) => {
    expect(extractQuoteDetails(text).origin).toBe(origin)
  })
  test('"deniz yoluyla" is the way, not the goods', () => {
    const details = conversation('Ürün granit plaka', "Denizli'den Hayfa'ya, deniz yoluyla")
    expect(details.cargo).toBe('granit plaka')
  })
  test('goods with their purpose as an item of a list', () => {
    const details = extractQuoteDetails('salve, quotazione 1x20 da Livorno a Tunisi, ricambi per trattori, merce pronta a fine gennaio')
    expect(details.cargo).toBe('ricambi per trattori')
  })
})

describe('probe117 … probe119, in other words', () => {
  test.each([
    ['Es handelt sich um eine Stanzmaschine mit Zubehör, 3 Kisten, 12 m³', 'Stanzmaschine mit Zubehör'],
    ['we need to move a milling machine with accessories, 4 t, from Derby to Gdynia', 'milling machine with accessories'],
  ])('what comes with the goods is part of them: %s', (text, goods) => {
    expect(extractQuoteDetails(text).cargo).toBe(goods)
  })
  test('"nach Übersee" names no destination', () => {
    expect(extractQuoteDetails('Hallo, wir hätten eine Sendung nach Übersee.').destination).toBeUndefined()
  })
  test('"São de X e vão para Y" says where the goods come from, not what they are', () => {
    const details = conversation('Olá, preciso de um orçamento para cortiça.', 'São de Coruche e vão para Valência.')
    expect(details.cargo).toBe('cortiça')
    expect(details.origin).toBe('Coruche')
  })
  test('octabins are packages', () => {
    expect(extractQuoteDetails('4 Oktabins Granulat, ca. 3.000 kg').packages).toBe('4 oktabins')
  })
  test.each([
    ['wij hebben kaas voor export', 'kaas'],
    ['tenemos vino tinto para exportación', 'vino tinto'],
  ])('"we have X for export": %s', (text, goods) => {
    expect(extractQuoteDetails(text).cargo).toBe(goods)
  })
  test('a Turkish container size before the count, and the goods after the container word', () => {
    const details = extractQuoteDetails("Mersin'den Hayfa'ya 40'lık 3 konteyner limon, 12 Ocak yükleme")
    expect([details.containers, details.cargo]).toEqual(['3 x 40ft', 'limon'])
  })
  test('a count of containers, then their kind, names no goods', () => {
    expect(extractQuoteDetails('2 contentores frigoríficos de 40 pés, de Leixões para Halifax').cargo).toBeUndefined()
  })
  test('"Départ souhaité le …" names no origin; the pickup "à X" after a long description does', () => {
    const details = extractQuoteDetails(
      "Pourriez-vous nous faire une offre pour l'enlèvement de 5 caisses de pièces détachées pour machines agricoles à Laval, à livrer à Oran ? Départ souhaité le lundi 11 janvier.",
    )
    expect(details.origin).toBe('Laval')
    expect(details.pendingValue).toBeUndefined()
  })
  test('Polish "To X" opening a sentence names the goods', () => {
    const details = conversation('Dzień dobry, transport z Oławy.', 'Do Drezna. To płyty gipsowe na paletach.')
    expect(details.cargo).toBe('płyty gipsowe')
  })
  test.each([
    ['carregamento na quinta que vem', 'na quinta que vem'],
    ['enlèvement le jeudi qui vient', 'le jeudi qui vient'],
  ])('"the weekday that comes": %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('more goods after "and", with what they are made of', () => {
    const details = conversation('Potřebuji přepravu do Rigy.', 'Vázy a skleněné ozdoby ze skla, 1x40.')
    expect(details.cargo).toBe('Vázy a skleněné ozdoby ze skla')
  })
  test('a pickup keyword reads past a long description of the goods, typed without accents too', () => {
    const text = "Merci de chiffrer l'enlevement de 6 palettes de pieces de rechange pour tracteurs agricoles a Vierzon, a livrer a Tanger."
    expect(extractQuoteDetails(text).origin).toBe('Vierzon')
  })
  test('a pickup keyword reads no farther than a known place it passes', () => {
    const details = extractQuoteDetails('abgeholt wird bei uns im lager in bad oeynhausen, das ist in NRW bei minden')
    expect(details.origin ?? details.pendingValue).toBe('Bad Oeynhausen')
  })
  test('a Polish sending and its way, typed without accents, are no part of the goods', () => {
    expect(extractQuoteDetails('mamy regaly magazynowe do wyslania koleja.').cargo).toBe('regaly magazynowe')
  })
})

describe('probe120 … probe122, in other words', () => {
  test.each([
    ['Termín: během 6. týdne', 'během 6. týdne'],
    ['nakládka do 10. týdne', 'do 10. týdne'],
  ])('a Czech week by its number in the genitive: %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('pallets in the locative go back to their counted form; the goods before them are read', () => {
    const details = extractQuoteDetails('Dobrý den, obklady na 12 paletách z Kolína do Lince, 9 t')
    expect([details.packages, details.cargo]).toEqual(['12 palet', 'obklady'])
    expect(extractQuoteDetails('cement na 3 paletách, 2 t').packages).toBe('3 palety')
  })
  test('containers in the Czech locative are counted, the goods before them read', () => {
    const details = extractQuoteDetails("Dobrý den, sušené ovoce ve 3 kontejnerech 20', z Terstu do Brna")
    expect([details.containers, details.cargo]).toEqual(['3 x 20ft', 'sušené ovoce'])
  })
  test('"c du X" in a chat is "c\'est du X"', () => {
    expect(extractQuoteDetails('c du calvados, depart Lisieux').cargo).toBe('calvados')
  })
  test('"tra l\'11 e il 14 aprile": the range whole', () => {
    expect(dateIn("Caricheremmo tra l'11 e il 14 aprile.")).toBe("tra l'11 e il 14 aprile")
  })
  test('a slip in the container word', () => {
    expect(extractQuoteDetails("mam 2 kontenry 40' do wyslania z Gdyni").containers).toBe('2 x 40ft')
  })
  test('a Czech count taken back with "nebudou"', () => {
    const details = conversation(
      "Dobrý den, přeprava z Pardubic do Hamburku, sklo, 4x20', nakládka 3. 2. 2027",
      'Oprava: nebudou to čtyři kontejnery, ale pět.',
    )
    expect(details.containers).toBe('5 x 20ft')
  })
  test('"arası" after a Turkish range belongs to it', () => {
    expect(dateIn('yükleme 12-15 Şubat arası')).toBe('12-15 Şubat arası')
  })
  test('"Sería X" opens the goods without the verb, "sería posible" does not', () => {
    expect(conversation('Hola, ¿hacéis envíos a Irlanda?', 'Sería aceite de oliva, 20 palés, desde Jaén').cargo).toBe('aceite de oliva')
    expect(extractQuoteDetails('Bom dia, seria possível levarem azulejos do Porto para Lyon?').cargo).not.toContain('possível')
  })
  test('"drogą morską" is the way, not the goods', () => {
    expect(extractQuoteDetails('chcemy wysłać płytki ceramiczne drogą morską').cargo).toBe('płytki ceramiczne')
  })
  test('a message of goods and their packing alone names the goods', () => {
    expect(conversation('hej, potrzebuję ceny na transport', 'rury stalowe na paletach').cargo).toBe('rury stalowe')
    expect(extractQuoteDetails('nakládáme v Pardubicích').cargo).toBeUndefined()
  })
  test('goods corrected with what they are in ("é X em Y, não Z")', () => {
    const details = conversation(
      'Boa tarde, temos 6 paletes de azeite, 5.000 kg, de Leixões para Nantes, carga a 9 de fevereiro',
      'Desculpe, enganei-me: é vinho em garrafa, não azeite.',
    )
    expect(details.cargo).toBe('vinho em garrafa')
  })
})

describe('probe123 … probe125, in other words', () => {
  test.each([
    ['carga después del 3 de marzo', 'después del 3 de marzo'],
    ['Verladung nach dem 3. März', 'nach dem 3. März'],
    ['ritiro dopo il 3 marzo', 'dopo il 3 marzo'],
    ['jak najszybciej po Nowym Roku, dziękuję', 'jak najszybciej po Nowym Roku'],
    ['asap after New Year', 'asap after New Year'],
    ['Abholung fruhestens Mitte Januar', 'fruhestens Mitte Januar'],
  ])('a day after which, said before it: %s', (text, date) => {
    expect(dateIn(text)).toBe(date)
  })
  test('"X verhuizen van A naar B?": the goods and their moving in a question', () => {
    expect(extractQuoteDetails('hoi, piano verhuizen van Zwolle naar Gent? 2 m3, eind januari').cargo).toBe('piano')
    expect(extractQuoteDetails('doen jullie transport van Zwolle naar Gent?').cargo).toBeUndefined()
  })
  test('Laem Chabang (THLCH) in lower case before an arrow', () => {
    const details = extractQuoteDetails("rate pls 1x40' canned tuna laem chabang -> rotterdam wk 8")
    expect([details.origin, details.originLocode, details.cargo]).toEqual(['Laem Chabang', 'THLCH', 'canned tuna'])
  })
  test('"pro LKW" names no destination', () => {
    const details = extractQuoteDetails('ca. 22 Tonnen pro LKW')
    expect([details.destination, details.pendingValue]).toEqual([undefined, undefined])
  })
  test('"Ziel ist das Werk in X" names the destination', () => {
    expect(extractQuoteDetails('Laden in Passau, Ziel ist das Werk in Wels').destination).toBe('Wels')
  })
  test('a tanker said in a later message is no goods', () => {
    expect(conversation('necesito mover aceite de girasol a granel', 'es una cisterna completa, unas 25 toneladas').cargo).toBe(
      'aceite de girasol',
    )
  })
  test('"z terminala w X" is where the goods leave', () => {
    expect(extractQuoteDetails("transport kontenera 40' z terminala w Łodzi").origin).toBe('Łódź')
  })
  test('"parte dal magazzino a X": the site without "nostro"', () => {
    expect(extractQuoteDetails('La merce parte dal magazzino a Fasano.').origin).toBe('Fasano')
    expect(extractQuoteDetails('ça part de Dortmund en Allemagne').origin).toBe('Dortmund')
  })
  test('a container word in the singular before the size is one container', () => {
    expect(extractQuoteDetails('mam kontener 40 stóp z Gdańska').containers).toBe('1 x 40ft')
    expect(extractQuoteDetails('40ft container to Oslo').containers).toBe('40ft')
  })
})
