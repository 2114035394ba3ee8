/** The cargo a message names, in the ten intake languages: "12 t of X", "Ware: X", "ship X from", "Wysyłka X", "X ihraç ediyoruz". */

import { MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { goodsStart, WRITE_DOWN } from './quote-cargo-asides'
import { listedCargo } from './quote-cargo-list'
import { namesPlace } from './quote-cargo-names'
import { holdingEnd, trimmedCargo } from './quote-cargo-trim'
import { CONTENT_LABELS, FINAL_VERBS, MADE_OF, MODE_ADJECTIVES, NATIONALITY, PACKING_MATERIALS, PRONOUNS, VERBS } from './quote-cargo-words'
import { accentsOptional, foldAccents, foldedPattern } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import {
  ARTICLES,
  CARGO_LABELS,
  CARGO_OF,
  CONTAINER_FEET,
  CONTAINER_WORDS,
  NOT_CARGO,
  PACKAGE_UNITS,
  STOP_WORDS,
  TRANSPORT_OF,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from './quote-lexicon'
import { isNegated } from './quote-negation'
import { namesNothing, weightOnly } from './quote-no-goods'
import { BOXES } from './quote-packing-material'
import { AND, HAND_MADE, OF, ORDER_OF } from './quote-phrase-joins'
import { phraseAt } from './quote-phrases'
import { turkishCasePlaceAt } from './quote-places-turkish'

// "Sendung: Ersatzteile …": a shipment's word is a label only with its colon; "put down …", "just put X rather than Y"; not "Data de carga:", a loading label.
const CARGO_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:just\s{1,3}|please\s{1,3})?put(?:\s{1,3}down)?(?=\s{1,3}\p{Ll}[\p{L}-]{2,30}\s[\s\S]{0,40}?(?:rather\s{1,3}than|instead\s{1,3}of|not\s{1,3}just))|put\s{1,3}down|(?<!(?:data|fecha|date|datum|lugar|local|porto|puerto|port|luogo|place|plaats|haven|dia|día|hora|zona|adres|adresse|endereço|morada|dirección|indirizzo)(?:\s{1,3}(?:de|da|di|do|of|van|del|du|della|la))?\s{1,3})(?:${CARGO_LABELS})\s{0,2}(?::|=|-|is|are|ist|sind|es|son|est|sont|c['’]est|ce\s{1,3}sont|è|sono|zijn|to|są|é|são|je|jsou|,?\s{0,2}${WRITE_DOWN})|(?:sendung|shipment|consignment|envío|envio|envoi|spedizione|zending|przesyłka|zásilka|remessa|sevkiyat|(?:mudanza|déménagement|trasloco|verhuizing|przeprowadzka|stěhování|mudança|umzug|removal)(?:\s{1,3}\p{Ll}{3,12})?)\s{0,2}:)\s{1,3}`,
  'giu',
)
// ("Náklad tvoří …", "the cargo consists of …", "die Ladung besteht aus …": a label, then a verb of being made of.)
const CONTENT_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${CONTENT_LABELS})\s{0,2}:?\s{1,3}(?:${MADE_OF}\s{1,3})?|(?<=(?:^|[.!?\n])\s{0,3})(?:Ürün|ürün|Urun|urun)\s{0,2}:?\s{1,3}|(?:the\s{1,3}|die\s{1,3}|de\s{1,3})?(?:cargo|load|goods|shipment|ladung|ware|lading|carga|chargement|marchandise|merce|ładunek|mercadoria)\s{1,3}${MADE_OF}\s{1,3})(?=\p{L})`,
  'giu',
)
// "Es geht um Ersatzteile", "jde o díly", a reply that starts with "são"/"sono" or a partitive ("du cognac"); "It is wool
// carpets, about 40 rolls": a sentence opening with "it is" names goods when a size follows its comma.
const CARGO_INTRO =
  /(?<![\p{L}])(?:(?:we\s{1,3}have|temos|tenemos|nous\s{1,3}avons|abbiamo|wir\s{1,3}haben|we\s{1,3}hebben|mamy|máme)(?=\s{1,3}[^,.;:!?\n\d]{3,50}?\s(?:ready|prontos|prontas|listos|listas|prêts|prêtes|pronti|pronte|fertig|klaar|gotowe|připravené)(?![\p{L}]))|es\s{1,3}geht\s{1,3}um|es\s{1,3}handelt\s{1,3}sich\s{1,3}um|il\s{1,3}s['’]agit\s{1,3}(?:de|d['’]|des|du)|se\s{1,3}trata\s{1,3}de|si\s{1,3}tratta\s{1,3}di|(?:het\s{1,3})?gaat\s{1,3}om|chodzi\s{1,3}o|trata-se\s{1,3}de|jde\s{1,3}o\s{1,3}(?:přepravu|prepravu|dopravu)\s{0,2}:|(?:poptávám|poptáváme|potřebujeme|potřebuji|zajistit|(?:nabídku|nabidku|poptávku)\s{1,3}na)\s{1,3}(?:přepravu|prepravu|dopravu)\s{0,2}[–:-]|jde\s{1,3}o|půjde\s{1,3}o|pujde\s{1,3}o|jedná\s{1,3}se\s{1,3}o|it(?:['’]s|\s{1,3}is)\s{1,3}about|(?:máme|mamy)\s{1,3}(?:k\s{1,3}(?:odvozu|převozu|přepravě|odeslání)|do\s{1,3}(?:przewiezienia|wysłania|przewozu|wysyłki))|do\s{1,3}(?:wysłania|przewiezienia|wysyłki)\s{1,3}(?:są|jest)|(?:mamy|máme)\s{1,3}(?:zlecenie|zakázku|zamówienie|objednávku)\s{1,3}na|(?:mamy|máme)(?!\s{1,3}(?:zleceni\p{L}{0,2}|zakázk\p{L}{0,2}|zamówieni\p{L}{0,2}|objednávk\p{L}{0,2}|poptávk\p{L}{0,2}|firm\p{L}{0,2}|biuro|kancelář|sklad|magazyn|klient\p{L}{0,2}|zákazník\p{L}{0,2})\s)(?=\s{1,3}[^,.;:!?\d]{3,60}?\s(?:z|ze|do)\s{1,3}(?-i:\p{Lu})))\s{0,3}|^\s{0,3}(?:(?:oui|yes|sí|si|ja|sim|tak|ano|evet),?\s{1,3})?(?:c\s{1,3}(?=(?:du|de\s{1,3}la|des)\s))?(?:(?:são|sono|son|sont|zijn|sind)(?!\s{1,3}(?:de|da|do|di|del|dal|dalla|van|uit|aus|von)\s)|du|de\s{1,3}la|de\s{1,3}l['’]|des|dei|degli|delle)\s{1,3}(?=\p{Ll})|[,;.!?]\s{1,3}(?:são|sao|sono|son|sont|zijn|sind|c['’]est\s{1,3}(?:du|de\s{1,3}la|des))\s{1,3}(?=\p{Ll})|^\s{0,3}(?:es|é|è)\s{1,3}(?!(?:de|del|da|do|di|dal|dalla|desde)\s)(?=\p{Ll})|^\s{0,3}(?:(?:(?:yes|yeah|yep|ok|okay|sure)[,.!]?\s{1,3})?it(?:['’]s|\s{1,3}is|s)(?:\s{1,3}an?)?|het\s{1,3}is\s{1,3}een|het\s{1,3}zijn|es\s{1,3}ist\s{1,3}eine?n?|es\s{1,3}sind|c['’]est\s{1,3}(?:une?|des|du|de\s{1,3}la)|ce\s{1,3}sont\s{1,3}des|es\s{1,3}una?|son\s{1,3}un[oa]s|è\s{1,3}una?|sono\s{1,3}(?:dei|delle|degli)|to\s{1,3}(?:jest|są|je|jsou|będą|budou)|(?:jsou|będą|budou)\s{1,3}to|je\s{1,3}to|é\s{1,3}uma?|são\s{1,3}(?:uns|umas))\s{1,3}(?=\p{Ll})|(?<=(?:^|[.!?])\s{0,3})(?:it['’]s|it\s{1,3}is|they['’]re|they\s{1,3}are)\s{1,3}(?!(?:an?\s{1,3}|the\s{1,3})?(?:full|part|partial|complete|whole|half|heavy|fragile|bulky|light|urgent|ready|fine)[\s,-])(?=[^,.!?\d]{3,60},\s{0,3}(?:(?:about|around|approx\.?|ca\.?|roughly|some)\s{1,3})?\d)(?=\p{Ll})|(?<=(?:^|[.!?])\s{0,3})(?-i:To)\s{1,3}(?=(?:\p{Ll}{2,30}\s{1,3})?\p{Ll}{0,20}[ąćęłńśźżěščřžůý])(?=\p{Ll})/giu
const CARGO_AFTER_TRANSPORT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${TRANSPORT_OF})(?:\s{1,3}(?:complet[oae]?|completa|compleet|full|komplett|${MODE_ADJECTIVES}))?\s{1,3}(?:of|de|di|van|des|du|d')|(?:ftl|ltl|komplettladung|teilladung|(?:komplett-?)?lkw|sattelzug|(?<=(?:une?|a)\s{1,3})semi)\s{1,3}(?:with|met|mit|avec|con|com|z|ze|s|se|de)|(?:een|eine|une|una|un)\s{1,3}(?:zending|sendung|lading|partij|partie)(?!\s{1,3}(?:bei|bij|at|with|from|van|von|de|for|voor|für|para|pour|per|naar|nach|to|aus|uit|ab)(?![\p{L}]))|wysyłka|wysyłkę|przewóz|přeprava|přepravu|(?:transportu|przewozu|dopravu)(?!\s{1,3}(?:drogow|morsk|lotnicz|kolejow|intermodal|chłodnicz|kamion|silnič|silnic|námořn|leteck|železnič|vlak|lodí|kontener|kontejner|ciężarów|cał|cel|tego|toho|z|ze|do|na|w|v|od)\p{L}{0,8}(?![\p{L}]))|do\s{1,3}(?:przewiezienia|wysłania|przewozu))\s{1,3}(?=\p{Ll})`,
  'giu',
)
// "transport for a used crane", "cotation pour du tissu", "preventivo per mobili", "a price on Turkish cotton towels", "devis : des
// radiateurs", "teklif istiyorum: dokuma tezgahı": a request for transport or a price, then the goods in lower case (never a place or a number).
const NATIONALITY_FIRST = new RegExp(String.raw`^${NATIONALITY}\s`, 'u')
const CARGO_AFTER_REQUEST = new RegExp(
  String.raw`(?<![\p{L}])(?:transport|groupage|grupaje|cami[óo]n|camião|transporter|transporteur|transporte|trasporto|vervoer|transportu|frete|freight|(?:zee|lucht)?vracht|(?:see|luft)?fracht|shipping|quote|quotation|rate|price|offer|cotation|devis|offre|tarif|presupuesto|cotización|preventivo|quotazione|offerta|offerte|(?-i:angebot|anfrage|preis)|prijs|wycena|wycenę|ceny|cenę|orçamento|cotação|nabídku|nabídka|cenu|teklif|fiyat|prix|stawki|stawkę|stawka|preço|preco|precio|prezzo|sazbu|sazba|poptávka|poptávku|poptavka|poptavku|zapytanie|tarifa|tariff|tarief|flete|ile|kolik|how\s{1,3}much|hoeveel|wie\s{1,3}viel)(?:\s{1,3}(?:${MODE_ADJECTIVES}))?(?:\s{1,3}(?:aanvragen|opvragen|anfragen|needed|wanted|please|pls|request|urgently|graag|nodig|nötig|necesario|nécessaire|necessario|istiyorum|rica\s{1,3}ediyoruz|rica\s{1,3}ediyorum|lazım|prosím|proszę|bitte|svp|urgente))?(?:\s{1,3}(?:for|on|für|fuer|pour|pr|para|per|voor|dla|de|na|za)|\s{0,2}:|\s{1,3}(?:camion|cami[óo]n|cami[ãa]o|truck|lkw)\s{1,3}(?:complet|completo|entier|ftl)(?=\s{1,3}(?!(?:de|du|des|d['’]|von|from|van|da|dal)\s)\p{Ll}))\s{1,3}(?:(?:a|an|some|our|des|du|de\s{1,3}la|de\s{1,3}l['’]|une|un|una|uno|unos|unas|um|uma|een|nos|nuestros|i\s{1,3}nostri|mein\p{L}{0,2}|unser\p{L}{0,2}|ihr\p{L}{0,2})\s{1,3})?(?:(?:lcl|fcl|ftl|ltl)\s{1,3}[-–:]\s{1,3})?(?=\p{Ll}|${NATIONALITY}\s{1,3}\p{Ll})`,
  'giu',
)
// German nouns take a capital: "eine Anfrage für Windkraft-Ersatzteile", "Angebot für gebrauchte Gabelstapler", "Anfrage: Möbel",
// "Anfrage Stahlträger, 14 t", and a load of them: "ein Sattelzug Weihnachtsbäume".
const CARGO_AFTER_GERMAN_REQUEST =
  /(?<![\p{L}])(?:(?:[Ss]endung|[Ll]adung)\s{1,3}(?=\p{Lu}\p{Ll}{2,30}\s{1,3}(?:von|aus|ab|nach)\s)|(?:[Kk]omplett|[Tt]eil|[Ww]agen)ladung\s{1,3}(?=\p{Lu}\p{Ll}{2,30}(?:[\s,]|$))|(?:[Tt]ransport|[Vv]ersand|[Bb]eförderung)\s{1,3}von\s{1,3}(?=\p{Lu})|(?:[Ee]in|[Ee]inen|[Ee]ine)\s{1,3}(?:Sattelzug|LKW|Lkw|Lastzug|Container|Kühlcontainer|Kühl-LKW|Kühlauflieger|Komplettladung|Teilladung|Wagenladung|(?:LKW|Lkw|Sattelzug|Container)-?[Ll]adung)\s{1,3}(?=\p{Lu})|[Aa]nfrage\s{1,3}(?=\p{Lu}\p{Ll}{2,30}\s{0,2},)|(?:[Aa]nfrage|[Aa]ngebot|(?:[Ff]racht)?[Pp]reis(?:anfrage)?|[Tt]ransport(?:anfrage)?|[Ss]pediteur|[Ss]pedition|(?:[Ss]ee|[Ll]uft|[Bb]ahn)?[Ff]racht)(?:\s{1,3}bitte)?(?:\s{1,3}(?:LKW-|Lkw-)?(?:Teil|Komplett|Sammel)?(?:ladung|Ladung|gut|Gut)(?=\s{0,2}:))?(?:\s{1,3}f(?:ü|ue|u)r|\s{0,2}:)\s{1,3}(?:(?:ein|eine|einen|['’]?ne|['’]?nen|unsere?n?|mein\p{L}{0,2}|ihr\p{L}{0,2}|die|den|das)\s{1,3})?(?:(?:LKW|Lkw|Sattelzug|Container|Komplett|Teil|Wagen)-?[Ll]adung\s{1,3})?(?=\p{Lu}|gebraucht|neu))/gu
