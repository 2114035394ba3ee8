/** Cargo phrases that name no goods ("sorry", "kontejnery", "ils partent", "something"), whoever read them. */
import { ABOUT, FINAL_VERBS, NOT_GOODS_ALONE } from './quote-cargo-words'
import { accentsOptional } from './quote-folding'
import { ARTICLES, CONTAINER_WORDS, CORRECTION_CUES, FILLERS, NON_ANSWERS, NOT_CARGO, WEIGHT_UNITS } from './quote-lexicon'
import { COUNT_WORDS_ALT, SLAVIC_ONE } from './quote-number-words'
import { rejectedFirst } from './quote-phrase-joins'

// "perdona", "sorry", "ok", "civarı": a word that opens a reply or a correction, or says a quantity is rough, names no goods.
// ("yep mostly": two or three of them, too.)
const NO_GOODS = new RegExp(
  String.raw`^(?:(?:${NON_ANSWERS}|${CORRECTION_CUES}|${ABOUT}|civar[ıi]|civar[ıi]nda)(?:[\s,]{1,3}|$)){1,3}$`,
  'iu',
)
// "ils partent de Lille": a phrase that opens with a subject pronoun is a sentence about someone, not goods.
const SUBJECTS = new Set(
  'i ich wir sie er du ihr ik wij zij hij nous vous ils elles elle io noi lui loro ja my wy oni ony biz ben onlar you they he she we yo nosotros ellos ellas eu nós eles elas vy'.split(
    ' ',
  ),
)
// "kontejnery", "čtyřicetistopé kontejnery", "dvou dvacetistopých kontejnerů": the equipment alone, counted or not, is no
// goods ("karton" may well be: packing words are not here).
const PACKING_ONLY = new RegExp(
  String.raw`^(?:(?:\d{1,3}|${COUNT_WORDS_ALT}|${SLAVIC_ONE})\s{1,3})?(?:(?:${CONTAINER_WORDS}|forty|twenty|fourty|fu[ßs]s?|feet|ft|pies|pieds|piedi|voet|pés|\p{L}{0,14}(?:stop\p{L}{0,4}|foot(?:ers?)?|voets)|vierziger|zwanziger|veertigers?|twintigers?|forties|twenties|czterdziestk\p{L}|dwudziestk\p{L}|čtyřicítk\p{L}|dvacítk\p{L})(?:\s{1,3}|$)){1,3}$`,
  'iu',
)
// "with the crates": boxes alone, after an article or none, are what the goods are packed in.
const BOXES_ONLY =
  /^(?:(?:the|die|de|les|las|los|le|i|gli)\s{1,3})?(?:crates|cases|boxes|bags|sacks|drums|barrels|kisten|caisses|cajas|caixas|caixotes|cartons|colis|scatole|scatoloni|dozen|koliler|kutular|krabice|pakete|paquetes|paquets|pacchi|casse|kratten|skrzynie|bedny|emballages?|packaging|verpackung|embalajes?|imballaggi|imballaggio|verpakking|opakowania|obaly|embalagens?|ambalaj)$/iu
// "the show opens the day after", "they're 1.1t each so make that", "Jo a kdyby to šlo": a pronoun, an auxiliary or a
// modal anywhere makes a phrase a sentence, not goods (no goods name in any set holds one).
const SENTENCE_WORDS = new Set(
  `the it is are was were be been so that this these those we you they he she his her its our their me us them my your
  would could should will can must shall reckon think guess suppose ich wir ist sind war du sie er wird würde kann muss hab habe est sont nous vous ils elles
  c'est serait peut doit è sono siamo noi voi loro sarà può deve zijn het wij jullie zij wordt kan moet jest są był była
  będzie będą może musi wy oni ona ono je jsou byl bude budou může musí není já vy oni somos nós eles ela ele será pode deve
  será puede debe nosotros ellos ellas somos estamos bu şu olacak olur lazım gerekiyor kdyby aby jo
  się sich zich se si bylo byla byly było była był pojede jede půjde pojedou jedou nepojede nejede nepůjde nepojedou nejedou`.split(/\s+/u),
)

// "a temperatura controllata", "sous froid", "temperature controlled": how goods travel, not what they are.
const TEMPERATURE =
  /^(?:(?:a|à|en|em|w|v)\s{1,3})?(?:temperatura\s{1,3}(?:controllata|controlada|dirigida|kontrolowana)|sous\s{1,3}(?:froid|température\s{1,3}dirigée)|temp[ée]rature\s{1,3}dirigée|temperature[\s-]{1,3}controlled|temperaturgeführt|refrigerat[ei]|frigo|koel|gekoeld|diepvries|gdp-gekoeld|koeltransport)$/iu

// "getireceğiz", "gönderiyoruz": a Turkish verb alone names no goods.
const TR_VERB_ONLY =
  /^\p{Ll}{2,20}(?:ecek|acak|eceğiz|acağız|ecegiz|acagiz|eceğim|acağım|iyoruz|ıyoruz|uyoruz|üyoruz|iyor|ıyor|uyor|üyor)$/u

