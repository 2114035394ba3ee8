/**
 * The words of a freight request in the ten intake languages (en de es fr it nl pl pt cs tr), as
 * alternations for quote-patterns.ts and word sets for quote-extraction.ts. Adding a language
 * means adding its words here (see docs/intake.md).
 */

const alt = (words: string) => words.trim().split(/\s+/).sort((a, b) => b.length - a.length).join('|')

/** Month names, with the genitive forms Polish and Czech use in dates ("5 maja", "5. března"). */
export const MONTH_WORDS = [
  'january jan february feb march mar april apr may june jun july jul august aug september sept sep october oct november nov december dec',
  'januar jänner februar märz maerz mai juni juli oktober okt dezember dez',
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre',
  'janvier février fevrier mars avril juin juillet août aout septembre octobre novembre décembre decembre',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'styczeń styczen luty marzec kwiecień kwiecien maj czerwiec lipiec sierpień sierpien wrzesień wrzesien październik pazdziernik listopad grudzień grudzien',
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września wrzesnia października pazdziernika listopada grudnia',
  'janeiro fevereiro março marco abril maio junho julho agosto setembro outubro novembro dezembro',
  'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
  'ledna února března dubna května června července srpna října listopadu prosince',
  'ocak şubat subat mart nisan mayıs mayis haziran temmuz ağustos agustos eylül eylul ekim kasım kasim aralık aralik',
].join(' ')
export const MONTHS = alt(MONTH_WORDS)
export const MONTH_SET: ReadonlySet<string> = new Set(MONTH_WORDS.split(' '))

export const WEIGHT_UNITS = alt(`metric\\s+tons? tonnes? tons? tonnen toneladas? tonnellate tonnellata tony tun tuny tuna ton t
  kgs? kilos? kilograms? kilogramm kilogramos kilogrammes kilogrammi kilogramów kilogramy kilogramů lbs? pounds? libras?`)
export const VOLUME_UNITS = alt(`cbm m3 m³ cubic\\s+met(?:er|re)s? cu\\.?\\s?m kubikmeter metros?\\s+c[úu]bicos m[èe]tres?\\s+cubes
  metri\\s+cubi kubieke\\s+meters? kuub metrów\\s+sześciennych metry\\s+sześcienne m\\s+sześc kubíků kubických\\s+metrů metrů\\s+krychlových metreküp metrekup`)
export const LOADING_METRE_UNITS = alt('ldm lademeter lademetern loading\\s+met(?:er|re)s? metros\\s+lineales mètres\\s+linéaires laadmeter')
export const PACKAGE_UNITS = alt(`pallets? paletten palette palets? palés palettes bancali pallet palety palet paletek paletes paletas paletler paleta
  boxes cartons? kartons? cajas colis cartoni colli dozen kartony kartonów kartonow skrzyń skrzynie paczek paczki caixas krabic crates? kisten packages? parcels? pieces? pcs bultos pakete koli`)
export const CONTAINER_WORDS = alt(`containers? contenedores? conteneurs? contenitori container kontener kontenery kontenerów contêineres? contentores?
  kontejnery? kontejnerů konteyner konteynerler`)
/** What follows 20/40/45 to make it a container size: 40', 40ft, 40 Fuß, 40 pies, 40'lık. */
export const CONTAINER_FEET = alt(`' ’ ′ -?ft -?foot -?feet -?fu[ßs]s? pies pieds piedi voet -?stopowy -?stopowe -?stopowych stóp pés -?stopý -?stopové -?stop ['’]l[ıi]k`)

/** "Transporte de maquinaria", "shipment of steel": a transport noun, then its cargo after of/de/di/van. */
export const TRANSPORT_OF = alt(`verzending envoi shipment transport transporte envío envio expédition expedition spedizione trasporto verzending vervoer przewóz wysyłka
  transporte envio přeprava zásilka`)
/** Words that say what comes next is the cargo ("cargo: X", "Ware: X"). */
export const CARGO_LABELS = alt(`cargo goods commodity commodities products? ware waren ladung güter gut mercancías? mercancia carga producto marchandises? produit
  merce merci prodotto lading goederen product towar ładunek produkt mercadorias? produto zboží náklad výrobek yük ürün emtia`)
/** "12 t of X": the word between a quantity and its cargo. */
export const CARGO_OF = alt("of with mit de des du d' di met aan z ze com s se con avec")

/** Days of the week, for "next Monday", "lundi prochain", "el lunes que viene". */
export const WEEKDAYS = alt(`monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag sonntag
  lunes martes miércoles miercoles jueves viernes sábado sabado domingo lundi mardi mercredi jeudi vendredi samedi dimanche
  lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica
  maandag dinsdag woensdag donderdag vrijdag zaterdag zondag poniedziałek poniedzialek wtorek środę srode środa czwartek piątek piatek sobotę sobota niedzielę niedziela
  segunda-feira segunda terça-feira terça quarta-feira quarta quinta-feira quinta sexta-feira sexta sábado pondělí úterý středu středa čtvrtek pátek sobotu neděli
  pazartesi salı sali çarşamba carsamba perşembe persembe cuma cumartesi pazar`)

