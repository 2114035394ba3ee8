/** The languages the intake understands and answers in, and which one a conversation is written in. */
import { foldAccents } from './quote-folding'

export type Language = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl' | 'pt' | 'cs' | 'tr'
export const LANGUAGES: readonly Language[] = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'cs', 'tr']

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  pt: 'Portuguese',
  cs: 'Czech',
  tr: 'Turkish',
}

// Short function words and the words of a freight request; a word shared by two languages counts for both.
const CUES: Readonly<Record<Language, string>> = {
  en: 'the and to from we need please quote ship shipping of for is our can you with next week would like hello hi thanks price shipment pick up by it what how much are will be cargo goods ready deliver tons pallets container price rate regards best dear truck approx around hi morning afternoon evening collection going monday tuesday wednesday thursday friday saturday sunday',
  de: 'der die das und nach von wir bitte ist ein eine einen mit für fuer brauche moin nächste nächsten woche ich brauchen benötigen angebot sendung ab bis hallo danke guten tag können sie ware waren ladung abholung lieferung kw ca es sind aus zum am anfrage grüße transport montag dienstag mittwoch donnerstag freitag samstag sonntag',
  es: 'el la los las y de desde para necesitamos necesito hola gracias envío envio cotización cotizacion semana próxima proxima mercancía mercancia con por favor una un que es del al queremos carga buenos días hasta hacia son lista a no sino tenemos buenas tardes recogida entrega fecha palets toneladas kilos quería presupuesto precio tarifa cuánto cuesta estimados saludos unos unas mover mandar contenedor pies listo salida perdón empresa aéreo marítimo mudamos mudanza tengo llevar lunes martes miércoles jueves viernes sábado domingo',
  fr: 'le la les et de depuis pour nous bonjour merci envoi devis semaine prochaine avec une un est du au des marchandise marchandises il vous votre besoin avons enlèvement livraison je voudrions souhaitons prêt prête tonnes palettes conteneur pieds prix tarif cotation cordialement madame monsieur camion environ souhaite faut serait voici pas sont bjr svp slt stp cdt bsr lundi mardi mercredi jeudi vendredi samedi dimanche prochain faudrait',
  it: 'il lo gli e da per con buongiorno ciao grazie spedizione preventivo settimana prossima un una di del della che è abbiamo bisogno merce ritiro consegna vorremmo carico dal dalla sono pronta pronto entro tonnellate bancali container piedi prezzo tariffa quotazione saluti cordiali buonasera vorrei dobbiamo spedire circa camion consegnare ritirare non ma salve cerchiamo trasportatore partenza destinazione potete quanto costa spedire vorrei servirebbe serve pesa tra anzi scusi richiesta ci trasferiamo devo spostare mandare trasloco lunedì martedì mercoledì giovedì venerdì sabato domenica',
  nl: 'de het een en van naar wij we graag hallo goedemorgen goedendag bedankt dank zending offerte week volgende met voor is ons onze uit vanuit hebben nodig lading levering ophalen moet zijn klaar graag willen ton pallets prijs tarief groeten vriendelijke beste mvg rond ongeveer vrachtwagen container kunnen jullie zou ik niet maar hoi wat kost kosten vervoerder zoeken vertrek bestemming weegt totaal dozen binnen laden prijsaanvraag maandag dinsdag woensdag donderdag vrijdag zaterdag zondag',
  pl: 'i z ze do w na dzień dobry dziękuję proszę wycena wycenę przesyłka tydzień przyszłym tygodniu jest mamy potrzebujemy się od towar ładunek załadunek rozładunek chcemy palet ton oraz gotowy gotowe dostawa tony palety cena stawka pozdrawiam pozdrawiamy witam kontener stóp około ciężarówka możemy chcielibyśmy prosimy przepraszam nie tylko czesc cześć ile kosztuje witam zapytanie prosimy wycenę wyceny około jutro palety tony szukamy przewoźnika waży razem możecie poniedziałek wtorek środa czwartek piątek sobota niedziela',
  pt: 'o a os as e de do da para olá ola oi frete vem que obrigado obrigada envio cotação cotacao semana próxima proxima com um uma é precisamos preciso mercadoria carga gostaríamos gostariamos bom dia por favor não até pronta toneladas paletes contentor contêiner pés preço frete cumprimentos atenciosamente caminhão camião cerca gostaria entrega recolha coleta mas quanto custa frete orçamento queria queremos vocês podem pesa procuramos transportadora origem destino paletes caixas solicitamos boa tarde mudar mudança preciso transportar gerador embarque recolha feira terça sábado domingo tudo bem vcs você pros pras peças peça fazem tá então também muito',
  cs: 'a z ze do v ve na dobrý den děkuji prosím nabídka nabídku zásilka týden příští je máme potřebujeme od zboží náklad nakládka vykládka chceme palet tun jsme připraveno dodání přeprava tuny palety kontejner cena sazba pozdravem zdravím kamion přibližně potřebovali bychom zítra nakládky ne ale dobry ahoj cenu koncem začátkem kolik stoji stojí preprava přepravu poptávka prosíme váží asi celkem hledáme dopravce můžete chceme poslat připraveno děkuji pondělí úterý středa čtvrtek pátek sobota neděle potřebuji dopravu cca',
  tr: 've bir için merhaba teşekkürler lütfen gönderi teklif hafta gelecek haftaya ile bu var ihtiyacımız yük ton palet kadar istiyoruz fiyat nakliye yükleme teslim tarihi mı mi göndermek hazır konteyner navlun saygılarımızla iyi günler kamyon yaklaşık tır adet değil ama slm selam mrb ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık sonu başı ortası yüklenir olacak lazım civarı pazartesi salı çarşamba perşembe cuma cumartesi pazar',
}
const WORDS = new Map<string, Language[]>()
// The accented cue words as typed without accents ("nakladka", "prosim", "proxima"), read only for a word typed so.
const UNACCENTED = new Map<string, Language[]>()
for (const language of LANGUAGES) {
  for (const word of CUES[language].split(' ')) {
    WORDS.set(word, [...(WORDS.get(word) ?? []), language])
    const plain = foldAccents(word)
    if (plain !== word) UNACCENTED.set(plain, [...(UNACCENTED.get(plain) ?? []), language])
  }
}
const cueLanguages = (word: string) => WORDS.get(word) ?? (foldAccents(word) === word ? UNACCENTED.get(word) : undefined) ?? []

