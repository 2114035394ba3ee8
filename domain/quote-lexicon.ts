/**
 * The words of a freight request in the ten intake languages (en de es fr it nl pl pt cs tr), as
 * alternations for quote-patterns.ts and word sets for quote-extraction.ts. Adding a language
 * means adding its words here (see docs/intake.md).
 */

import { MORE_FILLERS } from './quote-filler-words'
import { foldAccents } from './quote-folding'

// Each word also without its accents: visitors often type "przesylke", "teklif icin", "palés" as "pales". (Not below four
// letters: "dès" would become the article "des", "pět" the goods "PET", "è" the Italian "and".)
const withFolded = (words: string) => [
  ...new Set(
    words
      .trim()
      .split(/\s+/)
      .flatMap((word) => [word, ...(foldAccents(word).length >= 4 ? [foldAccents(word)] : [])]),
  ),
]

export const alt = (words: string) =>
  withFolded(words)
    .sort((a, b) => b.length - a.length)
    .join('|')

export const WEIGHT_UNITS = alt(`metric\\s{1,3}tons? tonnes? tons? tonnen toneladas? tonnellate tonnellata tony tun tuny tuna ton tn t
  to(?=\\s{0,2}(?:[,.;!?)]|$)) (?<=\\d,\\d{1,3}\\s{0,2})to(?=\\s{1,3}(?-i:\\p{Lu})) kgs? kilos? kilograms? kilogramm kilogramos kilogrammes kilogrammi kilogramów kilogramy kilogramů lbs? pounds? libras?`)
export const VOLUME_UNITS =
  alt(`cbm m3 m³ cubic\\s{1,3}met(?:er|re)s? cu\\.?\\s?m kubikmeter metros?\\s{1,3}c[úu]bicos m[èe]tres?\\s{1,3}cubes
  metri\\s{1,3}cubi mc kubieke\\s{1,3}meters? kuub metrów\\s{1,3}sześciennych metry\\s{1,3}sześcienne m\\s{1,3}sześc kubíků kubiku kubíky kubiky kubików kubikow kubiki kubických\\s{1,3}metrů metrů\\s{1,3}krychlových metreküp metrekup kubik`)
export const LOADING_METRE_UNITS = alt(
  'ldm lademeter lademetern loading\\s{1,3}met(?:er|re)s? metros\\s{1,3}lineales mètres\\s{1,3}linéaires laadmeter',
)
export const PACKAGE_UNITS =
  alt(`pallets? paletten palette palets? palés palettes bancali bancale pallet palety palet paletek paletách paletach paletami top stuks stuk stück stücke sztuk sztuki kusů kusy pezzi piezas pièces peças paletes paletas paletler paleta skids? tarimas? estibas?
  gitterbox(?:en)? oktabins? octabins? fässer fässern fass drums? barrels? barils? barriques? barriles barili vaatjes chests? truhen kegs? blocchi blocks bloques blocs blokken bloki bloky bags? sacks? säcke (?:big|jumbo)\\s{1,3}(?:bags?|bagy|bagi|bagów|bagů|bagach) ibcs? mauzer(?:y|ów|ach)? totes? jerry\\s?cans? canisters? cylinders?
  cisternette cisternetta bidones bidón bidon bidons bidões bidão bidonlar sacos sacas fûts futs sacs fusti fusto sacchi taniche tanica vaten zakken beczki beczek worki worków sudy sudů pytle pytlů varil variller çuval cuval çuvallar
  flight\\s{1,3}cases? flightcases? boxes cartons? kartons? karton cajas cajones cajón colis holzkisten kisten kiste kist caisses caisse casse cassa cassoni cassone meules meule bins? grades kratten krat balíků balíky bedny beden bedna
  bęb(?:en|ny|nów|nach) a-frames? caballetes cavalletti chevalets bokken stojak(?:i|ów|ow) stojany sehpalar rolls rollen rolle rouleaux rollos rotoli rolki rolek rolos rolí role rulo bales ballen balas balles balle balen fardos fardeaux balya balyalar žoků žoky
  reels? coils? spools? bobinas? bobines? bobine bobin bobinler spulen haspeln haspels spoelen szpul szpule cívek cívky svitků svitky makara makaralar tamburi tambores trommeln
  scatole scatola scatoloni cartoni colli kolli dozen kartony kartonů kartonu kartonów kartonow skrzyń skrzynia skrzynie skrzynek paczek paczki caixa caixas caixotes krabic krabice crates? cases packages? parcels? pakketten pakete paquetes paquets pacchi pacotes
  rolcontainers? rollcontainer rollcontainern roll\\s{1,3}cages? (?:deense\\s{1,3})?karren pieces? pcs bulto bultos koli sandık sandik sandıklar kasalar kasa kutu kutular gabbie engradados kanistry kanistrů kanystrů kanystry kanister
  eur-paletten euro-?paletten europalet(?:y|ów)? euro-?pall?ets? eur-pallets? epal big-?bags? bulk\\s{1,3}bags? big-?bag(?:i|ów|ach|y) bigbagler bundles? bündel bunde bunden bundels? fasci fascio atados wiązek wiązki svazků svazky demet demetler`)
