import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

// The failure categories of the ninth round's later probes (probe26 … probe29, written blind and read at once; see their
// READMEs), in other words: landmarks, ports and countries beside a town, goods asked for in more ways, quantities and
// places taken back inside a message, longer lower-case lanes.

const conversation = (turns: readonly string[]): QuoteDetails =>
  turns.reduce<QuoteDetails>((known, message, index) => detailsAfterMessage(known, message, index), {})

describe("probe26's kinds, in other words", () => {
  test.each([
    ['pallets of wine, 9 t, tema > Walvis Bay', 'destination', 'Walvis Bay'],
    ['Zustellung an die Klinik in Agram, 3 t', 'destination', 'Agram'],
    ['Abholung bei uns im Werk Tuttlingen, 3 t nach Linz', 'origin', 'Tuttlingen'],
    ['moeten naar de haven van Cotonou, 40 ton', 'destination', 'Cotonou'],
    ['Mersin limanından Bingazi limanına 2 konteyner', 'origin', 'Mersin'],
  ] as const)('%s', (message, slot, place) => {
    expect(extractQuoteDetails(message)[slot]).toBe(place)
  })
  test('"Jeddah in Saoedi-Arabië": the country says where the town is', () => {
    const details = extractQuoteDetails('Bestemming is Jeddah in Saoedi-Arabië', 'destination', true, { origin: 'Venlo' })
    expect(details.origin).toBeUndefined()
    expect(details.destination).toBe('Jeddah')
  })
  test.each([
    ['carico a Bergamo, vicino a Milano, 4 t per Lione', 'Milano'],
    ['Teslimat Münih yakınında, Freising’e.', 'Münih'],
  ] as const)('a landmark is no end: %s', (message, landmark) => {
    expect(Object.values(extractQuoteDetails(message))).not.toContain(landmark)
  })
  test.each([
    ['frozen squid walvis bay > Vigo, 1x40', 'frozen squid'],
    ["besoin prix 1 x 20' huile d'olive salon-de-provence -> Pointe-à-Pitre", "huile d'olive"],
    ['Wir hätten ca. 24 Tonnen zu verschicken.', undefined],
    ['Mamy okna drewniane do wysłania, jaka cena?', 'okna drewniane'],
    ["Sosnowe deski, 1 kontener 40', z Olsztyna do Rygi", 'Sosnowe deski'],
    ['Madeira wine, palletised, 9 t', 'Madeira wine'],
    ['Ocelové odlitky, 6 200 kg, z Třince do Brna', 'Ocelové odlitky'],
    ['6 000 kg de beaufort en meules, de Albertville à Turin', 'beaufort'],
    ["Antalya'dan Lyon'a 2 konteyner kurutulmuş domates sevk edeceğiz.", 'kurutulmuş domates'],
    ["Bursa'dan, tekstil makinesi.", 'tekstil makinesi'],
    ['2x40 gdynia-riga', undefined],
  ] as const)('%s', (message, cargo) => {
    expect(extractQuoteDetails(message).cargo).toBe(cargo)
  })
  test.each([
    ['zaladunek 14.02, ile?', '14.02'],
    ['so bald wie möglich nach dem 6. Januar', 'so bald wie möglich nach dem 6. Januar'],
    ["subito dopo l'Epifania", "subito dopo l'Epifania"],
  ] as const)('%s', (message, dates) => {
    expect(extractQuoteDetails(message).dates).toBe(dates)
  })
  test('"2 cntr 40HC": the count before an abbreviated container word', () => {
    expect(extractQuoteDetails('preciso cotar 3 cntr 40HC').containers).toBe('3 x 40ft HC')
  })
  test('"Reszta bez zmian" (the rest unchanged) names no goods', () => {
    expect(extractQuoteDetails('Pomyłka, nie Gdynia tylko Gdańsk. Reszta bez zmian.', 'cargo').cargo).toBeUndefined()
  })
})