// "deniz yolu", "karayolu": the way goods travel, said alone, names none.
// ("po moři", "embarque marítimo", "drogą morską", "lik konteynr": the way the goods travel.)
const MODE_ONLY =
  /^(?:(?:deniz|kara|hava|demir)\s{0,2}yolu(?:\s{1,3}(?:ile|taşımacılığı|tasimaciligi))?|po\s{1,3}mo[řr]i|po\s{1,3}silnici|letecky|vlakem|kamionem|drogą\s{1,3}(?:morską|lotniczą)|morzem|kolej[ąa]|(?:embarque|transporte|envio|envío|frete|flete)\s{1,3}(?:marítimo|maritimo|aéreo|aereo|rodoviário|rodoviario|terrestre)|(?:l[ıiuü]k\s{1,3})?(?:kuru\s{1,3})?(?:konteyner|kontyner|konteynr|konteynır))$/iu

// "wie immer", "lo mismo que la vez anterior", "jak zwykle": the goods of an earlier order, which this conversation does not hold.
const AS_BEFORE =
  /^(?:as\s{1,3}usual|same\s{1,3}as\s{1,3}(?:always|usual|last\s{1,3}time)|wie\s{1,3}immer|wie\s{1,3}üblich|das\s{1,3}übliche|(?:lo\s{1,3})?mismo\s{1,3}que\s{1,3}(?:siempre|la\s{1,3}vez\s{1,3}anterior)|como\s{1,3}siempre|comme\s{1,3}d['’]habitude|come\s{1,3}(?:al\s{1,3})?solito|hetzelfde\s{1,3}als\s{1,3}(?:altijd|vorige\s{1,3}keer)|zoals\s{1,3}altijd|jak\s{1,3}zwykle|jako\s{1,3}obvykle|como\s{1,3}sempre|her\s{1,3}zamanki)$/iu

/** Whether a phrase names only the equipment ("two forty footers", "kontejnery"). */
export const namesEquipmentOnly = (phrase: string) => PACKING_ONLY.test(phrase.trim())

/** Whether a cargo phrase names no goods: a reply word, the equipment alone, a sentence about someone, fillers only. */
const opensWithNoGoods = ([first, second]: string[]) => rejectedFirst(NOT_CARGO, first!, second)

// ("máme 2 kontejnery k odeslání": the sending's purpose alone.)
const SENDING_ONLY = accentsOptional(new RegExp(`^(?:${FINAL_VERBS})$`, 'iu'))
// "Bahncontainer", "Bahnfracht", "Seefracht-Rate": a German compound naming the transport, its box or its price, no goods.
const SERVICE_COMPOUND = /^[\p{L}-]{0,20}(?:container|fracht|frachten|transport|sendung|ladung|versand|(?:fracht|-)(?:rate|preis|tarif))$/iu

export const namesNothing = (cargo: string) =>
  NO_GOODS.test(cargo.trim()) ||
  TR_VERB_ONLY.test(cargo.trim()) ||
  TEMPERATURE.test(cargo.trim()) ||
  AS_BEFORE.test(cargo.trim()) ||
  MODE_ONLY.test(cargo.trim()) ||
  // "confidentiel pour le moment": a phrase that opens with a word no goods begin with (but "dry dog food").
  opensWithNoGoods(
    cargo
      .trim()
      .toLowerCase()
      .split(/\s{1,3}/u),
  ) ||
  PACKING_ONLY.test(cargo.trim()) ||
  BOXES_ONLY.test(cargo.trim()) ||
  NOT_GOODS_ALONE.has(cargo.trim().toLowerCase()) ||
  SERVICE_COMPOUND.test(cargo.trim()) ||
  SENDING_ONLY.test(cargo.trim()) ||
  SUBJECTS.has(
    cargo
      .trim()
      .split(/\s{1,3}/u)[0]!
      .toLowerCase(),
  ) ||
  cargo.replace(/[\s'’.,-]/gu, '').length < 2 ||
  cargo
    .toLowerCase()
    .split(/[\s,;:]{1,3}/u)
    .some((word) => SENTENCE_WORDS.has(word)) ||
  cargo
    .toLowerCase()
    .split(/[\s'’]{1,3}/u)
    .every((word) => word === '' || FILLERS.has(word) || ARTICLES.has(word))

// "le poids réel est de 4,1 tonnes avec le châssis", "12 t with the crate": what a weight includes, after "with the", is no
// goods ("2 t avec des pièces" names them).
const WEIGHT_WITH = new RegExp(String.raw`\d\s{0,3}(?:${WEIGHT_UNITS})\s{1,3}(?:with|mit|avec|con|com|met|ile)\s{1,3}$`, 'iu')
const THE = /^(?:the|le|la|les|l['’]|dem|der|den|il|el|o|a|het)\s/iu
/** Whether the goods read after `quantity` (a match ending in "with", in `text`) are only what the weight includes. */
export const weightOnly = (quantity: RegExpMatchArray, text: string) =>
  WEIGHT_WITH.test(quantity[0]) && THE.test(text.slice(quantity.index! + quantity[0].length))

// "somos una empresa de mudanzas", "we are a removals company", "wir sind eine Spedition für Möbel": the sender's trade.
const SENDER_TRADE =
  /(?:empresa|company|firm|firma|société|entreprise|azienda|ditta|bedrijf|společnost|spółka|şirket)\s{1,3}(?:de|di|of|van|für|z|ze|d['’]|do|da)\s{1,3}$/iu
/** Whether the words at `start` of `text` say what the sender's business is, not what is shipped. */
export const namesSendersTrade = (text: string, start: number) => SENDER_TRADE.test(text.slice(Math.max(0, start - 40), start))