export const CONTAINER_WORDS =
  alt(`containers? cont cntrs? contenedor(?:es)? conteneurs? contenitori container kontener kontenery kontenerów kontenerach kontenerami cont[êe]iner(?:es|s)? contentor(?:es)?
  kontejnery? kontejnerů kontejnerech kontejnerem kontejneru konteyner konteynerler tcs? reefers?`)
/** What follows 20/40/45 to make it a container size: 40', 40ft, 40 Fuß, 40 pies, 40'lık. */
export const CONTAINER_FEET = alt(
  `' ’ ′ -?ft -?footers? -?foot -?feet -?fu[ßs]s? pies pieds piedi voet -?stopowy -?stopowe -?stopowych -?stopowego -?stopowym stóp pés pes -?stopý -?stopové -?stopé -?stopého -?stopých -?stopém -?stop ['’]l[ıi]k l[ıi]k(?=\\s{1,3}(?:konteyner|container)) ayak (?<=\\d)er(?!\\s{1,3}jahr)`,
)

/** "Transporte de maquinaria", "shipment of steel": a transport noun, then its cargo after of/de/di/van. */
export const TRANSPORT_OF =
  alt(`verzending envoi shipment consignment transport transporte envío envio expédition expedition spedizione trasporto verzending vervoer przewóz wysyłka
  transporte envio přeprava zásilka verschepen vervoeren transporteren versturen carga cargamento chargement (?<=(?:\\d|un)\\s{1,3})complets? camion(?=\\s{1,3}complets?\\s{1,3}de\\s{1,3}(?-i:\\p{Ll})) carico lading ładunek ładunku náklad load déménagement mudanza trasloco verhuizing przeprowadzka stěhování mudança`)
/** Words that say what comes next is the cargo ("cargo: X", "Ware: X"). */
export const CARGO_LABELS =
  alt(`cargo goods commodity commodities products? ware waren ladung güter gut mercancías? mercancia carga producto marchandises? produit
  merce merci prodotto lading goederen product towar ładunek ladunek produkt mercadorias? produto zboží zbozi náklad naklad výrobek yük yuk ürün urun emtia`)
/** "12 t of X": the word between a quantity and its cargo. */
export const CARGO_OF = alt("of with mit de des du d' di met aan z ze com s se con avec ile")

/** Negations and "instead of": the value right after them is the one the visitor does not mean. */
export const NEGATIONS = alt(
  "not won[’']t aren[’']t isn[’']t ignore disregard nicht kein keine no pas non niet geen nie não nao ne nejsou není nebude nebudou nepojede nejede nejde nie\\s{1,3}damy\\s{1,3}rady nie\\s{1,3}zdążymy nestihneme nezvládneme can['’]t\\s{1,3}make nemá\\s{1,3}(?:to\\s{1,3})?(?:jet|být) nepůjde nepojedou nejedou statt anstatt instead\\s{1,3}of rather\\s{1,3}than scratch scrap ipv i\\.p\\.v\\.? en\\s{1,3}lugar\\s{1,3}de en\\s{1,3}vez\\s{1,3}de au\\s{1,3}lieu\\s{1,3}de invece\\s{1,3}di invece\\s{1,3}che in\\s{1,3}plaats\\s{1,3}van zamiast em\\s{1,3}vez\\s{1,3}de místo misto onde\\s{1,3}se\\s{1,3}lê donde\\s{1,3}dice where\\s{1,3}it\\s{1,3}says (?<!as\\s{1,3})i\\s{1,3}said ik\\s{1,3}zei (?<!come\\s{1,3})ho\\s{1,3}detto (?<!como\\s{1,3})dije jsem\\s{1,3}psal psal\\s{1,3}jsem napisałem napisałam j.ai\\s{1,3}dit ich\\s{1,3}sagte (?<!como\\s{1,3})eu\\s{1,3}disse remove delete tira tire quita quite supprimez enlevez streichen entfernen verwijder togli togliete usuń odstraňte sil çıkar çıkarın",
)

