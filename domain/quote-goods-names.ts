/** How goods and the places in or beside them relate: goods named after a place, a place written only inside the goods. */

import { CONFIDENT_MARGIN } from './quote-span-first'

// Goods named after a place with "of" between them ("vino de Rioja", "vetro di Murano", "Delfts blauw" excepted).
const NAMED_OF = /(?:^|\s)(?:de|di|da|du|des|del|della|do|dos|das|van|of|z|ze)\s{1,3}$/iu
/** Whether the goods end in the place after "of" ("vino de Rioja"), read with at least half the tagger's confident margin. */
export const namedAfter = (goods: string, place: string, margin: number) => {
  const at = goods.toLowerCase().lastIndexOf(place.toLowerCase())
  return margin >= CONFIDENT_MARGIN / 2 && at > 0 && at + place.length === goods.length && NAMED_OF.test(goods.slice(0, at))
}
const PUNCTUATION = /[-'’,.;:!?()]/gu
/** Whether a place is written inside the goods and nowhere else in the message. */
export const onlyInGoods = (text: string, goods: string, place: string) =>
  wordIn(goods.replace(/-/gu, ' '), place.replace(/-/gu, ' ')) && !wordIn(text.split(goods).join(' ').replace(PUNCTUATION, ' '), place)
/** Whether the tagger's goods hold a name the rules' goods lack. */
export const addsName = (tagged: string, ruled: string) =>
  tagged.split(/\s{1,3}/u).some((word, i) => i > 0 && /^\p{Lu}/u.test(word) && !wordIn(ruled, word))
/** Whether the goods hold the end, or its first word at their end ("pellets de madeira de Oliveira" of Oliveira de Frades). */
export const holdsEnd = (goods: string, end: string) => {
  const last = /\s(\p{Lu}\p{L}{2,30})$/u.exec(goods)?.[1]
  return wordIn(goods, end) || (last !== undefined && end.startsWith(`${last} `))
}
/** Whether a phrase holds the word as a whole word. */
export const wordIn = (phrase: string, word: string) => ` ${phrase.toLowerCase()} `.includes(` ${word.toLowerCase()} `)
