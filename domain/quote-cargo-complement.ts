/**
 * What goods are made of or for, said after them in lower case: "nábytek z masivu", "części zamienne do traktorów". The
 * preposition also names an end ("z Brna", "do Gdańska"), so the tagger stops before it; a lower-case word the gazetteer
 * does not know, closing the clause, is no end but part of the goods.
 */

import { MONTH_LOCATIVES, MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { SERVICE } from './quote-cargo'
import { trimmedCargo } from './quote-cargo-trim'
import { FINAL_VERBS } from './quote-cargo-words'
import { dateIn } from './quote-dates'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES, NEGATIONS, NOT_CARGO, STOP_WORDS } from './quote-lexicon'

// ("kiełbasa do przewiezienia": the sending is no complement.)
const SENDING = new RegExp(`^(?:${FINAL_VERBS})$`, 'iu')
// ("merce da ritirare": an Italian infinitive is what is to be done, not what the goods are; "legna da ardere", "macchine
// da cucire" name goods.)
const INFINITIVE = /^(?!(?:ardere|cucire|scrivere|bere)$)\p{L}+(?:are|ere|ire)$/u
// ("pièces détachées pour tracteurs", "spare parts voor tractoren": what the goods are for.)
const OF_WORDS = '(?:z|ze|do|of|à|da|na|em|for|pour|voor|para|per|für|fur|dla|pro|van|k|ke)'
const NEGATION = new RegExp(`^(?:${NEGATIONS})$`, 'iu')
const DATE_WORD = new RegExp(`^(?:${MONTHS_FULL}|${MONTH_LOCATIVES}|${WEEKDAYS})$`, 'iu')

// "Dachziegel aus Ton", "meubles en chêne", "tiles of clay": what goods are made of, in any case.
const MATERIAL = new RegExp(
  // (German joins a material to a noun: "aus Steinwolle", "aus Edelstahl".)
  String.raw`^\s{1,3}((?:aus|van|of|en|in|de|di|da|del|em|z|ze)\s{1,3}(?:(?:verzinkt|rostfrei|lackiert|gebürstet|galvani[sz]ed|stainless|brushed|recycled|recycelt)\p{Ll}{0,3}\s{1,3})?(?:(?<=aus\s{1,3})\p{Lu}\p{Ll}{1,12}(?:wolle|holz|stahl|glas|stoff|beton|leder|keramik|metall|eisen|stein|gummi|papier|pappe|kork|guss|blech)|(?:${[
    'ton lehm keramik porzellan holz eiche buche stahl edelstahl glas kunststoff beton leder aluminium kupfer messing eisen',
    'marmor granit clay wood oak steel glass plastic concrete leather marble granite bois chêne acier verre plastique béton',
    'cuir marbre legno rovere acciaio vetro plastica cemento cuoio marmo madera roble acero vidrio plástico hormigón cuero',
    'mármol granito hout eiken staal kunststof leer marmer drewna dębu stali szkła dřeva dubu oceli skla madeira carvalho aço vidro',
    'zinn tin étain stagno estaño cín cyna kalay plâtre gips gesso yeso sádry alçı steingut steinzeug terracotta terrakotta terracota',
    'wolle gummi papier pappe kork stein metall wool rubber paper cardboard cork stone metal laine caoutchouc carton liège',
    'pierre métal lana gomma carta cartone sughero pietra metallo goma papel cartón corcho piedra wol karton kurk steen',
    'metaal wełny gumy papieru tektury kamienia metalu vlny gumy papíru lepenky kamene kovu borracha cortiça pedra',
    'alluminio aluminio alumínio aluminiu hliníku alüminyum pelle',
    // (and the raw state goods travel in: "cortiça em bruto", "marmo in grezzo")
    'bruto grezzo',
  ]
    .join(' ')
    .split(' ')
    .join('|')})))(?![\p{L}])`,
  'iu',
)

const NAME_END =
  /^\s{1,3}(\p{Lu}\p{Ll}{2,20})(?=\s{1,3}(?:from|desde|de|von|aus|da|dal|van|z|ze|od|to|a|nach|naar|para|per|do|à)\s|\s{0,2}(?:[,.;:!?\n]|$))/u
// "części zamienne do ciągników Ursus": a name after what the goods are for is the name of that, even a town's.
const FOR_WHAT = /\s(?:do|for|für|pour|para|per|voor|dla|pro)\s\p{Ll}[\p{Ll}-]{2,24}$/u

/**
 * "Dämmplatten aus Steinwolle", "części zamienne do ciągników Ursus": `end`, read as a place, is the material the goods are
 * made of or the name of what they are for, no end of the lane.
 */
export function namesGoods(goods: string, end: string): boolean {
  const tail = /\s\p{L}{1,3}\s\S{2,40}$/u.exec(goods)?.[0]
  if (tail?.endsWith(` ${end}`) && MATERIAL.exec(tail)?.[1] === tail.trim() && !knownPlace(end)) return true
  return goods.endsWith(` ${end}`) && FOR_WHAT.test(goods.slice(0, -end.length - 1))
}

