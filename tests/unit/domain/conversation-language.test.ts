import { describe, expect, test } from 'bun:test'
import { conversationLanguage, LANGUAGES, type Language } from '../../../domain/conversation-language'

describe('conversationLanguage', () => {
  const samples: [Language, string][] = [
    ['en', 'Hi, can you quote 3 pallets from Leeds to Dublin next week?'],
    ['de', 'Guten Tag, wir brauchen ein Angebot für 3 Paletten von Köln nach Wien.'],
    ['es', 'Hola, necesito una cotización para enviar 3 palets de Madrid a Lisboa.'],
    ['fr', "Bonjour, nous avons besoin d'un devis pour 3 palettes de Lyon à Genève."],
    ['it', 'Buongiorno, vorrei un preventivo per spedire 3 bancali da Milano a Vienna.'],
    ['nl', 'Goedemorgen, graag een offerte voor 3 pallets van Utrecht naar Gent.'],
    ['pl', 'Dzień dobry, proszę o wycenę transportu 3 palet z Poznania do Berlina.'],
    ['pt', 'Bom dia, precisamos de uma cotação para 3 paletes de Lisboa para Madrid.'],
    ['cs', 'Dobrý den, prosíme o nabídku na přepravu 3 palet z Brna do Vídně.'],
    ['tr', "Merhaba, İstanbul'dan Hamburg'a 3 palet için fiyat teklifi istiyoruz."],
  ]
  test('tells each of the ten languages from one ordinary message', () => {
    expect(samples.map(([, text]) => conversationLanguage([text]))).toEqual(samples.map(([lang]) => lang))
    expect(new Set(samples.map(([lang]) => lang))).toEqual(new Set(LANGUAGES))
  })

  test('Brazilian Portuguese typed as in a chat ("oi tudo bem", "vcs", "pros") is Portuguese, not Spanish', () => {
    expect(conversationLanguage(['oi tudo bem? preciso mandar umas peças pros EUA, vcs fazem aéreo?'])).toBe('pt')
  })

  test('stays with the conversation’s language when a reply is a bare name, a number or "ok"', () => {
    const german = 'Hallo, ich brauche ein Angebot für eine Sendung'
    for (const reply of ['Hamburg', 'OK', '12 t', 'Madrid', 'Paris']) expect(conversationLanguage([german, reply])).toBe('de')
    expect(conversationLanguage(['Dzień dobry, proszę o wycenę', 'Hamburg', 'ok', 'jutro'])).toBe('pl')
  })

  test('is English when nothing tells', () => {
    expect(conversationLanguage([])).toBe('en')
    expect(conversationLanguage(['Hamburg', '12 t', '2026-03-01'])).toBe('en')
  })
})
