// Plays the scripted conversations through the offline intake, as POST /api/public/chat does, and prints per language and
// per kind: complete conversations (summarised within 6 turns with every detail right), misreads (a value read that the
// visitor did not say: worse than a miss), misses, no-size (conversations that give no weight, volume or containers, so a
// quote cannot complete: the contract's five details) and right (complete, or for a no-size one still asking with every
// detail read right). Development set: data/intake/<language>.jsonl and data/intake/holdout/
// (both written alongside the rules), probe/ … probe101/ (the issue's failure kinds; since the twelfth round the tagger trains on their lines too; probe5/, probe8/,
// probe9/, probe12/ … probe15/, probe18/, probe23/, probe24/, probe30/, probe35/, probe36/, probe37/ and probe42/ were the blind sets unseen2/ … unseen5/,
// unseen7/, unseen6/, unseen8/, unseen9/, unseen10/, unseen11/, unseen12/, unseen13/, unseen14/, unseen15/ and unseen16/ until their failures were audited). Held-out set: data/intake/unseen/ (never tuned on). Exits 1 when a target is missed.
// Blind sets: data/intake/unseen17/ … unseen23/ (written by sessions that never read the extractor, see their READMEs):
// reported only, no target; the figure to expect on new inquiries. Their failures are listed only on request
// (--blind-errors), to audit their `expect`.
// Run: bun run eval:intake [--held-out-errors] [--blind-errors | --no-blind]
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { LANGUAGE_NAMES } from '../domain/conversation-language'
import {
  type ConversationResult,
  evaluateIntake,
  INTAKE_DATA_DIR,
  INTAKE_TARGET_TURNS,
  type LanguageReport,
  loadIntakeConversations,
  scoreOf,
} from '../infrastructure/llm/intake-evaluation'
import { accentFreeScore } from '../infrastructure/llm/intake-robustness'
import { CONVERSATION_KINDS } from '../infrastructure/llm/intake-scoring'

const pad = (value: string | number, width: number) => String(value).padStart(width)
const row = (name: string, results: readonly ConversationResult[]) => {
  const s = scoreOf(results)
  return `${name.padEnd(13)}${pad(s.conversations, 6)}${pad(s.complete, 10)}${pad(s.misreads, 10)}${pad(s.misses, 8)}${pad(s.cannotComplete, 10)}${pad(s.right, 7)}`
}

function print(title: string, reports: readonly LanguageReport[]): ConversationResult[] {
  const all = reports.flatMap((r) => r.results)
  console.log(`\n${title}\n${'group'.padEnd(13)} convs  complete  misreads  misses  no-size  right`)
  for (const r of reports) console.log(row(LANGUAGE_NAMES[r.language], r.results))
  for (const kind of CONVERSATION_KINDS)
    console.log(
      row(
        kind,
        all.filter((c) => c.kind === kind),
      ),
    )
  console.log(row('all', all))
  return all
}

