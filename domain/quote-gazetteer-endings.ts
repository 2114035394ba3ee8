/** The regular case endings of Polish and Czech place names, undone by rule: "Krakowa" → "Krakow", "Ostravy" → "Ostrava". */

// Regular case endings of Polish and Czech place names, undone to the nominative: "Krakowa" → "Krakow" (found as Kraków),
// "Ostravy" → "Ostrava", "Poznania" → "Poznań", "Brně" → "Brno", "Warszawie" → "Warszawa".
const ENDINGS: readonly (readonly [string, string])[] = [
  ['aniu', 'an'],
  ['ania', 'an'],
  ['iu', ''],
  ['ach', 'e'],
  ['ich', 'e'],
  ['ci', 'ec'],
  ['ic', 'ice'],
  ['c', 'ce'],
  ['ce', 'ec'],
  ['ej', 'a'],
  ['ego', 'y'],
  ['eho', 'y'],
  ['y', ''],
  ['owie', 'ow'],
  ['owa', 'ow'],
  ['ie', 'a'],
  ['ia', ''],
  ['y', 'a'],
  ['i', 'a'],
  ['e', 'a'],
  ['a', ''],
  ['u', ''],
  ['e', ''],
  ['a', 'o'],
  ['a', 'e'],
  ['ne', 'no'],
  ['ie', ''],
  ['i', ''],
  ['k', 'ki'],
  ['j', 'je'],
]
// Endings read by the rules only, not by the tagger's place feature (added after its training): "Wielkopolskiego",
// Polish "-iec", "-ec" and "-ek" towns ("z Milanówka", "w Sulejówku"), plural towns without an ending ("z Kralup", "z Sejn"), Czech "-ice" ("v Kopřivnici") ("z Bolesławca", "w Bolesławcu", "Bolesławcem", "ze Zgorzelca"), and Czech "-u" for a final
// "-e" ("do Grenoblu").
const LATER_ENDINGS: readonly (readonly [string, string])[] = [
  ['iego', 'i'],
  ['ca', 'iec'],
  ['cu', 'iec'],
  ['cem', 'iec'],
  ['ca', 'ec'],
  ['cu', 'ec'],
  ['u', 'e'],
  ['em', 'e'],
  ['im', 'i'],
  ['ich', 'ie'],
  ['ka', 'ek'],
  ['i', 'e'],
  ['', 'y'],
  ['ku', 'ek'],
  ['dzie', 'da'],
  ['dze', 'ga'],
  ['kiem', 'ek'],
  ['ach', 'y'],
  ['ow', 'y'],
  ['ova', 'uv'],
  ['ove', 'uv'],
  ['em', 'y'],
  ['ego', 'e'],
  // "w Lesznie", "z Ostrowi Mazowieckiej", "w Zielonej Górze", "w Nowym Targu", "w Bielsku-Białej".
  ['nie', 'no'],
  ['kiej', 'ka'],
  ['giej', 'ga'],
  ['rze', 'ra'],
  ['ym', 'y'],
  ['u', 'o'],
  // "z Uherského Hradiště", "v Uherském Hradišti": Czech adjectival names (folded, as every ending here).
  ['eho', 'e'],
  ['sti', 'ste'],
  // "z Českých Budějovic", "v Lounech": Czech plural names.
  ['ych', 'e'],
  ['ech', 'y'],
  // "w Ostrołęce", "w Rydze": Polish k and g before the locative's e turn to c and dz.
  ['ce', 'ka'],
  ['dze', 'ga'],
  // "ze Dvora Králové": Czech ů of the nominative is o in the other cases (folded: u).
  ['ora', 'ur'],
  ['ore', 'ur'],
  // "z Wrześni", "we Wrześni": Polish "-ia" towns lose their "a"; "w Koluszkach": plural "-ki" towns in the locative.
  ['i', 'ia'],
  ['kach', 'ki'],
  // "v Nymburce", "v Mělníce": Czech k before the locative's e turns to c.
  ['ce', 'k'],
]

/** The nominatives a declined word may have, by the regular endings above (`forTagger`: the first list only). */
export function nominatives(word: string, forTagger = false): string[] {
  if (word.length < 4) return []
  return (forTagger ? ENDINGS : [...ENDINGS, ...LATER_ENDINGS])
    .filter(([ending]) => word.endsWith(ending))
    .map(([ending, nominative]) => word.slice(0, word.length - ending.length) + nominative)
}
