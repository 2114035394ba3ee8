/** When a cargo phrase goes on past a word: "and" between goods, a purpose or material, a label, a German noun, "el" (hand). */

import { MONTHS, WEEKDAYS } from './quote-calendar-words'
import { isCountry } from './quote-country-town'
import { foldAccents, foldedPattern } from './quote-folding'
import { foldName, knownFolded, knownPlace } from './quote-gazetteer'
import { ARTICLES, CRAFT_AFTER_HAND, STOP_WORDS } from './quote-lexicon'
import { SAINTS } from './quote-name-words'

export const AND = new Set(['and', 'et', 'und', 'y', 'e', 'en', 'i', 'a', 've', 'oraz'])
/** "of" or "for" between two nouns of the goods ("moldes de injeção", "onderdelen voor tractoren"), unless the first is an order or a load ("commande de meubles"). */
export const OF = new Set(['of', 'de', 'di', 'van', 'du', 'da', 'do', 'del', 'della', 'voor', 'for', 'für', 'pour', 'per', 'dla'])
export const ORDER_OF = new Set(
  'commande encomenda pedido ordine order envío envio lote lot partida carico carga load shipment consignment zending'.split(' '),
)
// A capital after "und" joins German nouns ("Fliesen und Fugenmörtel"), never a place ("Hamburg und Bremen").
export const joinsCargo = (next: string | undefined, previous: string) =>
  next !== undefined &&
  /^\p{L}/u.test(next) &&
  !STOP_WORDS.has(next) &&
  (next === next.toLowerCase() || (isCapital(previous) && isCapital(next) && !knownPlace(next)))
// "spare parts for tractors", "piensos para animales", "części do maszyn", "díly k traktorům", "piastrelle in gres": the
// purpose or the material is part of the goods when a lower-case word that is no place, date or logistics word follows.
export const FOR = new Set(['for', 'für', 'fur', 'para', 'pour', 'per', 'voor', 'do', 'k', 'ke', 'dla', 'pro', 'in'])
const NOT_A_PURPOSE = new RegExp(
  String.raw`^(?:${MONTHS}|${WEEKDAYS}|końca|konce|połowy|poloviny|początku|začátku|jutra|zítřka|delivery|export|import|exportación|exportacion|exportação|exportacao|exportation|esportazione|eksport|vývoz|shipping|transport|lieferung|versand|export|entrega|livraison|consegna|levering|dostawy|dodání|exportu|wysyłki|the|a|an|our|your|next|this|nuestro|nuestra|nuestros|nuestras|notre|nos|nostro|nostra|nostri|nosso|nossa|nossos|onze|ons|unser|unsere|unseren|unserem|naszego|naszej|našeho|naší|plaats|place|stead|lieu|vece|luogo|lugar|miejsce|místo|yerine|stock|bulk|advance|total)$`,
  'iu',
)
export const joinsPurpose = (next: string | undefined, previous: string) =>
  next !== undefined &&
  (/^\p{Ll}/u.test(next) || (isCapital(previous) && isCapital(next))) &&
  !STOP_WORDS.has(next.replace(/[.,;:!?]{1,3}$/u, '')) &&
  !ARTICLES.has(next) &&
  !NOT_A_PURPOSE.test(next.replace(/[.,;:!?]{1,3}$/u, '')) &&
  !knownPlace(next)

