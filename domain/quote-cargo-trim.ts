/**
 * The end of a cargo phrase that names no goods: the packing ("sucre en sacs", "Reis in Säcken", "café em sacos") and a
 * purpose that is only the sending ("recambios para enviar", "parts to ship", "merce da spedire"). What is left is the goods.
 */
import { FOR_WHOM, withoutAsides } from './quote-cargo-asides'
import { BOTTLED, IN_BOTTLES, PACKED, PACKING_MATERIALS, READY, VESSELS } from './quote-cargo-words'
import { accentsOptional, foldAccents, foldedPattern } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { CARGO_OF, FACILITIES, FILLERS, PACKAGE_UNITS } from './quote-lexicon'

// "en sacs", "in Säcken", "w workach", "v pytlích", "em sacos", "in bags", "op pallets": a preposition and a packing word.
export const PACKING = accentsOptional(
  new RegExp(
    String.raw`\s{1,3}(?:en|in|im|w|we|v|ve|em|na|op|on|auf|su|sur|sous|in\s{1,3}de|dans\s{1,3}des)\s{1,3}(?:(?:jute|jutowych|papieren|papier|paper|plastic|plastik|houten|wooden|holz|kartonnen|bois|legno|madera)\s{1,3})?(?:${PACKAGE_UNITS}|${VESSELS}|palox|belach|belkach|stojakach|stojanech|regałach|gestellen|rekken|botes?|tarros?|latas?|frascos?|bocaux|barattoli|latte|lattine|säcken|saecken|kanistern|fässern|workach|pytlích|sacos|sacas|sacchi|zakken|kisten|kartons|kartonech|kartonach|skrzyniach|bednách|bednach|svitcích|svitcich|zwojach|kręgach|rolích|rolkach|bubnech|bębnach|sudech|beczkach|paletách|paletach|arkuszach|plechách|meules|forme|laiben|lastre|lastras|tablas|slabs|chapas|bloques|blocs|blocchi|blocks|blokken|planchas|placas|plaques|platten|platen|płytach|deskách|big-?bagach|bigbagach|big-?bagów|big[-\s]?bagech|frigo|camion\s{1,3}frigo|reefer|kühlcontainer|froid|température\s{1,3}dirigée|workach\s{1,3}\p{L}{1,20}|pytlích\s{1,3}\p{L}{1,20}|\p{L}{1,20}\s{1,3}pytlích|\p{L}{2,10}(?:zakken|säcken|kisten|kartons|dozen|flaschen|flessen))(?:\s{1,3}(?:de\s{1,3})?(?:bois|holz|hout|madera|legno|wood|madeira|carton|karton))?$`,
    'iu',
  ),
)
// "bobinas de papel kraft", "reels of cable": the packing and its "of" before the goods.
export const PACKED_IN = new RegExp(
  String.raw`^(?:\d{1,5}\s{0,3})?(?:${PACKAGE_UNITS}|${VESSELS})\s{1,3}(?:${CARGO_OF})\s{1,3}(?=\p{L})`,
  'iu',
)
const PACKED_BEFORE = new Set('rollen kisten kratten zakken balen dozen säcke ballen kartons fässer hochcube highcube'.split(' '))
export const TR_PACKED_IN = /^(?:teneke|çuval|cuval|koli|kutu|palet|bidon|varil|torba|sandık|sandik|kasa)(?:ler|lar)?(?:de|da|te|ta)$/u
// "Ürün havlu ve bornoz", "Towar meble": the word for goods as a label without its colon (not "cargo pants", "mercancía general").
export const LABEL = new Set(
  'içerik icerik i̇çerik içinde icinde ware waren ladung partij teilpartie teilladung komplettladung güter lading zending groupagezending goederen towar ładunek zboží zbozi náklad naklad yük yuk ürün urun emtia'.split(
    ' ',
  ),
)
// The preposition of a purpose: "para enviar", "to ship", "zu versenden", "à expédier", "da spedire", "om te verzenden".
const PURPOSE = new Set('para pra to zu à a da per om te do k pour for'.split(' '))
// The preposition that introduces the destination, left at a cargo's end when the place after it is not read with it
// ("azulejos para a Suíça", "spare parts to the UK"): no goods end in it.
const ARTICLE_LEFT = new Set('einen einem eine ein a an un une una uno um uma een'.split(' '))
const GOING = new Set('a ad al au à para pra pros pras até ate to into nach naar vers verso hacia per negli nella nel in'.split(' '))
const FOR = new Set('für fuer fur voor for pour per para pra dla pro için'.split(' '))
const DIRECTION = new Set(
  'para pra pros até ate to zu nach naar vers verso hacia do per à ad auf on op sur su em nel nella nei negli nelle'.split(' '),
)