/** Negations and "instead of": the value right after them is the one the visitor does not mean. */
export const NEGATIONS = alt('not nicht kein keine no pas non niet nie não nao ne statt anstatt instead\\s+of en\\s+lugar\\s+de en\\s+vez\\s+de au\\s+lieu\\s+de invece\\s+di in\\s+plaats\\s+van zamiast em\\s+vez\\s+de místo')

const set = (words: string) => new Set(words.trim().split(/\s+/))

/** A place or cargo phrase ends at these (prepositions, conjunctions, time words, pronouns, verbs). */
export const STOP_WORDS = set(`to from by on in at for next this within until till before after via and or with asap please we i it is are was be
  our my your weighing weight about around approx approximately containing which that tomorrow today urgent urgently
  but sondern aber sino pero mais ma però maar ale lecz tylko mas porém nýbrž ama fakat
  versturen verzenden vervoeren transporteren versenden verschicken transportieren liefern senden leveren ophalen abholen
  going goes leaving departing shipped needs need must should will would has have can could ready
  nach bis am ab mit und von aus für zum zur im in ca circa etwa nächste nächsten bitte wir ist sind per über
  para con y en hasta desde hacia por aprox aproximadamente la el lo antes
  pour avec et vers depuis à au aux sur dès environ
  a al e ed per verso entro il circa dal dalla
  naar van vanuit uit met en voor tot op rond ongeveer vóór
  do od w we na i oraz około ok przez
  para com e até em no na cerca
  do od v ve na a asi přibližně kolem
  ve ile için yaklaşık civarı kadar ne nedir değil degil`)
/** Lower-case articles to skip before a place or cargo: Los Angeles, Le Havre and Den Haag keep theirs. */
export const ARTICLES = set('bir the a an der die das den dem el la los las le les il lo gli l de het o os as um uma du des une un una uno een ein eine')
/** Words that cannot begin a place. */
export const NOT_A_PLACE = set(`me you us him her them it there here home now scratch stock ship send get know have be make book move transport deliver
  arrange quote receive pay do go see ask check find provide import export help our my your their this that what where when how who which some any
  thanks thank hello hi hey dear regards best
  ihnen ihr uns euch sie mir mich sofort morgen heute erhalt absprache vereinbarung
  usted ustedes nosotros mañana inmediato vous nous demain suite lei noi domani subito u ons morgen
  pana państwa nas jutro você vocês nós amanhã vás nás zítra ihned siz biz yarın`)
/** Single words that are not cargo (with the words that cannot begin a place, "stock" aside). */
export const NOT_CARGO = set(`aéreo aérea marítimo aérien maritime aereo marittimo lotniczy morski letecky air sea road express
  freight fracht komplettladung teilladung sendung lieferung lkw truck load ftl ltl sammelgut zending vracht volle camion trasportatore transporteur
  angebot anfrage offerte prijs preis price quote rate tarif devis preventivo presupuesto cotización wycena oferta cotação nabídka teklif fiyat
  reefer hc hq dv gp dry ot brutto netto gross net bruto lordo brut
  pallet pallets container containers boxes cartons goods kg t ton tons tonnes paletten palets palettes bancali palety paletes
  euro euros eur usd total gesamt insgesamt totale totaal łącznie celkem toplam
  nächste nächsten próxima proxima prochaine prossima volgende przyszłym příští gelecek
  ${[...NOT_A_PLACE].filter((word) => word !== 'stock').join(' ')}`)

/** Short replies that answer nothing ("ok", "ja", "no sé"). */
export const NON_ANSWERS = alt(`sorry perdón perdon entschuldigung pardon scusi scusa przepraszam desculpe desculpa promiňte pardón kusura yes no ok okay thanks thank\\s+you hi hello hey sure maybe idk bye goodbye cheers tschüss adiós adios au\\s+revoir arrivederci doei do\\s+widzenia tchau nashledanou görüşürüz ja nein danke hallo vielleicht sí si gracias hola quizás
  oui non merci bonjour peut-être grazie ciao forse nee bedankt misschien tak nie dzięki dziękuję może sim não obrigado obrigada talvez
  ano ne díky děkuji možná evet hayır hayir teşekkürler tamam belki`)
/** Replies that admit not knowing. */
export const DONT_KNOW = alt(`not\\s+sure unsure unknown no\\s+idea n/a none nothing (?:i\\s+)?don'?t\\s+know dunno weiß\\s+nicht keine\\s+ahnung
  no\\s+lo\\s+sé no\\s+sé je\\s+ne\\s+sais\\s+pas aucune\\s+idée non\\s+lo\\s+so weet\\s+ik\\s+niet geen\\s+idee nie\\s+wiem não\\s+sei nevím bilmiyorum`)
/** Openers of a bare answer ("it's machine parts", "es sind Maschinenteile"). */
export const ANSWER_OPENERS = alt(`a à nach naar do para per da de desde von aus z ze od van vers hacia from to in it's it\\s+is they\\s+are we\\s+ship we\\s+have ex es\\s+sind es\\s+ist es\\s+handelt\\s+sich\\s+um son es
  c'est ce\\s+sont il\\s+s'agit\\s+de sono si\\s+tratta\\s+di è het\\s+is het\\s+zijn to\\s+jest to\\s+są są\\s+to são é jde\\s+o je\\s+to jsou\\s+to`)
