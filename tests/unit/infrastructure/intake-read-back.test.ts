import { describe, expect, test } from 'bun:test'
import type { LANGUAGES } from '../../../domain/conversation-language'
import { disputesReadBack, READ_BACK_PATTERNS } from '../../../infrastructure/llm/intake-read-back'
import { INTAKE_PHRASES, intakeReply } from '../../../infrastructure/llm/offline-intake-assistant'

const labels = (language: (typeof LANGUAGES)[number]) => INTAKE_PHRASES[language].summaryLabels

describe('an answer to the read-back that disputes it', () => {
  test.each([
    ['pt', 'Sim, só que a mercadoria é mais concretamente roupa de cama e toalhas. O resto ok.'],
    ['tr', 'yük de mermer plakalar. gerisi tamam'],
    ['de', 'Fast, die Ware sind eigentlich Druckmaschinen'],
    ['en', 'all fine except the dates'],
    ['it', 'quasi, la merce sono tessuti di lana'],
    ['en', 'Almost. Drop the 60 kg, it is just the two containers.'],
    ['pt', 'Quase. Tira esse valor, o resto está certo.'],
    ['pl', 'Prawie, jedna rzecz się nie zgadza.'],
    ['nl', 'Niet helemaal, één ding klopt niet.'],
    ['tr', 'Neredeyse, bir şey eksik.'],
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

test('a detail ending with a full stop is restated with one full stop ("Termín 5. 2.", not "5. 2..")', () => {
  const details = { origin: 'Brno', destination: 'Vídeň', cargo: 'sklo', weight: '2 t', dates: '5. 2.' }
  const reply = intakeReply({ turns: [{ role: 'user', content: 'sklo z Brna do Vídně, 2 t, nakládka 5. 2.' }], details }, () => 'INQUIRY')
  expect(reply).toContain('Termín 5. 2. Je to správně?')
})