const BLIND_DIRS = ['unseen17', 'unseen18', 'unseen19', 'unseen20', 'unseen21', 'unseen22', 'unseen23']
// probe/, probe2/ … probe101/: the issue's failure kinds and every set written blind since, read (see their READMEs).
const PROBE_DIRS = ['probe', ...Array.from({ length: 100 }, (_, i) => `probe${i + 2}`)]
const probes = PROBE_DIRS.flatMap((dir) => loadIntakeConversations(join(INTAKE_DATA_DIR, dir)))
const development = evaluateIntake([...loadIntakeConversations(), ...loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout')), ...probes])
const heldOut = evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, 'unseen')))
const dev = print('Development set (data/intake/<language>.jsonl, holdout/, probe/ … probe101/)', development)
print('of which the probes for the issue’s failure kinds (data/intake/probe/ … probe47/)', evaluateIntake(probes))
const LATER_PROBES: Record<string, string> = {
  probe5: 'the blind set unseen2/, retired once its failures were audited',
  probe6: 'written before the third round’s changes',
  probe7: 'written after them',
  probe8: 'the blind set unseen3/, retired once its failures were audited',
  probe9: 'the blind set unseen4/, retired once its failures were audited',
  probe10: 'written blind for the fifth round, e-mails with signatures',
  probe11: 'written blind after probe10’s fixes',
  probe12: 'the blind set unseen5/, retired once its failures were audited',
  probe13: 'the blind set unseen7/, retired once its failures were audited',
  probe14: 'the blind set unseen6/, retired once its failures were audited',
  probe15: 'the blind set unseen8/, retired once its failures were audited',
  probe16: 'written blind for the seventh round and read at once',
  probe17: 'written blind later in the seventh round and read at once',
  probe18: 'the blind set unseen9/, retired once its failures were audited',
  probe19: 'written blind for the eighth round and read at once',
  probe20: 'written blind later in the eighth round and read at once',
  probe21: 'written blind last in the eighth round and read at once',
  probe22: 'written blind after probe21 and read at once',
  probe23: 'the blind set unseen10/, retired once its failures were audited',
  probe24: 'the blind set unseen11/, retired once its failures were audited',
  probe25: 'written blind for the ninth round, spread details first, and read at once',
  probe26: 'written blind later in the ninth round and read at once',
  probe27: 'written blind after probe26 and read at once',
  probe28: 'written blind last in the ninth round and read at once',
  probe29: 'written blind at the ninth round’s end; its second half run once unread, then read in the tenth',
  probe30: 'the blind set unseen12/, retired once its failures were audited',
  probe31: 'written blind for the tenth round, spread details first, and read at once',
  probe32: 'written blind later in the tenth round and read at once',
  probe33: 'written blind at the tenth round’s end, run once unread, then read in the eleventh',
  probe34: 'written blind in the eleventh round, run once unread, then read',
  probe35: 'the blind set unseen13/, retired once its failures were audited',
  probe36: 'the blind set unseen14/, retired once its failures were audited',
  probe37: 'the blind set unseen15/, retired once its failures were audited',
  probe38: 'written blind for the thirteenth round, run once unread, then read',
  probe39: 'written blind later in the thirteenth round, run once unread, then read',
  probe40: 'written blind last in the thirteenth round, run once unread, then read',
  probe41: 'written blind at the thirteenth round’s end, each half run once unread, then read',
  probe42: 'the blind set unseen16/, retired once its failures were audited',
  probe43: 'written blind for the fourteenth round, run once unread, then read',
  probe44: 'written blind later in the fourteenth round, run once unread, then read',
  probe45: 'written blind later in the fourteenth round, each half run once unread, then read',
  probe46: 'written blind later in the fourteenth round, each half run once unread, then read',
  probe47: 'written blind last in the fourteenth round, each half run once unread, then read',
  probe50: 'written blind at the eighteenth round’s end, run once unread, then read',
  probe51: 'written blind at the nineteenth round’s start, run once unread, then read',
  probe52: 'written blind at the nineteenth round’s start, run once unread, then read',
  probe53: 'written blind at the nineteenth round’s start, run once unread, then read',
  probe54: 'written blind early in the nineteenth round, run once unread, then read',
  probe55: 'written blind early in the nineteenth round, run once unread, then read',
  probe56: 'written blind early in the nineteenth round, run once unread, then read',
  probe57: 'written blind in the middle of the nineteenth round, run once unread, then read',
  probe58: 'written blind in the middle of the nineteenth round, run once unread, then read',
  probe59: 'written blind in the middle of the nineteenth round, run once unread, then read',
  probe60: 'written blind late in the nineteenth round, run once unread, then read',
  probe61: 'written blind late in the nineteenth round, run once unread, then read',
  probe62: 'written blind late in the nineteenth round, run once unread, then read',
  probe63: 'written blind last in the nineteenth round, run once unread, then read',
  probe64: 'written blind last in the nineteenth round, run once unread, then read',
  probe65: 'written blind last in the nineteenth round, run once unread, then read',
  probe66: 'written blind at the nineteenth round’s end, run once unread, then read',
  probe67: 'written blind at the nineteenth round’s end, run once unread, then read',
  probe68: 'written blind at the nineteenth round’s end, run once unread, then read',
  probe69: 'written blind after the nineteenth round’s closing checks, run once unread, then read',
  probe70: 'written blind after the nineteenth round’s closing checks, run once unread, then read',
  probe71: 'written blind after the nineteenth round’s closing checks, run once unread, then read',
  probe72: 'written blind at the twentieth round’s start, run once unread, then read',
  probe73: 'written blind at the twentieth round’s start, run once unread, then read',
  probe74: 'written blind at the twentieth round’s start, run once unread, then read',
  probe75: 'written blind early in the twentieth round, run once unread, then read',
  probe76: 'written blind early in the twentieth round, run once unread, then read',
  probe77: 'written blind early in the twentieth round, run once unread, then read',
  probe78: 'written blind early in the twentieth round, run once unread, then read',
  probe79: 'written blind early in the twentieth round, run once unread, then read',
  probe80: 'written blind early in the twentieth round, run once unread, then read',
  probe81: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe82: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe83: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe84: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe85: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe86: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe87: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe88: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe89: 'written blind in the middle of the twentieth round, run once unread, then read',
  probe90: 'written blind late in the twentieth round, run once unread, then read',
  probe91: 'written blind late in the twentieth round, run once unread, then read',
  probe92: 'written blind late in the twentieth round, run once unread, then read',
  probe93: 'written blind late in the twentieth round, run once unread, then read',
  probe94: 'written blind late in the twentieth round, run once unread, then read',
  probe95: 'written blind late in the twentieth round, run once unread, then read',
  probe96: 'written blind late in the twentieth round, run once unread, then read',
  probe97: 'written blind late in the twentieth round, run once unread, then read',
  probe98: 'written blind late in the twentieth round, run once unread, then read',
  probe99: 'written blind at the twentieth round’s end, run once unread on its last code, not yet read',
  probe100: 'written blind at the twentieth round’s end, run once unread on its last code, not yet read',
  probe101: 'written blind at the twentieth round’s end, run once unread on its last code, not yet read',
}
for (const [dir, about] of Object.entries(LATER_PROBES))
  print(`of which ${dir}/ (${about})`, evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, dir))))
