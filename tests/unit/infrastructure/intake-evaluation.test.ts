import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { LANGUAGES } from '../../../domain/conversation-language'
import {
  evaluateIntake,
  INTAKE_DATA_DIR,
  INTAKE_TARGET_TURNS,
  loadIntakeConversations,
  runConversation,
  scoreOf,
} from '../../../infrastructure/llm/intake-evaluation'
import { CONVERSATION_KINDS, scoreDetails } from '../../../infrastructure/llm/intake-scoring'

const HELD_OUT_FLOOR = { complete: 60, misreads: 0 }
const scoreOfDir = (dir: string) => scoreOf(evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, dir))).flatMap((r) => r.results))

const reports = evaluateIntake(loadIntakeConversations())

describe('bun run eval:intake: the scripted conversations in data/intake/', () => {
  test('cover the ten languages with at least 15 conversations each', () => {
    expect(reports.map((r) => r.language)).toEqual([...LANGUAGES])
    for (const r of reports) expect(r.conversations).toBeGreaterThanOrEqual(15)
  })

  test(`every conversation that gives all five details completes within ${INTAKE_TARGET_TURNS} turns, in its language`, () => {
    const late = reports.flatMap((r) =>
      r.results.filter((c) => c.suppliesAll && (c.completedAt === null || c.completedAt > INTAKE_TARGET_TURNS)).map((c) => c.id),
    )
    expect(late).toEqual([])
    for (const r of reports) expect(r.completedWithin6).toBe(r.supplyingAll)
  })

  test('a conversation that leaves a detail out is never summarised as complete, and every language has one', () => {
    for (const r of reports) {
      const partial = r.results.filter((c) => !c.suppliesAll)
      expect(partial.length).toBeGreaterThan(0)
      expect(partial.filter((c) => c.completedAt !== null).map((c) => c.id)).toEqual([])
    }
  })

  test('no detail the customer gave is lost or misread, and no reply switches language', () => {
    const wrong = reports.flatMap((r) => r.results.flatMap((c) => c.errors.map((e) => `${c.id} ${e}`)))
    expect(wrong).toEqual([])
    expect(reports.map((r) => r.languageSlips)).toEqual(LANGUAGES.map(() => 0))
  })

  test('the other development sets (data/intake/holdout/, probe/, probe2/, probe3/) meet the same targets', () => {
    const second = evaluateIntake(
      ['holdout', 'probe', 'probe2', 'probe3'].flatMap((dir) => loadIntakeConversations(join(INTAKE_DATA_DIR, dir))),
    )
    const problems = second.flatMap((r) =>
      r.results.filter((c) => c.errors.length > 0 || c.completedAt === null || c.completedAt > INTAKE_TARGET_TURNS || c.languageSlips > 0),
    )
    expect(problems.map((c) => `${c.id} ${c.errors.join('; ')}`)).toEqual([])
    for (const r of second) expect(r.conversations).toBeGreaterThanOrEqual(5)
  })

  test('probe5 (the retired blind set), probe6 and probe7 (the third round) stay at or above their measured level', () => {
    // 2026-11-27, first scores: probe5 (unseen2/, blind) 34/60 with 18 misreads, probe6 11/50 with 32, probe7 23/30 with 4;
    // after the third round 59/60 with 1 misread (pl-b1 "Opoczna": a town the gazetteer does not know, kept in its case
    // form), 50/50 and 29/30 (it-k3 gives no weight or volume, so it must not complete).
    const [probe5, probe6, probe7] = [scoreOfDir('probe5'), scoreOfDir('probe6'), scoreOfDir('probe7')]
    expect([probe5.conversations, probe6.conversations, probe7.conversations]).toEqual([60, 50, 30])
    expect(probe5.complete).toBeGreaterThanOrEqual(59)
    expect(probe5.misreads).toBeLessThanOrEqual(1)
    expect([probe6.complete, probe6.misreads, probe6.misses]).toEqual([50, 0, 0])
    expect([probe7.complete, probe7.misreads, probe7.misses]).toEqual([29, 0, 0])
  })

  // Each later probe held at its measured level: its conversations, those that give no weight, volume or containers (they
  // must keep asking, "right" rather than complete), and floors on complete, right and misreads.
  const LATER_PROBES = [
    // unseen3/, retired. Blind: 23/60 with 33 misreads before the third round, 37/60 with 14 misreads and 16 misses after
    // it; 59/60 with no misread after the fourth round (tr-c6 "un", flour, hidden by the article: a known limit).
    { dir: 'probe8', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    // unseen4/, retired. Blind: 33/60 with 24 misreads and 19 misses; 56/60, 2 and 1 after the fifth round; 57, 1, 1 after the sixth.
    { dir: 'probe9', conversations: 60, noSize: 1, complete: 58, right: 59, misreads: 1 },
    // Written blind for the fifth round: 25/60 complete, 23 misreads and 8 misses when merged; 36 of the 40 that can
    // complete, 55/60 right after the fifth round; 37 of 40, 57/60 right and 1 misread after the sixth; 38, 58, none after
    // the eighth.
    { dir: 'probe10', conversations: 60, noSize: 20, complete: 40, right: 60, misreads: 0 },
    // Written blind after probe10's fixes: 21/48 and 18 misreads on its first 8 languages when merged, 27/48 after; its
    // Czech and Turkish arrived after the last change: 31/60 with 20 misreads and 23 misses in all; 39/60 with 9 misreads
    // after the sixth round, 45/60 with 5 after the seventh, 50/60 with none after the eighth.
    { dir: 'probe11', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // unseen5/, retired. Blind: 19 of the 42 that can complete, 30/60 right, 24 misreads and 14 misses after the fifth
    // round (its only measure); 38 of 42, 56/60 right, 2 misreads and 1 miss after the sixth round, which read it.
    { dir: 'probe12', conversations: 60, noSize: 18, complete: 41, right: 59, misreads: 1 },
    // unseen7/, retired. Blind: 13/30 with 16 misreads before the sixth round, 16/30 with 13 after it; 23/30 and 4 misreads
    // once its failures were read; 25/30 and 3 after the seventh round, 28/30 and 1 after the eighth.
    { dir: 'probe13', conversations: 30, noSize: 0, complete: 30, right: 30, misreads: 0 },
    // unseen6/, retired. Blind: 33/60 with 24 misreads and 15 misses before the sixth round, 39/60 with 18 and 12 after it;
    // 59/60 and 2 misreads once read in the seventh round, 1 misread after the eighth.
    { dir: 'probe14', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // unseen8/, retired. Blind: 23/60 with 33 misreads before the seventh round, 25/60 with 30 after probe14's fixes; 55/60
    // and 4 misreads once read; 58/60 and 1 after the eighth round.
    { dir: 'probe15', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    // Written blind for the seventh round after probe14's and probe15's fixes: 47/60 with 17 misreads when merged; 59/60
    // and 1 misread at the round's end.
    // 59/60 since the twelfth round's retrained tagger (fr-d3: goods named like their origin, "du Chablis" from Chablis).
    { dir: 'probe16', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    // Written blind later in the seventh round in two halves: en … it 24/30 with 6 misreads when merged, nl … tr (after the
    // first half's fixes) 21/30; 56/60 and 4 misreads once read, 3 after the eighth round.
    { dir: 'probe17', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    // unseen9/, retired. Blind: 24/60 with 30 misreads before the seventh round, 29/60 with 23 after it; 58/60 and 1
    // misread once read in the eighth.
    { dir: 'probe18', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind for the eighth round: 39/60 with 16 misreads when merged (38, 17 on the code before the round); 59/60
    // and none once read; 58/60 and 2 once a name before "to" after the goods was left to the lane (unseen10's "china clay
    // Par to Bilbao" against its "vino Barolo a Zurigo").
    { dir: 'probe19', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind later in the eighth round: 48/60 with 10 misreads when merged (46, 13 before the round); 59/60, 1.
    { dir: 'probe20', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind last in the eighth round, in two halves: 23/30 and 24/30 (after the first half's fixes) when merged;
    // 57/60 and 2 misreads once read.
    { dir: 'probe21', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind after probe21, in two halves: 21/30 and 22/30 (after the first half's fixes) when merged; 57/60, 1.
    { dir: 'probe22', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // unseen10/, retired. Blind: 36/60 with 19 misreads when written (seventh round), 41/60 with 18 at that round's end,
    // 39/60 with 19 at the eighth round's last change before it was read; 47/60 and 12 misreads once read, 54/60 and 4
    // after the ninth round.
    { dir: 'probe23', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // unseen11/, retired at the ninth round's start. Blind: 41/60 with 19 misreads before the eighth round, 46/60 with 15
    // at its end; 59/60 and none once read.
    { dir: 'probe24', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind for the ninth round, spread details first, in two halves: 20/30 and 23/30 (after the first half's fixes)
    // when merged; 58/60 and 1 misread once read.
    { dir: 'probe25', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind later in the ninth round: 39/60 with 15 misreads when merged; 59/60, 2.
    { dir: 'probe26', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind after probe26: 45/60 with 10 misreads when merged; 58/60 and none once read.
    { dir: 'probe27', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind last in the ninth round, in two halves: 22/30 and 26/30 (after the first half's fixes) when merged;
    // 53/60 and 4 misreads once read.
    { dir: 'probe28', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    // Written blind at the ninth round's end, in two halves: the first read then (24/30, then 29/30); the second arrived
    // after the last change and was run once unread (21/30, 7 misreads), then read at the tenth round's start: 60/60.
    { dir: 'probe29', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // unseen12/, retired at the tenth round's start. Blind: 41/60 with 13 misreads before the eighth round, 48/60 with 7
    // misreads when retired; 60/60 once read.
    { dir: 'probe30', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind for the tenth round, spread details first, in two halves: 41/60 with 10 misreads when merged (after the
    // round's first changes); 59/60, none, once read (it-m1 "Colonnata", a hamlet the gazetteer does not know).
    { dir: 'probe31', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind later in the tenth round, in two halves: 42/60 with 13 misreads when merged; 60/60 once read.
    { dir: 'probe32', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind at the tenth round's end, in two halves that arrived after its last change: run once unread at the
    // eleventh round's start (45/60, 12 misreads), then read: 60/60, none.
    { dir: 'probe33', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind in the eleventh round, in two halves, each run once unread, then read: the second (nl … tr) 19/30 with 8
    // misreads, the first (en … it, arrived later) 21/30 with 4; 56/60, 2 misreads once read (a brand holding a month's
    // abbreviation, "Hertog Jan"; a declined hamlet, "Střelči").
    { dir: 'probe34', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // unseen13/, retired at the eleventh round's start. Blind: 42/60 with 12 misreads before the ninth round, 47/60 with 8
    // misreads when retired (unchanged by the round's probe33 fixes); 58/60, 1 misread, once read.
    { dir: 'probe35', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // unseen14/, retired at the twelfth round's start. Blind: 47/60 with 8 misreads before the tenth round, 50/60 with 6 after
    // it and after the eleventh; 52/60 with 5 with the twelfth round's retrained tagger (measured unread, to choose it);
    // 59/60, 1 misread, once read (cs-c1, "ze Střelče": a declined hamlet the gazetteer does not know).
    { dir: 'probe36', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // unseen15/, retired at the thirteenth round's start. Blind: 44/60 with 8 misreads before the twelfth round, 47/60 with 7
    // after it; 59/60, 1 misread, once read (pl-c5: goods the set puts in the nominative, kept as written).
    { dir: 'probe37', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // Written blind for the thirteenth round and run once unread after probe37's fixes: 50/60 with 9 misreads (49/60 with 10
    // on the code before the round); 59/60, 1 misread, once read (cs-h3, "v Celji": a Slovene town declined in Czech).
    { dir: 'probe38', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // Written blind later in the thirteenth round and run once unread after probe38's fixes: 50/60 with 9 misreads (49/60
    // with 9 on the code before the round); 59/60, 1 misread, once read (cs-j4, "Do Čittagongu": a Czech exonym).
    { dir: 'probe39', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind last in the thirteenth round and run once unread after probe39's fixes: 51/60 with 8 misreads (the same
    // on the code before the round); 59/60, no misread, once read (tr-k2, "almatiya": a Turkish exonym typed without its
    // apostrophe, missed).
    { dir: 'probe40', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind at the thirteenth round's end, in halves, each run once unread (nl … tr 24/30 with 3 misreads, en … it
    // 26/30 with 2, the same on the code before the round), then read: 56/60, 1 misread (cs-m3, "Z Velkých Popovic": a
    // village declined in the plural that the gazetteer does not know; en-m3 "made at a workshop in Leek", pl-m2 "gotowe
    // 15.02" and pl-m5 "pellet drzewny w workach" left, missed).
    { dir: 'probe41', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 0 },
    // unseen16/, retired at the fourteenth round's start. Blind: 39/60 with 13 misreads before the twelfth round, 43/60 with
    // 10 at the thirteenth's end; 60/60 once read.
    { dir: 'probe42', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind for the fourteenth round and run once unread: 49/60 with 6 misreads (the same on the code before the
    // round), 60/60 once read.
    { dir: 'probe43', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind later in the fourteenth round and run once unread: 45/60 with 9 misreads (the same on the code before
    // the round), 60/60 once read.
    { dir: 'probe44', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind last in the fourteenth round, in halves, each run once unread (nl … tr 24/30 with 6 misreads, the same
    // on the code before the round; en … it 22/30 with 5, one more than before it), 60/60 once read.
    { dir: 'probe45', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind at the fourteenth round's end, in halves, each run once unread (nl … tr 26/30 with 3 misreads, 25 with 4
    // on the code before the round; en … it 27/30 with none, 26 before it), 60/60 once read.
    { dir: 'probe46', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // Written blind at the fourteenth round's very end, in halves, each run once unread (en … it 20/30 with 8 misreads, 19
    // with 9 before the round; nl … tr 26/30 with 4, 27 with 3 before it: the round's "naar" read "zeecontainer nodig" as
    // goods), then read: 54/60, 4 misreads left (en-t3 a town after a country known for the end, de-t4 "Deidesheim in der
    // Pfalz", fr-t4 "de la graine de lin", pt-t6 "não é Itajaí, é Navegantes"; en-t5 and tr-t3 missed). nl-t1's `expect` was
    // audited: it left out the loading metres the visitor gave.
    { dir: 'probe47', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 2 },
    // Written blind at the fifteenth round's start, in halves, each run once unread on the code before the round (nl … tr
    // 22/30 with misreads in 4, en … it 25/30 with misreads in 3), then read: 56/60, 1 misread left (pt-u4 "até ao fim da
    // semana 6" read as "semana 6"; pl-u2, cs-u5, tr-u4 missed).
    { dir: 'probe48', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    // Written blind with probe48, each half run once unread (nl … tr 25/30 with misreads in 2 on the code before the round;
    // en … it 27/30 with misreads in 3, the same on the round's code of that moment), then read: 57/60, 1 misread left
    // (it-v4 a country after the destination read as the origin; cs-v3 and cs-v6 missed).
    { dir: 'probe49', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    // Written blind at the eighteenth round's end, in halves, run once unread (50/60, misreads in 5, misses in 5; the same
    // on ff1a14d, the round's start), then read: 57/60, no misread; 59/60 after the nineteenth round (pt-y4 left).
    { dir: 'probe50', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    // The nineteenth round: written blind three at a time, each run once unread on the code of that moment (first sight
    // 50, 52, 51 | 51, 53, 55 | 54, 54, 50 | 55, 49, 54 | 51, 55, 48 | 53, 59, 53 | 57, 52, 55 of 60, docs/intake.md), then read; the
    // levels at the round's end. What is left is listed in "The nineteenth round".
    { dir: 'probe51', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe52', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 1 },
    { dir: 'probe53', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe54', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 1 },
    { dir: 'probe55', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe56', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe57', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe58', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe59', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 1 },
    { dir: 'probe60', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe61', conversations: 60, noSize: 0, complete: 55, right: 55, misreads: 1 },
    { dir: 'probe62', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe63', conversations: 60, noSize: 0, complete: 55, right: 55, misreads: 2 },
    { dir: 'probe64', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe65', conversations: 60, noSize: 0, complete: 54, right: 54, misreads: 3 },
    { dir: 'probe66', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe67', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe68', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    { dir: 'probe69', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe70', conversations: 60, noSize: 0, complete: 56, right: 56, misreads: 3 },
    { dir: 'probe71', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    // The twentieth round: written blind three at a time, each run once unread on the code of that moment (first sight
    // 54, 54, 42 | 50, 49, 53 | 54, 57, 51 | 56, 55, 53 | 54, 55, 51 | 52, 55, 57 | 55, 58, 53 | 55, 57, 56 | 52, 59, 53 of
    // 60, docs/intake.md), then read; the levels at the round's end. probe99 … probe101 were run once on its last code
    // and read in the twenty-first round.
    { dir: 'probe72', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe73', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe74', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 0 },
    { dir: 'probe75', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe76', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe77', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe78', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe79', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 0 },
    { dir: 'probe80', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    { dir: 'probe81', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 2 },
    { dir: 'probe82', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 1 },
    { dir: 'probe83', conversations: 60, noSize: 0, complete: 54, right: 54, misreads: 4 },
    { dir: 'probe84', conversations: 60, noSize: 0, complete: 56, right: 56, misreads: 2 },
    { dir: 'probe85', conversations: 60, noSize: 0, complete: 55, right: 55, misreads: 2 },
    { dir: 'probe86', conversations: 60, noSize: 0, complete: 54, right: 54, misreads: 4 },
    { dir: 'probe87', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 0 },
    { dir: 'probe88', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    { dir: 'probe89', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 1 },
    { dir: 'probe90', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe91', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 0 },
    { dir: 'probe92', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe93', conversations: 60, noSize: 0, complete: 56, right: 56, misreads: 3 },
    { dir: 'probe94', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe95', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    { dir: 'probe96', conversations: 60, noSize: 0, complete: 56, right: 56, misreads: 2 },
    { dir: 'probe97', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe98', conversations: 60, noSize: 0, complete: 55, right: 55, misreads: 3 },
    { dir: 'probe99', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe100', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe101', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    // The twenty-first round: probe102 … probe113 written blind three at a time, each run once unread on the code of
    // that moment (first sight 58, 56, 56 | 52, 54, 57 | 54, 54, 51 | 54, 56, 57 of 60, docs/intake.md), then read;
    // the levels at the round's end.
    { dir: 'probe102', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe103', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe104', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe105', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe106', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
    { dir: 'probe107', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe108', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe109', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    { dir: 'probe110', conversations: 60, noSize: 0, complete: 56, right: 56, misreads: 2 },
    { dir: 'probe111', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe112', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 2 },
    { dir: 'probe113', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 0 },
    // The twenty-second round: probe114 … probe125 written blind three at a time, each run once unread on the code of
    // that moment (first sight 55, 53, 58 | 58, 57, 56 | 57, 55, 56 | 58, 54, 56 of 60, docs/intake.md), then read;
    // the levels at the round's end.
    { dir: 'probe114', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe115', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe116', conversations: 60, noSize: 0, complete: 59, right: 59, misreads: 1 },
    { dir: 'probe117', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe118', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe119', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe120', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe121', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe122', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe123', conversations: 60, noSize: 0, complete: 60, right: 60, misreads: 0 },
    { dir: 'probe124', conversations: 60, noSize: 0, complete: 57, right: 57, misreads: 1 },
    { dir: 'probe125', conversations: 60, noSize: 0, complete: 58, right: 58, misreads: 2 },
  ]
  // Floors raised to the levels after the fifteenth round (probe18, probe19 and probe25 complete since the thirteenth).
  for (const floor of LATER_PROBES)
    test(`${floor.dir} stays at or above its measured level`, () => {
      const score = scoreOfDir(floor.dir)
      expect([score.conversations, score.cannotComplete]).toEqual([floor.conversations, floor.noSize])
      expect(score.complete).toBeGreaterThanOrEqual(floor.complete)
      expect(score.right).toBeGreaterThanOrEqual(floor.right)
      expect(score.misreads).toBeLessThanOrEqual(floor.misreads)
    })

  test('probe4 (written last, telegraphic requests) stays at or above its measured level', () => {
    // 2026-11-27: 17/30 complete and 7 misreads when written, 27/30 and 1 misread after the fixes it led to, 29/30 and none
    // after the third round; its remaining failure (Turkish "un", flour, hidden by the article "un") is in docs/intake.md.
    const probe4 = evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, 'probe4'))).flatMap((r) => r.results)
    expect(scoreOf(probe4).complete).toBeGreaterThanOrEqual(29)
    expect(scoreOf(probe4).misreads).toBe(0)
  })

  test('the held-out set (data/intake/unseen/, never tuned on) stays at or above its last measured level', () => {
    // Measured 2026-11-28 (docs/intake.md): 60 of 60 complete within 6 turns, no misread, no miss, every language 6 of 6
    // (the sixth round; 59, 0, 1 from 2026-11-27 to then;
    // 2026-11-25: 55, 3, 2; earlier on 2026-11-27: 58, 1, 1). This floor keeps later changes from losing ground.
    const heldOut = evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, 'unseen')))
    const all = heldOut.flatMap((r) => r.results)
    const score = scoreOf(all)
    expect(score.conversations).toBe(60)
    for (const r of heldOut) expect(r.conversations).toBeGreaterThanOrEqual(6)
    for (const kind of CONVERSATION_KINDS) expect(all.filter((c) => c.kind === kind).length).toBe(20)
    expect(score.complete).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.complete)
    expect(score.misreads).toBeLessThanOrEqual(HELD_OUT_FLOOR.misreads)
    for (const r of heldOut) expect(scoreOf(r.results).complete).toBeGreaterThanOrEqual(5)
  })

  test('a live conversation is played as recorded (the visitor’s own answers), the e-mail turn not counted', () => {
    const live = {
      id: 'x',
      language: 'en' as const,
      kind: 'spread' as const,
      expect: { origin: 'Hamburg', destination: 'Vienna', cargo: 'machine parts', weight: '12 t', dates: 'on 3 March' },
      live: true,
    }
    const asked = ['12 tonnes of machine parts from Hamburg to Vienna', 'pickup on 3 March']
    const answered = runConversation({ ...live, turns: [...asked, 'sure: anna@parts.example'] })
    expect([answered.completedAt, answered.errors, answered.complete]).toEqual([2, [], true])
    // Scripted, the e-mail answer would be inserted; live, a visitor who never answers is never summarised.
    expect(runConversation({ ...live, turns: asked }).completedAt).toBeNull()
    expect(runConversation({ ...live, live: false, turns: asked }).completedAt).toBe(2)
  })

  // Held with visitors who answered in their own words, then read (data/intake/live*/README.md): complete, misread values
  // at most, right at the first read-back (one message and spread) at least. First sight, on the code each set was held
  // with: live1 80/90 (117dea4), live2 57/60 (b59c1b3), live3 55/60 (c638055), live4 55/60 (834af05), live5 55/60
  // (44f9d3a), live6 59/60 (2d4e9b1), live7 57/60 (5878296), live8 59/60 (4106a89), live9 58/60 (c7d0b7e), live10 59/60
  // (9d3d327), live11 57/60 (ff1a14d), live12 59/60 (b48c7ca), live13 55/60 (b3e101f), live14 58/60 (a8e8d48), live15 60/60 (17221e8), live16 60/60 (1988d0a, not read for fixes); since: the floors. live2's fr-y5
  // and live3's it-z5 no longer complete in their replays: their visitors never typed an address (the one in a forwarded
  // mail's header, taken then, no longer counts).
  const LIVE_FLOORS = [
    { dir: 'live1', conversations: 90, complete: 87, misreads: 1, rightAtReadBack: 58 },
    { dir: 'live2', conversations: 60, complete: 56, misreads: 1, rightAtReadBack: 37 },
    { dir: 'live3', conversations: 60, complete: 57, misreads: 2, rightAtReadBack: 37 },
    { dir: 'live4', conversations: 60, complete: 59, misreads: 1, rightAtReadBack: 34 },
    { dir: 'live5', conversations: 60, complete: 58, misreads: 0, rightAtReadBack: 40 },
    { dir: 'live6', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 39 },
    { dir: 'live7', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 38 },
    { dir: 'live8', conversations: 60, complete: 59, misreads: 0, rightAtReadBack: 38 },
    { dir: 'live9', conversations: 60, complete: 59, misreads: 0, rightAtReadBack: 38 },
    { dir: 'live10', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 39 },
    { dir: 'live11', conversations: 60, complete: 57, misreads: 1, rightAtReadBack: 39 },
    { dir: 'live12', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 39 },
    { dir: 'live13', conversations: 60, complete: 58, misreads: 0, rightAtReadBack: 40 },
    { dir: 'live14', conversations: 60, complete: 59, misreads: 1, rightAtReadBack: 37 },
    { dir: 'live15', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 39 },
    { dir: 'live16', conversations: 60, complete: 60, misreads: 0, rightAtReadBack: 38 },
  ]
  for (const floor of LIVE_FLOORS)
    test(`${floor.dir} (visitors in their own words, replayed as recorded) stays at or above its measured level`, () => {
      const live = loadIntakeConversations(join(INTAKE_DATA_DIR, floor.dir))
      expect([live.length, live.every((c) => c.live === true)]).toEqual([floor.conversations, true])
      const results = evaluateIntake(live).flatMap((r) => r.results)
      const score = scoreOf(results)
      expect(score.complete).toBeGreaterThanOrEqual(floor.complete)
      expect(score.misreads).toBeLessThanOrEqual(floor.misreads)
      const asked = results.filter((r) => r.kind !== 'correction' && r.rightAtReadBack !== null)
      expect(asked.filter((r) => r.rightAtReadBack).length).toBeGreaterThanOrEqual(floor.rightAtReadBack)
    })

  test('a date that loses a number is another date, however much of its wording is kept', () => {
    const errors = (dates: string) => scoreDetails({ dates: 'do końca tygodnia 23' }, { dates }, () => false).map((e) => e.kind)
    expect([errors('do końca tygodnia'), errors('końca tygodnia 23'), errors('do końca tygodnia 24')]).toEqual([
      ['misread'],
      [],
      ['misread'],
    ])
  })

  test('another naming the visitor gave of a detail counts as right ("alsoRight")', () => {
    const said = {
      id: 'x',
      language: 'nl' as const,
      kind: 'one-message' as const,
      turns: ['2 t goudse kaas van Gouda naar Lyon, ophalen op 3 maart'],
      expect: { origin: 'Gouda', destination: 'Lyon', cargo: 'kaas', weight: '2 t', dates: 'op 3 maart' },
    }
    expect(runConversation(said).errors).toEqual(['cargo: "kaas" → "goudse kaas"'])
    expect(runConversation({ ...said, alsoRight: { cargo: ['goudse kaas'] } }).errors).toEqual([])
  })

  test('the evaluation can fail: a misread detail and an unfinished conversation are reported', () => {
    const result = runConversation({
      id: 'x',
      language: 'de',
      kind: 'one-message',
      turns: ['Hallo, von Hamburg nach Wien bitte'],
      expect: { origin: 'Hamburg', destination: 'Graz', cargo: 'Holz', weight: '3 t', dates: 'morgen' },
    })
    expect(result.errors).toEqual([
      'destination: "Graz" → "Wien"',
      'cargo: "Holz" → null',
      'weight: "3 t" → null',
      'dates: "morgen" → null',
    ])
    expect(result.completedAt).toBeNull()
    expect(result.suppliesAll).toBe(true)
  })
})