const PACKING_MATERIAL = new RegExp(`^(?:${PACKING_MATERIALS})$`, 'iu')
const SERVICE_OF =
  /^(?:(?:sea|air|road|ocean)\s{1,3})?(?:frete|flete|fret|freight|transport\p{L}{0,3}|trasporto|shipment|envío|envio|envoi|spedizione|(?:l['’])?enl[èe]vement|ritiro|recogida|recolha|collection)(?:\s{1,3}(?:marítimo|maritimo|maritime|marittimo|aéreo|aereo|aérien|aerien|terrestre|rodoviário|ferroviario|routier|stradale))?\s{1,3}(?:de|do|da|of|di|del|du|van|von)\s{1,3}(?:(?:deux|trois|quatre|two|three|due|tre|dos|tres|dois|duas)\s{1,3})?(?=\p{L})/iu
export const SERVICE =
  /^(?:(?:lodn[íi]|n[áa]mo[řr]n[íi]|leteckou|silni[čc]n[íi]|kamionovou|sea|air|road|ocean|rail)\s{1,3})?(?:part[\s-]{1,3}loads?|full[\s-]{1,3}(?:truck)?loads?|groupage|grupagem|grupaje|consolidation|transport\p{L}{0,3}|trasport\p{L}{0,3}|vervoer|doprav\p{L}{0,2}|p[řr]eprav\p{L}{0,2}|převoz\p{L}{0,2}|prevoz\p{L}{0,2}|przew\p{L}{0,4}|freight|vracht|shipping|delivery|trucking|truck|camion|lkw|kamion\p{L}{0,2}|frete|flete|fret|nakliye|taşıma|tasima|t[ıi]r|parsiyel|kamyon)(?![\p{L}])/iu
// "1x20 cidre brut", "2x40HC sklejka": the containers' shorthand, a count, "x", a size and maybe a kind.
const CONTAINER_SHORTHAND = String.raw`(?<![\d.,])\d{1,2}\s{0,2}[x×]\s{0,2}(?:20|40|45)(?:\s{0,2}(?:${CONTAINER_FEET}))?(?:\s{0,2}(?:hc|hq|dv|dc|gp|rf|reefer|dry|(?:high|hoch)[\s-]?cube))?(?:\s{1,3}(?:koel|kühl)?(?:${CONTAINER_WORDS}))?`
const CARGO_AFTER_QUANTITY = new RegExp(
  String.raw`(?:${CONTAINER_SHORTHAND}|(?:${CONTAINER_WORDS})\s{1,3}(?:(?:refrigerados?|frigor[íi]ficos?|refrigerated|réfrigérés?|refrigerat[oi]|reefer)\s{1,3})?(?:(?:da|de|di|of|van)\s{1,3})?(?:20|40|45)(?!\s{0,2}(?:${CONTAINER_FEET}|hc|hq))(?:\s{1,3}(?:reefer|rf|dry|dv|gp))?|(?<![\d.,])\d[\d.,]{0,12}\s{0,3}(?:${WEIGHT_UNITS}|${VOLUME_UNITS}|${PACKAGE_UNITS})|(?<![\d.,])\d{1,2}\s{1,3}(?:adet\s{1,3})?(?:${CONTAINER_WORDS})(?!\s{1,3}(?:refrigera|frigor|réfrigér|reefer|koel|kühl|chłodn|chladic|frigorifik|dry|seco|high|hc|hq|open|flat|(?:de|da|di|of|van)\s{1,3}\d|\d))|(?:20|40|45)[\s-]{0,2}(?:${CONTAINER_FEET}|hc|hq)(?:\s{0,3}(?:hc|hq|high[\s-]?cube|reefer|rf|dv|gp|dry|box|open[\s-]?top|flat[\s-]?rack))?(?:[\s-]{1,3}(?:containers?|container|contenedor(?:es)?|conteneurs?|kontener(?:y)?|kontejner(?:y)?|konteyner))?)(?![\p{L}\d])(?:\s{1,3}[-–]\s{1,3}|\s{1,3})(?:(${CARGO_OF})\s{1,3}|(d['’]|de\s{1,3}l['’])|(?:per|for|para|pour|voor|für)\s{1,3}|(?:containing|contenant|contenenti|contenente|conteniendo|contendo|enthaltend|obsahující|zawierające)\s{1,3}(?:(?:des|de|du|d['’]|les|di|dei|delle)\s{1,3})?)?`,
  'giu',
)
const CARGO_AFTER_VERB = new RegExp(
  String.raw`(?<![\p{L}])(?:${VERBS})\s{1,3}(?!(?:${MODE_ADJECTIVES})(?![\p{L}]))(?:\d{1,3}\s{1,3})?(?:(?:some|our|my|a|an|the|a\s{1,3}few|several|nuestros|nuestras|unos|unas|nos|des|du|del|della|dei|degli|delle|une|un|le|la|les|una|uno|il|lo|i\s{1,3}nostri|onze|een|het|de|nasze|nossos|nossas|um|uma|o|naše)\s{1,3})?(?=\p{L}[\p{L}'’ -]{0,60}?(?:\s(?:from|to|von|aus|nach|de|desde|a|à|depuis|vers|da|dal|per|van|uit|naar|z|ze|do|para|od)\s|[.!?]?\s{0,3}$|,\s{0,3}(?:\p{L}{2,12}\s{1,3}){0,2}\d|\s{1,3}\())`,
  'giu',
)
// "tengo neumaticos usados para Constanza": "we have", then at most three words of goods and where they go ("tengo azulejos
// de Castellón para exportar": or the place they are named after and the sending); or goods and their packing ("máme chmel v balících").
// Turkish "Bursa'dan Novi Sad'a otomotiv yedek parçası": the goods right after the destination's case ending (or the origin's and a comma).
const CARGO_AFTER_TURKISH_LANE =
  /(?<![\p{L}])\p{L}{2,30}['’](?:(?:a|e|ya|ye|na|ne)(?:\s{1,3}(?:gidecek|gider|gidiyor),)?,?|(?:dan|den|tan|ten),)\s{1,3}(?=\p{Ll})/gu
// A verb, a question or an export word in it makes the phrase a sentence ("nakliye yapıyor musunuz", "fındık ihraç"); so does the way ("kara yoluyla").
const TURKISH_VERBISH = foldedPattern(
  /(?:yor|yoruz|musunuz|misiniz|mesi|ması|meli|malı|ecek|acak|ebilir|abilir|ihraç|ithal|nakliye|yoluyla|yolu)(?![\p{L}])/u,
)
// Read apart from the cues (which are read case-blind): the name after "para" must start with a capital.
// German nouns keep their capital: "wir haben Emmentaler in Laiben, 11 Paletten", "Wir möchten Lemberger Rotwein auf 10 Paletten, …".
const CARGO_AFTER_GERMAN_HAVE = accentsOptional(
  /(?<![\p{L}])[Ww]ir\s{1,3}(?:haben|hätten|möchten|wollen|müssen|würden\s{1,3}gerne)\s{1,3}(?=\p{Lu}\p{Ll}{2,30}(?:\s{1,3}\p{Lu}\p{Ll}{2,30})?(?:\s{1,3}(?:in|auf)\s{1,3}(?:\p{Lu}\p{Ll}{2,30}|\d{1,4}\s{1,3}\p{Lu}\p{Ll}{2,30}))?(?:\s{0,2},\s{0,3}(?:(?:ca\.|circa|etwa|ungefähr)\s{0,2})?\d|\s{1,3}(?:für|nach|von|aus|ab)\s))/gu,
)
const CARGO_AFTER_HAVE =
  /(?<![\p{L}])(?:[Tt]engo|[Tt]enemos|[Aa]bbiamo|[Tt]emos|[Tt]enho|[Mm]amy|[Mm]am|[Mm][áa]me|[Ww]ir\s{1,3}haben|[Ww]e\s{1,3}have|[Ww]i?j\s{1,3}hebben|[Ww]e\s{1,3}hebben|[Ww]e['’]ve\s{1,3}got|(?:[Nn]ous\s{1,3}avons|[Jj]['’]ai)(?!\s{1,3}\p{Ll}{2,20}(?:é|ée|és|ées)\s))\s{1,3}(?=(?:(?:\p{Lu}\p{Ll}{2,30}\s){1,2}(?=\p{Ll}))?\p{Ll}[\p{L}'’-]{1,30}(?:(?:\s\p{Ll}[\p{L}'’-]{1,30}){0,2}\s(?:para|for|to|per|nach|dla|pro|do|pour|naar|a|coming\s{1,3}(?:out\s{1,3})?(?:of|from)|from|ex|aus|uit|vanuit|desde|z|ze|od)\s{1,3}\p{Lu}|(?:\s\p{Ll}[\p{L}'’-]{1,30})?\s(?:de|di|du|da|do)\s\p{Lu}[\p{L}'’-]{1,30}\s(?:para|per|pour|to|for)\s{1,3}(?:enviar|exportar|mandar|spedire|esportare|envoyer|expédier|exporter|ship|send|export|\p{Lu})|\s(?:v|w|in|en|em|im)\s\p{Ll}{3,20}[.!]?\s{0,3}$|(?:\s\p{Ll}[\p{L}'’-]{1,30})?\s{0,2},\s{0,3}\d|(?:\s\p{Ll}[\p{L}'’-]{1,30}){1,3}\s{0,2},[^.!?\n]{0,60}?\d|(?:\s\p{Ll}[\p{L}'’-]{1,30}){0,2}\s(?:do\s{1,3}(?:wys[łl]ania|wys[łl]a[ćc]|przewiezienia|przewozu)|k\s{1,3}(?:odesl[áa]n[íi]|p[řr]eprav[ěe]))(?![\p{L}])|(?:\s\p{Ll}[\p{L}'’-]{1,30}){0,2}\s(?:para|per|pour|to)\s{1,3}(?:enviar|exportar|mandar|spedire|esportare|envoyer|expédier|ship|send|export)\s{1,3}(?:de|da|from|dalla|depuis|desde)\s{1,3}\p{Lu}|(?:\s\p{Ll}[\p{L}'’-]{1,30}){0,2}\s(?:in|en|em|w|v|na|op|auf|su)\s{1,3}\d{1,4}\s{1,3}(?:drums?|barrels?|pallets?|boxes|crates|cartons|bags|sacks|ibcs?|bidones|palets?|paletten|palettes|bancali|sacos|fûts|fässer|beczkach|sudech)(?![\p{L}])|(?:\s\p{Ll}[\p{L}'’-]{1,30}){0,2}\s(?:for|para|pour|per|für|voor|dla|pro)\s{1,3}(?:(?:a|an|un|une|uno|una|um|uma|einen|een|our|nuestro|notre|nostro|nosso|naszego|našeho)\s{1,3})?(?:customers?|clients?|clientes?|kunden?|klanten?|klienta|z[áa]kazn[íi]ka|odb[ěe]ratele|export|exportaci[óo]n|exporta[çc][ãa]o|exportation|esportazione|eksport|v[ýy]voz)(?![\p{L}])))/gu
// Verb-final German and Dutch: "einen Bagger von München nach...", "een graafmachine van Zwolle naar...".
const CARGO_BEFORE_FROM =
  /(?<![\p{L}])(?:ein|eine|einen|een|unsere|onze)\s{1,3}(?!(?:spediteur|transporteur|frachtführer|vervoerder|expediteur|anbieter|partner|frage|anfrage|vraag|offerte|angebot|preis|prijs|auftrag|opdracht|zeecontainer|container|lkw|vrachtwagen|deel|teil)(?![\p{L}]))(?:(?:(?:kleine|große|grosse|größere|grössere|weitere|neue|kleinere|grote|nieuwe)\s{1,3})?(?:teilladung|komplettladung|sendung|partie|lading|zending|deelzending|deellading)\s{1,3})?(?=\p{L}[\p{L}'’ -]{0,40}?\s(?:von|van|from|vanuit|aus|uit|naar|nach)\s{1,3}\p{L})|^\s{0,3}(?:una|un|uno|une|um|uma|unos|unas|des|dei|delle)\s{1,3}(?=\p{Ll}[\p{L}'’ -]{0,40}?\s(?:de|desde|da|dal|du|depuis|dalla)\s{1,3}\p{L})/giu
// The object before a final verb: "kuru meyve ihraç ediyoruz", "een heftruck laten vervoeren", "une machine à transporter".
const CARGO_BEFORE_FINAL_VERB = new RegExp(String.raw`(?<![\p{L}'’])((?:\p{L}{2,30}\s{1,3}){1,5}?)(?:${FINAL_VERBS})(?![\p{L}])`, 'gu')
const FOLDED_BEFORE_FINAL_VERB = foldedPattern(CARGO_BEFORE_FINAL_VERB)
const MODALS =
  /^(?:haben|habe|hebben|heb|have|avons|abbiamo|tenemos|tengo|temos|tenho|mamy|máme|müssen|möchten|wollen|moet|moeten|willen|wil|dobbiamo|devo|mam|muszę|musimy|potřebuji|potřebujeme|ai|ha|j'ai|kunnen|kunt|können|könnt|can|could|une|un|een|ein|eine|einen|bir)$/u
const cannotBeCargo = (l: string) => STOP_WORDS.has(l) || ARTICLES.has(l) || NOT_CARGO.has(l) || PRONOUNS.has(l) || MODALS.test(l)
// "zwei 40' High Cube", "it's a full trailer": the container's or the truck's kind is no goods.
const EQUIPMENT =
  /^(?:high[\s-]?cube|open[\s-]?top|flat[\s-]?rack|reefer|dry\s{1,3}van|(?:komplett|teil)?-?lkw|sattelzug|lastzug|(?:(?:full|part|complete)\s{1,3})?(?:trailer|truck|truckload)|(?:cisterna|citerne|cysterna|tankwagen|tanker)(?:\s{1,3}(?:completa|compl[eè]te|komplett|pełna|plná))?)$/iu
const INCOTERM_FIRST = /^(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|EUR|EPAL)(?![\p{L}])/u
export const CARGO = { max: 6, rejectFirst: NOT_CARGO, stopBeforeName: true, joinAnd: true }

// "C'est pour du Champagne, de Reims vers Montréal", "pour du carton": after "pour" a partitive names the goods.
const CARGO_PARTITIVE_NAME = /(?<![\p{L}])(?:c['’]est\s{1,3}pour|pour)\s{1,3}(?:du|de\s{1,3}la|des)\s{1,3}(?=\p{L}{3})/giu
const CUES = [
  CARGO_LABEL,
  CONTENT_LABEL,
  CARGO_INTRO,
  CARGO_PARTITIVE_NAME,
  CARGO_AFTER_QUANTITY,
  CARGO_AFTER_TRANSPORT,
  CARGO_AFTER_VERB,
  CARGO_BEFORE_FROM,
  CARGO_AFTER_REQUEST,
  CARGO_AFTER_GERMAN_REQUEST,
]
// "chcemy wyslac meble", "potrebuju prevezt cukr": the cues read with or without accents, in one pass over the folded text.
const FOLDED_CUES = CUES.map(foldedPattern)

/**
 * The goods after the first cue found in `searched` (`text` or its folding, position for position), cut from `text`;
 * `kinds` are the cues as written (the folded ones are other objects).
 */
function cargoAfterCue(text: string, searched: string, cues: readonly RegExp[], kinds = cues): string | undefined {
  for (const [i, pattern] of cues.entries()) {
    const kind = kinds[i]
    for (const match of searched.matchAll(pattern)) {
      const index = match.index + match[0].length
      if (isNegated(searched, match.index, index)) continue
      // "cotar um frete de café verde": the service and its "of" before the goods are no part of them.
      const cargo = phraseAt(text.slice(index + goodsStart(text.slice(index, index + 120)), index + 300), CARGO)?.replace(SERVICE_OF, '')
      const afterQuantity = kind === CARGO_AFTER_QUANTITY // without "of", one short word after it is too weak ("500 kg brutto")
      // ("4 caisses bois", "6 Kisten Holz": without "of" the word after the packing is what the packing is made of.)
      const bare = afterQuantity && !match[1] && !match[2]
      // ("6 Kisten Holz mit Ersatzteilen", "3 caisses en bois contenant une presse": then the goods are what the packing holds.)
      const held = bare && BOXES.test(match[0]) ? holdingEnd(text.slice(index, index + 300)) : 0
      const material = held > 0 || (bare && BOXES.test(match[0]) && PACKING_MATERIAL.test(cargo ?? ''))
      if (held > 0) {
        const inside = phraseAt(text.slice(index + held, index + 300), CARGO)
        if (inside && !knownPlace(inside) && !namesNothing(inside)) return specified(text, index + held, inside)
      }
      if (!cargo || cargo.length < (bare ? 3 : 2) || material || INCOTERM_FIRST.test(cargo)) continue
      // "1x40ft Shanghai -> Felixstowe", "envío de Santander a Nueva York", "z Plzně": a place, a lane, a preposition.
      if (namesPlace(cargo) || STOP_WORDS.has(cargo.toLowerCase()) || weightOnly(match, text)) continue
      if (EQUIPMENT.test(cargo) || namesNothing(cargo)) continue
      // "a quote for transport", "cenu za dopravu": a service is no goods.
      if ((kind === CARGO_AFTER_REQUEST || kind === CARGO_AFTER_GERMAN_REQUEST || kind === CARGO_BEFORE_FROM) && SERVICE.test(cargo))
        continue
      // "Teklif: Kırklareli …": after a request (read case-blind), a capital opens a name, not goods.
      // ("transport for Marshall amplifiers": a brand the gazetteer does not know, before goods in lower case, opens them.)
      if (kind === CARGO_AFTER_REQUEST && !/^\p{Ll}/u.test(cargo) && !NATIONALITY_FIRST.test(cargo) && !brandFirst(cargo)) continue
      if (kind === CARGO_AFTER_TURKISH_LANE && TURKISH_VERBISH.test(foldAccents(cargo))) continue
      return specified(text, index, cargo)
    }
  }
  return undefined
}

const BRAND_FIRST = /^(\p{Lu}\p{Ll}{2,20})\s\p{Ll}{3,}/u
const brandFirst = (cargo: string) => {
  const brand = BRAND_FIRST.exec(cargo)?.[1]
  return brand !== undefined && !knownPlace(brand) && !NOT_CARGO.has(brand.toLowerCase()) && !DATE_NAME.test(brand)
}
const DATE_NAME = new RegExp(`^(?:${MONTHS_FULL}|${WEEKDAYS})$`, 'iu')
// "przewóz mebli: meble tapicerowane": goods named, then a colon and the goods in more words.
const THEN_COLON = /^\s{0,2}:\s{1,3}(?=\p{Ll})/u
const specified = (text: string, index: number, cargo: string) => {
  const at = text.indexOf(cargo, index)
  const colon = at < 0 ? null : THEN_COLON.exec(text.slice(at + cargo.length, at + cargo.length + 6))
  const more = colon ? phraseAt(text.slice(at + cargo.length + colon[0].length, at + cargo.length + 200), CARGO) : undefined
  return more && !knownPlace(more) && !namesNothing(more) ? more : cargo
}

/** The first cargo phrase a cue introduces and that is not negated; undefined when none does. */
export function cargoIn(text: string): string | undefined {
  const cargo =
    cargoAfterCue(text, foldAccents(text), FOLDED_CUES, CUES) ??
    cargoAfterCue(text, text, [CARGO_AFTER_HAVE, CARGO_AFTER_GERMAN_HAVE, CARGO_AFTER_TURKISH_LANE])
  if (cargo) return cargo
  // (Searched without accents, cut from the text as written: "kuru kayisi gonderecegiz".)
  for (const found of foldAccents(text).matchAll(FOLDED_BEFORE_FINAL_VERB)) {
    const match = [found[0], text.slice(found.index, found.index + found[1]!.length)] as const
    // "Sauerkraut in Fässern zu verschicken": the purpose's "zu" and the packing go before the goods are cut out.
    const words = trimmedCargo(match[1]!.trim().replace(/\s{1,3}(?:zu|te)$/u, '')).split(/\s{1,3}/)
    // The words after the last one that cannot be cargo ("Wir müssen Messestände"); "and" or "of" between goods stays ("havlu ve
    // bornoz", "moldes de injeção para enviar").
    const cut = words.findLastIndex((w, i) => {
      const l = w.toLowerCase()
      if (AND.has(l) && i > 0 && i < words.length - 1) return false
      const before = words[i - 1]?.toLowerCase() ?? ''
      if (OF.has(l) && /^\p{Ll}/u.test(words[i + 1] ?? '') && !cannotBeCargo(before) && !ORDER_OF.has(before)) return false
      if (l === 'el' && HAND_MADE.test(words[i + 1] ?? '')) return false // "el yapımı" (hand made): no Spanish article
      return cannotBeCargo(l) || turkishCasePlaceAt(words, i, text)
    })
    const cargo = words.slice(cut + 1)
    // "taşıma için fiyat": a service is no goods; "mercancía en Bilbao para enviar": nor is where they are.
    // ("Malatya kayısısı için fiyat": a town before the noun names the goods' kind.)
    const placed = /^\p{Lu}/u.test(cargo.at(-1) ?? '') && knownPlace(cargo.at(-1)!) !== undefined
    if (cargo.length > 0 && !cargo.some((w) => /['’]/.test(w)) && !SERVICE.test(cargo.join(' ')) && !placed) return cargo.join(' ')
  }
  return listedCargo(text)
}

/** Every pattern above, for the test that keeps them bounded. */
export const CARGO_PATTERNS: readonly RegExp[] = [
  ...CUES,
  CARGO_AFTER_HAVE,
  CARGO_AFTER_GERMAN_HAVE,
  CARGO_AFTER_TURKISH_LANE,
  TURKISH_VERBISH,
  CARGO_BEFORE_FINAL_VERB,
  SERVICE,
  SERVICE_OF,
  PACKING_MATERIAL,
  BOXES,
  EQUIPMENT,
]