const plain = accentFreeScore([...loadIntakeConversations(), ...loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout')), ...probes])
console.log(`\ndevelopment typed without accents: ${plain.stillComplete} of the ${plain.complete} complete conversations stay complete`)
// Live visitors (data/intake/live*/): helper sessions, blind to the code, that talked to the running service in their own
// words, answering its questions and correcting its read-back; replayed as recorded (see each set's README).
// Each held with the commit its README names (the sixteenth round's code for live1 … live4, the seventeenth's for live5 …).
const LIVE_DIRS = readdirSync(INTAKE_DATA_DIR)
  .filter((dir) => /^live\d{1,3}$/u.test(dir))
  .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))
for (const dir of LIVE_DIRS) {
  if (!existsSync(join(INTAKE_DATA_DIR, dir))) continue
  const live = print(
    `Live visitors (data/intake/${dir}/, held with the code its README names, then read)`,
    evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, dir))),
  )
  // Before the visitor corrected anything: a correction conversation's own change may come after the first read-back.
  const asked = live.filter((c) => c.kind !== 'correction' && c.rightAtReadBack !== null)
  console.log(`right at the first read-back (one message and spread): ${asked.filter((c) => c.rightAtReadBack).length} of ${asked.length}`)
}
const unseen = print('Held-out set (data/intake/unseen/, never tuned on)', heldOut)
// Between two blind sets (the last one retired, the next not yet written) there may be none to report. With --no-blind
// nothing of them is read or printed: for runs made while changing the extractor, so a blind total is not seen in passing.
const withBlind = !process.argv.includes('--no-blind')
const blind = BLIND_DIRS.filter((dir) => withBlind && existsSync(join(INTAKE_DATA_DIR, dir))).flatMap((dir) =>
  print(
    `Blind set (data/intake/${dir}/, written blind; no target, never tuned on)`,
    evaluateIntake(loadIntakeConversations(join(INTAKE_DATA_DIR, dir))),
  ),
)

const problems = [
  ...dev.flatMap((c) => [
    ...c.errors.map((e) => `dev ${c.id}  ${e}`),
    ...(c.suppliesAll && !c.complete && c.errors.length === 0 ? [`dev ${c.id}  not complete within ${INTAKE_TARGET_TURNS} turns`] : []),
    ...(!c.suppliesAll && c.completedAt !== null ? [`dev ${c.id}  summarised as complete without all five details`] : []),
    ...(c.languageSlips > 0 ? [`dev ${c.id}  ${c.languageSlips} replies in another language`] : []),
  ]),
  // The held-out set's failures are listed only on request (--held-out-errors): read them to report, never to tune.
  ...(process.argv.includes('--held-out-errors') ? unseen : []).flatMap((c) => [
    ...c.errors.map((e) => `held-out ${c.id}  ${e}`),
    ...(!c.complete && c.errors.length === 0 ? [`held-out ${c.id}  not complete within ${INTAKE_TARGET_TURNS} turns`] : []),
  ]),
  // Likewise the blind set's (--blind-errors): to audit its `expect`; reading them to change the extractor ends its blindness.
  ...(process.argv.includes('--blind-errors') ? blind : []).flatMap((c) => [
    ...c.errors.map((e) => `blind ${c.id}  ${e}`),
    ...(!c.complete && c.errors.length === 0 ? [`blind ${c.id}  not complete within ${INTAKE_TARGET_TURNS} turns`] : []),
  ]),
]
const heldOutScore = scoreOf(unseen)
const targets = [
  `held-out complete ≥ 95 %: ${heldOutScore.complete}/${heldOutScore.conversations}`,
  `held-out misreads = 0: ${heldOutScore.misreads}`,
  `held-out every language ≥ 5 of 6: ${heldOut.map((r) => `${r.language} ${scoreOf(r.results).complete}`).join(', ')}`,
]
const met =
  heldOutScore.complete >= 0.95 * heldOutScore.conversations &&
  heldOutScore.misreads === 0 &&
  heldOut.every((r) => scoreOf(r.results).complete >= r.conversations - 1)
if (problems.length > 0) console.log(`\n${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`)
console.log(`\n${targets.join('\n')}`)
console.log(met ? '\nheld-out targets met' : '\nheld-out targets NOT met')
const blindScore = scoreOf(blind)
if (!withBlind) console.log('blind sets not read (--no-blind)')
else if (blind.length === 0) console.log(`no blind set: none of ${BLIND_DIRS.join(', ')} is in this checkout`)
else
  console.log(
    `blind sets together (no target; what to expect on new inquiries): ${blindScore.complete}/${blindScore.conversations - blindScore.cannotComplete} complete of those that give all five details (${blindScore.cannotComplete} give no weight, volume or containers), ${blindScore.right}/${blindScore.conversations} right, ${blindScore.misreads} misreads, ${blindScore.misses} misses`,
  )
process.exit(met ? 0 : 1)
