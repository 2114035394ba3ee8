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
