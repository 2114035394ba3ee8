/** Words around the goods that are not the goods, in the ten intake languages (the rest are in quote-lexicon.ts). */
import { alt } from './quote-lexicon'

/** "Inhalt Schrauben", "contents: tiles", "zboží sklo": a word for what is inside, before the goods, with or without a colon. */
export const CONTENT_LABELS = alt(
  "drin\\s{1,3}(?:sind|ist) darin\\s{1,3}(?:sind|ist) inside\\s{1,3}(?:are|is) dedans\\s{1,3}il\\s{1,3}y\\s{1,3}a dentro\\s{1,3}(?:hay|ci\\s{1,3}sono|vão|estão) erin\\s{1,3}(?:zit|zitten) contents? commodity commodities warenbezeichnung inhalt contenido contenu contenuto inhoud zawartość zawartosc conteúdo conteudo obsah içerik icerik içinde icinde yükümüz yukumuz zboží zbozi náklad naklad ładunek uvnitř uvnitr w\\s{1,3}środku w\\s{1,3}srodku à\\s{1,3}l['’]intérieur all['’]interno",
)
/** What crates and boxes are made of: "4 caisses bois", "6 Kisten Holz". */
export const PACKING_MATERIALS =
  'bois|holz|hout|wood(?:en)?|madera|legno|drewno|drewniane|dřevo|dřevěné|madeira|ahşap|plastique|plastic|kunststof|kunststoff|plástico|plastica|métal|metall|metaal|acier'
/** What liquids and loose goods come in: "aceite de oliva en garrafas", "wine in bottles". */
export const VESSELS = alt(
  'flexitanks? isotanks? bottles flaschen botellas garrafas garrafões bouteilles bottiglie bottiglia damigiane flessen butelkach butelki lahvích lahve láhvích şişe şişelerde jars gläsern tarros bocaux vasetti potten słoikach sklenicích tins dosen latas boîtes lattine latta lata latas blikken puszkach plechovkách kutularda buckets eimern cubos seaux secchi emmers wiadrach kbelících kovalarda',
)
/**
 * Words that alone name no goods: the steps of a transport ("Dostawa do Mediolanu", "Abholung in Linz"; "carga" and
 * "load" are left out, since they also mean the goods), and how goods travel ("a granel", "gekoeld", "frozen").
 */
export const NOT_GOODS_ALONE: ReadonlySet<string> = new Set(
  `yük yuk load ladung lading ładunek ladunek náklad naklad pickup collection delivery loading unloading abholung lieferung zustellung anlieferung verladung beladung entladung
  grandi grosse großen big piccole piccoli grote eher nochmal pronti pronte prontos prontas listos listas prêts prêtes ready fertig klaar gotowe
  recogida entrega descarga enlèvement enlevement livraison chargement déchargement dechargement ritiro consegna carico scarico
  ophalen levering afleveren lossen laden odbiór odbior dostawa załadunek zaladunek rozładunek rozladunek wysyłka wysylka
  recolha coleta entrega descarga vyzvednutí vyzvednuti nakládka nakladka vykládka vykladka doručení doruceni dodání dodani
  yükleme yukleme boşaltma bosaltma teslim teslimat alım alim taşıma tasima nakliye nakliyat navlun liman limanı limani port porto puerto haven hafen přístav prístav
  remontables gerbables stapelbar stackable impilabili stapelbare piętrowalne stohovatelné empilháveis stacked gestapelt gestapeld grandes pequenas pequeños
  pequeñas petits petites grands grandes große kleine large small duże małe velké malé büyük küçük
  ensacado ensacada ensacados ensacadas paletizado paletizada paletizados paletizadas palletised palletized palettisé palettisée
  palettisés pallettizzato pallettizzata gepalletiseerd refrigerados refrigeradas isotérmicas isotérmicos isothermes congelados congeladas
  reefer hc hq dry bulk granel vrac sfuso lose stort luzem sypké dökme chilled frozen refrigerated gekühlt tiefgekühlt refrigerado congelado réfrigéré
  surgelé refrigerato surgelato gekoeld bevroren chłodzone mrożone chlazené mražené soğutmalı dondurulmuş
  packed wrapped packaged boxed crated verpackt emballé emballés embalado embalados imballato imballati verpakt zapakowane zabalené
  exporte importe exports imports sendungen shipments consignments envíos envios exportaciones expéditions exportations spedizioni esportazioni
  zendingen exportzendingen przesyłki eksport export import zásilky vývoz dovoz remessas exportações sevkiyatlar ihracat ithalat`.split(
    /\s+/,
  ),
)

