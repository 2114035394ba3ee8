/** The shapes around a place that say what it is in a lane: the goods' kind, part of a longer name, one end of a listed lane. */

const ESCAPE = /[.*+?^${}()|[\]\\]/g
/** Whether `place` follows a word for goods and "de", "do", "di" in `text`: "queso manchego de Toledo". */
export const namesGoods = (text: string, place: string) =>
  place.length <= 60 &&
  new RegExp(
    String.raw`\p{Ll}{3,30}\s{1,3}(?:de|di|do|da|du|del|della|dos|das)\s{1,3}${place.replace(ESCAPE, '\\$&')}(?![\p{L}])`,
    'u',
  ).test(text)

/** "Talavera de la Reina a Sevilla": the end of a longer name is no origin of a bare pair. */
export const INSIDE_NAME = /\p{Lu}\p{L}{1,30}\s{1,3}(?:de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|di|de|da|do|dos|das)\s{1,3}$/u
/** "Immingham > Casablanca", "…, Itajaí pra Cantão,": a lane with an arrow, or set apart as an item of a list. */
export const listedLane = (text: string, origin: string) =>
  origin.length <= 60 &&
  new RegExp(
    String.raw`(?:[,;:]\s{0,3}${origin.replace(ESCAPE, '\\$&')}\s{1,3}\p{L}{1,4}|${origin.replace(ESCAPE, '\\$&')}\s{0,3}(?:->|=>|>|→|»))\s`,
    'iu',
  ).test(text)