const set = (words: string) => new Set(withFolded(words))

/** A place or cargo phrase ends at these (prepositions, conjunctions, time words, pronouns, verbs). */
export const STOP_WORDS =
  set(`to from by on in at for next this within until till before after via and or with asap please we i it is are was be
  near nahe vicino près perto nabij vlakbij blízko poblíž niedaleko yakınında yakininda staan staat liggen ligt stehen steht liegen liegt sollten sollte müssen muss müssten würden würde reichen
  our my your weighing weight about abt around approx approximately containing which that tomorrow today urgent urgently over
  moeten moet müssen muss sollen soll om
  wat quanto cuánto cuanto combien wieviel hoeveel ile kolik kost kosten cost costs costa cuesta coûte kostet kosztuje stojí custa rather than ipv te
  vanaf vanuit sailing etd eta départ depart salida partenza vertrek abfahrt odjazd odjezd saída jusqu'au jusqu'à jusqu’au jusqu’à
  die dat welke que qui che które który która które který která které
  but sondern aber sino pero mais ma però maar ale lecz tylko mas porém nýbrž ama fakat
  laten versturen verzenden vervoeren transporteren versenden verschicken transportieren liefern senden leveren ophalen abholen
  looking seeking searching asking hoping wondering planning trying based located tekrar
  going goes leaving departing shipped needs need must should will would has have can could ready not
  moving travelling traveling heading coming sitting waiting packed moved transported delivered sent collected picked
  nach bis am ab mit und von aus für fur zu zum zur im in ca circa etwa nächste nächsten bitte wir ist sind per über
  para con y en hasta desde hacia por aprox aproximadamente la el lo antes destino llegada salida
  pour pr avec et vers depuis à au aux sur dès environ destination arrivée départ
  a al e ed per verso entro il circa dal dalla destinazione arrivo partenza
  naar van vanuit uit met en voor tot op rond ongeveer vóór bestemming aankomst vertrek
  do od w we na i oraz około ok przez
  para com e até em no na cerca chegada saída
  do od v ve na a asi přibližně kolem
  ve ile için yaklaşık civarı kadar ne nedir değil degil`)
