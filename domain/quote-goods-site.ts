/** Where the goods are, said beside them, when the message names the destination apart: "6 t de pièces au Mans pour livraison à Madrid". */

import { knownPlace, samePlace } from './quote-gazetteer'
import { wholePlaceName } from './quote-place-articles'

// A locative preposition right after the goods, then a name written with a capital (up to three words).
const SITE = /(?:^|\s)(?:au|aux|à|in|im|en|em|w|we|v|ve)\s{1,3}(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){0,2})/gu

/**
 * The origin a message gives by saying where its goods are: a known place after a locative preposition that follows the
 * goods, before the destination read through a keyword of one meaning; undefined when there is none.
 */
export function goodsSite(text: string, goods: string | undefined, destination: string): string | undefined {
  if (!goods) return undefined
  const goodsAt = text.indexOf(goods)
  const destinationAt = text.indexOf(destination)
  if (goodsAt < 0 || destinationAt < 0) return undefined
  for (const match of text.matchAll(SITE)) {
    const at = match.index! + match[0].indexOf(match[1]!)
    // Right after the goods (nothing but their own words between), and before the destination.
    if (at < goodsAt + goods.length || at >= destinationAt || /[,;.!?\n]/u.test(text.slice(goodsAt + goods.length, at))) continue
    if (at - (goodsAt + goods.length) > 8) continue
    const place = wholePlaceName(text, match[1]!)
    if (knownPlace(place) && !samePlace(place, destination)) return place
  }
  return undefined
}