describe('the ninth round: goods asked for in the development set', () => {
  test.each([
    ['could you quote Rioja wine in cases from Logroño to Oslo, 12 cbm', 'Rioja wine'],
    ['wij hebben Edammer kaas die naar Riga moet', 'Edammer kaas'],
    ['vorrei una quotazione per travertino in lastre', 'travertino'],
    ['yes its smoked salmon, 10 pallets, 4 t', 'smoked salmon'],
  ] as const)('%s', (message, cargo) => {
    expect(extractQuoteDetails(message).cargo).toBe(cargo)
  })
  test('"Quote needed for …" and "quote pls" are no goods of their own', () => {
    expect(extractQuoteDetails('Quote needed for used pallets racks please').cargo).not.toMatch(/^needed/u)
    expect(extractQuoteDetails('quote pls - pine logs 18t, riga > hull').cargo).toBe('pine logs')
  })
})

describe("probe27's kinds, in other words", () => {
  test('a quantity taken back inside one message gives way to the one after ("vlastně ne", "o wacht")', () => {
    expect(extractQuoteDetails('Je to 40 m3, vlastně ne, 55 m3.').volume).toBe('55 cbm')
    expect(extractQuoteDetails('Het is 800 kg. O wacht, het is 1.800 kg, niet 800.').weight).toBe('1.800 kg')
  })
  test('"w Kwidzynie… a nie, przepraszam, w Ełku": the place after the taking back, declined', () => {
    expect(extractQuoteDetails('Odbiór w Kwidzynie... a nie, przepraszam, w Ostrołęce.').origin).toBe('Ostrołęka')
    expect(extractQuoteDetails('Załadunek w Ełku, 10 t').origin).toBe('Ełk')
  })
  test('"w Lounech", "z Českých Budějovic": Czech plural names', () => {
    expect(conversation(['chmel, 2 kontejnery 20, z Žatce do Antverp, 3. února', 'Oprava: nakládá se v Lounech, ne v Žatci.']).origin).toBe(
      'Louny',
    )
    expect(extractQuoteDetails('z Českých Budějovic do Lince, 12 t piva').origin).toBe('České Budějovice')
  })
  test.each([
    ['We have Cox apples coming out of Hull, 2 x 40', 'Cox apples'],
    ['wir haben Bergkäse in Laiben, 8 Paletten', 'Bergkäse'],
    ['prosíme o nabídku na přepravu: plzeňské pivo v sudech, 20 palet', 'plzeňské pivo'],
    ['marmo di Carrara in lastre, 21 tonnellate, dal porto di Marina di Carrara a Smirne', 'marmo di Carrara'],
  ] as const)('%s', (message, cargo) => {
    expect(extractQuoteDetails(message).cargo).toBe(cargo)
  })
  test.each(['need rate 1x20 reefer pls', 'O wacht, 3 t meer'])('"%s" names no goods', (message) => {
    expect(extractQuoteDetails(message).cargo).toBeUndefined()
  })
  test('"de aquisgran a zaragoza, perfiles de aluminio": goods after the lane are asked about, not taken', () => {
    expect(extractQuoteDetails('de bilbao a lyon, tubos de acero')).toMatchObject({ pendingSlot: 'cargo', pendingValue: 'tubos de acero' })
  })
  test('"da la spezia a durazzo": a lower-case lane whose first name has an article', () => {
    expect(extractQuoteDetails('da la spezia a durazzo')).toMatchObject({ origin: 'La Spezia', destination: 'Durazzo' })
  })
  test('"Amstelveen vlakbij de Poort": a landmark after an article is no end either', () => {
    expect(extractQuoteDetails('ophalen in Haarlem vlakbij de Molen').origin).toBe('Haarlem')
  })
  test('"druhý týden v únoru"', () => {
    expect(extractQuoteDetails('nakládka druhý týden v březnu').dates).toBe('druhý týden v březnu')
  })
  test('"semana que vem" keeps a Portuguese conversation in Portuguese', () => {
    const details = conversation(['oi, frete Santos x Lisboa?', 'café', '1 container 20', 'semana que vem'])
    expect(details.dates).toBe('semana que vem')
  })
})

