import { describe, expect, test } from 'bun:test'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { intakeReply } from '../../../infrastructure/llm/offline-intake-assistant'

describe('the offline intake asks before a doubtful value counts', () => {
  test('"Did you mean to Lyon?" in English, and the question in the visitor’s language', () => {
    // Which of the two places the tagger doubts depends on the trained model: the test gives the doubt itself.
    const turns = [{ role: 'user' as const, content: 'maybe Lyon or Grenoble' }]
    expect(extractQuoteDetails('maybe Lyon or Grenoble').pendingValue).toBeDefined()
    expect(intakeReply({ turns, details: { pendingSlot: 'destination', pendingValue: 'Lyon' } }, () => 'INQUIRY')).toBe(
      'Happy to help with a quote. Did you mean to Lyon?',
    )
    const german = [{ role: 'user' as const, content: 'Hallo, wir haben 3 t Stahl, vielleicht nach Lyon' }]
    expect(
      intakeReply({ turns: german, details: { weight: '3 t', pendingSlot: 'destination', pendingValue: 'Lyon' } }, () => 'INQUIRY'),
    ).toBe('Danke! Bisher habe ich: Gewicht / Volumen 3 t. Meinten Sie nach Lyon?')
  })
  test('a doubtful place in a message that is no inquiry gets the greeting, not a question', () => {
    const turns = [{ role: 'user' as const, content: 'Hi, I am writing from Berlin about invoice 4711' }]
    const reply = intakeReply({ turns, details: { pendingSlot: 'origin', pendingValue: 'Berlin' } }, () => 'GENERAL')
    expect(reply).not.toContain('Berlin')
  })
  test('French asks "du Sénégal", "des Pays-Bas", "de Lyon": "de" joins the place’s own article', () => {
    const french = [{ role: 'user' as const, content: 'Bonjour, je voudrais envoyer des meubles' }]
    const ask = (value: string) =>
      intakeReply({ turns: french, details: { pendingSlot: 'destination', pendingValue: value } }, () => 'INQUIRY')
    expect([ask('Le Sénégal'), ask('Les Pays-Bas'), ask('Lyon')]).toEqual([
      'Avec plaisir pour un devis. Voulez-vous dire à destination du Sénégal ?',
      'Avec plaisir pour un devis. Voulez-vous dire à destination des Pays-Bas ?',
      'Avec plaisir pour un devis. Voulez-vous dire à destination de Lyon ?',
    ])
  })
  test('Portuguese joins "de" with each article: "precisar do peso ou volume e das datas"', () => {
    const turns = [{ role: 'user' as const, content: 'Olá, preciso enviar vinho para Luanda' }]
    const reply = intakeReply({ turns, details: { destination: 'Luanda', cargo: 'vinho' } }, () => 'INQUIRY')
    expect(reply).toEndWith('Também vou precisar do peso ou volume e das datas.')
  })
})
