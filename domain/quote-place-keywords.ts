/** The keywords before a place that say which end it is, in the ten intake languages ("from", "Zielhafen", "enlèvement … à"). */
import { accentsOptional } from './quote-folding'
import { knownPlace } from './quote-gazetteer'

// ("the origin should be Shanghai", "Ziel sollte Graz sein": what it should be, said after the label.)
const SHOULD_BE = String.raw`(?:should|must|has\s{1,3}to|needs\s{1,3}to|would)\s{1,3}be|sollte|soll|muss|debería\s{1,3}ser|debe\s{1,3}ser|devrait\s{1,3}être|doit\s{1,3}être|dovrebbe\s{1,3}essere|deve\s{1,3}essere|moet|zou\s{1,3}moeten\s{1,3}zijn|powinien\s{1,3}być|powinno\s{1,3}być|ma\s{1,3}być|deveria\s{1,3}ser|deve\s{1,3}ser|má\s{1,3}být|by\s{1,3}měl\s{1,3}být`
// ("o destino certo é Punta del Este": the right one, said after the label.)
const LABEL = String.raw`(?:\s{1,3}(?:certo|correto|correcto|correct|right|richtige?|giusta|juiste|właściwy|správný|doğru|exact[oa]?|exacte|exakte?|esatt[oa]|exat[oa]|final|finale|dokładny|přesný))?(?:\s{0,2}(?:is|ist|es|est|è|é|je|jest|:|=|-|${SHOULD_BE}))?\s{1,3}`
// "ze staan in Dronten", "die Maschinen stehen (hier bei uns) in Wels", "se trouvent à Reims", "they're at port of
// Savannah": where things stand (said in the plural, as of goods, not of a site or a customer) is where they are picked up.
const GOODS_STAND = String.raw`(?:(?:staan|staat|liggen|ligt|stehen|steht|liegen|liegt|lagern|lagert|stoją|stoi|leżą|leży|se\s{1,3}trouve(?:nt)?|se\s{1,3}encuentran?|si\s{1,3}trova(?:no)?|se\s{1,3}encontram?|encontram-se)(?:\s{1,3}(?:hier|noch|aktuell|derzeit|nog|hier\s{1,3}bei\s{1,3}uns|bei\s{1,3}uns|hier\s{1,3}bij\s{1,3}ons|bij\s{1,3}ons))?\s{1,3}(?:in|im|bij|te|w|we|à|au|en|a|em|no|na)|(?:they|it)(?:['’]re|['’]s|\s{1,3}are|\s{1,3}is)\s{1,3}(?:(?:still|currently|sitting|stored|waiting)\s{1,3}){0,2}(?:at|in)(?:\s{1,3}(?:our|the|a|their)\s{1,3}\p{Ll}{3,20}\s{1,3}(?:in|at))?)`
// "dodavatel je v Ningbo", "our supplier is in Shenzhen", "der Hersteller sitzt in Brno": where the goods are made ("le
// fournisseur a pris du retard": "a" or "à" only before a capital).
const SUPPLIER_IN = String.raw`(?:supplier|manufacturer|factory|lieferant|hersteller|fournisseur|fabricant|proveedor|fabricante|fornitore|produttore|leverancier|fabrikant|dostawca|producent|fornecedor|dodavatel|výrobce|cantina|fabbrica|stabilimento)(?:\s{1,3}(?:is|ist|sitzt|est|está|es|è|(?<=(?:cantina|fabbrica|stabilimento)\s{1,3})e|zit|jest|je|é|fica|se\s{1,3}trouve|si\s{1,3}trova|se\s{1,3}encuentra))?\s{1,3}(?:in|en|[àa](?=\s{1,3}(?-i:\p{Lu}))|w|we|v|ve|em|no|na|nel|bei|im|at)`
// "prêtes à Reims", "ready at our plant in Leeds", "prontos na nossa fábrica em …": where the goods are ready is where they leave.
// "la merce parte dal nostro stabilimento di Castel Goffredo", "a shipment out of our plant in Ebbw Vale": our own site.
const OUR_SITE_FROM = String.raw`(?:(?:parte|partono|sale|salen|sai|saem|part|partent)\s{1,3}(?:dal|dalla|del|de\s{1,3}la|da|do|de)\s{1,3}(?:(?:nostro|nostra|nuestro|nuestra|nosso|nossa|notre)\s{1,3})?(?-i:\p{Ll}{3,20})\s{1,3}(?:di|de|en|em|a|in|à)|(?:out\s{1,3}of|from)\s{1,3}(?:our|their|the|a)\s{1,3}(?:(?:supplier|manufacturer|customer|client)['’]s\s{1,3})?(?:plant|factory|warehouse|depot|site|yard|mill|works|facility)\s{1,3}(?:in|at))`
const READY_AT = String.raw`(?:ready|prontos|prontas|listos|listas|prêts|prêtes|pronti|pronte|fertig|klaar|gotowe|připravené)\s{1,3}(?:at|in|à|au|en|na|no|em|w|we|v|ve|bij|nel|nella|im|bei)`
// "tenemos 9 cajas de repuestos en Martorell", "abbiamo 9 casse di ricambi a Verona": a counted lot the sender has somewhere.
const HAVE_AT = String.raw`(?:we\s{1,3}have|wir\s{1,3}haben|tenemos|temos|nous\s{1,3}avons|abbiamo|we\s{1,3}hebben|mamy|máme)\s{1,3}\d[\d.,]{0,8}\s{1,3}(?:(?!\s(?:to|para|pra|pour|per|nach|naar|do|for|für|voor|dla|pro|zu|an|k|ke|ve|que|qui|che|which|that|die|der|das|które|který|hay)\s)[^,.;:!?\n\d]){2,50}?\s(?:in|en|à|a|w|we|v|ve|em|no|na|bij|te|at|im)`
export const STRONG_FROM = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:(?:${READY_AT}|${HAVE_AT}|${OUR_SITE_FROM})(?=\s{1,3}(?-i:\p{Lu}))|d[ée]part\s{1,3}se\s{1,3}fait\s{1,3}(?:de|du|à|au)|(?:(?:part|partent)\s{1,3})?de\s{1,3}chez\s{1,3}nous\s{1,3}(?:à|au|en)|(?:abholung|verladung|ladung)\s{1,3}bei\s{1,3}(?:uns\s{1,3}(?:im\s{1,3}(?:werk|lager|standort)|in)|(?:unserer|unserem|unseren|dem|der|einem|einer)\s{1,3}[\p{L}-]{3,30}\s{1,3}in)|(?:ab|aus|von)\s{1,3}(?:unserem|unserer|dem|der)\s{1,3}(?:werk|lager|standort|zentrallager|betrieb|hauptwerk)\s{1,3}(?=(?-i:\p{Lu}))|coming\s{1,3}(?:out\s{1,3})?(?:of|from)|(?:vinda|vindo|vindas|vindos|procedente|proveniente|provenant|importar|importer|importare|import|importing)\s{1,3}(?:de|do|da|dos|das|del|dal|dalla|du|des|from)(?=\s{1,3}(?-i:\p{Lu}))|(?:nakládáme|nakladame|naložíme|nakládá\s{1,3}se|ładujemy|ladujemy|załadujemy|cargamos|chargeons|carregamos|yüklüyoruz)(?:\s{1,3}(?:to|je|go|ho|towar))?(?:\s{1,3}u\s{1,3}(?:nás|nas|siebie))?(?:\s{1,3}na\s{1,3}(?:terminálu|terminalu))?\s{1,3}(?:v|ve|w|we|en|a|à|em|in|au)|frm|from|out\s{1,3}of|a\s{1,3}partir\s{1,3}de|(?:sale|salen|sai|saem|saindo|saliendo|part|partent|partant|parte|partono|partendo|vertrekt|vertrekken|leaves|leaving)\s{1,3}(?:de|desde|da|do|dos|das|del|dal|dalla|du|van|vanuit|uit|from)(?:\s{1,3}(?:porto|puerto|port|haven)\s{1,3}(?:de|di|of|du|van))?|von|aus|ab|(?:d[ée]part|salida|partenza|vertrek|wyjazd|partida|odjezd)(?:\s{1,3}(?:de|da|desde|van|z|ze|od))?|partida|desde|depuis|vanuit|ex|origin|origen|origine|origem|herkunft|herkomst|abholort|ladeort|abholung\s{1,3}in|abzuholen\s{1,3}in|(?:gestellung|übernahme)\s{1,3}(?:am|im|in|bei)(?:\s{1,3}(?:terminal|containerterminal|depot|lager|werk|hafen)(?:\s{1,3}in)?)?|(?:dal|dallo)(?=\s{1,3}(?:porto|interporto|terminal)\s)|pick[- ]?up\s{1,3}(?:in|at|from|à|a|en|em|w|v|in)|(?:loading|(?:be\s{1,3})?loaded)\s{1,3}(?:in|at)|collection\s{1,3}(?:in|at|from)|shipper\s{1,3}(?:is\s{1,3})?(?:(?:based|located)\s{1,3})?(?:in|at)|carrega(?:r|mos)?\s{1,3}(?:em|no|na)|carregamento\s{1,3}(?:em|no|na)|recogida\s{1,3}en|(?:se\s{1,3})?recoge(?:n|mos)?\s{1,3}en(?=\s{1,3}(?-i:\p{Lu}))|carga\s{1,3}en|carga\s{1,3}(?:em|no|na)|(?:enl[èe]vement|enlever|ramasse|ramasser|chargement|charger)\s{1,3}(?:à|au)|(?:carico|caricamento|caricare)\s{1,3}(?:(?:è|sarà)\s{1,3})?(?:a|ad|da|in)|(?:be|ver)?laden\s{1,3}in|(?:beladung|verladung)\s{1,3}in|au\s{1,3}d[ée]part\s{1,3}de|ritiro\s{1,3}a|partenza\s{1,3}da|ophalen\s{1,3}in|laadadres|odbi[óo]r\s{1,3}(?:z|ze|w|we)|(?:z|ze)\s{1,3}(?:magazynu|zakładu|fabryki|terminalu|terminala|skladu|závodu|továrny|terminálu)\s{1,3}(?:w|we|v|ve)|za[łl]adunek\s{1,3}w|miejsce\s{1,3}załadunku|(?:coleta|recolha)\s{1,3}(?:em|no|na)|nakl[áa]dka\s{1,3}ve?|místo\s{1,3}nakládky|y[üu]kleme\s{1,3}yeri|çıkış|${GOODS_STAND}|${SUPPLIER_IN})${LABEL}`,
    'giu',
  ),
)
// A label and a capitalised name without a preposition: "Zielhafen Danzig", "d[ée]part Nantes, arriv[ée]e Genève", "kam: Bratislava".
// A lower-case name counts after such a label only when the gazetteer knows it ("y[üu]kleme istanbul, teslim münih").
const IS = String.raw`(?:\s{0,2}(?:is|ist|est|è|es|é|je|jest|:|=|-|${SHOULD_BE}))?\s{1,3}`
export const NAMED_FROM = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:abgangshafen|abgangsort|verladehafen|verladeort|versandort|d[ée]part|partenza|salida|saída|vertrek|odjezd|odkud|sk[ąa]d|nereden|odbi[óo]r|za[łl]adunek|nakl[áa]dka|y[üu]kleme\s{1,3}liman[ıi]|y[üu]kleme|port\s{1,3}za[łl]adunku|laadhaven|porto\s{1,3}di\s{1,3}(?:partenza|imbarco|carico)|puerto\s{1,3}de\s{1,3}(?:salida|origen|carga|embarque)|porto\s{1,3}de\s{1,3}(?:origem|embarque|carga)|port\s{1,3}de\s{1,3}(?:départ|depart|chargement)|haven\s{1,3}van\s{1,3}(?:vertrek|lading)|port\s{1,3}of\s{1,3}loading|loading\s{1,3}port|pick[- ]?up\s{1,3}address|collection\s{1,3}address|loading|collection|pick[- ]?up|gestellung|ritiro|recogida|recolha|coleta|enl[èe]vement|ophalen|ladestelle|beladestelle|abholadresse|abholung|lugar\s{1,3}de\s{1,3}carga|lieu\s{1,3}de\s{1,3}chargement|lieu\s{1,3}d['’]enl[èe]vement|adresse\s{1,3}d['’]enl[èe]vement|luogo\s{1,3}di\s{1,3}carico|indirizzo\s{1,3}di\s{1,3}ritiro|laadplaats|ophaaladres|local\s{1,3}de\s{1,3}carga|morada\s{1,3}de\s{1,3}recolha|place\s{1,3}of\s{1,3}loading|shipper)${IS}(?:(?:de|do|da|del)\s{1,3})?`,
    'giu',
  ),
)
export const NAMED_TO = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:zielhafen|zielort|bestimmungsort|bestimmungshafen|empfangsort|arriv[ée]e|arrivo|llegada|chegada|aankomst|livraison|entrega|consegna|levering|dostawa|roz[łl]adunek|vykl[áa]dka|kam|dok[ąa]d|nereye|cíl|teslimat|teslim|bo[şs]altma|tahliye|var[ıi][şs]\s{1,3}liman[ıi]|var[ıi][şs]|port\s{1,3}docelowy|port\s{1,3}przeznaczenia|port\s{1,3}roz[łl]adunku|c[íi]lov[ýy]\s{1,3}p[řr][íi]stav|bestemmingshaven|porto\s{1,3}di\s{1,3}(?:arrivo|destinazione|sbarco|scarico)|puerto\s{1,3}de\s{1,3}(?:llegada|destino|descarga)|porto\s{1,3}de\s{1,3}(?:chegada|destino|descarga)|port\s{1,3}d['’](?:arrivée|arrivee)|haven\s{1,3}van\s{1,3}(?:bestemming|aankomst|lossing)|delivery\s{1,3}address|delivery|dest\.|zustellung|anlieferung|port\s{1,3}of\s{1,3}discharge|discharge\s{1,3}port|destination\s{1,3}port|entladestelle|lieferadresse|empfänger|lugar\s{1,3}de\s{1,3}(?:descarga|entrega)|lieu\s{1,3}de\s{1,3}(?:livraison|d[ée]chargement)|adresse\s{1,3}de\s{1,3}livraison|luogo\s{1,3}di\s{1,3}(?:scarico|consegna)|indirizzo\s{1,3}di\s{1,3}consegna|losplaats|losadres|afleveradres|local\s{1,3}de\s{1,3}(?:descarga|entrega)|morada\s{1,3}de\s{1,3}entrega|place\s{1,3}of\s{1,3}delivery|consignee|drop(?:[- ]?off)?)${IS}`,
    'giu',
  ),
)
// "collection from our warehouse in Leicester", "enl[èe]vement chez nous à Reims", "Le chargement se fait à Lyon".
const WORDS = String.raw`\s{1,3}(?:[\p{L}\d'’.,]{1,20}\s{1,3}){1,10}?`
export const FAR_FROM = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:collection|pick[- ]?up|loading|abholung|verladung|recogida|enl[èe]vement|chargement|ritiro|ophalen|za[łl]adunek|odbi[óo]r|recolha|coleta|nakl[áa]dka|collected|picked\s{1,3}up|abgeholt|(?:ver|be)?geladen|verladen|beladen|beladung|loaded|opgehaald|enlev[ée]e?s?|ritirat[oaie]|ritira|ritiriamo|carichiamo|caricano|carica|cargamos|carregamos|chargeons|ładujemy|nakládáme|we\s{1,3}load|recogid[oa]s?|recolhid[oa]s?|odebran[yae]|vyzvednut[oaý])(?:\s{1,3}|${WORDS})(?:in|at|à|au|a|en|em|v|ve|w|we|di|bij|u)\s{1,3}(?-i:(?=\p{Lu}))`,
    'giu',
  ),
)
// ("abgeholt wird bei uns im werk in bad salzuflen, das ist in NRW": the far keyword reads no farther than a known place
// it passes.)
const PLACE_PREPOSITION = /^(?:in|at|à|au|a|en|em|v|ve|w|we|di|bij|u|to|do|nach|naar|al)$/iu
/** Whether the words a far keyword skipped (`keyword`, its match) hold a preposition and a place the gazetteer knows. */
export const passesNoPlace = (_prefix: string, keyword: string) => {
  const words = keyword
    .trim()
    .split(/\s{1,3}/u)
    .map((word) => word.replace(/[.,]$/u, ''))
  // (A name of three letters or more: "to us in Sheffield" passes no place.)
  const place = (name: string) => name.length > 2 && knownPlace(name) !== undefined
  return !words.some((word, i) => PLACE_PREPOSITION.test(word) && (place(words[i + 1] ?? '') || place(`${words[i + 1]} ${words[i + 2]}`)))
}
export const FAR_TO = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:delivery|zustellung|lieferung|anlieferung|entladung|entladen|abgeladen|unloading|unloaded|entrega|livraison|consegna|levering|afleveren|dostawa|roz[łl]adunek|vykl[áa]dka|descarga|d[ée]chargement|scarico|lossen|delivered|geliefert|geleverd|livr[ée]e?s?|consegnat[oaie]|entregad[oa]s?|entregue|dostarczon[yae]|doručen[oaý])${WORDS}(?:in|at|to|à|au|aux|a|ad|en|em|v|ve|w|we|di|bij|u|do|nach|naar|al)\s{1,3}(?-i:(?=\p{Lu}))`,
    'giu',
  ),
)
// "from our Tamworth warehouse", "to their Leeds depot": English names the town before a facility of ours or theirs.
const FACILITY = String.raw`(?:warehouse|depot|plant|factory|site|yard|store|facility|mill|works|dc|hub|premises|office|branch|distribution\s{1,3}cent(?:re|er)|exhibition\s{1,3}cent(?:re|er)|fairground|trade\s{1,3}fair\s{1,3}grounds?)s?(?![\p{L}])`
const NAMED_FACILITY = String.raw`\s{1,3}(?:our|their|the\s{1,3}client['’]s|the\s{1,3}customer['’]s)\s{1,3}(?=\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30})?\s{1,3}${FACILITY})`
export const FROM_OURS_NAMED = new RegExp(
  // ("picked up at the Nuremberg exhibition centre": the same after a pickup's "at the".)
  String.raw`(?<![\p{L}])(?:(?:from|ex)${NAMED_FACILITY}|(?:picked\s{1,3}up|collected|loaded|collection|pick-?up|loading)\s{1,3}(?:at|from)\s{1,3}the\s{1,3}(?=\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30})?\s{1,3}(?:${FACILITY})))`,
  'gu',
)
export const TO_OURS_NAMED = new RegExp(String.raw`(?<![\p{L}])(?:to|into)${NAMED_FACILITY}`, 'gu')
// "to a customer in Milan", "to our warehouse at Leeds", "zu unserem Kunden in Wels", "an die Klinik in Agram", "do terminalu
// w Małaszewiczach": the town after someone or something.
// ("para una tienda en Lisboa", "vai para um armazém em Madrid", "pour un client à Lyon": the same in Romance words.)
export const TO_SOMEONE_IN =
  /(?<![\p{L}])(?:(?:to|zu|naar|to\s{1,3}one\s{1,3}of|(?:af)?leveren\s{1,3}bij|(?:bestemming|destination|destino|ziel|destinazione)(?:\s{1,3}(?:is|ist|es|est|è|é))?)\s{1,3}(?:a|an|the|our|my|their|unser\p{L}{0,2}|einen?|einem|ons|onze|de|het|een|das|die|der)\s{1,3}(?:(?:\p{Ll}[\p{L}'’-]{1,20}|\p{Lu}{2,4})\s{1,3}){1,3}?|(?:an|zu|für|[Zz]iel\s{1,3}ist)\s{1,3}(?:die|den|das|der|dem|unsere?[mnrs]?|eine[mnr]?)\s{1,3}\p{Lu}\p{Ll}{2,24}\s{1,3}|(?:bis\s{1,3})?(?:zum|zur)\s{1,3}\p{Lu}\p{Ll}{2,24}\s{1,3})(?:in|at|near|bei|nahe|bij)\s{1,3}(?=\p{Lu})|(?<=(?:va|van|vai|vão|vont|vanno)\s{1,3})(?:a|al|ao|à|au)\s{1,3}(?:nuestro|nuestra|notre|nostro|nostra|nosso|nossa)\s{1,3}\p{Ll}[\p{L}'’-]{1,20}\s{1,3}(?:en|em|à|a|in|de|di|da|do)\s{1,3}(?=\p{Lu})|(?<![\p{L}])(?:para|pour|per|pra|chez)\s{1,3}(?:um|uma|una|un|une|uno|el|la|le|il|lo|o|a|nuestro|nuestra|notre|nostro|nostra|nosso|nossa)\s{1,3}(?!(?:recogida|recolha|coleta|carga|carregamento|ritiro|carico|enl[èe]vement|chargement|salida|partida|partenza|départ)(?![\p{L}]))(?:\p{Ll}[\p{L}'’-]{1,20}\s{1,3}){1,2}?(?:en|em|à|a|in|no|na|nel|nella|(?:perto|cerca|près)\s{1,3}de|vicino\s{1,3}a)\s{1,3}(?=\p{Lu})|(?<![\p{L}])(?:para|pour|per|pra)\s{1,3}(?:(?:la|il|el|le|a|o)\s{1,3})?(?:nuestro|nuestra|notre|nostro|nostra|nosso|nossa)\s{1,3}\p{Ll}[\p{L}'’-]{1,20}\s{1,3}(?:de|di|do|da)\s{1,3}(?=\p{Lu})|(?<![\p{L}])do\s{1,3}(?!(?:przewiezienia|wysłania|przewozu|wysyłki|odbioru|załadunku|odebrania|odeslání|odvozu|vyzvednutí|naložení)(?![\p{L}]))(?:\p{Ll}{3,20}\s{1,3}){1,2}?(?:w|we|v|ve)\s{1,3}(?=\p{Lu})/gu
// "from our warehouse in Leicester", "from our cold store in Mitchelstown", "de notre entrepôt d'Aubagne", "z naszego magazynu w Tarnowie": a strong origin. ("vom Lager in Wels": the same in German, the article inside "vom".)
export const FROM_OURS_IN = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:from|ex|de|depuis|desde|von|aus|ab|da|dal|dalla|van|vanaf|vanuit|uit|z|ze|od|do|de|(?:it['’]s|it\s{1,3}is|they['’]re|they\s{1,3}are)\s{1,3}(?:at|in)|(?:carga|carregamento|recolha|coleta|carico|ritiro)\s{1,3}(?:no|na|nel|nella|presso)|${READY_AT})\s{1,3}(?:our|notre|nos|nuestro|nuestra|unserem|unserer|nostro|nostra|il\s{1,3}nostro|la\s{1,3}nostra|ons|onze|nasz\p{L}{0,3}|naš\p{L}{0,3}|nosso|nossa|o\s{1,3}nosso|a\s{1,3}nossa|la|el|the|le|il|die|der|dem|het|a|an|een|einem|einer|(?<=(?:vanaf|vanuit|uit)\s{1,3})de)\s{1,3}(?:(?-i:\p{Ll})[\p{L}-]{1,20}\s{1,3})?(?:(?-i:\p{Ll})|(?<=(?:dem|der|unserem|unserer)\s{1,3})(?-i:\p{Lu}))[\p{L}-]{1,20}\s{0,3},?\s{0,3}(?<=[\s,])(?:(?:in|at|near|à|a|de|du|en|di|bij|w|we|v|ve|em|u)\s{1,3}|d['’]\s{0,3})(?=(?-i:\p{Lu}))|(?<![\p{L}])vom\s{1,3}(?-i:\p{Lu})\p{Ll}{2,20}\s{1,3}in\s{1,3}(?=(?-i:\p{Lu}))`,
    'giu',
  ),
)
// "richting Milaan", "Richtung Brünn", "en dirección a Oporto", "drop-off at Bruges": the way the goods go, or where they are left.
const TOWARDS = String.raw`(?:in\s{1,3})?richtung|(?:in\s{1,3})?richting|en\s{1,3}direction\s{1,3}(?:de|d['’])|en\s{1,3}dirección\s{1,3}(?:a|al)|in\s{1,3}direzione\s{1,3}(?:di|per)|w\s{1,3}kierunku|směrem\s{1,3}(?:na|do)|em\s{1,3}direção\s{1,3}(?:a|ao|à)|drop(?:[- ]?off)?\s{1,3}(?:at|in)`
export const STRONG_TO = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:(?:à\s{1,3})?destination\s{1,3}(?:de|d['’]|du)|(?:con|com)\s{1,3}destino\s{1,3}(?:a|al|ao|à)|con\s{1,3}destinazione|nach|naar|hacia|hasta|bis|(?<!(?:revenir|reveniez|répondre|repondre|retourner)\s{1,3}(?:\p{L}{2,15}\s{1,3})?)vers|verso|(?:partir|part|partent)\s{1,3}pour|c['’]est\s{1,3}pour(?=\s{1,3}(?:la\s{1,3}|le\s{1,3}|l['’])?(?-i:\p{Lu}))|(?:ça|cela)\s{1,3}va\s{1,3}(?:à|au|en)|fino\s{1,3}(?:a|ad)|destination|destino|destinazione|destinaz\.?|bestemming|ziel|zielort|lieferort|entladeort|deliver(?:ed|y)?\s{1,3}(?:to|in|at|à|a|en|em|w|v)|(?:discharged|unloaded|offloaded|discharge)\s{1,3}(?:at|in)|consignee\s{1,3}(?:is\s{1,3})?(?:(?:based|located)\s{1,3})?(?:in|at)|empfänger\s{1,3}(?:sitzt|ist)\s{1,3}in|destinataire\s{1,3}(?:est\s{1,3})?(?:à|au|en)|destinatario\s{1,3}(?:está|è|sta|si\s{1,3}trova)\s{1,3}(?:en|a|in)|ontvanger\s{1,3}(?:zit|is)\s{1,3}in|descarrega(?:r|mos)?\s{1,3}em|arriv(?:e|es|ing)\s{1,3}(?:in|at)|bound\s{1,3}for|lieferung\s{1,3}(?:nach|an|in)|(?:entladung|abladung|unloading)\s{1,3}(?:in|at|nach)|entrega\s{1,3}(?:en|em)|(?:para|a|pour|à|da|zu|to\s{1,3}be)\s{1,3}(?:entregar|livrer|consegnare|liefern|delivered)\s{1,3}(?:em|en|a|à|au|in|nach|to|at)|livraison\s{1,3}(?:à|a|en)|consegna\s{1,3}(?:a|ad|in)|levering\s{1,3}(?:in|naar)|(?:af)?(?:leveren|levern|afleveren|lossen)\s{1,3}(?:in|naar|te)|descarga\s{1,3}(?:en|em)|d[ée]chargement\s{1,3}(?:à|au)|scarico\s{1,3}(?:a|ad|in)|lossen\s{1,3}in|zustellung\s{1,3}(?:in|nach)|anlieferung\s{1,3}(?:in|nach)|arriv[ée]e\s{1,3}(?:à|a|en)|arrivo\s{1,3}(?:a|ad|in|al|allo|alla)|llegada\s{1,3}(?:a|en)|chegada\s{1,3}(?:a|em)|aankomst\s{1,3}in|dostawa\s{1,3}(?:do|w|we)|roz[łl]adunek\s{1,3}w|miejsce\s{1,3}rozładunku|entrega\s{1,3}em|dod[áa]n[íi]\s{1,3}do|doru[čc]en[íi]\s{1,3}do|vykl[áa]dka\s{1,3}ve?|místo\s{1,3}vykládky|var[ıi][şs](?:\s{1,3}yeri)?|teslim\s{1,3}yeri|teslimat\s{1,3}yeri|${TOWARDS})${LABEL}`,
    'giu',
  ),
)
// "POL Guayaquil, POD Hamburg": the ports of loading and discharge, in capitals only (Czech and Polish "pod" is "under").
export const POL = /(?<![\p{L}])(?:POL|P\.O\.L\.)\s{0,2}[:=]?\s{1,3}/gu
export const POD = /(?<![\p{L}])(?:POD|P\.O\.D\.)\s{0,2}[:=]?\s{1,3}/gu

// "…, sondern in unserem Werk in Freyung", "tylko z Końskich": after "but", a preposition and a facility of ours before the name.
export const LEAD_AFTER_BUT = String.raw`(?:(?:nach|to|in|do|à|a|naar|para|ve|v|w|we|z|ze|de|da|dal|van|von|aus|from|od|desde|uit)\s{1,3})?(?:(?:our|unserem|unserer|unser|notre|nuestro|nuestra|nostro|nostra|il\s{1,3}nostro|onze|ons|naszego|naszej|našeho|naší|nosso|nossa)\s{1,3}\p{L}[\p{L}-]{1,20}\s{1,3}(?:in|at|w|we|v|ve|à|a|de|di|en|em|bij|te)\s{1,3})?`

// Weak prepositions ("de", "a", "do", "in", "to") and what decides whether they name an end of the trip.
// "Caxias do Sul", "Vila Nova da Barquinha": "do"/"da" right after a capitalised word joins a name, going nowhere.
export const JOINED_NAME = /\p{Lu}\p{Ll}{1,30}\s{1,3}(?:do|da|dos|das)\s{1,3}$/u
export const PORT_BEFORE = /(?:porto|puerto|port|haven|hafen|aeroporto|aeropuerto|airport)\s{0,2}$/iu
// ("groupage d'Annecy pour Casablanca": the elided "de" too.)
export const WEAK_FROM = /(?<![\p{L}])(?:(?:de|da|dal|dalla|z|ze|van|od|uit)\s{1,3}|d['’])(?=\p{Lu})/gu
// "vai pro porto de Hamburgo": the word for a port may stand between the preposition and the name.
export const WEAK_TO =
  /(?<![\p{L}])(?:(?:a|à|ad|al|au|aux|per|para|pro|pra|pros|pras|do)\s{1,3}(?:(?:os|as|o|la|le|les|los|las|el|il|the|l')\s{1,3})?(?:(?:porto|puerto|port)\s{1,3}(?:de|di|do|da|del|della|of)\s{1,3})?|all['’](?:interporto|porto|aeroporto|terminal)\s{1,3}di\s{1,3})(?=\p{Lu})/gu
// "la marchandise est à Rouen", "la merce è a Bergamo": after "is" the place is where the goods are, not where they go.
export const COPULA =
  /(?<![\p{L}])(?:is|are|est|sont|trouve|trouvent|è|(?<=(?:cantina|fabbrica|stabilimento|merce|carico|magazzino)\s{1,3})e|sono|trova|trovano|está|están|estão|jest|są|je|jsou|ist|sind|liegt|steht)\s{1,3}$/iu
// "esportiamo olio in Giappone": "in" is a destination only after a verb of sending.
// ("spedire del marmo negli Stati Uniti", "envoyer du sirop en France": Italian "in" with its article, French "en", "au".)
export const IN_TO = /(?<![\p{L}])(?:in|nel|nella|nei|negli|nelle|en|au|aux)\s{1,3}(?=\p{Lu})/gu
export const SENDING =
  /(?:export|esport|exporta|spedi|spedia|mand|envi|ship|send|versend|exportier|verzend|wysył|eksport|vyváž|posíl|livr|expédi|expedi|envoy)\p{L}{0,12}[^.!?\n]{0,60}$/iu
// ("to są części zamienne", "to je sklo", "towar to maszyna": Polish and Czech "to" is "it", or "is" after the goods.)
export const TO =
  /(?<![\p{L}])(?<!(?:towar|ładunek|ladunek|zboží|zbozi|náklad|naklad)\s{1,3})(?:to|into)\s{1,3}(?!(?:są|jest|je|jsou|będą|będzie|bude|budou|było|bylo)(?![\p{L}]))/giu
// "Vanno a Lubiana" read as the origin: after a verb of going and a preposition of several meanings, the place is where
// the goods go, when the rules read it so ("si ritira a Udine", "è a Bergamo" say where they are).
export const GOING_TO =
  /(?:^|[^\p{L}])(?:vanno|va|van|vão|vai|vont|gaan|gaat|go|goes|going|arrivano|arriva|llegan|llega|chegam|chega|arrivent|arrive|consegnat[oiae]|entregad[oa]s?|livrée?s?)\s{1,3}(?:a|à|al|ad|au|aux|para|pra|pro|per|do)\s{1,3}$/iu
// "Para Genebra.", "To Geneva.", "Do Genewy.": a reply that opens with a preposition of going names where the goods go,
// whatever was asked ("A Coruña", "Al Ain" are names, known to the gazetteer as a whole).
// ("a Malmö", "do Brna": in lower case too when the reply is that and a name, nothing more.)
export const OPENING_TO =
  /^\s{0,3}(?:[Tt]o|[Ii]nto|[Pp]ara|Pra|Pro|Do|Per|A|À|Ad|Al|Au|Aux|Ke|Na|(?:pra|pro|do|per|a|à|ad|al|au|aux|ke|na)(?=\s{1,3}\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?\s{0,3}[.!]?\s{0,3}$))\s{1,3}(?=\p{Lu})/gu
export const OPENING_FROM = /^\s{0,3}(?:From|Von|Aus|Ab|Van|Vanuit|Vanaf|Uit|Z|Ze|Od|De|Desde|Da|Dal|Dalla|Du|Depuis|Ex)\s{1,3}(?=\p{Lu})/gu
export const CONTEXT =
  /\b(?:from|go|quote|quotation|rate|rates|price|pricing|EXW|FCA|FOB|ship|shipping|shipment|send|sending|sent|deliver|delivery|move|moving|transport|export|freight|going|goes|cargo|containers?|pallets?|\d{1,9}\s{0,3}(?:t|kg|cbm))\b/i
// A site's word after a place's name ("accra airport"); not "porto", so "Vinho do Porto" stays goods.
export const SITE_WORDS = 'airport|port|harbou?r|terminal|hafen|flughafen|haven|limanı|havalimanı'
export const SITE_LAST = new RegExp(String.raw`\s(?:${SITE_WORDS})$`, 'iu')

// "merci de revenir directement vers Julien": after getting back to someone, "vers" names a person.
export const GET_BACK_TO = /(?:revenir|reveniez|répondre|repondre|retourner)\s{1,3}(?:\p{L}{2,15}\s{1,3})?(?:vers|à|a)\s{1,3}$/iu
/** Whether `name` is said as the person to get back to ("revenir vers Julien"), not a place. */
export const personToAnswer = (text: string, name: string) => {
  const at = text.indexOf(name)
  return at > 0 && GET_BACK_TO.test(text.slice(Math.max(0, at - 60), at))
}
