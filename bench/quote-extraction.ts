// Worst-case cost of quote extraction on 4000-character inputs built to make regular expressions backtrack. Run: bun bench/quote-extraction.ts
import { extractQuoteDetails } from '../domain/quote-extraction'

const inputs: Record<string, string> = {
  typical: 'I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week',
  digits4000: '1'.repeat(4000),
  digitsDots: '1.'.repeat(2000),
  digitsCommaSpace: '1, '.repeat(1333),
  spaces: `1${' '.repeat(3998)}x`,
  tabsx: `2 x${' '.repeat(3990)}40`,
  fromFrom: 'from '.repeat(800),
  toShip: 'ship to '.repeat(500),
  words: 'abc '.repeat(1000),
  mixed: '12 of '.repeat(666),
  letters: 'a'.repeat(4000),
  x40: '40 '.repeat(1333),
  by: `by ${' '.repeat(3990)}1`,
  dates: '12 '.repeat(1333),
  slash: '1/'.repeat(2000),
  accents: 'é '.repeat(2000),
  dash: '2026-'.repeat(800),
  german: 'Angebot für 12 Tonnen Maschinenteile von Hamburg nach Wien am 3. März',
  vonNach: 'von A nach '.repeat(363),
  trSuffix: "Ab'dan ".repeat(571),
  thousands: '1 200 '.repeat(666),
  headers: 'Von: a@b.de\n'.repeat(333),
  deNegated: 'nicht nach '.repeat(363),
}
let worst = 0
for (const [name, text] of Object.entries(inputs)) {
  for (let i = 0; i < 3; i++) extractQuoteDetails(text, 'origin')
  const n = name === 'typical' || name === 'german' ? 20000 : 50
  const t0 = performance.now()
  for (let i = 0; i < n; i++) extractQuoteDetails(text, 'origin')
  const ms = (performance.now() - t0) / n
  if (name !== 'typical' && name !== 'german') worst = Math.max(worst, ms)
  console.log(name.padEnd(16), ms.toFixed(3), 'ms per call', text.length, 'chars')
}
console.log('worst adversarial', worst.toFixed(2), 'ms')
