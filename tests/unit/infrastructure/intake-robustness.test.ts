import { expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { INTAKE_DATA_DIR, type IntakeConversation, loadIntakeConversations } from '../../../infrastructure/llm/intake-evaluation'
import { accentFreeScore, withoutAccents } from '../../../infrastructure/llm/intake-robustness'

// Measured at the tenth round: of 1,826 development conversations complete as written, 1,682 stayed complete typed without
// accents before the round's folding of the lexicon and the end keywords, 1,804 after it; with probe31 read, 1,863 of
// 1,885; with probe32, 1,926 of 1,947; with probe33 (eleventh round), 1,989 of 2,010; with probe35
// and the date's widening read without accents too, 2,048 of 2,065; with probe35 read, 2,055 of 2,072; with short words, counts and
// taking back read without accents too, 2,066 of 2,076; with weekdays
// among the language cues, 2,069 of 2,076; with probe34's second half, 2,097 of 2,104; with
// the whole of probe34, 2,124 of 2,132; with the twelfth round's tagger, 2,138 of 2,142; with probe36, 2,197 of 2,201; with stone's forms as packing, 2,198 of 2,202;
// with probe37 and probe38 read (the thirteenth round), 2,319 of 2,323; with probe39, 2,378 of 2,382; with probe40, 2,437 of 2,441; with probe41's second half, 2,464 of 2,468; with
// its first, 2,494 of 2,497; with probe42 … probe47 read (the fourteenth round), 2,848 of 2,851; with probe48 and probe49 (the fifteenth), 2,961 of 2,964;
// with probe50 … probe71 (the eighteenth and nineteenth), 4,240 of 4,242; with probe72 … probe101 (the twentieth, the last
// three unread), 5,965 of 5,968; with probe102 … probe113 (the twenty-first), 6,690 of 6,693; with probe114 … probe125 (the
// twenty-second), 7,405 of 7,409: the four lost are cs-h6 and fr-t4 (lost before), probe122's cs-y4, whose Czech "nové"
// typed plain is "nove", nine in Italian and Portuguese, and probe124's fr-y4, whose "à faire venir" typed plain puts the
// Romance "a" where the Slavic "and" joins more goods. The floor keeps a later rule written with accents only from losing
// the visitors who type none.
const PROBES = readdirSync(INTAKE_DATA_DIR).filter((dir) => /^probe\d*$/.test(dir))
const development = [
  ...loadIntakeConversations(),
  ...loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout')),
  ...PROBES.flatMap((dir) => loadIntakeConversations(join(INTAKE_DATA_DIR, dir))),
]

test('a visitor who types without accents is read as one who does', () => {
  const score = accentFreeScore(development)
  expect(score.complete).toBeGreaterThanOrEqual(7405)
  expect(score.lost.length).toBeLessThanOrEqual(4)
  // (About 7,400 conversations played twice: a minute on this machine's two cores while the rest of the suite runs.)
}, 180_000)

test('withoutAccents takes the accents off the turns and the expected values, nothing else', () => {
  const conversation: IntakeConversation = {
    id: 'pl-x1',
    language: 'pl',
    kind: 'one-message',
    turns: ['Przesyłka z Łodzi do Kolonii, 12 t, żelazne pręty, 3 lutego'],
    expect: { origin: 'Łódź', destination: 'Kolonia', cargo: 'żelazne pręty', weight: '12 t', dates: '3 lutego' },
  }
  expect(withoutAccents(conversation)).toEqual({
    ...conversation,
    turns: ['Przesylka z Lodzi do Kolonii, 12 t, zelazne prety, 3 lutego'],
    expect: { origin: 'Lodz', destination: 'Kolonia', cargo: 'zelazne prety', weight: '12 t', dates: '3 lutego' },
  })
})
