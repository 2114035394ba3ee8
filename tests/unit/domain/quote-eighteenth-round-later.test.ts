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
