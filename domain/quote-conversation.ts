/** The conversation's details after one more visitor message: a bare answer to the question asked, a confirmation, a correction. */

import { withPlaceName } from './quote-cargo-names'
import { afterConfirmation, confirmationOf, confirmed, pendingOf } from './quote-confirmation'
import { correctedSlot, onCorrectedEnd, placesNaming, replacedGoods, replacedPlace } from './quote-corrections'
import { isCountry, liesIn } from './quote-country-town'
import { hasAnyDetail, mergeQuoteDetails, missingSlots, type QuoteDetails } from './quote-details'
import { CORRECTING, extractQuoteDetails } from './quote-extraction'
import { literally, lowered } from './quote-folding'
import { knownPlace, namesEnd, samePlace } from './quote-gazetteer'
import { STOP_WORDS } from './quote-lexicon'
import { withoutMailNoise } from './quote-mail-noise'
import { isNegated } from './quote-negation'
import { placesIn } from './quote-places'
import { containerCountIn, restatedQuantities } from './quote-restated'

/**
 * The details after one more message. After the first message, while details are missing, the
 * assistant has just asked for the first missing one, so a bare answer ("Hamburg") fills it.
 */
export function detailsAfterMessage(known: QuoteDetails, message: string, earlierMessages: number): QuoteDetails {
  const pending = pendingOf(known)
  // (A correction of an end while the goods wait to be confirmed is still that end's: "piastrelle?", then "non a Fiorano ma …".)
  const corrected = pending && pending.slot !== 'cargo' ? null : correctedSlot(known, message)
  // ("não é Colónia, é Francoforte" while the dates are missing: the bare place answers the end taken back.)
  const expecting = pending?.slot ?? corrected ?? (hasAnyDetail(known) || earlierMessages > 0 ? (missingSlots(known)[0] ?? null) : null)
  const answer = pending ? confirmationOf(message) : 'other'
  // ("… to ghana", then "yes, Accra. from Lyon" with nothing asked: a yes before a place names nothing.)
  const unasked = !pending && confirmationOf(message) === 'yes' ? afterConfirmation(message) : ''
  const placeFirst = /^\p{Lu}/u.test(unasked) && knownPlace(unasked.split(/[\s,.;!?]/u)[0]!) !== undefined
  const rest = answer !== 'other' ? afterConfirmation(message) : placeFirst ? unasked : message
  // ("Did you mean to Kenya?" – "yes, Nairobi": a bare place after the yes is the end asked about, said more exactly.)
  // ("Is the cargo farm machinery?" – "yes, used farm machinery": the goods said more exactly, when they hold the value asked.)
  const asking = answer === 'other' ? expecting : answer === 'yes' ? pending!.slot : null
  const extracted = rest === '' ? {} : extractQuoteDetails(rest, asking, known.cargo !== undefined, known)
  const read = onCorrectedEnd(extracted, corrected, known)
  const replaced = known.cargo && !read.cargo && rest !== '' ? replacedGoods(rest, known.cargo) : undefined
  // ("… mais du crémant de Bourgogne", both ends known: the place after the new goods names them.)
  const swapped = replaced && withPlaceName(rest, replaced, known.origin, known.destination)
  // "roses", then "fresh cut roses, like I said": the known goods said again more exactly, read as if none were known.
  const restated =
    known.cargo && !read.cargo && !swapped && saysAgain(rest, known.cargo)
      ? extractQuoteDetails(rest, 'cargo', false, known).cargo
      : undefined
  const exacter = restated && namesMoreExactly(restated, known.cargo!) ? restated : swapped
  const end = corrected === 'origin' || corrected === 'destination' ? corrected : undefined
  const moved = end && !read[end] && known[end] ? replacedPlace(rest, known[end]!) : undefined
  const said =
    rest === ''
      ? read
      : {
          ...restatedQuantities(withoutMailNoise(rest), known, read),
          ...read,
          ...(exacter ? { cargo: exacter, ...placesNaming(exacter, read) } : {}),
          ...(end && moved ? { [end]: moved } : {}),
        }
  // "i container sono da 40 piedi, sempre 2": a new size without its count, the known count said again beside it; one
  // container made bigger ("1 adet 20lik" → "40lık konteyner olacak") stays one (two 20ft may become one 40ft: no count).
  // ("3 değil 4 konteyner olacak, hepsi yine 40 HC": a new count beside it wins; the known one taken back is no count.)
  const knownCount = /^(\d{1,3}) x /u.exec(known.containers ?? '')?.[1] ?? known.containerCount
  const sizeOnly = said.containers && !said.containers.includes(' x ')
  const newCount = sizeOnly ? containerCountIn(rest) : undefined
  const again = knownCount ? new RegExp(`(?<![\\d.,])${knownCount}(?!\\d|[.,]\\d)`, 'u').exec(rest) : null
  const count =
    newCount ??
    (sizeOnly && SINGLE.test(rest) ? '1' : null) ??
    (sizeOnly && !known.containers && known.containerCount ? known.containerCount : null) ??
    (sizeOnly && knownCount && (knownCount === '1' || again) && !(again && isNegated(rest, again.index, again.index + again[0].length))
      ? knownCount
      : null)
  const recounted = count ? { ...said, containers: `${count} x ${said.containers}` } : said
  // "the removals firm came round again today and say it's more like 24 cubic metres": a bare "today" that no word of
  // loading or delivery leads to tells when the visitor heard, not a new date for a date already known.
  const { dates: _today, ...undated } = recounted
  const dated = known.dates && NARRATIVE_TODAY.test(recounted.dates ?? '') && !DATE_CUE.test(rest) ? undated : recounted
  // "naar Brazilië", then "de haven in Brazilië is Santos": a town in the country known as the destination, read for the
  // origin without a word of leaving, narrows the destination.
  const narrowed = inDestinationCountry(dated, known, rest) ? narrowedDestination(dated) : dated
  // ("exportar azulejos para Cabo Verde", then "para o porto da Praia": a town doubted only because the end is known, as
  // its country, narrows it.)
  const doubted = townInKnownCountry(narrowed, known)
    ? withoutPending({ ...narrowed, [narrowed.pendingSlot!]: narrowed.pendingValue })
    : narrowed
  // ("… to kenya", then "yes nairobi. we are sending from mumbai": a town of that country, said bare, narrows it too.)
  const told = { ...doubted, ...townNamedIn(rest, doubted, known) }
  // "Did you mean from Hamburg?" – "yes": the value becomes a fact, unless the reply names another one; goods named after
  // the yes replace the goods asked about only when they hold them ("yes, used farm machinery"), else the yes keeps them.
  // ("Je zboží skla?" – "Ano, broušené sklo": the same word in another case, said more exactly, too.)
  const holdsAsked =
    pending?.slot !== 'cargo' ||
    told.cargo?.toLowerCase().includes(pending.value.toLowerCase()) ||
    (told.cargo !== undefined && namesMoreExactly(told.cargo, pending.value))
  const { cargo: _other, ...besides } = told
  // ("Is the cargo towels?" – "yes, home textiles", the goods already known: the yes keeps the known goods, not the ones asked.)
  const keepsKnown = pending?.slot === 'cargo' && known.cargo !== undefined && told.cargo?.toLowerCase() === known.cargo.toLowerCase()
  const agreed =
    answer === 'yes' && pending && (!told[pending.slot] || !holdsAsked) && !keepsKnown ? confirmed(pending.slot, pending.value) : {}
  const merged = mergeQuoteDetails(mergeQuoteDetails(known, agreed), answer === 'yes' && !holdsAsked ? besides : told)
  // "ah non pardon, c'est pour Rotterdam": a correction read without certainty is asked about ("Did you mean to Rotterdam?")
  // rather than dropped, so the old value does not stay by default.
  // So is another origin when the known one may name the goods ("sel de Guérande", then "départ du Croisic").
  const doubt = pendingOf(told)
  const asked = CORRECTING.test(rest) || (doubt?.slot === 'origin' && known.namedCargo !== undefined)
  // ("kuru incir", then "normal kuru konteyner": a word of the goods known, read alone, is no other goods to ask about.)
  const partOfKnown = doubt?.slot === 'cargo' && ` ${merged.cargo?.toLowerCase()} `.includes(` ${doubt.value.toLowerCase()} `)
  const corrects = doubt && !moved && merged[doubt.slot] && !samePlaceOrText(merged[doubt.slot]!, doubt.value) && asked && !partOfKnown
  // "naranjas de Valencia", then "Salen de Sagunto": another origin, said without correcting, shows the name was the goods'.
  const origin = told.origin ?? agreed.origin
  // ("vino Barbaresco a Berna", asked "Did you mean from Barbaresco?", then "da Neive": the same.)
  const earlier = known.origin ?? (pending?.slot === 'origin' ? pending.value : undefined)
  // (A correction that takes back another name, "niet in Woerden maar … in Bodegraven", the same.)
  const renamed =
    known.namedCargo &&
    origin &&
    earlier &&
    !samePlace(origin, earlier) &&
    !told.cargo &&
    (!CORRECTING.test(rest) || takesBackAnother(rest, earlier))
  // "Did you mean to Ursus?" – "no", after "dwa ciągniki Ursus": the name beside the goods was theirs.
  const declined = answer === 'no' && pending && pending.slot !== 'cargo' && known.namedCargo?.endsWith(` ${pending.value}`) && !told.cargo
  const { namedCargo: _, ...kept } = merged
  // "vino Barolo", then "non è Barolo, è Barbaresco": a name inside the goods taken back is replaced inside them.
  const name =
    told.cargo && known.cargo && /^\p{Lu}\p{Ll}{2,30}$/u.test(told.cargo) && CORRECTING.test(rest)
      ? nameInside(known.cargo, rest)
      : undefined
  const result =
    renamed || declined
      ? { ...kept, cargo: known.namedCargo }
      : name
        ? { ...merged, cargo: known.cargo!.replace(name, () => told.cargo!) }
        : merged
  // "części", then "to są części zamienne do maszyn CNC"; "machines", then "landbouwmachines": goods named in one word,
  // then more exactly, are those goods, whatever the reading's confidence (and whether said as a correction or not).
  if (doubt?.slot === 'cargo' && known.cargo && !told.cargo && namesMoreExactly(doubt.value, known.cargo))
    return { ...result, cargo: doubt.value }
  const final = corrects ? { ...result, pendingSlot: doubt.slot, pendingValue: doubt.value } : result
  // ("2 containers", then "20 ft allebei": the count waits for its size.)
  const counted = final.containers ? undefined : (containerCountIn(rest) ?? known.containerCount)
  return counted ? { ...final, containerCount: counted } : final
}

