// The eighteenth round of issue #29, continued (docs/intake.md, "The eighteenth round"): what the fifteenth set of live
// visitors showed, in other words than theirs.
import { describe, expect, test } from 'bun:test'
import { detailsAfterMessage } from '../../../domain/quote-conversation'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

const conversation = (...messages: string[]) =>
  messages.reduce((details, message, index) => detailsAfterMessage(details, message, index), {} as ReturnType<typeof detailsAfterMessage>)

describe('from the fifteenth live visitors', () => {
  test('"yep mostly, just put X rather than Y" with the address: X is the goods, "yep mostly" none', () => {
    const known = conversation('hi, how much to send some furniture from York to Cork?', 'about 30 cubic metres, first week of March')
    expect(known.cargo).toBe('furniture')
    const after = detailsAfterMessage(known, 'yep mostly, just put oak tables rather than furniture. email is a@b.example', 2)
    expect(after.cargo).toBe('oak tables')
  })
  test('"but put X please, not just Y" before the address takes X', () => {
    const known = conversation('furniture from Hanoi to Savannah, 2 x 40ft, first week of December')
    const after = detailsAfterMessage(known, 'mostly right, but put bamboo furniture please, not just furniture. email: x@y.example', 1)
    expect(after.cargo).toBe('bamboo furniture')
  })
  test.each(["yes that's right - Halifax in Canada, not the one in Yorkshire", 'Grazie, la merce è pronta'])(
    'a word of agreement or thanks is no place: %s',
    (text) => {
      const read = extractQuoteDetails(text)
      expect(read.pendingValue === 'Right' || read.destination === 'Grazie' || read.origin === 'Grazie').toBe(false)
    },
  )
  test.each([
    ['O embarque está previsto para agosto', 'para agosto'],
    ['prévu pour juin', 'pour juin'],
    ['en marzo de 2027', 'en marzo de 2027'],
    ['en marzo, 12 t', 'en marzo'],
  ] as const)('a month alone after "para", "pour", with its year, before a quantity: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"ritiro Prato, dest. New York": labels without a preposition', () => {
    const read = extractQuoteDetails('ritiro Prato, dest. New York (JFK)')
    expect([read.origin, read.destination]).toEqual(['Prato', 'New York'])
  })
  test('a country in lower case after "negli" ends the goods', () => {
    expect(extractQuoteDetails('vorrei spedire piastrelle negli stati uniti').cargo).toBe('piastrelle')
  })
  test.each(['komple tır, 22 ton civarı', 'la merce è dispo'])('no goods: %s', (text) => {
    expect(extractQuoteDetails(text).cargo).toBeUndefined()
  })
})

describe("from probe50, written blind at the round's end, then read", () => {
  test.each([
    ["pls quote 2 x 20' white cement in jumbo bags, Mersin to Alexandria", 'white cement'],
    ["brauche Preis fuer 1x40' Hochcube Rohkakao von Abidjan nach Hamburg", 'Rohkakao'],
  ] as const)("the packing or the container's kind beside the goods is no part of them: %s", (text, cargo) => {
    expect(extractQuoteDetails(text).cargo).toBe(cargo)
  })
  test.each([
    ['odbiór będzie 12.01, a nie 8.01.', '12.01'],
    ['nakladka 3.-5.2. dekuji', '3.-5.2.'],
    ['ab Montag, dem 4. Januar 2027', 'ab Montag, dem 4. Januar 2027'],
  ] as const)('dates: %s', (text, dates) => {
    expect(extractQuoteDetails(text).dates).toBe(dates)
  })
  test('"Gestellung" names the origin', () => {
    expect(extractQuoteDetails('Gestellung Duisburg, Ziel ist Kapstadt').origin).toBe('Duisburg')
  })
  test('"we have X in 38 drums" names X; "we have a problem in 2 days" names nothing', () => {
    expect(extractQuoteDetails('we have engine oil in 40 drums for export, 8 t').cargo).toBe('engine oil')
    expect(extractQuoteDetails('we have a problem in 2 days').cargo).toBeUndefined()
  })
  test('"bir yükümüz var" (we have a load) names no goods', () => {
    expect(extractQuoteDetails("İyi günler, Ningbo'dan Mersin'e bir yükümüz var.").cargo).toBeUndefined()
  })
})