/** Where goods wait: "Lager Heilbronn", "warehouse Leeds", "la fábrica de Hernani". */
export const FACILITIES = String.raw`\p{L}{0,12}werk|lager|warehouse|molino|mill|mühle|moulin|mulino|molen|młyn|mlýn|değirmen|moinho|flughafen|airport|aéroport|aeropuerto|aeroporto|luchthaven|lotnisko|letiště|havalimanı|plant|factory|depot|dépôt|entrepôt|usine|almacén|almacen|bodega|fábrica|magazzino|stabilimento|magazijn|fabriek|magazyn(?:ie|u)?|fabryka|fabryce|zakład(?:zie|u)?|armazém|armazem|sklad(?:u|ě|e)?|závod(?:ě|u|e)?|depo|fabrika|brewery|brauerei|cervecería|brasserie|birrificio|brouwerij|cervejaria|browar(?:ze|u)?|pivovar(?:u|e)?|továrn[aěy]|tovarn[aey]`
/** Turkish "el dokuma kilim", "el yapımı sabun": after "el" (hand), a craft word; that "el" is part of the goods, no article. */
export const CRAFT_AFTER_HAND = String.raw`dokuma\p{L}{0,3}|yap[ıi]m\p{L}{0,2}|[iı][sş]i|[öo]rg[üu]s[üu]|boyama\p{L}{0,2}`
/** Lower-case articles to skip before a place or cargo: Los Angeles, Le Havre and Den Haag keep theirs. */
export const ARTICLES = set(
  'bir the a an der die das den dem el la los las le les il lo gli l de het o os as um uma du des une un una uno een ein eine',
)
// Materials ("Messing aus Solingen"): they begin no place, yet they are goods ("aluminium ingots").
const MATERIALS = 'messing edelstahl stahl holz eichenholz kunststoff glas aluminium kupfer eisen beton leder'
/** Words that cannot begin a place. */
export const NOT_A_PLACE =
  set(`me you us him her them it there here home now luftfracht seefracht luchtvracht zeevracht airfreight ergens irgendwo somewhere terminal terminala terminalu terminál terminálu terminali jaja jajaja haha hahaha hehe kkk kkkk lol xd já ja ya hoje hoy agora ahora today jetzt sofort heute maintenant adesso oggi nu vandaag teraz dzisiaj nyní dnes şimdi scratch scrap stock fin début debut mi mid inizio fine metà eind begin ende anfang mitte
  right wrong correct bonne lkw souhaité souhaitée souhaite souhaitee prévu prévue prevu prevue gewünscht gewünschte gewunscht gewunschte deseada deseado desejada desejado previsto prevista übersee uebersee overseas oltremare ultramar outre-mer overzee zamorze zámoří big jumbo neujahr silvester weihnachten ostern grazie gracias merci danke thanks bedankt obrigado obrigada finales principios mediados koniec początek konec začátek ship send get know have be make book move transport deliver
  arrange quote receive pay do go see ask check find provide import export help our my your their this that what where when how who which some any
  buyer buyers seller customer customers client clients supplier shipper consignee receiver ${MATERIALS}
  después despues antes luego tras après apres avant dopo prima nachher danach depois após apos potem później courant metà mitad meio moitié mitte helft połowa polovina week weeks woche semaine semana settimana tydzień tygodniu týden týdnu hafta kw
  thanks thank hello hi hey dear regards best maße masse abmessungen dimensions medidas dimensioni afmetingen wymiary rozměry
  ihnen ihr uns euch sie mir mich sofort morgen heute erhalt absprache vereinbarung
  usted ustedes nosotros mañana inmediato vous nous demain suite lei noi domani subito u ons morgen
  pana państwa nas jutro você vocês nós amanhã vás nás zítra ihned siz biz yarın
  laiben vierziger zwanziger veertigers veertiger twintigers twintiger veertigvoeter veertigvoeters twintigvoeter twintigvoeters forties twenties
  livraison delivery lieferung entrega consegna levering dostawa dodání teslimat chargement loading beladung carga carico lading załadunek nakládka yükleme
  changed changes change mudou mudaram mudar cambió cambio cambiado cambiato cambia changé geändert gewijzigd veranderd zmienił zmieniło změnil změnilo değişti vanno va vado andiamo partono parte arrivano arriva gehen geht fahren fährt gaan gaat vont va vamos van vão jedou jadą gidiyor
  sera serait será sarà sarebbe seria zal wordt wird będzie bude olacak
  angebot anfrage offerte preis devis preventivo presupuesto cotización wycena cotação nabídka teklif fiyat prijs
  mon tue tues wed thu thur thurs fri sat sun`)
