/**
 * What a visitor says around the goods and is no part of them: "only" or "as I said" before them, the way they travel
 * ("samolotem", "deniz yoluyla"), "like I said" or whom they are for after them. Read in answers to the read-back
 * ("the cargo is just "nitrile gloves"", "towar to po prostu części zamienne") as much as in first messages.
 */
import { accentsOptional, foldAccents } from './quote-folding'

// "only", "just", "simply" in the ten languages ("po prostu", "nothing but" are two words).
const ONLY = String.raw`just|only|simply|merely|nur|bloß|lediglich|einfach|seulement|juste|simplement|uniquement|solo|sólo|solamente|soltanto|semplicemente|só|apenas|simplesmente|somente|alleen|gewoon|enkel|slechts|tylko|po\s{1,3}prostu|jedynie|jen|jenom|pouze|prostě|sadece|yalnızca|yalnız|sırf`
// "as I said", "wie gesagt", "zoals gezegd", "come ho detto", "dediğim gibi".
const AS_SAID = String.raw`(?:like|as)\s{1,3}(?:i\s{1,3}(?:said|mentioned|wrote)|said|mentioned|before)|wie\s{1,3}(?:gesagt|erwähnt|geschrieben)|comme\s{1,3}(?:je\s{1,3}l['’]ai\s{1,3})?(?:dit|écrit|mentionné)|como\s{1,3}(?:(?:ya\s{1,3})?(?:dije|he\s{1,3}dicho|te\s{1,3}dije|disse|falei|escrevi|mencionei|mencioné)|dicho)|come\s{1,3}(?:(?:ho\s{1,3})?(?:detto|scritto)|già\s{1,3}detto)|zoals\s{1,3}(?:(?:ik\s{1,3})?(?:gezegd|zei|schreef)|vermeld)|jak\s{1,3}(?:(?:już\s{1,3})?(?:mówiłem|mówiłam|pisałem|pisałam|wspomniałem|wspomniałam)|(?:jsem\s{1,3})?(?:psal|psala|říkal|říkala|uvedl|uvedla))|(?:daha\s{1,3}önce\s{1,3})?(?:dediğim|söylediğim|yazdığım)\s{1,3}gibi|dedim(?:\s{1,3}ya)?`
// "samolotem", "drogą morską", "deniz yoluyla", "by air", "per Luftfracht", "par avion", "por barco", "via aerea", "letecky".
const BY_MODE = String.raw`samolotem|statkiem|ciężarówką|koleją|drogą\s{1,3}(?:morską|lotniczą|lądową|kolejową)|(?:deniz|hava|kara|demir)\s{0,2}yoluyla|(?:deniz|hava|kara)yolu\s{1,3}ile|tırla|gemiyle|uçakla|letecky|lodí|kamionem|vlakem|by\s{1,3}(?:air|sea|road|truck|lorry|rail|ship|plane)|per\s{1,3}(?:luftfracht|seefracht|lkw|schiff|flugzeug|bahn|vliegtuig|schip|vrachtwagen|boot|trein|aereo|nave|camion|via\s{1,3}(?:aerea|mare))|par\s{1,3}(?:avion|bateau|camion|mer|route|train)|por\s{1,3}(?:avión|barco|mar|camión|carretera|tren|via\s{1,3}(?:marítima|aérea|rodoviária))|via\s{1,3}(?:aerea|mare|marítima|aérea)|in\s{1,3}aereo|de\s{1,3}(?:avião|navio|camião|caminhão)|en\s{1,3}(?:avión|barco|camión)`
// "een deel van ons kantoormeubilair", "part of our furniture": a part of the goods is the goods.
const PART_OF = String.raw`deel\s{1,3}van(?:\s{1,3}(?:ons|onze))?|part\s{1,3}of(?:\s{1,3}our)?|teil\s{1,3}(?:unserer|unseres|der|des)`
// The words any of those can start with (and a few more): a message's goods that start otherwise skip the long pattern.
// (A raw string's letters outside ASCII may come as \u escapes once transpiled: they are read back first.)
const LEAD_SOURCE = `${ONLY}|${AS_SAID}|${BY_MODE}|${PART_OF}`.replace(/\\u([0-9a-f]{4})/giu, (_, hex: string) =>
  String.fromCharCode(Number.parseInt(hex, 16)),
)
const LEAD_WORDS = new Set([...LEAD_SOURCE.matchAll(/(?:^|\||\(\?:)(\p{L}{1,20})/gu)].map((m) => foldAccents(m[1]!.toLowerCase())))
export const LEADING = accentsOptional(
  new RegExp(String.raw`^(?:(?:${ONLY}|${AS_SAID}|${BY_MODE}|${PART_OF})\s{0,2}[,:–-]?\s{1,3}){1,3}(?=["“„«‘]?\p{L})`, 'iu'),
)
// "landbouwmachines trouwens", "Ersatzteile übrigens": "by the way" after them.
const BY_THE_WAY = String.raw`by\s{1,3}the\s{1,3}way|btw|übrigens|d['’]ailleurs|au\s{1,3}fait|por\s{1,3}cierto|a\s{1,3}propósito|comunque|tra\s{1,3}l['’]altro|trouwens|overigens|zresztą|przy\s{1,3}okazji|aliás|mimochodem|bu\s{1,3}arada`
const TRAILING = accentsOptional(new RegExp(String.raw`[,;]?\s{1,3}(?:${AS_SAID}|${BY_THE_WAY})$`, 'iu'))
// "Landmaschinenersatzteile für unseren Händler dort", "Dresdner Christstollen für einen Kunden": whom they are for, and where.
export const FOR_WHOM = accentsOptional(
  /\s{1,3}(?:für|for|pour|para|per|voor|dla|pro)\s{1,3}(?:(?:a|an|the|our|my|their|einen?|unseren?|meinen?|ihren?|den|die|un|une|uno|una|notre|mon|nos|nuestro|nuestros|mi|nostro|il\s{1,3}nostro|i\s{1,3}nostri|onze|mijn|een|naszego|naszych|mojego|nosso|nossos|meu|našeho|naše|našich)\s{1,3})?(?:customer|client|kunden?|cliente|klant|klienta|zákazníka|dealer|distributor|partner|importer|händler|vertriebspartner|importeur|partenaire|distributeur|importateur|distribuidor|socio|importador|distributore|rivenditore|importatore|verdeler|dystrybutora|partnera|importera|parceiro|revendedor|distributora|dovozce|odběratele)(?:\s{1,3}(?:there|dort|drüben|là-bas|là|allí|allá|lì|daar|tam|lá|ali))?$/iu,
)

// "plastový granulát (PP": an aside in brackets the reading cut before its end.
const OPEN_ASIDE = /\s{0,3}\([^()]{0,80}$/u

// ("en mercancía pon mejor resina epoxi", "please put down fresh cut roses": what to write there, at the read-back.)
export const WRITE_DOWN = String.raw`(?:pon|ponga|escriba|anote|write|note|écrivez|notez|mettez|metti|scriva|scrivete|schreiben\s{1,3}sie|schreib|zet|schrijf|wpisz|wpiszcie|coloque|escreva|ponha|napište|zapište|yazın)(?:\s{1,3}(?:mejor|better|plutôt|meglio|liever|lieber|raczej|melhor|raději))?`

/** Where the goods start after "only", "as I said" or the way they travel, and an opening quote mark, in `text`. */
export function goodsStart(text: string): number {
  const first = /^\p{L}{1,20}/u.exec(text)?.[0]
  const lead = first && LEAD_WORDS.has(foldAccents(first.toLowerCase())) ? (LEADING.exec(text)?.[0].length ?? 0) : 0
  return lead + (/^["“„«‘]\s{0,2}(?=\p{L})/u.exec(text.slice(lead))?.[0].length ?? 0)
}

/** `cargo` without what is said around it; the whole phrase when nothing would be left. */
export function withoutAsides(cargo: string): string {
  const inner = cargo
    .slice(goodsStart(cargo))
    .replace(TRAILING, '')
    .replace(FOR_WHOM, '')
    .replace(OPEN_ASIDE, '')
    .replace(/["”“»’]$/u, '')
    .trim()
  return inner.length >= 2 ? inner : cargo
}

/** Every pattern above, for the test that keeps them bounded. */
export const CARGO_ASIDE_PATTERNS: readonly RegExp[] = [LEADING, TRAILING, FOR_WHOM, OPEN_ASIDE]
