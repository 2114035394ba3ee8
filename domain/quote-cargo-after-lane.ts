/**
 * The goods named after the lane with "with": "groupage from Leeds to Lyon with garden furniture, 12 m3", "Sammelgut
 * von Graz nach Prag mit Umzugsgut", "van Gouda naar Parijs met kaas". What rides along is the goods unless it is the
 * vehicle ("with a truck", "met de trein"): an article or a word that cannot begin goods ends the reading.
 */
import { CARGO } from './quote-cargo'
import { literally, lowered } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES } from './quote-lexicon'
import { phraseAt } from './quote-phrases'

const WITH = /^\s{1,3}(?:with|mit|met|avec|con|com)\s{1,3}(?=\p{L})/iu
// (Besides the articles: the determiners that open a vehicle or a site, "mit einem LKW", "with our van".)
const DETERMINERS = new Set(['einem', 'einer', 'our', 'unserem', 'onze', 'notre', 'nuestro', 'nostro', 'nosso'])

// ("con traghetto+camion", "with tail lift": the way they travel or what the vehicle has.)
const VEHICLE =
  /^(?:trucks?|lorr(?:y|ies)|trailers?|vans?|ferry|train|rail|barge|ship|vessel|reefer|tail[\s-]?lift|adr|camion|camión|camião|traghetto|treno|tren|trein|nave|barco|navio|schiff|lkw|sattelzug|zug|bahn|fähre|veerboot|vrachtwagen|ciężarówk\p{L}|kamion\p{L}{0,2}|tır|gemi|frigo|kühl\p{L}{0,8}|hebebühne|laadklep|plane|planen|bâché|bâche|telone|lona)(?![\p{L}])/iu

/** The goods right after the destination written after the origin, with "with" between; undefined otherwise. */
export function cargoAfterLane(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  if (!origin || !destination || origin.length > 60 || destination.length > 60) return undefined
  const lower = lowered(text)
  const [from, to] = [lowered(origin), lowered(destination)]
  const fromAt = lower.search(new RegExp(`(?<![\\p{L}])${literally(from)}(?![\\p{L}])`, 'u'))
  const toPattern = new RegExp(`(?<![\\p{L}])${literally(to)}(?![\\p{L}])`, 'u')
  const toAt = fromAt < 0 ? -1 : lower.slice(fromAt).search(toPattern)
  if (toAt < 0) return undefined
  const rest = text.slice(fromAt + toAt + to.length, fromAt + toAt + to.length + 200)
  const cue = WITH.exec(rest)
  const after = cue ? rest.slice(cue[0].length) : ''
  const first = after.split(/\s/u, 1)[0]!.toLowerCase()
  if (!cue || ARTICLES.has(first) || DETERMINERS.has(first) || VEHICLE.test(after)) return undefined
  const goods = phraseAt(after, CARGO)
  return goods && !knownPlace(goods) ? goods : undefined
}

/** The pattern above, for the test that keeps them bounded. */
export const CARGO_AFTER_LANE_PATTERNS: readonly RegExp[] = [WITH, VEHICLE]