/** Single words that are not cargo (with the words that cannot begin a place, "stock" and the materials aside). */
export const NOT_CARGO =
  set(`volume volumen aanvragen anfragen boxed palletised palletized packed crated wrapped shrink-wrapped parcial parziale gedeeltelijk częściowy czesciowy částečný kısmi szukam szukamy hledám hledáme hledam hledame stawki stawka stawkę urgent urgente urgentní urgentni pilne pilny pilna dringend eilig spoed acil yanlış yanlis yazmışım hata özür seca seco dry potrzebny potrzebna viagem viaje podem cotar camião bus partiel partial aller ida retour vuelta andata ritorno del della dei degli delle nel nella nei nelle negli odbieramy wysyłamy mamy potrzebujemy chcemy szukamy ładujemy inclusief inclusive including incl inkl einschließlich inclus incluido compreso włącznie včetně dahil parsiyel flat rack open top out tarih değişti degisti change changed änderung cambio changement zmiana změna wijziging mudança pieds pies piedi feet foot voet stóp pés fuß
  opgehaald geladen geleverd verzonden abgeholt geliefert verladen verschickt recogido entregado enviado enlevé livré chargé expédié ritirato consegnato caricato spedito odebrany dostarczony załadowany wysłany recolhido entregue carregado enviado vyzvednuto doručeno naloženo odesláno
  doch nejlépe nejlepe najlepiej preferably ideally nur only seulement solamente soltanto alleen tylko jen jenom apenas sadece juste just todo alles tout tutto wszystko everything zonder ohne without sans senza bez odbiór odbior importação importacao exportação exportacao importación importacion exportación exportacion fiyatı fiyati lcl fcl ltl ftl día también tambien aussi anche also auch ook też tez také z ze od toch eerder halt liefst auf once when whenever if unless because invece anziché piuttosto weg přepravu přeprava přepravy dopravu doprava verschepen vervoeren transporteren
  each apiece peu près pres gotowy gotowa gotowe gotów ready bereit fertig listo lista prêt prête pronto pronta klaar připraveno připravené eerder
  uy abaixo abajo ci-dessous below unten hieronder poniżej níže aşağıda
  not nicht kein keine no pas non niet geen nie não nao ne değil degil yok není neni nejsou
  sao sey tir mal aanvulling nachtrag ergänzung complément addendum aggiunta precisazione uzupełnienie doplnění zona zone zóna zóně industriegebiet gewerbegebiet polígono poligono bedrijventerrein strefa strefie sztuka sztuki sztuk afinal faire totali totales totaux totais totalt tarief tarieven vergissing przewóz verdeeld verteilt réparties répartis repartidos repartidas suddivisi suddivise rozłożone rozdělené distributed kontenerowy kontenerowa kontenerowe kontenerowym kontejnerová kontejnerovou bahn zamiast místo misto anstatt statt empresa company firma société entreprise azienda ditta bedrijf společnost spółka şirket firm erst schon bereits leider frühestens spätestens gerade noch bouwplaats baustelle chantier cantiere depoya depoda fabrikaya merhaba mrb slm selam deellading deelladingen kommando konteynr kontyner engano enganei equívoco equivoco jedna jednu interporto interporti terminalu terminálu terminál přístavu skladu magazynu entre between zwischen tussen między mezi seefrachtanfrage luftfrachtanfrage marittima marittimo pesanti pesante maken i.p.v ipv hmotnosti hmotnost fiyt prijsopgave solo sola lordi lordo netti wycenic wycenić oradaki buradaki notre votre hoi hallo moin servus nodig voll richtung zeevrachtzending luchtvrachtzending seefrachtsendung luftfrachtsendung yükümüz yükümüzü yükünüz komple dispo nejake nějaké nejaky nějaký hned ihned okamžitě zaraz natychmiast towaru towarów koliler halinde pilną pilna pilny pilnie przesyłkę wycenę wyceny ofertę lotnicza lotniczą lotniczy lotniczo morska morską drogowa drogową paczki paczka paczkę paczek dolar doluyor adr imdg třída trida klasa sınıf fica adresine adresime adresimize adresinize adresim adresimiz adresiniz mailime mailimize worden wordt werden wird pra pro pros pras instead inverse laut gemäß according selon según secondo volgens według podle fret frete flete freight zeevracht seefracht luchtvracht luftfracht almost nearly casi quasi presque fast bijna prawie quase skoro neredeyse ditemi dimmi tell sagen dites decidme dígame digam zeg powiedzcie řekněte söyleyin address adres adresse adresie adresu adresa adresi dirección direccion indirizzo endereço endereco email e-mail mail mailadres e-mailadres correo courriel posta e-posta eposta
  collecting loading leaving going coming picking delivering departing arriving sailing seriam serían seraient sarebbero wären zouden
  exceptionnel exceptional eccezionale excepcional complet complète completo completa komplett compleet pełny plný
  imballato imballata imballati imballate verpackt embalado embalada embalados embaladas emballé emballée emballés emballées verpakt zapakowane zapakowany zabalené zabalený zabalená ambalajlı gepalettiert
  ağırlık agirlik gewicht peso poids waga hmotnost váha vaha hacim objem objętość
  confidencial confidentiel confidential vertraulich riservato riservata vertrouwelijk poufne důvěrné gizli pendiente değişiklik
  vuelta retorno return retour ritorno terugreis powrót zpáteční dönüş aog
  artic lorry hgv chargeable volumetric koelcontainer kühlcontainer kuehlcontainer reefercontainer
  koelwagen koeltransport bestelbus luchtvracht zeevracht verhuizing rit kwekerij tankwagen airfreight seafreight luftfracht seefracht gabarito
  kollege kollegin colleague collega colega collègue kolega kolegyně kunde kundin customer client cliente klant klient klientka
  müşteri musteri müşterimiz müşterimizin müşterimize firmamız firmamızın şirketimiz lieferant supplier fornitore proveedor fournisseur leverancier dostawca fornecedor dodavatel tedarikçi fahrer driver
  sattelzug planensattel kühlauflieger frigo tautliner sprinter trailer auflieger camión camion bâché furgone bilico ciężarówka
  plandeka chłodnia chlodnia kamion plachta tır kamyon dorse frigorífico caminhão carreta
  niente nothing nichts nada rien niets nic origem destino origen origin origine herkunft ziel bestemming destination
  normal normale standard standart
  pls please plz thx thanks bitte svp graag merci grazie gracias proszę prosím lütfen obrigado wacht wait warte attends aspetta espera czekaj počkat bekle
  çıkış cikis varış varis départ depart arrivée arrivee partenza arrivo salida llegada vertrek aankomst wyjazd odjezd
  quotazione quotation cotizacion cotacao offerta
  meer mehr more più más mais więcej víc vic daha
  nabidku nabídku nabídka nabidka ofertę oferty cenovou
  zoals gezegd gesagt dicho detto dit said mentioned wie gezegd comme como come jak jako gibi
  alors donc então entonces pues allora quindi dann also dus więc takže tedy yani well all quite very pretty rather really fairly too so abroad fuera ausland étranger etranger estero buitenland zagranicę zagranice zahraničí zahranici fora yurtdışı yurtdışına
  invoice invoices rechnung factura facture fattura factuur faktura faktury fatura faturamı faturayı faturanızı
  aéreo aérea marítimo aérien maritime aereo marittimo lotniczy morski letecky air sea road express
  freight fracht komplettladung teilladung sendung lieferung lkw truck load ftl ltl sammelgut zending vracht volle camion trasportatore transporteur
  angebot anfrage offerte prijs preis price quote rate tarif devis preventivo presupuesto cotización wycena oferta cotação nabídka teklif fiyat
  prezzo precio prix cena ceny cenę cenu preço preco fiyatı seetransport lufttransport landtransport straßentransport zeetransport luchttransport offre
  reefer reefers hc hq dv gp dry ot brutto netto gross net bruto lordo brut
  reszta rest resto reste overige zbytek kalan
  pallet pallets container containers boxes cartons goods kg kilo kilos t ton tons tonne tonnes tonnen toneladas tonnellate tony tun paletten palets palettes bancali palety paletes palet paletach skrzyń
  not nicht niet nie non değil degil
  euro euros eur usd total gesamt insgesamt totale totaal łącznie celkem toplam altogether overall combined together zusammen samen razem dohromady celkově
  nächste nächsten próxima proxima prochaine prossima volgende przyszłym příští gelecek
  ${[...NOT_A_PLACE].filter((word) => word !== 'stock' && !MATERIALS.split(' ').includes(word)).join(' ')}`)