/** Whether `longer` names the one-word `goods` more exactly: holds them as a word, or as a compound's end. */
function namesMoreExactly(longer: string, goods: string): boolean {
  const word = goods.toLowerCase()
  // ("Et précisez bien vins": a naming that opens with "and" is a sentence around the goods, not the goods.)
  if (word.includes(' ') || longer.length <= goods.length || STOP_WORDS.has(longer.split(' ')[0]!.toLowerCase())) return false
  return longer
    .toLowerCase()
    .split(/\s{1,3}/u)
    .some((w) => w === word || (w.endsWith(word) && w.length >= word.length + 3) || inflected(w, word))
}
// "sklo" and "skla", "części" and "częściami": one word in two cases, all but its last two letters the same.
const inflected = (a: string, b: string) => {
  const stem = Math.max(3, Math.min(a.length, b.length) - 2)
  return a.length >= 4 && b.length >= 4 && Math.abs(a.length - b.length) <= 3 && a.slice(0, stem) === b.slice(0, stem)
}

/** Whether the origin `told` reads lies in the country known as the destination, said without a word of leaving. */
function inDestinationCountry(told: QuoteDetails, known: QuoteDetails, text: string): boolean {
  const origin = told.origin ?? (told.pendingSlot === 'origin' ? told.pendingValue : undefined)
  if (!origin || told.destination || !known.destination || !liesIn(origin, known.destination)) return false
  const ruled = placesIn(text)
  return !(ruled.origin && samePlace(ruled.origin, origin) && !ruled.weak?.includes('origin'))
}
function townInKnownCountry(told: QuoteDetails, known: QuoteDetails): boolean {
  const slot = told.pendingSlot
  if ((slot !== 'origin' && slot !== 'destination') || told[slot] || !known[slot] || !told.pendingValue) return false
  return isCountry(knownPlace(known[slot]!)) && liesIn(told.pendingValue, known[slot]!)
}
const NAME_WORD = /\p{L}[\p{L}'’-]{2,30}/gu
function townNamedIn(text: string, told: QuoteDetails, known: QuoteDetails): Partial<QuoteDetails> {
  const words = [...text.slice(0, 300).matchAll(NAME_WORD)].map((match) => match[0])
  const names = words.flatMap((word, i) => [`${word} ${words[i + 1] ?? ''}`.trim(), word])
  for (const slot of ['destination', 'origin'] as const) {
    const country = known[slot]
    if (told[slot] || !country || !isCountry(knownPlace(country))) continue
    const other = told[slot === 'origin' ? 'destination' : 'origin']
    // ("recolha em Santa Maria da Feira": no town inside the other end's name.)
    const town = names.find((name) => liesIn(name, country) && !(other && lowered(other).includes(lowered(name))))
    if (town) return { [slot]: knownPlace(town)!.name }
  }
  return {}
}
// ("pivo", then "pivovar přidal další objednávku": the goods said again as a word, or a compound's end ("landbouwmachines"),
// not at the start of another word.)
const saysAgain = (text: string, goods: string) => new RegExp(`${literally(goods)}(?![\\p{L}])`, 'iu').test(text)
const withoutPending = ({ pendingSlot: _, pendingValue: __, ...told }: QuoteDetails): QuoteDetails => told
function narrowedDestination({ origin, originLocode, ...told }: QuoteDetails): QuoteDetails {
  if (origin) return { ...told, destination: origin, ...(originLocode ? { destinationLocode: originLocode } : {}) }
  return { ...told, pendingSlot: 'destination' }
}

// "un seul 40 pieds", "un solo contenedor", "un unico 40'": one container said with a word for "single".
const SINGLE =
  /(?<![\p{L}])(?:single|seul|seule|solo|sola|unico|único|unica|única|einzige[nmr]?|één|jediný|jedinou|jeden\s{1,3}jedyny|tek\s{1,3}bir|só\s{1,3}um|apenas\s{1,3}um)(?![\p{L}])/iu
const NARRATIVE_TODAY = /^(?:today|heute|hoy|aujourd['’]hui|oggi|vandaag|dziś|dzisiaj|hoje|dnes|bugün)$/iu
const DATE_CUE =
  /(?:pick|collect|load|ready|deliver|ship|abhol|lade|verlad|liefer|recog|carg|enl[eè]v|charg|ritir|caric|ophal|laad|odbi|zała|zala|coleta|carreg|vyzved|naklád|naklad|yükle|hazır|date|datum|fecha|data|termin)/iu

/** Whether `text` negates a capitalised name other than `place` ("niet in Woerden"). */
function takesBackAnother(text: string, place: string): boolean {
  const names = [...text.matchAll(/\p{Lu}[\p{L}'’-]{1,30}/gu)]
  const negated = (name: RegExpExecArray) => isNegated(text, name.index, name.index + name[0].length)
  // ("ça part de Klaipeda et pas de Riga", "… et non à Saint-Dié" for Saint-Dié-des-Vosges: the place itself taken back
  // was the origin, not the goods' name.)
  const same = (name: string) => namesEnd(place, name) || lowered(place).startsWith(`${lowered(name)}-`)
  if (names.some((name) => same(name[0]) && negated(name))) return false
  return names.some((name) => !same(name[0]) && negated(name))
}

const samePlaceOrText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase() || samePlace(a, b)

/** A capitalised name inside `goods`, past their first word, that `text` names again ("Barolo" of "vino Barolo"). */
const nameInside = (goods: string, text: string) =>
  goods
    .split(/\s{1,3}/u)
    .slice(1)
    .find((word) => /^\p{Lu}\p{Ll}{2,30}$/u.test(word) && new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(text))
