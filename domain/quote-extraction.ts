import type { QuoteDetails, QuoteSlot } from './quote-details'
import { CONTAINER, containerText, DATE_PATTERNS, PACKAGES, VOLUME, WEIGHT, weightUnit } from './quote-patterns'

const WORD = String.raw`\p{L}[\p{L}'’.-]*`
const WORDS = new RegExp(String.raw`^(${WORD}(?:[ \t]+${WORD}){0,4})`, 'u')
// A phrase ends at the first of these: prepositions, conjunctions, time words, pronouns.
const STOP = new Set(('to from by on in at for next this within until till before after via and or with asap please we i it ' +
  'is are was be our my your weighing weight about around approx approximately containing nach bis am mit und von para con y en ' +
  'hasta desde pour avec et vers depuis which that tomorrow today urgent urgently').split(' '))
// Only lower-case articles: Los Angeles, Le Havre and El Paso keep theirs.
const ARTICLES = new Set(['the', 'a', 'an', 'der', 'die', 'das', 'el', 'la', 'los', 'las', 'le', 'les'])
const NOT_A_PLACE = new Set(('me you us him her them it there here home now scratch stock ship send get know have be make book move ' +
  'transport deliver arrange quote receive pay do go see ask check find provide import export help our my your their this that ' +
  'what where when how who which some any').split(' '))
const NOT_CARGO = new Set([...NOT_A_PLACE, 'pallet', 'pallets', 'container', 'containers', 'boxes', 'cartons', 'goods?'].filter((w) => w !== 'stock'))
const CONTEXT = /\b(?:from|ship|shipping|shipment|send|sending|sent|deliver|delivery|move|moving|transport|export|freight|going|goes|cargo|containers?|pallets?|\d+\s*(?:t|kg|cbm))\b/i
const INTRO = /\b(?:this is|i am|i'm|im|hello|hi|greetings|writing|calling|here|work(?:ing)?)\b[^.!?]{0,30}$/i

/** The quote details stated in one message. `expecting` is the slot the assistant just asked for, so a bare answer fills it. */
export function extractQuoteDetails(text: string, expecting: QuoteSlot | null = null): QuoteDetails {
  const found: Record<string, string> = {}
  const put = (key: keyof QuoteDetails, value: string | undefined) => {
    if (value && !found[key]) found[key] = value
  }
  const weight = WEIGHT.exec(text)
  if (weight) put('weight', `${weight[1]} ${weightUnit(weight[2]!)}`)
  const volume = VOLUME.exec(text)
  if (volume) put('volume', `${volume[1]} cbm`)
  const container = CONTAINER.exec(text)
  if (container) put('containers', containerText(container))
  const packages = PACKAGES.exec(text)
  if (packages) put('packages', `${packages[1]} ${packages[2]!.toLowerCase()}`)
  put('dates', DATE_PATTERNS.map((p) => p.exec(text)?.[0].trim()).find(Boolean))

  const pair = /\b(?:de|desde)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)\s+(?:a|à|al|hasta|hacia|vers)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u.exec(text)
  if (pair) {
    put('origin', pair[1])
    put('destination', pair[2])
  }
  put('origin', placeAfter(text, /\b(?:from|von|desde|depuis|ex|origin\s*(?:is|:|=|-)?|pick[- ]?up\s+(?:in|at|from))\s+/giu, (prefix) => !INTRO.test(prefix)))
  put('destination', placeAfter(text, /\b(?:to|into|nach|hasta|vers|destination\s*(?:is|:|=|-)?|deliver(?:ed|y)?\s+(?:to|in|at)|bound\s+for)\s+/giu,
    (prefix, keyword) => !/^(?:to|into)\s/i.test(keyword) || CONTEXT.test(prefix.slice(-80))))
  put('cargo', cargoIn(text))

  if (expecting && Object.keys(found).length === 0) put(expecting === 'size' ? 'weight' : expecting, bareAnswer(text, expecting))
  return found as QuoteDetails
}

function placeAfter(text: string, keywords: RegExp, accept: (prefix: string, keyword: string) => boolean): string | undefined {
  for (const match of text.matchAll(keywords)) {
    const index = match.index + match[0].length
    if (!accept(text.slice(0, match.index), match[0])) continue
    const place = phraseAt(text.slice(index), 4, NOT_A_PLACE)
    if (place) return titleCase(place)
  }
  return undefined
}

function cargoIn(text: string): string | undefined {
  const label = /\b(?:cargo|goods|commodity|commodities|products?|waren?|mercanc[íi]as?|marchandises?)\s*(?:is|are|:|=|-)\s*/iu.exec(text)
  const quantity = /(?:(?<![\d.,])\d[\d.,]{0,12}\s{0,3}(?:t|tons?|tonnes?|kgs?|lbs?|cbm|m3|pallets?|boxes|cartons?|crates?|packages?|pieces?|containers?)|(?:20|40|45)\s*(?:ft|'|foot|hc|hq)(?:\s+containers?)?)\s+(?:of|with|mit|de|des)\s+/iu.exec(text)
  const verb = /\b(?:ship|send|move|transport|export|import|deliver|shipping|sending|moving|transporting|exporting|importing)\s+(?:(?:some|our|my|a|an|the|a\s+few|several)\s+)?(?=\p{L}[\p{L}'’ -]{0,60}?\s(?:from|to|von|nach)\b)/iu.exec(text)
  for (const match of [label, quantity, verb]) {
    if (!match) continue
    const cargo = phraseAt(text.slice(match.index + match[0].length), 5, NOT_CARGO)
    if (cargo) return cargo
  }
  return undefined
}

/** Up to `max` words, cut at the first stop word or punctuation; null when it starts with a word that cannot begin one. */
function phraseAt(rest: string, max: number, rejectFirst: ReadonlySet<string>): string | null {
  const match = WORDS.exec(rest)
  if (!match) return null
  const kept: string[] = []
  for (const raw of match[1]!.split(/\s+/)) {
    const word = raw.replace(/[.'’-]+$/, '')
    const lower = word.toLowerCase()
    if (kept.length === 0 && word === lower && ARTICLES.has(lower)) continue
    if (STOP.has(lower) || kept.length === max) break
    // All capitals is an abbreviation (US), not a pronoun.
    if (kept.length === 0 && rejectFirst.has(lower) && word !== word.toUpperCase()) return null
    kept.push(word)
    if (raw.endsWith('.') && word.length > 3) break
  }
  return kept.length > 0 ? kept.join(' ') : null
}

/** A short reply to a direct question ("Hamburg", "machine parts") is the answer to it. */
function bareAnswer(text: string, slot: QuoteSlot): string | undefined {
  if (slot === 'size') return undefined
  const answer = text.trim().replace(/[.!]+$/, '').replace(/^(?:from|to|in|it's|it is|they are|we ship|we have|ex)\s+/i, '').trim()
  if (answer.length < 2 || answer.length > 60 || answer.includes('?') || answer.split(/\s+/).length > 6) return undefined
  if (/^(?:yes|no|ok|okay|thanks|thank you|hi|hello|hey|sure|maybe|idk)$|^(?:not sure|unsure|unknown|no idea|n\/a|none|nothing|(?:i )?don'?t know|dunno)\b/i.test(answer)) return undefined
  return slot === 'origin' || slot === 'destination' ? titleCase(answer) : answer
}

function titleCase(place: string): string {
  return place === place.toLowerCase() ? place.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()) : place
}
