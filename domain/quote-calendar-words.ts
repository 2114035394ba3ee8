/** Months and weekdays in the ten intake languages, as alternations and a set, for dates and for what is never a place. */
import { alt } from './quote-lexicon'

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
  'lednem únorem březnem dubnem květnem červnem červencem srpnem zářím říjnem listopadem prosincem',
  'ocak şubat subat mart nisan mayıs mayis haziran temmuz ağustos agustos eylül eylul ekim kasım kasim aralık aralik',
].join(' ')
export const MONTHS = alt(MONTH_WORDS)
/** Month names without the abbreviations ("mar", "jun" …), for a month said alone. */
export const MONTHS_FULL = alt(
  MONTH_WORDS.split(' ')
    .filter((m) => !/^(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|okt|dez)$/.test(m))
    .join(' '),
)
/** Polish and Czech months in the locative, after "w" / "v": "w maju", "v květnu". */
export const MONTH_LOCATIVE_WORDS =
  'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu prosinci'
export const MONTH_LOCATIVES = alt(MONTH_LOCATIVE_WORDS)
export const MONTH_SET: ReadonlySet<string> = new Set(MONTH_WORDS.split(' '))

/** Days of the week, for "next Monday", "lundi prochain", "el lunes que viene". */
export const WEEKDAYS =
  alt(`monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag sonntag
  lunes martes miércoles miercoles jueves viernes sábado sabado domingo lundi mardi mercredi jeudi vendredi samedi dimanche
  lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica
  maandag dinsdag woensdag donderdag vrijdag zaterdag zondag poniedziałek poniedzialek wtorek środę srode środa czwartek piątek piatek sobotę sobota niedzielę niedziela
  poniedziałku poniedzialku wtorku środy srody czwartku piątku piatku soboty niedzieli
  úterka uterka středy stredy čtvrtka ctvrtka pátku patku soboty neděle nedele
  pondeli utery streda stredu ctvrtek patek nedeli [2-6][ªa]\\s?-?feira segunda-feira segunda terça-feira terça quarta-feira quarta quinta-feira quinta sexta-feira sexta sábado pondělí úterý středu středa čtvrtek pátek sobotu neděli
  pazartesi salı sali çarşamba carsamba perşembe persembe cuma cumartesi pazar`)
