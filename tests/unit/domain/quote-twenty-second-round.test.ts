// The twenty-second round of issue #29 (docs/intake.md, "The twenty-second round"): what the scripted probes probe114 …
// showed, in other words than theirs.
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