/** "ok.", "circa", "ungefähr": words that say a quantity is rough, between the goods and their quantity. */
export const ABOUT = alt(
  'about abt around roughly some more\\s{1,3}or\\s{1,3}less más\\s{1,3}o\\s{1,3}menos mas\\s{1,3}o\\s{1,3}menos plus\\s{1,3}ou\\s{1,3}moins più\\s{1,3}o\\s{1,3}meno mehr\\s{1,3}oder\\s{1,3}weniger meer\\s{1,3}of\\s{1,3}minder mniej\\s{1,3}więcej mais\\s{1,3}ou\\s{1,3}menos approx\\.? approximately ca\\.? circa odhadem szacunkowo etwa ungefähr knapp rund environ unos unas aproximadamente około ok\\.? jakieś jakies coś\\s{1,3}koło cca zhruba asi přibližně yaklaşık ongeveer zo[\\u0027\\u2019]n uns umas env\\.? ruim',
)
/** "palletised", "imballate", "verpackt": the goods are packed, said after them; no goods of their own. */
export const PACKED =
  'palleti[sz]ed|gepalettiert|paletizad[oa]s?|palettisée?s?|pallettizzat[oi]|gepalletiseerd|imballat[oaie]|packed|verpackt|embalad[oa]s?|emballée?s?|verpakt|zapakowane|zabalen[éýa]|ambalajl[ıi]|kasal[ıi]|sand[ıi]kl[ıi]|paletli|engarrafad[oa]s?|embotellad[oa]s?|imbottigliat[oaie]|bottled|gebotteld|abgefüllt'
/** Bottles and "bottled", which the goods keep: bottled wine is not bulk wine. */
export const IN_BOTTLES =
  /(?:bottles|flaschen|botellas|garrafas|bouteilles|bottiglie|flessen|butelkach|lahvích|lahvich|láhvích|şişelerde)$/iu
export const BOTTLED = /^(?:bottled|gebotteld|abgefüllt|engarrafad[oa]s?|embotellad[oa]s?|imbottigliat[oaie])$/iu
/** "insgesamt", "in total", "łącznie": words that say a quantity is the whole, between the goods and their quantity. */
export const TOTAL = alt(
  'in\\s{1,3}total total altogether overall insgesamt gesamt zusammen en\\s{1,3}total au\\s{1,3}total in\\s{1,3}totale totale in\\s{1,3}totaal totaal samen łącznie razem no\\s{1,3}total celkem celkově dohromady toplam toplamda',
)
/** The labels and totals of a quantity ("Gewicht knapp 8 t", "razem 2 750 kg", "ça fait 10 palettes"): no goods. */
export const MEASURE_WORDS: ReadonlySet<string> = new Set(
  `weight gewicht peso poids waga hmotnost ağırlık agirlik volume volumen objętość objem hacim total gesamt totale totaal
  have has haben habe tenemos tengo avons abbiamo hebben heb mamy mam temos tenho máme mám var
  razem celkem toplam insgesamt fait macht makes fanno zusammen samen ensemble insieme juntos juntas spolu birlikte ağırlığı agirligi gross brutto netto bruto lordo brut net weighs wiegt pesa pesan pèse pèsent pesano weegt wegen waży ważą váží váží pesam`.split(
    /\s+/,
  ),
)

/** Greetings and sign-offs, which open or close a clause but name no goods ("Dzień dobry, 16 palet"). */
export const GREETINGS: ReadonlySet<string> = new Set(
  `hello hi hey dear bjr bsr slt cc yo oi sdr hallo moin servus grüezi guten tag morgen abend hola buenos buenas tardes días dias bonjour bonsoir salut
  buongiorno buonasera ciao salve hoi goedemorgen goedemiddag goedendag dag dzień dzien dobry witam cześć czesc hej olá ola bom boa
  dia tarde ahoj dobrý dobry den zdravím zdravim merhaba selam günaydın gunaydin iyi günler slm regards thanks danke gracias merci
  grazie bedankt dziękuję dzięki obrigado obrigada děkuji dekuji teşekkürler tesekkurler`.split(/\s+/),
)

// "frete marítimo para", "transport drogowy dla": the way of transport between the request and its goods.
export const MODE_ADJECTIVES = String.raw`frigo|frigor[íi]fico|frigorifique|réfrigéré|refrigerado|marítimo|maritimo|maritime|marittimo|marittima|marítima|maritima|aéreo|aerea|aérea|aérienne|aerienne|aereo|aérien|aerien|terrestre|rodoviário|rodoviario|ferroviario|ferroviário|routier|stradale|morski|morskiego|lotniczy|lotniczego|drogowy|drogowego|kolejowy|námořní|namorni|lodní|lodni|leteckou|letecký|silniční|silnicni|kamionovou|kamionová`
// "Turkish cotton towels": an English adjective of origin keeps its capital and opens the goods.
export const NATIONALITY = String.raw`(?:Turkish|German|Italian|Spanish|French|Dutch|Polish|Portuguese|Czech|British|English|Scottish|Irish|Belgian|Swiss|Austrian|Greek|Chinese|Indian|Japanese|American)`