/** Words for goods that name none ("something", "etwas"), the verbs around them, and MORE_FILLERS: alone, no cargo. */
export const FILLERS =
  set(`plein pleine pleins pleines mandar enviar levar llevar mover trasladar spostare déplacer verplaatsen odebrania odbioru portare vergeben exportar importar importare spedire mandare inviare envoyer expédier verzenden versturen wysłać poslat odeslat ritirare caricare consegnare recoger retirar enlever vezeme vozíme vozime wieziemy wozimy przewiezienia wysłania wysłać przewozu wysyłki odeslání přepravě tenho temos tengo tenemos habe haben heb hebben mam mamy mám máme ho abbiamo avons have levantar recolher carregar sair partir traslocare trasferire llevamos traemos movemos transportamos cargamos portiamo
  trasportiamo vai ser yük yuk mainly mostly hauptsächlich principalement principalmente voornamelijk głównie hlavně çoğunlukla something anything stuff kit things thing items item goods some few a bit load couple bunch of
  shipment shipments consignment envío envíos expedición envoi expédition spedizione zending zendingen partij partie lot batch
  przesyłka przesyłkę przesyłki partia zásilka zásilku zásilky partii remessa carregamento gönderi sevkiyat
  moved moving leave leaves leaving arrive arrives arriving going goes arriva arrivano parte partono arrivent partent llega llegan
  sale salen chega chegam sai saem vertrekt komt gaat jedzie dociera pojede přijede gidecek varacak
  container containers contenedor contenedores conteneur conteneurs contenitore contenitori kontener kontenery kontejner kontejnery
  contentor contentores contêiner konteyner konteynerler
  etwas was sachen dinge ware waren zeug algo cosas cosa unas unos quelque chose choses trucs truc marchandise marchandises
  qualcosa cose roba merce iets spullen dingen goederen coś cos rzeczy towar towary coisa coisas uma algumas
  něco neco věci zboží bir şey şeyler bazı birkaç kolay gelsin var
  carico carichi packed verpackt gepackt embalado embalados embalada embaladas emballé emballés emballée emballées imballato imballati imballata
  verpakt ingepakt zapakowane zapakowany zabalené zabalený balené paketlenmiş ambalajlı
  one jeden jedna jedno jednu two three four five six seven eight nine ten zwei drei vier fünf sechs sieben acht neun zehn dos tres cuatro cinco seis siete ocho
  nueve diez deux trois quatre cinq sept huit neuf dix due tre quattro cinque sei sette otto nove dieci twee drie vijf zes zeven
  negen tien dwa dwie trzy cztery pięć sześć siedem osiem dziewięć dziesięć dois duas três quatro oito nove dez dva dvě tři čtyři
  pět šest sedm osm devět deset iki üç dört beş altı yedi sekiz dokuz on
  would should must need needs want wants like will shall can could may might be been being have has had get send ship move
  möchten möchte würden würde müssen muss müssten sollen soll sollte wollen will werden wird können könnten sein haben
  quisiera querría queremos quiero necesito necesitamos necesitaríamos tendríamos debemos podemos poder ser estar enviar
  voudrais voudrions aimerions devons devrions pouvons faudrait faut vouloir devoir pouvoir être avoir envoyer expédier
  vorrei vorremmo dobbiamo dovremmo possiamo potete volere dovere potere essere avere spedire inviare
  willen wil zouden zou moeten moet kunnen kan zullen zal graag hebben zijn sturen versturen verzenden
  chcemy chciałbym chcielibyśmy musimy musielibyśmy możemy potrzebujemy będzie być mieć wysłać wysłania wyslac wyslania przewieźć
  queremos quero gostaríamos gostaria precisamos precisaríamos temos podemos devemos ser estar enviar
  chceme chtěl chtěli potřebujeme potřebovali musíme můžeme bude být mít poslat převézt odeslat
  istiyoruz istiyorum gerekiyor lazım olacak gönder göndermek göndermemiz gönderdiğimiz
  ship shipping send sending verschicken versenden schicken enviamos mandamos exportamos expédions envoyons
  spediamo inviamo mandiamo esportiamo versturen verzenden sturen wysyłamy posíláme vyvážíme
  is are ist sind son sont est sono è zijn jest są são é jsou je es z ze w we v ve do de da di od na
  ${MORE_FILLERS}`)