// ("San Maurizio d'Opaglio", "Cortina d'Ampezzo": an elided "of" before a capital goes on with the name.)
export const isCapital = (word: string) => (word !== word.toLowerCase() && word[0] === word[0]!.toUpperCase()) || /^d['’]\p{Lu}/u.test(word)

export const QUALITY_LABEL = /^(?:AOP|AOC|IGP|DOP|DOC|DOCG|PDO|PGI|DOK|IGT|BIO|GOTS)$/u
export const GERMAN_ADJECTIVE = /^\p{Ll}{3,20}(?:e|en|er|es|em)$/u
export const HAND_MADE = new RegExp(`^(?:${CRAFT_AFTER_HAND})$`, 'iu')
// "productos químicos no peligrosos": a "no" before a word of hazard or perishing is part of the goods.
export const NOT_HAZARDOUS = /^(?:peligros|pereceder|inflamabl|perigos|pericolos)\p{Ll}{0,4}$/u

// "Uhrengehäuse aus Messing", "stoły z drewna", "meubels van eikenhout", "pièces en acier": what the goods are made of.
const MADE_OF = new Set(['aus', 'z', 'ze', 'van', 'en', 'em', 'of', 'in'])
const MATERIAL = new RegExp(
  String.raw`^(?:${[
    'messing aluguss guss druckguss grauguss stahlguss polyrattan rattan teak edelstahl stahl holz eichenholz buchenholz massivholz kunststoff glas aluminium alu kupfer eisen gusseisen leder keramik marmor granit beton mineralwolle steinwolle glaswolle baumwolle',
    'drewna stali szkła aluminium plastiku tworzywa miedzi żeliwa betonu dębu sosny',
    'dřeva oceli skla plastu hliníku mědi litiny betonu masivu dubu',
    'hout eikenhout staal rvs glas kunststof koper messing',
    'acier bois verre inox cuivre laiton chêne plastique',
    'steel wood glass brass copper oak plastic aluminium aluminum',
    'madeira aço vidro latão cobre',
    // (Plastics by their abbreviations: "fenêtres en PVC", "Rohre aus HDPE".)
    'pvc upvc hdpe ldpe pehd pebd pe pp pet abs mdf hpl',
  ]
    .join(' ')
    .replace(/ /g, '|')})[.,;:!?]{0,3}$`,
  'iu',
)
/** Whether `word` names a material goods are made of ("Dämmplatten aus Mineralwolle"), not a place. */
export const isMaterial = (word: string) => MATERIAL.test(word)
// "dry dog food": alone "dry" is a container's kind, before a noun it describes the goods (as "seco" does).
const GOODS_ADJECTIVE = new Set(['dry', 'seco', 'seca', 'secos', 'secas'])
const GENERIC_AFTER = /^(?:cargo|carga|cargas|goods|freight|van|vans|box|bulk|containers?)$/u
export const describesGoods = (word: string, next: string | undefined, notGoods: ReadonlySet<string>) =>
  GOODS_ADJECTIVE.has(word) && next !== undefined && /^\p{Ll}{3}/u.test(next) && !notGoods.has(next) && !GENERIC_AFTER.test(next)
const ELIDED_FIRST = /^(?:dall|dell|nell|all|sull)[\u0027\u2019]/u
/**
 * Whether a phrase may not begin with `word`: one of `rejected` (also after an elided Italian preposition: "dall'interporto"),
 * unless it describes the goods after it; all capitals is an abbreviation (US), not a pronoun.
 */
export const rejectedFirst = (rejected: ReadonlySet<string>, word: string, next: string | undefined) =>
  word !== word.toUpperCase() &&
  (rejected.has(word.toLowerCase()) || rejected.has(word.toLowerCase().replace(ELIDED_FIRST, ''))) &&
  !describesGoods(word.toLowerCase(), next, rejected)
// "mleko w proszku", "leite em pó", "mléko v prášku": the form the goods come in is part of them.
const IN = new Set(['w', 'v', 've', 'em', 'en', 'in'])
const FORM =
  /^(?:proszku|prášku|prasku|pó|po|poudre|polvo|polvere|poeder|płynie|plynie|granulacie|granulkach|granulích|granulich|flakes|płatkach|platkach|vločkách)$/u
export const inForm = (word: string, next: string | undefined) =>
  IN.has(word) && next !== undefined && FORM.test(next.replace(/[.,;:!?]{1,3}$/u, ''))

// "Mersin'den", "Hamburg'a": a Turkish name with its case ending is a place, never the goods.
export const TURKISH_CASE = /^\p{Lu}\p{L}{1,30}['’](?:dan|den|tan|ten|a|e|ya|ye|na|ne|da|de|ta|te)$/u
const FROM = new Set(['da', 'from', 'von', 'de', 'desde', 'depuis', 'z', 'ze', 'van', 'vanuit', 'od', 'aus', 'ab'])
// Packing prepositions after a brand: "wódka Żubrówka w butelkach", "Rioja Crianza in bottles".
const PACKED = new Set(['w', 'we', 'in', 'en', 'em', 'im', 'v', 've', 'na'])
/**
 * "riso Carnaroli da Vercelli", "wódka Żubrówka w butelkach": an unknown name right before the trip's start, or any name
 * before the goods' packing ("piwo Żywiec w puszkach"), is the goods' variety or brand.
 */
// ("likér Becherovka z Karlových Varů": the start may be a name of two words.)
export const isVariety = (word: string, next: string | undefined, after: string | undefined, afterThat?: string) =>
  isCapital(word) &&
  ((!knownPlace(word) &&
    FROM.has(next?.toLowerCase() ?? '') &&
    [after ?? '', `${after ?? ''} ${afterThat ?? ''}`].some(
      (name) => knownPlace(name.trim().replace(/[.,;:!?]{1,3}$/u, '')) !== undefined,
    )) ||
    (PACKED.has(next ?? '') && /^\p{Ll}{3,}/u.test(after ?? '')))
const TOWARDS = new Set('a to nach naar à al para pra per hacia vers verso do'.split(' '))
/**
 * "ricambi per trattori Lamborghini, 3.700 kg": a capitalised name the gazetteer does not know, after goods in lower case and
 * ending their clause, is the goods' brand or variety, not a place. (Before a "to" it may be either: "vino Barolo a Zurigo",
 * "china clay Par to Bilbao"; such a name is left to the lane.)
 */
export const isBrand = (word: string, next: string | undefined, clauseEnds: boolean) =>
  /^\p{Lu}\p{Ll}{2,30}$/u.test(word) && !knownPlace(word) && next === undefined && clauseEnds
/** "aguacates refrigerados callao a algeciras": a known place, a "to" and another known place, in any case, are a lane. */
export const laneAt = (word: string, next: string | undefined, after: string | undefined) =>
  TOWARDS.has(next?.toLowerCase() ?? '') &&
  knownPlace(word) !== undefined &&
  knownPlace(after?.replace(/[.,;:!?]{1,3}$/u, '') ?? '') !== undefined
// Capitals that are no part of the goods: Incoterms, loads, equipment, countries.
const NOT_GOODS_ABBREVIATION =
  /^(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|FTL|LTL|ETA|ETD|ASAP|HC|HQ|DV|DC|GP|RF|OT|LKW|TIR|UK|USA|EU|NL|DE|FR|IT|ES|PL|CZ|TR|PT)$/u
/** "tornos CNC", "tubos PVC", "placas MDF": an abbreviation in capitals right after the goods belongs to them. */
export const goodsAbbreviation = (word: string, before: string) =>
  /^\p{Lu}{2,5}$/u.test(word) && !/[.,;:!?]$/u.test(before) && !NOT_GOODS_ABBREVIATION.test(word) && !knownPlace(word)
/** "mersinden", "izmirden": a place the gazetteer knows with the Turkish "from" ending typed without its apostrophe. */
export const turkishAblative = (word: string) =>
  /\p{Ll}{3}(?:dan|den|tan|ten)$/u.test(word) && !knownFolded(foldName(word), false, true) && knownPlace(word) !== undefined
/**
 * Two words after the goods that belong to them: by hand ("azulejos pintados à mão", "vasi fatti a mano"), and, in a
 * cargo phrase, what they are made of ("Uhrengehäuse aus Messing").
 */
export const joinsTwo = (word: string, next: string, cargo: boolean) =>
  (/^(?:à|a)$/u.test(word) && /^(?:mão|mao|mano)[.,;:!?]{0,3}$/u.test(next)) || (cargo && MADE_OF.has(word) && MATERIAL.test(next))

// "Umzugsgut Bremen -> Teneriffa": a known place before an arrow opens the lane.
export const ARROW_NEXT = /^\s{0,3}(?:->|=>|>|→|»)/u

// Joins that end a cargo phrase when a name follows: "piezas de Valencia", "parts of Hamburg".
export const BEFORE_NAME = new Set(['de', 'di', 'da', 'du', 'des', 'of', 'van', 'del', 'dal', 'do', 'z', 'ze'])
// Words that end a cargo phrase even without a stop word: "pneus du port de Marseille", Turkish verbs ("üzüm göndermemiz").
// (Read without accents: "uzum gondermemiz".)
const CARGO_END = foldedPattern(
  /^(?:port|porto|puerto|hafen|haven|harbour|harbor|přístav|port[uo]|liman\p{Ll}{0,6}|gönder\p{Ll}{0,12}|taşı\p{Ll}{0,12}|yükle\p{Ll}{0,12}|sevkiyat\p{Ll}{0,4}|nakliye\p{Ll}{0,4}|gerekiyor|lazım|istiyoruz|istiyorum|verhuizen|meenemen|rijden|organiser|organizar|organizzare|vervoeren|verzenden|versturen|transporteren|verschicken|versenden|transportieren)$/u,
)
export const endsCargo = (word: string) => CARGO_END.test(foldAccents(word))
// Lower-case words inside a place name before a capital: Monaco di Baviera, Frankfurt am Main, Ústí nad Labem.
export const NAME_JOINERS = new Set([
  'di',
  'de',
  'del',
  'da',
  'do',
  'dos',
  'das',
  'van',
  'am',
  'an',
  'der',
  'nad',
  'upon',
  'on',
  'sur',
  'en',
  // ("Dar es Salaam"; "Francoforte sul Meno", "San Giovanni al Natisone")
  'es',
  'sul',
  'al',
])
/**
 * Whether the joiner `raw[i]` leads, `joiners` words on, to a capitalised word that continues the name before it: not at
 * a sentence's end ("nach Leoben an. Gestellung"), not "do" before a known place ("Kędzierzynie-Koźlu do Ratyzbony"), not
 * "na" before a country ("z Tábora na Slovensko").
 */
export function joinsName(raw: readonly string[], i: number, joiners: number): boolean {
  const word = raw[i]!
  const next = raw[i + joiners]
  if (next === undefined || /[.,;:!?]$/u.test(word) || !isCapital(next)) return false
  const clean = (w: string) => w.replace(/[.,;:!?]{1,3}$/u, '')
  // ("de Madrid al Puerto de Valencia": Spanish "al" before a known place or a port is "to the"; "v Jihlavě do Kapského Města":
  // a known name of two words after "do" too.)
  const after = raw[i + joiners + 1]
  const place = knownPlace(clean(next)) ?? (after && !/[.,;:!?]$/u.test(next) ? knownPlace(`${next} ${clean(after)}`) : undefined)
  return !((word === 'do' || word === 'al') && place) && !(word === 'na' && isCountry(place)) && !(word === 'al' && /^Puert/u.test(next))
}
// Inside a place name between capitals: "Caxias do Sul", "Hoek van Holland", "Oliveira de Azeméis".
export const PLACE_JOINER = /^(?:am|an|im|nad|na|upon|sur|sul|al|de|do|dos|das|da|di|del|van|la)$/u

/**
 * A joiner that needs its context: "in" and "ob" before an article ("Frankfurt an der Oder", "Rothenburg ob der Tauber"),
 * Czech "v" and "pod" inside a name the gazetteer knows whole ("Jablonné v Podještědí").
 */
export function joinsInContext(word: string, before: string, next: string | undefined, joiners: number): boolean {
  if (/^(?:in|ob)$/u.test(word)) return joiners === 2
  return (
    /^(?:v|pod)$/u.test(word) && next !== undefined && knownPlace(`${before} ${word} ${next.replace(/[.,;:!?]{1,3}$/u, '')}`) !== undefined
  )
}

/**
 * Whether a lane starts at word `i` of the goods' words, ending them: "aguacates refrigerados callao a algeciras" (a lane
 * in lower case), "granny smith apples nelson NZ -> southampton" (the word before an arrow, and a country code after it).
 */
export function laneStartsAt(raw: readonly string[], i: number, afterWords: string): boolean {
  const beforeArrow = i === raw.length - 1 || (i === raw.length - 2 && /^\p{Lu}{2}$/u.test(raw[i + 1]!))
  return laneAt(raw[i]!, raw[i + 1], raw[i + 2]) || (beforeArrow && ARROW_NEXT.test(afterWords))
}
/** "figurki świętego Mikołaja": the name after a saint's word is part of the goods' name. */
export const afterSaint = (word: string, previous: string | undefined) =>
  isCapital(word) && SAINTS.has(previous?.replace(/\.$/u, '').toLowerCase() ?? '')
