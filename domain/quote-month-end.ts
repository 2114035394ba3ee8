/** The end, beginning or middle of the month a request is written in, as a date: "bis Monatsende", "do konce měsíce". */

// "by", "bis", "d'ici", "do", "até" … before a date phrase, or nothing.
export const BY = String.raw`(?:(?:by|until|before|towards|bis|vor|spätestens(?:\s{1,3}(?:bis|zum))?|antes\s{1,3}de|hasta|avant|d'ici|entro|per|tot|voor|vóór|uiterlijk|do|najpóźniej(?:\s{1,3}do)?|até|nejpozději(?:\s{1,3}do)?)\s{1,3})?`

// "by month end", "bis Monatsende", "a finales de mes", "d'ici la fin du mois", "eind van de maand", "do końca miesiąca",
// "até ao fim do mês", "do konce měsíce": the current month's end, beginning or middle.
const THIS_MONTH = [
  String.raw`(?:the\s{1,3})?month[-\s]end`,
  String.raw`(?:(?:ende|anfang|mitte)\s{1,3}(?:des|dieses)\s{1,3}monats|(?:zum\s{1,3})?monats(?:ende|anfang|mitte))`,
  String.raw`(?:(?:a|al|para)\s{1,3})?(?:finales|principios|mediados|el\s{1,3}final|fin)\s{1,3}(?:de\s{1,3}este|del?)\s{1,3}mes`,
  String.raw`(?:(?:à\s{1,3})?la\s{1,3})?(?:fin|début|milieu)\s{1,3}(?:du|de\s{1,3}ce|de)\s{1,3}mois`,
  String.raw`(?:la\s{1,3})?(?:fine|inizio|metà)\s{1,3}(?:del|di\s{1,3}questo)\s{1,3}mese|inizio\s{1,3}mese`,
  String.raw`(?:het\s{1,3})?(?:eind|einde|begin|midden)\s{1,3}(?:van\s{1,3})?(?:de|deze)\s{1,3}maand`,
  String.raw`(?:pod\s{1,3})?(?:końca|koniec|końcem|początku|początek|połowy)\s{1,3}(?:(?:tego|bieżącego)\s{1,3})?miesiąca`,
  String.raw`(?:(?:no|ao|o)\s{1,3})?(?:fim|final|início|meio)\s{1,3}d(?:o|este)\s{1,3}m[êe]s`,
  String.raw`(?:konce|konec|koncem|začátku|začátkem|začátek|poloviny)\s{1,3}(?:tohoto\s{1,3})?měsíce`,
]
/** The phrases above after an optional "by", as one alternation (the "by" tried once per position, not per phrase). */
export const END_OF_THIS_MONTH = `${BY}(?:${THIS_MONTH.join('|')})`
