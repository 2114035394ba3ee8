// Microbenchmark of OfflineIntentClassifier: µs per classify at ~90 and 2,000 characters, and on
// average over the held-out messages of all ten languages.
// Run: bun bench/intent-classifier.ts   (prints figures; asserts nothing)

import { loadHeldOut } from '../infrastructure/llm/offline/intent-dataset'
import { OfflineIntentClassifier } from '../infrastructure/llm/offline/offline-intent-classifier'

const started = performance.now()
const classifier = OfflineIntentClassifier.fromFile()
console.log(`load: ${(performance.now() - started).toFixed(1)} ms`)

const messages = [
  'Hi, I need a quote for a 40ft container from Shanghai to Rotterdam, ready next month thanks',
  'I would like to apply for the truck driver position in Hamburg, I have 8 years of experience.',
  '¿Dónde está mi envío? El número de seguimiento es 55012874, debería haber llegado ya ayer.',
  'Bonjour, pouvez-vous enlever 4 palettes demain matin dans notre entrepôt de Lille, merci!',
]
const long = messages.join(' ').repeat(10).slice(0, 2000)

function microseconds(calls: number, text: (i: number) => string): number {
  let sink = 0
  for (let i = 0; i < Math.min(calls, 20_000); i++) sink += classifier.score(text(i)) // warm-up
  const t = performance.now()
  for (let i = 0; i < calls; i++) sink += classifier.score(text(i))
  const us = ((performance.now() - t) * 1000) / calls
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the loop from being optimised away')
  return us
}

const short = microseconds(200_000, (i) => messages[i & 3]!)
console.log(`classify, ~90 characters: ${short.toFixed(2)} µs/call (${Math.round(1e6 / short).toLocaleString('en')} calls/s on one core)`)
console.log(`classify, 2,000 characters: ${microseconds(20_000, () => long).toFixed(2)} µs/call`)
const heldOut = loadHeldOut().map((m) => m.text)
const meanChars = heldOut.reduce((sum, t) => sum + t.length, 0) / heldOut.length
const mixed = microseconds(200_000, (i) => heldOut[i % heldOut.length]!)
console.log(
  `classify, held-out messages (${heldOut.length}, mean ${meanChars.toFixed(0)} characters, 10 languages): ${mixed.toFixed(2)} µs/call`,
)