// "jamón de Teruel y embutidos curados": more goods after "and", in lower case, closing the clause.
const AND_MORE =
  /^\s{1,3}(y|e|and|und|et|en|i|a|ve|og)\s{1,3}(\p{Ll}[\p{Ll}-]{2,20}(?:\s{1,3}\p{Ll}[\p{Ll}-]{2,20}){0,2}(?:\s{1,3}(?:z|ze|aus|of)\s{1,3}\p{Ll}[\p{Ll}-]{2,20})?)(?=\s{0,2}(?:[,.;:!?\n]|$))/u

// "Druckmaschine mit Zubehör", "lathe with accessories": what comes with the goods is part of them.
const WITH_PARTS =
  /^\s{1,3}((?:with|mit|con|avec|com|met|z|ze|s|se)\s{1,3}(?:(?:all|allem|tutti\s{1,3}gli|todos\s{1,3}(?:los|os)|tous\s{1,3}les|gli|los|os|les|its|seinem|seinen|dem)\s{1,3})?(?:accessories|zubeh(?:ö|o|oe)r|accessori|accesorios|accessoires|toebehoren|akcesoriami|p[řr][íi]slu[šs]enstv[íi]m|acess[óo]rios|aksesuarlar\p{L}{0,4}|spare\s{1,3}parts|ersatzteilen|ricambi|repuestos|pi[èe]ces\s{1,3}d[ée]tach[ée]es|onderdelen))(?![\p{L}])/iu
const AGE =
  /^\s{1,3}(\d{1,3}\s{1,3}(?:mesi|months?|meses|mois|monate?n?|maanden|miesięcy|miesiące|měsíců|měsíce|ay|anni|anos|años|ans|years?|jahre?n?|jaar|lat|let|yıl))(?![\p{L}])/iu
const BRAND =
  /^\s{1,3}(\p{Lu}\p{Ll}{2,20}(?:\s{1,3}\p{Lu}\p{Ll}{2,20}){0,2})(?=\s{0,2}(?:[,.;!?\n]|$)|\s{1,3}(?:en|in|auf|op|w|v|na|em|su|on)\s{1,3}\p{Ll}|\s{1,3}(?:from|desde|de|da|dal|von|aus|van|z|ze|od)\s{1,3}(\p{Lu}[\p{L}-]{1,30}))/u

const COMPLEMENT = new RegExp(
  String.raw`^\s{1,3}(${OF_WORDS}(?:\s{1,3}(?:a|an|een|un|une|una|uno|um|uma|il|la|lo|le|the|el|het))?)\s{1,3}(\p{Ll}[\p{Ll}-]{2,24}(?:\s{1,3}\p{Ll}[\p{Ll}-]{2,24})?)(?=\s{0,2}(?:[,.;:!?\n]|$)|\s{1,3}(\p{Lu}[\p{L}-]{1,30})|\s{1,3}(?:${FINAL_VERBS}|[àa]\s{1,3}envoyer|[àa]\s{1,3}exp[ée]dier)(?![\p{L}])|\s{1,3}(?:saindo|saliendo|leaving|partant|partendo|from|desde|von|aus|vanuit|uit|od|do|to|nach|naar|into|da|dal|dalla)\s{1,3}(?:de\s{1,3})?\p{Lu})`,
  'u',
)