// (Tested on the word without its accents: "gonderecegiz" is typed as often as "göndereceğiz".)
const TR_VERB = foldedPattern(
  /^\p{Ll}{2,20}(?:ecek|acak|ecektik|acaktık|eceğiz|acağız|eceğim|acağım|iyoruz|ıyoruz|uyoruz|üyoruz|iyor|ıyor|uyor|üyor)$/u,
)
// "sevk edeceğiz", "ihraç edeceğiz": the noun of a Turkish compound verb goes with it.
const TR_VERB_NOUN = new Set(['sevk', 'ihraç', 'ihrac', 'teslim', 'transfer', 'nakil', 'yükleme'])
// "kuru kayısı ihracatı", "mobilya sevkiyatı": the export, the shipment of the goods (tested without accents).
const TR_SENDING_NOUN = /^(?:ihracat[ıi]|ithalat[ıi]|sevkiyat[ıi]|nakliye(?:si)?|nakliyat[ıi]|gonderimi|tas[ıi]n?mas[ıi]|yuklemesi)$/u
const TR_PRICE = /^(?:fiyat|teklif|navlun)(?:i|ı|ini|ını|ler|lar)?$/u
const PACKED_WORD = new RegExp(`^(?:${PACKED})$`, 'iu')
const FACILITY_WORD = new RegExp(String.raw`^(?:${FACILITIES}|hafen|port|terminal)$`, 'iu')
const VERB_LAST = new Set(
  'var saindo saliendo partendo partant verschepen verhuizen verzenden versturen vervoeren transporteren sturen exporteren verschiffen versenden verschicken schicken transportieren exportieren'.split(
    ' ',
  ),
)
// ("płyty wiórowe zamiast sklejki": what follows "instead of" is taken back too.)
const TAKEN_BACK = new Set(
  'not nicht niet nie ne pas değil místo misto zamiast instead rather statt anstatt anziché anziche invece'.split(' '),
)
const NOT = new Set('não nao not nicht no nie ne pas non niet değil'.split(' '))
const OF = new Set('of de di do du del della des dei von van'.split(' '))
// "bloembollen graag", "tiles please", "Maschinen halt", "bloembollen dus": a word of courtesy or a tag word after the goods;
// "dog food over to Ireland", "office furniture taken from Leeds", "azeite aqui no norte": a particle, a participle, "here".
const AFTER_GOODS = new Set(
  `please pls plz graag alstublieft aub bitte svp stp merci gracias grazie prosím proszę lütfen obrigado
  obrigada hè hoor halt eh hein dus also donc alors quindi więc takže yani entonces pues então over across abroad overseas
  taken moved shipped sent delivered transported collected brought carried here aqui aquí hier qui qua tutaj tady zde burada`.split(/\s+/u),
)
// "fertiliser ex Immingham", "parmigiano da Reggio": a word of "from" the place after it was not read with.
const FROM = new Set('ex from frm out da dal dalla desde vanuit uit aus von vom ab z ze od'.split(' '))
// "discos de travão e não pastilhas", "tyres and not rims": "and" before a negation takes back what follows.
const AND = new Set('and und et y e en i a ve'.split(' '))
// "Osterdekoration und brauchen einen Preis": an "and" before a verb of needing or asking, or before "we", ends the goods.
const NEEDING = new Set(
  `need needs want would we brauchen brauche benötigen benötige bräuchten möchten suchen bitten wir necesito necesitamos
  queremos quisiera quisiéramos buscamos avons voudrions voudrais cherchons souhaitons aimerions nous vorremmo vorrei
  cerchiamo chiediamo abbiamo hebben zoeken willen zouden wij potrzebujemy potrzebuję prosimy szukamy chcemy chcielibyśmy
  precisamos queríamos gostaríamos potřebujeme potřebuji chceme hledáme prosíme`.split(/\s+/u),
)
const RELATIVE = new Set('wat that which who die dat que qui che który która które ktery ktera ktere který která které ki'.split(' '))

