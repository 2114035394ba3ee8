/**
 * Names added after the tagger's last training, read by the rules only (the tagger's place feature was trained without
 * them): the same form as above; a line adds names to the place its code or first name already has.
 */
export const LATER_PLACE_NAMES = `
PLGDN|Danzica|Dantzig|Dánzig
ROCND|Constanza|Costanza|Köstence|Constança
-|Leuven|Louvain|Lovanio|Lovaina|Löwen
-|Cartagena de Indias|Cartagena das Índias
-|Marina di Carrara
-|Yokohama|Jokohama/Jokohamy/Jokohamie|Yokohamy
-|Aachen|Aken
-|Győr|Ráb/Rábu/Rábě|Raab|Giavarino
-|Afyonkarahisar|Afyon
ITGOA|Cenova
ITVCE|Venedik
ESBCN|Barselona
NLRTM|Roterdam
DECGN|Kolonya
SESTO|Stokholm
ESVLC|Valensiya
-|Cairo|Kairo|Le Caire|El Cairo|Il Cairo|Caïro|Kair/Kairu|Káhira/Káhiry|Kahire
-|Livorno|Leghorn
-|Côte d'Ivoire|Ivory Coast|Elfenbeinküste|Costa de Marfil|Costa d'Avorio|Ivoorkust|Wybrzeże Kości Słoniowej|Costa do Marfim|Pobřeží slonoviny|Fildişi Sahili
-|United Arab Emirates|UAE|Vereinigte Arabische Emirate|Émirats arabes unis|Emiratos Árabes Unidos|Emirati Arabi Uniti|Verenigde Arabische Emiraten|Zjednoczone Emiraty Arabskie|Emirados Árabes Unidos|Spojené arabské emiráty/Spojených arabských emirátů/Spojených arabských emirátech|Emiraty/Emiratów/Emiratach|Emiráty/Emirátů/Emirátech|Birleşik Arap Emirlikleri
-|Walvis Bay
AEJEA|Cebel Ali|Dschebel Ali|Djebel Ali|Dżebel Ali|Džebel Ali|Yebel Ali
-|Almaty|Almatı|Alma-Ata|Ałma-Ata
-|Mexico City|Ciudad de México|CDMX|Cidade do México|Mexiko-Stadt|Città del Messico|Mexico-Stad|Ville de Mexico
-|Kazakhstan|Kasachstan|Kazajistán|Kazakistan|Kazachstan/Kazachstanu/Kazachstanie|Cazaquistão|Kazachstán/Kazachstánu/Kazachstánem|Kazakhstán|Kazakistan|Kazachstan
-|Galway
-|Casablanca|Kazablanka|Casablanka|Casabianca
-|'s-Hertogenbosch|Hertogenbosch|Den Bosch
-|Pointe-Noire
-|Ełk|Ełk/Ełku/Ełkiem/Ełcie
-|Katowice|Katovice/Katovic/Katovicích/Katovicím
-|Moerdijk
-|Kołobrzeg|Kolberg|Kolobrzeg|Kołobrzeg/Kołobrzegu
-|Nošovice|Nošovice/Nošovic/Nošovicích/Nošovicím|Nosovice
-|Bautzen|Budziszyn/Budziszyna/Budziszynie|Budyšín/Budyšína/Budyšíně
-|Odessa|Odesa
-|Małaszewicze|Małaszewicze/Małaszewicz/Małaszewiczach/Małaszewiczom/Małaszewiczami|Malaszewicze
-|Belgrade|Belgrat
-|Reggio Emilia|Reggio nell'Emilia|Reggio-Emilia
-|Debrecen|Debreczyn/Debreczyna/Debreczynie|Debrecín/Debrecína
-|Liège|Lutych/Lutychu/Lutyše
-|Beirut|Bejrút/Bejrútu/Bejrútem
-|San Sebastián|Donostia|San Sebastian|Saint-Sébastien|San Sebastiano|Sankt Sebastian|San Sebastião
-|Durrës|Durazzo|Durres|Durrës|Drač/Drači|Dıraç
-|Puerto Bolívar|Puerto Bolivar
-|Pointe-à-Pitre|Pointe-a-Pitre
-|Zagreb|Agram|Zágráb|Zagrzeb/Zagrzebia/Zagrzebiu|Záhřeb/Záhřebu
-|Benghazi|Bengasi|Bengazi|Bingazi|Benghasi
-|Wangen|Wangen im Allgäu
-|Hranice|Hranice na Moravě
-|Saudi Arabia|Saudi-Arabien|Arabie saoudite|Arabia Saudita|Arabia Saudí|Saoedi-Arabië|Arabia Saudyjska/Arabii Saudyjskiej|Arábia Saudita|Saúdská Arábie/Saúdské Arábie|Suudi Arabistan
-|Varna|Warna/Warny/Warnie
-|Luxembourg|Luxemburg|Lussemburgo|Luxemburgo|Lucemburk/Lucemburku|Luksemburg/Luksemburga/Luksemburgu|Lüksemburg
-|Trieste|Terst/Terstu/Terstem
MATNG|Tánger|Tanger|Tangeri|Tânger|Tangier|Tanca
MAPTM|Tanger Med|Tanger-Med|Tanger Méditerranée
-|Morocco|Marokko|Maroc|Marruecos|Marocco|Maroko/Maroka/Maroku|Marrocos|Fas
-|Egypt|Ägypten|Égypte|Egipto|Egitto|Egypte|Egipt/Egiptu|Egito|Egypt/Egypta|Mısır
-|Tunisia|Tunesien|Tunisie|Túnez|Tunísia|Tunesië|Tunezja/Tunezji|Tunisko/Tuniska|Tunus
-|Algeria|Algerien|Algérie|Argelia|Algerije|Algieria/Algierii|Argélia|Alžírsko/Alžírska|Cezayir
-|Norway|Norwegen|Norvège|Noruega|Norvegia|Noorwegen|Norwegia/Norwegii|Norsko/Norska|Norveç
-|Sweden|Schweden|Suède|Suecia|Svezia|Zweden|Szwecja/Szwecji|Suécia|Švédsko/Švédska|İsveç
-|Denmark|Dänemark|Danemark|Dinamarca|Danimarca|Denemarken|Dania/Danii|Dánsko/Dánska|Danimarka
-|Finland|Finnland|Finlande|Finlandia/Finlandii|Finlândia|Finsko/Finska|Finlandiya
-|Greece|Griechenland|Grèce|Grecia|Griekenland|Grecja/Grecji|Grécia|Řecko/Řecka|Yunanistan
-|Croatia|Kroatien|Croatie|Croacia|Croazia|Kroatië|Chorwacja/Chorwacji|Croácia|Chorvatsko/Chorvatska|Hırvatistan
-|Hungary|Ungarn|Hongrie|Hungría|Ungheria|Hongarije|Węgry/Węgier/Węgrzech|Hungria|Maďarsko/Maďarska|Macaristan
-|Romania|Rumänien|Roumanie|Rumania|Roemenië|Rumunia/Rumunii|Roménia|Rumunsko/Rumunska|Romanya
-|Bulgaria|Bulgarien|Bulgarie|Bulgarije|Bułgaria/Bułgarii|Bulgária|Bulharsko/Bulharska|Bulgaristan
-|Ireland|Irland|Irlande|Irlanda|Ierland|Irlandia/Irlandii|Irsko/Irska|İrlanda
-|Slovakia|Slowakei|Slovaquie|Eslovaquia|Slovacchia|Slowakije|Słowacja/Słowacji/Słowację|Eslováquia|Slovensko/Slovenska|Slovakya
-|Slovenia|Slowenien|Slovénie|Eslovenia|Slovenië|Słowenia/Słowenii|Eslovénia|Slovinsko/Slovinska|Slovenya
-|Serbia|Serbien|Serbie|Servië|Serbii|Sérvia|Srbsko/Srbska|Sırbistan
-|Lithuania|Litauen|Lituanie|Lituania|Litouwen|Litwa/Litwy/Litwę|Lituânia|Litva/Litvy|Litvanya
-|Latvia|Lettland|Lettonie|Letonia|Lettonia|Letland|Łotwa/Łotwy/Łotwę|Letónia|Lotyšsko/Lotyšska|Letonya
-|Estonia|Estland|Estonie|Estonii|Estónia|Estonsko/Estonska|Estonya
-|Ukraine|Ucrania|Ucraina|Oekraïne|Ukraina/Ukrainy/Ukrainę|Ucrânia|Ukrajina/Ukrajiny/Ukrajinu|Ukrayna
-|Brazil|Brasilien|Brésil|Brasil|Brasile|Brazilië|Brazylia/Brazylii|Brazílie|Brezilya
-|Israel|Israël|Izrael/Izraela|Israele|İsrail
-|India|Indien|Inde|Índia|Indie|Indii|Hindistan
-|Ecuador|Équateur|Ekwador/Ekwadoru|Equador|Ekvádor/Ekvádoru|Ekvador
-|Chile|Chili|Cile|Şili
-|Asunción|Assunção|Asuncion|Assuncao
-|Punta del Este
-|Montevideo|Montevidéu|Montevidéo
-|Paraguay|Paraguai|Paragwaj/Paragwaju|Paraguayi
-|Uruguay|Uruguai|Urugwaj/Urugwaju
-|Santiago de Chile|Santiago do Chile|Santiago du Chili|Santiago del Cile
-|Peru|Pérou|Perù|Perú
-|Argentina|Argentinien|Argentine|Argentinië|Argentyna/Argentyny/Argentynie|Arjantin
-|Colombia|Kolumbien|Colombie|Kolumbia/Kolumbii|Colômbia|Kolumbie|Kolombiya
-|Vietnam|Viêt Nam|Wietnam/Wietnamu|Vietnã|Vietname
-|Australia|Australien|Australie|Australië|Australii|Austrália|Austrálie|Avustralya
-|South Africa|Südafrika|Afrique du Sud|Sudáfrica|Sudafrica|Zuid-Afrika|Republika Południowej Afryki|África do Sul|Jihoafrická republika|Güney Afrika
-|Las Palmas de Gran Canaria|Las Palmas
-|Den Haag|The Hague|La Haya|L'Aia|La Haye|Haia|Haag/Haagu|Lahey
-|Tarnowskie Góry/Tarnowskich Gór/Tarnowskich Górach/Tarnowskim Górom
-|Strzelce Opolskie/Strzelec Opolskich/Strzelcach Opolskich
CHLAU|Lausana|Lausanne|Lozan
VNHPH|Haiphong|Hai Phong|Hajfong/Hajfongu/Hajfongiem
-|Bengaluru|Bangalore|Bangalur
-|Avignon|Aviñón|Avinhão|Awinion/Awinionu|Avignone
MYPEN|Penang|Pulau Pinang
-|O Porriño
-|Freiburg im Breisgau
-|Neustadt an der Weinstraße
-|Brașov|Brasov|Braszów/Braszowa/Braszowie|Brassó|Kronstadt
ESODB|Córdova|Cordoue|Cordova|Kordoba/Kordoby/Kordobie
KRSEL|Soul/Soulu|Seul|Séoul|Seúl
NLAMS|Amsterodam/Amsterodamu/Amsterodamem
VNSGN|Hô Chi Minh-Ville|Ho-Chi-Minh-Ville|Ho-Chi-Minh-Stadt|Ciudad Ho Chi Minh|Città di Ho Chi Minh|Ho Chi Minhstad|Ho Chi Minh
-|Fos-sur-Mer|Marseille-Fos|Marseille Fos|Fos
-|Kęty/Kęt/Kętach|Kety
-|Borów/Borowa/Borowie
DEFRA|Francoforte sul Meno|Fráncfort del Meno|Francfort-sur-le-Main|Frankfurt nad Mohanem|Frankfurt nad Menem
-|Tehran|Tahran|Teheran|Téhéran|Teherán|Teerã|Teheranu
INMUN|Mundra
GBAVO|Avonmouth
GRSKG|Saloniki/Saloników/Salonikach
-|Xi'an|Xian|Xi’an|Si-an
-|Newark-on-Trent
THLCH|Laem Chabang
`
