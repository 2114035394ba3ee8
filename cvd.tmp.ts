import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChatTurn } from './domain/chat-session'
import { pendingOf } from './domain/quote-confirmation'
import { detailsAfterMessage } from './domain/quote-conversation'
import type { QuoteDetails } from './domain/quote-details'
import { samePlace } from './domain/quote-gazetteer'
import { EMAIL_PHRASES } from './infrastructure/llm/intake-email-phrases'
import { sameValue } from './infrastructure/llm/intake-scoring'
import { intakeReply } from './infrastructure/llm/offline-intake-assistant'
const [dir, id] = process.argv.slice(2) as [string, string]
const lang = id.split('-')[0]!
const conv = readFileSync(join('data/intake', dir, `${lang}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((c) => c.id === id)
const YN: Record<string, [string, string]> = { en: ['yes', 'no'], de: ['ja', 'nein'], es: ['sí', 'no'], fr: ['oui', 'non'], it: ['sì', 'no'], nl: ['ja', 'nee'], pl: ['tak', 'nie'], pt: ['sim', 'não'], cs: ['ano', 'ne'], tr: ['evet', 'hayır'] }
console.log('EXPECT', JSON.stringify(conv.expect))
const turns: ChatTurn[] = []
let d: QuoteDetails = {}
const script = [...conv.turns]
for (let i = 0; i < script.length; i++) {
  const m = script[i]!
  d = detailsAfterMessage(d, m, i)
  turns.push({ role: 'user', content: m })
  const reply = intakeReply({ turns, details: d }, () => 'INQUIRY')
  turns.push({ role: 'assistant', content: reply })
  console.log('\nUSER:', m, '\n  =>', JSON.stringify(d), '\n  BOT:', reply.slice(0, 160).replace(/\n/g, ' | '))
  const p = pendingOf(d)
  if (reply.endsWith((EMAIL_PHRASES as any)[lang].ask)) script.splice(i + 1, 0, 'quotes@visitor.example')
  else if (p) { const meant = conv.expect[p.slot]; const right = meant !== undefined && sameValue(p.slot, meant, p.value, samePlace); script.splice(i + 1, 0, YN[lang]![right ? 0 : 1]!) }
}