// "słód jęczmienny luzem", "grain in bulk", "sable en vrac": loose goods say so after them.
const LOOSE =
  /\s{1,3}(?:luzem|in\s{1,3}bulk|bulk|a\s{1,3}granel|en\s{1,3}vrac|sfuso|lose|los\s{1,3}gestort|volně(?:\s{1,3}ložen[ýáéí])?|dökme)$/iu

// "kunstmest per binnenvaart", "steel coils by rail", "ciment par péniche", "węgiel koleją": the way they travel.
const MODE =
  /\s{1,3}(?:(?:per|by|par|via|por|mit\s{1,3}(?:der|dem)|met\s{1,3}de|em|de|di|con)\s{1,3}(?:binnenvaart|binnenvaartschip|schip|boot|trein|spoor|vrachtwagen|truck|trucks|rail|sea|road|barge|air|lorry|camion|bateau|train|péniche|peniche|nave|ferrovia|mare|camión|barco|tren|carretera|bahn|schiff|binnenschiff|lkw|camião|navio|comboio|chiatta)|(?:en|in|im|w|v)\s{1,3}(?:cami[óo]n|camion|lkw|k[üu]hl-?lkw|vrachtwagen)\s{1,3}(?:frigor[íi]fico|refrigerado|frigo|frigorifero|frigorifique|isotherme|koel)|kolej[ąa]|drog[ąa]\s{1,3}(?:morsk[ąa]|l[ąa]dow[ąa]|lotnicz[ąa]|kolejow[ąa])|statkiem|ci[ęe][żz]ar[óo]wk[ąa]|barką|vlakem|lod[íi]|kamionem|gemiyle|trenle|tırla)$/iu

/** Whether `longer` is `goods` with only its packing before it ("bobinas de papel kraft" for "papel kraft"). */
export function packingBefore(longer: string, goods: string): boolean {
  const lead = longer.slice(0, longer.length - goods.length)
  return longer.toLowerCase().endsWith(goods.toLowerCase()) && lead !== '' && PACKED_IN.exec(longer)?.[0] === lead
}

/** Whether `longer` is `goods` with only its packing after it ("vin en bouteilles" for "vin"). */
export function packingAfter(longer: string, goods: string): boolean {
  return longer.toLowerCase().startsWith(goods.toLowerCase()) && longer.replace(PACKING, '').toLowerCase() === goods.toLowerCase()
}

/** Whether `longer` is `goods` with a word saying how they are packed after them ("vino embotellado" for "vino"). */
export function packedAfter(longer: string, goods: string): boolean {
  return longer.toLowerCase().startsWith(`${goods.toLowerCase()} `) && PACKED_WORD.test(longer.slice(goods.length).trim())
}

// "(4 caisses) bois contenant des pièces de rechange", "(6 Kisten) Holz mit Ersatzteilen", "crates containing spare parts":
// "caisses en bois contenant une presse": what the packing holds is the goods (a short "with" only after the packing's material).
const HOLDING = String.raw`contenant|containing|contenenti|contenente|conteniendo|contendo|enthaltend|obsahující|zawierające|içeren`
const CONTAINING = new RegExp(
  String.raw`^(?:(?:(?:en|in|aus|de|di|z|ze|van|of|em)\s{1,3})?(?:${PACKING_MATERIALS})\s{1,3}(?:${HOLDING}|with|mit|con|com|met|z|ze|s|se)|${HOLDING})\s{1,3}(?:(?:des|de|du|d['’]|les|di|dei|delle|degli|del|de\s{1,3}la|une|un|a|an|eine[nm]?|una|uno|um|uma|een)\s{1,3})?(?=\p{L})`,
  'iu',
)