/** Words that open a correction ("sorry", "Korrektur", "perdón", "plutôt", "anzi", "poprawka", "düzeltme"), besides negations. */
export const CORRECTION_CUES = alt(`sorry oops actually correction wait rather entschuldigung korrektur moment eigentlich doch lieber nein
  perdón perdon perdona perdonen disculpen corrección mejor pardon désolé désolée plutôt correction scusi scusa anzi correzione piuttosto
  correctie toch eigenlijk liever przepraszam sorki sory poprawka właściwie raczej desculpe desculpa correção afinal aliás
  promiňte pardon oprava vlastně spíš düzeltme aslında yerine oups ups
  ach\\s{1,3}nee ach\\s{1,3}nein och\\s{1,3}nee apologies mistake vergissing verzeihung disculpe disculpa excusez scusate mi\\s{1,3}scuso excuseer excuses przepraszamy desculpem omlouvám omlouváme kusura erreur\\s{1,3}de\\s{1,3}ma\\s{1,3}part my\\s{1,3}bad my\\s{1,3}mistake mein\\s{1,3}fehler error\\s{1,3}mío errore\\s{1,3}mio mijn\\s{1,3}fout mój\\s{1,3}błąd erro\\s{1,3}meu moje\\s{1,3}chyba benim\\s{1,3}hatam`)