// Letters that only some of the languages use, each worth two words.
const LETTERS: readonly [RegExp, Language[]][] = [
  [/[ßäÄ]/gu, ['de']],
  [/[üöÜÖ]/gu, ['de', 'tr']],
  [/[ýÝ]/gu, ['cs']],
  [/[ñ¿¡]/gu, ['es']],
  [/[ãõÃÕ]/gu, ['pt']],
  [/[łąęśźżńŁŚŻ]/gu, ['pl']],
  [/[řěůŘĚŮ]/gu, ['cs']],
  [/[ıışğŞĞİ]/gu, ['tr']],
  [/[èêëœÈ]/gu, ['fr']],
  [/[ìòÌÒ]/gu, ['it']],
  [/[A-Za-z]ij[a-z]/gu, ['nl']],
  // Turkish suffixes after a proper name: İstanbul'dan, Hamburg'a.
  [/\p{Lu}\p{Ll}{1,30}['’](?:dan|den|tan|ten|a|e|ya|ye|da|de|ta|te)(?!\p{L})/gu, ['tr']],
]

// Spellings typical of one language, each worth one word: compounds and endings a word list misses.
const SPELLINGS: readonly [RegExp, Language][] = [
  [/sch|(?:anfrage|ung|keit|heit|schaft|lich|isch)(?!\p{L})/gu, 'de'],
  [/ción|ñ/gu, 'es'],
  [/eau|(?:eux|aux|ée|ées)(?!\p{L})/gu, 'fr'],
  [/zione|zz|gli|cch|iamo(?!\p{L})/gu, 'it'],
  [/oe|aa|uu|(?:tje|je)(?!\p{L})/gu, 'nl'],
  [/cz|sz|rz|(?:ów|ać|ych)(?!\p{L})/gu, 'pl'],
  [/ção|ções|lh|nh/gu, 'pt'],
  [/(?:ní|ých|ého)(?!\p{L})/gu, 'cs'],
  [/(?:lar|ler|lık|lik)(?!\p{L})/gu, 'tr'],
]

/** Scores of one text per language: a cue word two (one when languages share it), a spelling one, a distinctive letter two. Linear in the text. */
export function languageScores(text: string): Record<Language, number> {
  const scores = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>
  for (const match of text.toLowerCase().matchAll(/\p{L}{1,40}/gu)) {
    const languages = cueLanguages(match[0])
    // A word only one language uses says more than one several share ("de", "a").
    for (const language of languages) scores[language] += languages.length === 1 ? 2 : 1
  }
  const lower = text.toLowerCase()
  for (const [pattern, language] of SPELLINGS) scores[language] += lower.match(pattern)?.length ?? 0
  for (const [pattern, languages] of LETTERS) {
    const count = text.match(pattern)?.length ?? 0
    for (const language of languages) scores[language] += 2 * count
  }
  return scores
}

/** The scores of the visitor's messages added up per language. */
export function languageTotals(messages: readonly string[]): Record<Language, number> {
  const total = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>
  for (const message of messages) {
    const scores = languageScores(message)
    for (const language of LANGUAGES) total[language] += scores[language]
  }
  return total
}

/** The language of the visitor's messages together (best total score), or null when no word or letter tells. */
export function detectedLanguage(messages: readonly string[]): Language | null {
  const total = languageTotals(messages)
  let best: Language = 'en'
  for (const language of LANGUAGES) if (total[language] > total[best]) best = language
  return total[best] > 0 ? best : null
}

/**
 * The language of a conversation: the best score over all of the visitor's messages together, so
 * a bare answer ("Hamburg", "OK") never switches it; English when nothing tells.
 */
export function conversationLanguage(messages: readonly string[]): Language {
  return detectedLanguage(messages) ?? 'en'
}