// "forty-foot containers of kraftliner", "camion complet de …", "groupagetransport voor …", "kuru konteyner …": what holds them.
const CONTAINERS_OF =
  /^(?:(?:twenty|forty)[\s-]?foot(?:er)?s?\s{1,3}|full\s{1,3}|part\s{1,3})?(?:containers?|contenedores?|conteneurs?|contentores?|kontenery|kontejnery|konteynerler|(?:high|hoch)[\s-]?cubes?|truck(?:\s{0,3}load)?s?|lorry(?:\s{1,3}load)?|trailer(?:\s{1,3}load)?s?|camion\s{1,3}complet|cami[óo]n\s{1,3}completo)\s{1,3}(?:of|de|di|do|van)\s{1,3}(?=\p{L})|^\p{L}{0,12}transport\s{1,3}(?:voor|for|für|pour|per|para)(?:\s{1,3}(?:onze|ons|our|unsere[nm]?|notre|nos|nuestra|nossa))?\s{1,3}(?=\p{L})|^(?:l[ıiuü]k\s{1,3})?(?:kuru\s{1,3})?(?:konteyner|kontyner|konteynr|konteynır)\s{1,3}(?=\p{L})/iu

/** Where the goods start after what holds them ("Holz mit ", "containing "), or 0. */
export const holdingEnd = (text: string) => CONTAINING.exec(text)?.[0].length ?? 0

// ("skleněné vázy z naší sklárny", "tiles from our warehouse": where ours they leave from is no part of the goods.)
const FROM_OURS =
  /(?<=\p{L})\s{1,3}(?:from|z|ze|aus|von|vom|de|du|da|dal|dalla|van|uit|od|desde|do)\s{1,3}(?:our|naší|našeho|našich|nasi|naseho|nasich|unserem|unserer|unseren|notre|nos|nuestro|nuestra|nuestros|nostro|nostra|nostri|onze|ons|naszego|naszej|naszych|nosso|nossa|nossos)(?:\s{1,3}\p{L}{2,20}){0,2}$/iu
const EXPLAINED = /(?<=\p{L})\s{1,3}[-–]\s{1,3}\p{L}.{0,80}$/u