/** `cargo` with the lower-case complement that follows it in `text` and closes its clause; `cargo` when there is none. */
export function withComplement(text: string, cargo: string): string {
  if (cargo.length > 60) return cargo
  const at = text.indexOf(cargo)
  const made = at < 0 ? undefined : MATERIAL.exec(text.slice(at + cargo.length, at + cargo.length + 30))?.[1]
  // ("meubles en kit de Liège à Lisbonne": a material in capitals that names a town, after a Romance "of", is the town.)
  const town = made && /\s\p{Lu}\p{L}+$/u.test(made) && !made.startsWith('aus') && knownPlace(made.split(/\s{1,3}/u).at(-1)!)
  if (made && !town) return `${cargo} ${made.replace(/\s{1,3}/gu, ' ')}`
  // "mármol Crema Marfil desde Alicante": a name of two capitalised words after the goods, its second word before an end.
  const second =
    /\s\p{Lu}\p{Ll}{2,20}$/u.test(cargo) && at >= 0 ? NAME_END.exec(text.slice(at + cargo.length, at + cargo.length + 40)) : null
  if (second && !knownPlace(second[1]!)) return `${cargo} ${second[1]}`
  // "Parmigiano Reggiano stagionato 24 mesi", "whisky aged 12 years": an age said right after the goods is part of them.
  const age = at < 0 ? undefined : AGE.exec(text.slice(at + cargo.length, at + cargo.length + 30))?.[1]
  if (age) return `${cargo} ${age.replace(/\s{1,3}/gu, ' ')}`
  const parts = at < 0 ? undefined : WITH_PARTS.exec(text.slice(at + cargo.length, at + cargo.length + 50))?.[1]
  if (parts) return `${cargo} ${parts.replace(/\s{1,3}/gu, ' ')}`
  // "mármol Crema Marfil en tablas": the name of lower-case goods, in capitals, closing the clause, before their packing or
  // their origin (not a form's next label: "Ware: farine de blé Poids: 25 t").
  const brand = /\p{Ll}$/u.test(cargo) && at >= 0 ? BRAND.exec(text.slice(at + cargo.length, at + cargo.length + 70)) : null
  // (Before "from" and a name only when the name is a known place: "mármol Crema Marfil de Novelda".)
  const name = brand && (brand[2] === undefined || knownPlace(brand[2])) ? brand[1] : undefined
  const names = name?.split(/\s{1,3}/u) ?? []
  // (A town's name may open a longer one, "Crema Marfil"; the name's last word is no place.)
  const placeless = name !== undefined && (FOR_WHAT.test(cargo) || (!knownPlace(name) && !knownPlace(names.at(-1)!)))
  if (placeless && names.every((w) => !DATE_WORD.test(w) && !STOP_WORDS.has(w.toLowerCase()))) return `${cargo} ${names.join(' ')}`
  const more = at < 0 ? undefined : AND_MORE.exec(text.slice(at + cargo.length, at + cargo.length + 80))
  const all = more?.[2]?.split(/\s{1,3}/u) ?? []
  // ("Lustry a vánoční ozdoby ze skla": the more goods with what they are made of.)
  const madeOf = all.length > 2 && /^(?:z|ze|aus|of)$/u.test(all.at(-2)!) && MATERIAL.test(` ${all.slice(-2).join(' ')}`)
  const words = madeOf ? all.slice(0, -2) : all
  const negated = words.some((w) => NEGATION.test(w))
  const joined = `${cargo} ${more?.[1]} ${all.join(' ')}`
  // ("aceite a granel", "discos e não pastilhas": the way they travel, or what is taken back, is no more goods.)
  if (
    more &&
    words.length > 0 &&
    !negated &&
    // ("cafe vert a organiser": no Czech "and" before a French sending verb typed without its accent.)
    !SENDING.test(`${more[1]} ${words[0]}`) &&
    trimmedCargo(joined) === joined &&
    words.every((w) => !STOP_WORDS.has(w) && !NOT_CARGO.has(w) && !DATE_WORD.test(w) && !knownPlace(w))
  )
    return joined
  // (The goods as a word of their own: not inside a longer word.)
  const alone = at >= 0 && !/\p{L}/u.test(text[at - 1] ?? '')
  const match = alone ? COMPLEMENT.exec(text.slice(at + cargo.length, at + cargo.length + 120)) : null
  // ("macchine per caffè espresso": one or two words.)
  const complement = match?.[2]?.split(/\s{1,3}/u) ?? []
  const unfit = (word: string) =>
    STOP_WORDS.has(word) ||
    ARTICLES.has(word) ||
    NOT_CARGO.has(word) ||
    DATE_WORD.test(word) ||
    dateIn(word) !== undefined ||
    knownPlace(word) !== undefined ||
    SERVICE.test(word) ||
    INFINITIVE.test(word)
  if (
    !match ||
    complement.some(unfit) ||
    knownPlace(match[2]!) ||
    SENDING.test(`${match[1]} ${complement[0]}`) ||
    // (Before a capital only when it opens the lane: "café em grãos Santos -> Hamburgo", not "für einen Kunden".)
    (match[3] !== undefined && !knownPlace(match[3]))
  )
    return cargo
  // ("onderdelen voor een verpakkingsmachine": with the article of what they are for.)
  const longer = `${cargo} ${match[1]!.replace(/\s{1,3}/gu, ' ')} ${complement.join(' ')}`
  // ("meble na paletach": the packing is no complement.)
  return trimmedCargo(longer) === longer ? longer : cargo
}

// "tessuto Principe di Galles": a capitalised name after the goods, closing the clause.
const NAME_AFTER =
  /^\s{1,3}(\p{Lu}\p{Ll}{2,20}(?:\s{1,3}(?:(?:di|de|del|du|of|van|von)\s{1,3})?\p{Lu}\p{Ll}{2,20}){0,3})(?=\s{0,2}(?:[,.;:!?\n]|$))/u

/**
 * The goods the rules read with the name after them, when the tagger read a word of that name as the goods ("Galles" of
 * "tessuto Principe di Galles"): the name is the goods' kind, neither goods of its own nor a place.
 */
export function goodsWithName(text: string, goods: string, tagged: string): string | undefined {
  const at = text.indexOf(goods)
  const name = at < 0 || goods.length > 60 ? undefined : NAME_AFTER.exec(text.slice(at + goods.length, at + goods.length + 90))?.[1]
  if (!name || !` ${name} `.includes(` ${tagged} `) || knownPlace(name) || knownPlace(name.split(/\s/u)[0]!)) return undefined
  return `${goods} ${name.replace(/\s{1,3}/gu, ' ')}`
}