/** Words that make a reply a sentence about the visitor, not a bare answer. */
export const PRONOUNS: ReadonlySet<string> = new Set(
  'ich wir sie er es du ihr ik we wij je jij jullie zij ze hij nous vous il ils elle elles on io noi lui loro ja my wy oni ony biz ben onlar i you they he she yo nosotros ellos ellas eu nós eles elas já vy'.split(
    ' ',
  ),
)

/** Verbs of sending or quoting before the goods ("we ship", "vezeme", "veze se", "please quote"). */
export const VERBS = String.raw`(?:you|please|pls|to|kindly)\s{1,3}quote|(?:po)?veze\s{1,3}se|vezou\s{1,3}se|převáží\s{1,3}se|vezeme|vozíme|vozime|wieziemy|wozimy|cotizar|cotar|quotare|coter|wycenić|nacenit|przewo[źz]nika\s{1,3}na|dopravce\s{1,3}na|stěhujeme|přestěhovat|verhuizen|dopravit|dovézt|dostat|zaslat|przesłać|dostarczyć|llevar|traer|trazer|expedir|expédier|spostare|vervoeren|envoie|envoyer|expédie|envío|envio|mando|spedisco|invio|stuur|stuurt|verstuur|verzend|wysyłam|posílám|ships|sends|versende|verschicke|schicken|schicke|mandamos|importieren|versenden|verschicken|mover|mandar|llevar|trasladar|spostare|trasferire|mandare|převézt|odvézt|přepravit|przewieźć|przetransportować|levar|exportons|expédions|envoyons|importons|faire\s{1,3}(?:venir|partir|livrer|acheminer)|acheminer|rapatrier|exporte|importe|exportent|importent|transporter|exportamos|enviamos|importamos|llevamos|transportamos|esportiamo|spediamo|importiamo|exporteren|verzenden|eksportujemy|wysyłamy|importujemy|vyvážíme|posíláme|dovážíme|ship|send|move|transport|export|import|deliver|shipping|sending|moving|transporting|exporting|importing|enviar|transportar|exportar|envoyer|expédier|exporter|spedire|trasportare|inviare|esportare|verzenden|vervoeren|versturen|exporteren|wysłać|przewieźć|poslat|přepravit|odeslat`

/** Verbs of sending after the goods ("om te verzenden", "do przewiezienia", "ihraç"). */
export const FINAL_VERBS = String.raw`(?:para|pra|per|pour|to|om\s{1,3}te)\s{1,3}(?:mandar|enviar|exportar|importar|spedire|mandare|importare|envoyer|expédier|importer|ship|send|move|import|verzenden|versturen|mover|trasladar|transportar|spostare|trasportare|déplacer|transporter|verplaatsen)|k\s{1,3}(?:p[řr]evozu|p[řr]eprav[ěe]|odvozu|odesl[áa]n[íi])|do\s{1,3}(?:przewiezienia|wys[łl]ania|przewozu|wysy[łl]ki|odebrania|odbioru)|için\s{1,3}(?:fiyat|teklif|navlun|nakliye)|ihraç|ithal|ihracat(?:ımız|imiz|ımızı|imizi)|ithalat(?:ımız|imiz|ımızı|imizi)|gönder\p{Ll}{0,12}|taşı\p{Ll}{0,12}|sevk|(?:laten\s{1,3})?(?:vervoeren|verzenden|versturen|transporteren|ophalen)|versenden|verschicken|transportieren|liefern|[àa]\s{1,3}(?:transporter|exp[ée]dier|envoyer|livrer|organiser|faire\s{1,3}(?:venir|livrer|partir))`

/** A verb of being made of, after a label ("Náklad tvoří …", "the load consists of …"). */
export const MADE_OF = String.raw`(?:tvoří|tvori|consists\s{1,3}of|besteht\s{1,3}aus|bestehen\s{1,3}aus|bestaat\s{1,3}uit|składa\s{1,3}się\s{1,3}z|consiste\s{1,3}(?:en|em|de|in|di)|se\s{1,3}compose\s{1,3}de|è\s{1,3}composto\s{1,3}da)`
/** "moldes de injeção prontos", "injection moulds ready": that the goods are ready, said after them, is no part of them. */
export const READY =
  /^(?:ready|klaarstaan|klaarliggen|bereitstehen|prontos|prontas|pronto|pronta|listos|listas|prêts|prêtes|prêt|prête|pronti|pronte|fertig|bereit|klaar|gotowe|gotowy|připravené|připravený)$/iu
