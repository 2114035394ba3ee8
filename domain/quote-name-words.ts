/** Words around names: the labels of a lane's ends, feasts and saints ("départ … arrivée", "bûches de Noël", "świętego"). */

const set = (words: string) => new Set(words.trim().split(/\s+/u))

/** The labels of one end of a lane: a place's name never goes on past one ("départ Cognac arrivée Shanghai"). */
export const LANE_WORDS =
  set(`arrivee arrivée arrival arrivo llegada chegada aankomst livraison delivery lieferung consegna entrega levering
  dostawa doručení dodání teslim varış depart départ departure partenza salida saída vertrek odjazd odjezd`)
/** Feasts: a date or the goods' kind ("bûches de Noël"), never a place. */
export const FEASTS =
  set(`noël noel natale navidad weihnachten christmas xmas kerst kerstmis natal vánoce vanoce pasqua easter ostern pascua
  pâques paques pasen wielkanoc páscoa pascoa reyes epifania`)
/** "figurki świętego Mikołaja", "Saint-Nectaire": a word for a saint makes the capital after it part of the goods' name. */
export const SAINTS = set('świętego święty świętej św saint sankt san santa são svatý svatého svaté aziz')
