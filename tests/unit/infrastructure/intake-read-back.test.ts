import { describe, expect, test } from 'bun:test'
import type { LANGUAGES } from '../../../domain/conversation-language'
import { disputesReadBack, READ_BACK_PATTERNS } from '../../../infrastructure/llm/intake-read-back'
import { INTAKE_PHRASES } from '../../../infrastructure/llm/offline-intake-assistant'

const labels = (language: (typeof LANGUAGES)[number]) => INTAKE_PHRASES[language].summaryLabels

describe('an answer to the read-back that disputes it', () => {
  test.each([
    ['pt', 'Sim, só que a mercadoria é mais concretamente roupa de cama e toalhas. O resto ok.'],
    ['tr', 'yük de mermer plakalar. gerisi tamam'],
    ['de', 'Fast, die Ware sind eigentlich Druckmaschinen'],
    ['en', 'all fine except the dates'],
    ['it', 'quasi, la merce sono tessuti di lana'],
  ] as const)('%s: %s', (language, answer) => {
    expect(disputesReadBack(answer, labels(language))).toBe(true)
  })
  test.each([
    ['en', 'I would rather not say'],
    ['de', 'Ja, passt so.'],
    ['pt', 'Está tudo certo, obrigado.'],
    ['tr', 'evet doğru'],
  ] as const)('%s: "%s" disputes nothing', (language, answer) => {
    expect(disputesReadBack(answer, labels(language))).toBe(false)
  })
  test('its pattern is bounded', () => {
    for (const pattern of READ_BACK_PATTERNS) expect(pattern.source).not.toMatch(/(?<!\\)[+*]/u)
  })
})