test('"got some Cornish new potatoes to move": the goods before "to move"', () => {
  expect(extractQuoteDetails('hi, got some Cornish new potatoes to move').cargo).toBe('Cornish new potatoes')
})

describe("probe28's first half, in other words", () => {
  test.each([
    ['20 big bags of a tonne each', 'size'],
    ["Actually the weight is wrong, it's 7,300 kg with the crates", 'cargo'],
  ] as const)('"%s" names no goods', (message, asked) => {
    expect(extractQuoteDetails(message, asked, true).cargo).toBeUndefined()
  })
  test.each([
    ['Hallo, wir haben Aachener Printen für einen Kunden in Wien', 'Aachener Printen'],
    ["devo spedire dell'olio di Sicilia in Austria", 'olio di Sicilia'],
  ] as const)('%s', (message, cargo) => {
    expect(extractQuoteDetails(message).cargo).toBe(cargo)
  })
  test.each([
    ['precio 1 contenedor queso valencia a cartagena de indias', 'Valencia', 'Cartagena de Indias'],
    ['besoin prix 2x40 pneus du havre a pointe-noire', 'Le Havre', 'Pointe-Noire'],
  ] as const)('a lower-case lane with longer names: %s', (message, origin, destination) => {
    expect(extractQuoteDetails(message)).toMatchObject({ origin, destination })
  })
})

describe("probe28's second half, in other words", () => {
  test('"meble ogrodowe gdynia - durban": the goods end before the lane\'s first name', () => {
    expect(extractQuoteDetails('cena 1x40 hc szkło gdynia - durban').cargo).toBe('szkło')
  })
  test('"vanaf 4 maart iets te versturen": the date\'s words and a filler are no goods', () => {
    expect(extractQuoteDetails('hoi, we hebben vanaf 12 januari iets te versturen').cargo).toBeUndefined()
  })
  test('"nakládáme v Chrudimi" says where the goods are loaded', () => {
    expect(extractQuoteDetails('Pardon, nakládáme v Kolíně, ne v Pardubicích.').origin).toBe('Kolín')
  })
  test('"perník v kartonech, cca 12 m3": Czech packing before the quantity', () => {
    expect(extractQuoteDetails('Dobrý den, čaj v kartonech, cca 9 m3, z Brna do Vídně').cargo).toBe('čaj')
  })
  test('"Tiflis\'e gidecek, mobilya aksesuarları": goods after the destination and its verb', () => {
    expect(extractQuoteDetails("Bakü'ye gidecek, ev tekstili").cargo).toBe('ev tekstili')
  })
  test.each(['Kazablanka', 'Hertogenbosch'])('%s is known', (name) => {
    expect(extractQuoteDetails(`3 ton naar ${name}`).destination).toBeDefined()
  })
})

describe("probe29's first half, in other words", () => {
  test('materials begin goods even where they begin no place ("aluminium ingots")', () => {
    expect(extractQuoteDetails('Quote: 8 t of aluminium billets from Antwerp to Linz').cargo).toBe('aluminium billets')
  })
  test('"to Galway" after a country narrows it', () => {
    expect(conversation(['hi, do you do groupage to Ireland?', 'it is 10 rolls of carpet from Leeds', 'to Galway']).destination).toBe(
      'Galway',
    )
  })
  test('"oui, des plaques de plâtre": the partitive after a yes opens the goods', () => {
    expect(extractQuoteDetails('oui, des briques réfractaires, environ 12 m3').cargo).toBe('briques réfractaires')
  })
  test.each(['départ de Lyon, livraison à Bâle', 'quotazione genova - tunisi 1x20'])('"%s" names no goods', (message) => {
    expect(extractQuoteDetails(message, 'cargo').cargo).toBeUndefined()
  })
  test('"non è Barolo, è Barbaresco" replaces the name inside the goods', () => {
    const details = conversation([
      '4 pallet di vino Chianti da Siena a Monaco, 1.600 kg, il 15 dicembre',
      'scusate, non è Chianti, è Brunello',
    ])
    expect(details.cargo).toBe('vino Brunello')
  })
})
