/**
 * Goods named after a place ("pasta di Gragnano", "vinho do Porto", "savon de Marseille"): the place joins the goods
 * when both ends of the trip were read and it is neither of them.
 */
import { literally, lowered } from './quote-folding'
import { knownPlace, samePlace } from './quote-gazetteer'
import { NOT_CARGO, STOP_WORDS } from './quote-lexicon'
import { PACKING_WORD } from './quote-span-first'
import { readsAsItalian, readsAsPortuguese } from './quote-text-marks'

const ITALIAN_OF = /^(?:di|del|della)$/u
// "du Mans" names Le Mans: the end with its article.
const withArticle = (side: string, place: string) =>
  /^(?:le|la|les|el|il|lo|los|las|den|het|the)\s/iu.test(side) && side.toLowerCase().endsWith(` ${place.toLowerCase()}`)
const FROM_OF = /^(?:de|do|du|von|z|ze)$/u
const placeAfter = (joiners: string) =>
  String.raw`\s{1,3}(de\s{1,3}la|de\s{1,3}las|de\s{1,3}los|di|de|do|da|du|del|della|des|von|z|ze|d['’])\s{1,3}(\p{L}[\p{L}'’-]{1,30}(?:[ \t]${joiners}\p{Lu}[\p{L}'’-]{1,30}){0,2})(?![\p{L}])`