/** Short replies that answer nothing ("ok", "ja", "no sé"). */
export const NON_ANSWERS =
  alt(`ah oh eh ach och oeh oj ai sorry perdón perdon perdona perdone perdonen disculpa disculpe disculpen desculpem entschuldigung pardon scusi scusa scusate przepraszam pomyłka desculpe desculpa promiňte pardón zut mince kusura bakmayın bakmayin excuus foutje oeps oops oups excusez-moi omlouvám\\s{1,3}se peço\\s{1,3}desculpa yes yep yeah yup no ok okay mostly nearly almost right correct thanks thank\\s{1,3}you hi hello hey sure maybe idk bye goodbye cheers tschüss adiós adios au\\s{1,3}revoir arrivederci doei do\\s{1,3}widzenia tchau nashledanou görüşürüz ja nein danke hallo vielleicht sí si gracias hola quizás
  oui non merci bonjour peut-être grazie ciao forse nee bedankt misschien tak nie dzięki dziękuję może sim não obrigado obrigada talvez
  ano ne díky děkuji možná evet hayır hayir teşekkürler tamam belki`)
/** Replies that admit not knowing. */
export const DONT_KNOW =
  alt(`not\\s{1,3}yet noch\\s{1,3}nicht todavía\\s{1,3}no pas\\s{1,3}encore non\\s{1,3}ancora nog\\s{1,3}niet jeszcze\\s{1,3}nie ainda\\s{1,3}não ještě\\s{1,3}ne henüz nevím\n  not\\s{1,3}sure unsure unknown no\\s{1,3}idea n/a none nothing (?:i\\s{1,3})?don'?t\\s{1,3}know dunno weiß\\s{1,3}nicht keine\\s{1,3}ahnung
  no\\s{1,3}lo\\s{1,3}sé no\\s{1,3}sé je\\s{1,3}ne\\s{1,3}sais\\s{1,3}pas aucune\\s{1,3}idée non\\s{1,3}lo\\s{1,3}so weet\\s{1,3}ik\\s{1,3}niet geen\\s{1,3}idee nie\\s{1,3}wiem não\\s{1,3}sei nevím bilmiyorum`)
/** Openers of a bare answer ("it's machine parts", "es sind Maschinenteile"). */
export const ANSWER_OPENERS =
  alt(`a à nach naar do para per da de desde von aus z ze od van vers hacia from to in it's it\\s{1,3}is they\\s{1,3}are we\\s{1,3}ship we\\s{1,3}have ex es\\s{1,3}sind es\\s{1,3}ist es\\s{1,3}handelt\\s{1,3}sich\\s{1,3}um son es
  it's\\s{1,3}about the\\s{1,3}(?:shipment|goods|cargo)\\s{1,3}(?:is|are) es\\s{1,3}geht\\s{1,3}um se\\s{1,3}trata\\s{1,3}de het\\s{1,3}gaat\\s{1,3}om gaat\\s{1,3}om chodzi\\s{1,3}o trata-se\\s{1,3}de
  we\\s{1,3}send we're\\s{1,3}shipping wir\\s{1,3}(?:verschicken|versenden|schicken|liefern) enviamos mandamos exportamos nous\\s{1,3}(?:expédions|envoyons)
  spediamo inviamo mandiamo esportiamo we\\s{1,3}(?:versturen|verzenden|sturen) wysyłamy posíláme vyvážíme gönderdiğimiz(?:\\s{1,3}ürün)?
  correction: korrektur: corrección: correzione: correctie: poprawka: correção: oprava: düzeltme:
  c'est ce\\s{1,3}sont il\\s{1,3}s'agit\\s{1,3}de sono si\\s{1,3}tratta\\s{1,3}di è het\\s{1,3}is het\\s{1,3}zijn to\\s{1,3}jest to\\s{1,3}są są\\s{1,3}to são é jde\\s{1,3}o je\\s{1,3}to jsou\\s{1,3}to`)