/** `cargo` without a packing or a sending purpose at its end; the whole phrase when nothing would be left. */
export function trimmedCargo(written: string): string {
  // ("meble tapicerowane - sofy i fotele": what follows a spaced dash explains the goods already named.)
  const cargo = withoutAsides(written).replace(CONTAINING, '').replace(CONTAINERS_OF, '').replace(EXPLAINED, '').replace(FROM_OURS, '')
  const words = cargo.split(/\s{1,3}/u)
  // "rollen kunstgras", "Kisten Bier", "tenekede zeytinyağı", "Hochcube", a Turkish "parti" (lot; not "parti di …"): before the goods.
  const first = words[0]!.toLowerCase()
  const lot = first === 'parti' && !OF.has(words[1] ?? 'di') && words[1] !== 'per'
  if (words.length > 1 && (PACKED_BEFORE.has(first) || LABEL.has(first) || TR_PACKED_IN.test(first) || lot)) words.shift()
  if (words.length > 1 && (AFTER_GOODS.has(words.at(-1)!.toLowerCase()) || READY.test(words.at(-1)!))) words.pop()
  // ("mobili da cucina imballati": that the goods are packed is no part of them.)
  if (words.length > 1 && PACKED_WORD.test(words.at(-1)!) && !BOTTLED.test(words.at(-1)!)) words.pop()
  // ("Stahlträger vom Lager (Graz)", "tiles from our warehouse (in Leeds)": the place's facility left at the goods' end.)
  if (words.length > 2 && FACILITY_WORD.test(words.at(-1)!) && FROM.has(words.at(-2)!.toLowerCase())) words.splice(-2)
  const endsIn = (set: ReadonlySet<string>) => set.has(words.at(-1)!.toLowerCase())
  if (words.length > 1 && (endsIn(DIRECTION) || endsIn(FROM) || endsIn(FOR))) words.pop()
  // "tequila a españa", "tessuti negli stati uniti", "slabs ex Marina di Carrara": a known place after going, "in", "ex" ends them.
  const going = words.findIndex((w, i) => i > 0 && (GOING.has(w.toLowerCase()) || w === 'ex') && knownPlace(words.slice(i + 1).join(' ')))
  if (going > 0) words.splice(going)
  // "cider that needs to go", "turrón de Jijona", "ev tekstili gidecek": a relative pronoun, an "of" or a Turkish verb at the end.
  if (words.length > 1 && (RELATIVE.has(words.at(-1)!.toLowerCase()) || OF.has(words.at(-1)!))) words.pop()
  if (words.length > 1 && TR_VERB.test(foldAccents(words.at(-1)!.toLowerCase()))) {
    words.pop()
    if (words.length > 1 && TR_VERB_NOUN.has(words.at(-1)!.toLowerCase())) words.pop()
  }
  if (words.length > 1 && TR_SENDING_NOUN.test(foldAccents(words.at(-1)!.toLowerCase()))) words.pop()
  if (words.length > 1 && TR_VERB_NOUN.has(words.at(-1)!.toLowerCase())) words.pop() // "kuru incir … sevk": its noun alone
  // "mermer blok fiyatı alabilir miyim": a Turkish request for a price after the goods ends them.
  const asking = words.findIndex((w, i) => i > 0 && TR_PRICE.test(foldAccents(w.toLowerCase())))
  if (asking > 0) words.splice(asking)
  // "tyres not wheels", "Reifen, nicht Felgen": what follows a negation inside the phrase is taken back.
  // ("non dangereux", "no peligrosos": "non"/"no" before an adjective are part of the goods.)
  const negation = words.findIndex(
    (w, i) => i > 0 && (TAKEN_BACK.has(w.toLowerCase()) || (AND.has(w.toLowerCase()) && NOT.has(words[i + 1]?.toLowerCase() ?? ''))),
  )
  if (negation > 0) words.splice(negation)
  const request = words.findIndex((w, i) => i > 0 && AND.has(w.toLowerCase()) && NEEDING.has(words[i + 1]?.toLowerCase() ?? ''))
  if (request > 0) words.splice(request)
  else if (words.length > 1 && AND.has(words.at(-1)!)) words.pop()
  // "vinhos ADR não": a negation after the goods belongs to what follows it.
  if (
    words.length > 1 &&
    NOT.has(
      words
        .at(-1)!
        .toLowerCase()
        .replace(/[.,;:!?]{1,3}$/u, ''),
    )
  )
    words.pop()
  // "wij willen draaibanken verschepen", "wir wollen Möbel verschicken": Dutch and German put the verb last.
  if (words.length > 1 && VERB_LAST.has(words.at(-1)!.toLowerCase())) words.pop()
  // ("Massivholztische für einen [40' HC]": a purpose and its article left where the container was read.)
  if (words.length > 2 && ARTICLE_LEFT.has(words.at(-1)!.toLowerCase()) && FOR.has(words.at(-2)!.toLowerCase())) words.splice(-2)
  let last = words.length
  // Trailing sending verbs and the purpose preposition before them, at most three words.
  const sending = (word: string) => FILLERS.has(word.toLowerCase()) && !PURPOSE.has(word.toLowerCase())
  while (last > 1 && words.length - last < 3 && sending(words[last - 1]!)) last--
  // Only after a purpose preposition: "household goods" keeps its "goods".
  if (last < words.length && last > 1 && PURPOSE.has(words[last - 1]!.toLowerCase()))
    while (last > 1 && PURPOSE.has(words[last - 1]!.toLowerCase())) last--
  else last = words.length
  const kept = words.slice(0, last).join(' ')
  // ("vins en bouteilles", "vinho engarrafado": bottled goods keep their bottles; bottled wine is not bulk wine.)
  const unpacked = kept
    .replace(PACKING, (p) => (IN_BOTTLES.test(p) ? p : ''))
    .replace(LOOSE, '')
    .replace(MODE, '')
    .replace(FOR_WHOM, '')
  return unpacked.trim().length >= 2 ? unpacked.trim() : kept
}

// "kontener 40 stóp typu open top", "40' tipo open top": the container's kind, not the goods.
const CONTAINER_KIND =
  /^(?:(?:typu|typ|tipo|type|du\s{1,3}type|de\s{1,3}tipo|del\s{1,3}tipo|vom\s{1,3}typ)\s{1,3})?(?:open[\s-]?top|flat[\s-]?rack|high[\s-]?cube|reefer|hc|hq|dv|ot)$/iu
export const isContainerKind = (cargo: string) => CONTAINER_KIND.test(cargo)

/** The pattern above, for the test that keeps them bounded. */
export const CARGO_TRIM_PATTERNS: readonly RegExp[] = [
  PACKED_WORD,
  EXPLAINED,
  FROM_OURS,
  PACKING,
  PACKED_IN,
  LOOSE,
  MODE,
  TR_VERB,
  CONTAINING,
  CONTAINERS_OF,
  TR_SENDING_NOUN,
  CONTAINER_KIND,
  TR_PRICE,
]