const PLACE_AFTER = placeAfter('')
const ELIDED_OF = /(?<![\p{L}])(d['’])(?=\p{Lu})/gu
// "queijo da Serra da Estrela": in Portuguese a name keeps its "da", "do" ("do" is "to" in Polish and Czech).
const PLACE_AFTER_PT = placeAfter(String.raw`(?:(?:da|do|dos|das)[ \t])?`)

/** `cargo` with the place it is named after, when the text says "<cargo> di <Place>" and the place is no end of the trip. */
export function withPlaceName(written: string, cargo: string, origin: string | undefined, destination: string | undefined): string {
  if (cargo.length > 60) return cargo
  // ("vin d'Alsace": the elided "de" read as a word of its own.)
  const text = written.replace(ELIDED_OF, '$1 ')
  const match = new RegExp(literally(cargo) + (readsAsPortuguese(text) ? PLACE_AFTER_PT : PLACE_AFTER), 'u').exec(text)
  // Italian says "da" for "from": "aceto balsamico di Modena" names the goods' kind before either end is known.
  // With only the origin known, "vino de Jerez" (not the origin) names the goods: "de" never says where they go.
  // Portuguese "do" likewise ("vinho do Porto"): its "to" is "para", "a", "até".
  const ofOnly =
    ITALIAN_OF.test(match?.[1] ?? '') ||
    (match?.[1] === 'do' && readsAsPortuguese(text)) ||
    (/^d['’]$/u.test(match?.[1] ?? '') && readsAsItalian(text))
  if (!match || ((!origin || !destination) && !ofOnly && !(origin && FROM_OF.test(match[1]!)))) return cargo
  // ("vinho da Madeira do Funchal": a joined name that is no place, whose tail is one, ends before its "do".)
  const joined = /^(.{2,30}?)\s(?:da|do|dos|das)\s(.{2,30})$/u.exec(match[2]!)
  const place = joined && !knownPlace(match[2]!) && knownPlace(joined[2]!) ? joined[1]! : match[2]!
  // "moutarde de dijon": a name in lower case only when the gazetteer knows it.
  if (/^\p{Ll}/u.test(place) && !knownPlace(place)) return cargo
  // ("ozdoby z Poniklé" when the origin read is Poniklá, "z Uhříněvsi" when it is Uhříněves: the same name in another case.)
  const declined = (side: string) =>
    place.length >= 5 && Math.abs(side.length - place.length) <= 1 && side.slice(0, place.length - 2) === place.slice(0, -2)
  const end = (side: string | undefined) =>
    side !== undefined &&
    (samePlace(place, side) || side.toLowerCase().startsWith(place.toLowerCase()) || withArticle(side, place) || declined(side))
  // "nougat de Montélimar de Montélimar", "pain d'épices de Dijon, 1,9 t, de Dijon à Lausanne": the town said twice, first
  // for the goods, then as the end.
  const after = match.index + match[0].length - (match[2]!.length - place.length)
  const twice = text
    .slice(after, after + 200)
    .match(
      new RegExp(
        `(?:^|[,;.]\\s{0,3}|\\s)(?:de|di|du|do|da|d['’]|z|ze|von|from|ex|desde|depuis)\\s{0,3}${literally(place)}(?![\\p{L}])`,
        'u',
      ),
    )
  if ((end(origin) || end(destination)) && !twice) return cargo
  // "prosciutto di Parma stagionato": a lower-case word right after the name still describes the goods.
  const described = /^\s{1,3}(\p{Ll}{4,20})(?![\p{L}])/u.exec(text.slice(after))?.[1]
  const more = described && !STOP_WORDS.has(described) && !NOT_CARGO.has(described) && !PACKING_WORD.test(described) ? ` ${described}` : ''
  return `${cargo} ${match[1]}${/['’]$/u.test(match[1]!) ? '' : ' '}${place}${more}`
}

const KIND_OF = /^\s{1,3}(de|di|du|del|della)\s{1,3}$/u
/**
 * "un lot de meules de Comté", "piezas de mármol de Macael": a name the gazetteer does not know, right after the goods and
 * a Romance "of", in a message that names no destination, is the goods' kind rather than where they leave from.
 */
export function goodsNamedAfter(text: string, cargo: string | undefined, origin: string): string | undefined {
  if (!cargo || knownPlace(origin) || cargo.length > 60 || origin.length > 40) return undefined
  const at = text.indexOf(cargo)
  const name = at < 0 ? -1 : text.indexOf(origin, at + cargo.length)
  const joiner = name < 0 ? null : KIND_OF.exec(text.slice(at + cargo.length, name))
  return joiner && !/^\p{L}/u.test(text.slice(name + origin.length)) ? `${cargo} ${joiner[1]} ${origin}` : undefined
}

const OF_NAME =
  /^\s{1,3}(?:(de\s{1,3}la|de|di|du|da|del|della|do|des)\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}'’-]{1,30}){0,2})(?![\p{L}])/u
/**
 * "naranjas de Valencia", "vino Barolo a Zurigo" when `place` (Valencia, Barolo) was read right after the goods, after a
 * Romance "of" or nothing: the goods' name if a later message shows the place was no end.
 */
export function goodsNamedWithPlace(text: string, cargo: string, place: string): string | undefined {
  const at = cargo.length > 60 ? -1 : text.indexOf(cargo)
  const after = at < 0 ? null : OF_NAME.exec(text.slice(at + cargo.length, at + cargo.length + 80))
  return after && samePlace(after[2]!, place) ? `${cargo} ${after[1] ? `${after[1]} ` : ''}${after[2]}` : undefined
}

/** "frozen hake walvis" before "walvis bay > Vigo": the goods without the first words of an end's name read after them. */
export function withoutEndStart(cargo: string, ends: readonly (string | undefined)[]): string {
  // (Lowered position for position: its indices cut `cargo`.)
  const lower = lowered(cargo)
  // ("dondurulmus balik Trabzon dan": a Turkish case ending typed apart from the end's name.)
  const apart = /\s(?:dan|den|tan|ten|ya|ye)$/u.exec(lower)
  if (apart && ends.some((end) => end && lower.slice(0, apart.index).endsWith(` ${lowered(end)}`)))
    return withoutEndStart(cargo.slice(0, apart.index), ends)
  // ("pasta secca napoli-sydney": the whole lane after the goods.)
  const [origin, destination] = ends.map((end) => (end ? lowered(end) : undefined))
  const lane =
    origin && destination
      ? new RegExp(`\\s${literally(origin)}\\s{0,2}(?:-|–|>|->|/)\\s{0,2}${literally(destination)}$`, 'u').exec(lower)
      : null
  if (lane) return cargo.slice(0, lane.index)
  for (const end of ends) {
    const words = end ? lowered(end).split(/(?=[\s-])/u) : []
    // ("meble ogrodowe gdynia - durban", "Kuehlschraenke Bremerhaven - Lomé": the whole of a one-word end too, not after
    // "of": "vin de Bordeaux" keeps its name.)
    const whole =
      words.length === 1 &&
      lower.endsWith(` ${words[0]}`) &&
      !/\s(?:de|di|du|do|da|del|of|von|aus|van|z|ze)\s(?:\S{1,40}\s)?\S{1,40}$/u.test(cargo)
    for (let n = whole ? 1 : words.length - 1; n >= 1; n--) {
      const start = ` ${words.slice(0, n).join('').trim()}`
      // ("vino de Jerez, de Jerez de la Frontera a …": after a Romance "of" the start of an end names the goods.)
      if (lower.endsWith(start) && !/\s(?:de|di|du|da|del)$/u.test(lower.slice(0, -start.length)))
        return cargo.slice(0, cargo.length - start.length)
    }
  }
  return cargo
}

/** "gdansk-riga": goods made of nothing but the ends' names are the lane. */
export function onlyEnds(cargo: string, ends: readonly (string | undefined)[]): boolean {
  const words = cargo.split(/[\s>/–-]{1,3}/u).filter(Boolean)
  const named = (end: string | undefined) => end !== undefined && words.some((word) => samePlace(word, end))
  // ("hamburga" in "izmirden hamburga 2 konteyner": one end in a case form, not its name, is no goods either.)
  const declined = words.some((word) => knownPlace(word) !== undefined && knownPlace(word)!.name.toLowerCase() !== word.toLowerCase())
  return (ends.every(named) || declined) && words.every((word) => ends.some((end) => end !== undefined && samePlace(word, end)))
}

/**
 * An end read around the goods: none when it holds them whole at its end ("Sattelzug Weihnachtsbäume"), the place after a
 * joiner when it opens with their name's last word ("Reggiano da Reggio Emilia" beside "Parmigiano Reggiano").
 */
export function endBesideGoods(end: string | undefined, goods: string | undefined): string | undefined {
  if (!end || !goods) return end
  if (end.length > goods.length && end.endsWith(goods)) return undefined
  const last = goods.split(/\s{1,3}/u).at(-1)!
  const after = new RegExp(`^${literally(last)}\\s{1,3}(?:da|di|de|du|do|of|van|von|aus|z|ze)\\s{1,3}(?=\\p{Lu})`, 'u').exec(end)
  const tail = after ? end.slice(after[0].length) : undefined
  return tail && knownPlace(tail) ? tail : end
}

// "envío marítimo de Santander a Nueva York": a known place and a preposition of going open a lane, not goods.
// ("Leixões p/ Santos": "p/" is "para", the phrase cut at its slash.)
export const LANE_FIRST =
  /^(\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30})?)\s{1,3}(?:(?:a|à|al|au|to|nach|naar|para|pra|do|hasta)\s|p(?:\/|$))/u
const ELIDED_OF_FIRST = /^d[\u0027\u2019]/u
/** Whether a phrase read as goods is a known place ("d'Aix-la-Chapelle") or opens a lane with one ("Santander a Nueva York"). */
export const namesPlace = (cargo: string) => knownPlace(cargo.replace(ELIDED_OF_FIRST, '')) !== undefined || opensWithLane(cargo)

/** Whether a phrase read as goods opens with a known place and a word of going ("Santander a Nueva York"). */
function opensWithLane(cargo: string): boolean {
  const place = LANE_FIRST.exec(cargo)?.[1]
  return place !== undefined && knownPlace(place) !== undefined
}
