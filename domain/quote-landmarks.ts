/**
 * A place named only to say where another one is ("carico a Sorbara, vicino a Modena", "Sindelfingen, near Stuttgart",
 * "Stuttgart yakınında"), or a company named only to say who writes ("Sou da Fazenda Boa Vista", "I'm from Pryce
 * Interiors"): no end of the trip. Its name is blanked, position for position, before the message is read.
 */

import { MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { accentsOptional } from './quote-folding'
import { knownPlace } from './quote-gazetteer'

const NAME = String.raw`\p{Lu}[\p{L}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}'’-]{1,30})?`
const NEAR_BEFORE = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}])(?:vicino\s{1,3}a|nei\s{1,3}pressi\s{1,3}di|near|close\s{1,3}to|outside|nahe|bei|in\s{1,3}der\s{1,3}nähe\s{1,3}von|près\s{1,3}de|à\s{1,3}côté\s{1,3}de|cerca\s{1,3}de|junto\s{1,3}a|perto\s{1,3}de|nabij|vlakbij|in\s{1,3}de\s{1,3}buurt\s{1,3}van|w\s{1,3}pobliżu|niedaleko|koło|blízko|nedaleko|poblíž|u)\s{1,3}(?:(?:de|het|the|la|le|il|der|die|das|dem)\s{1,3})?(${NAME})`,
    'gu',
  ),
)
// "Mauriac, dans le Cantal", "Sassuolo, in provincia di Modena": after a comma, the region a town lies in.
const REGION_AFTER_COMMA = new RegExp(
  String.raw`(?<=\p{L},\s{0,3})(?:dans\s{1,3}(?:le|la|les|l['’])|(?:in|nella)\s{1,3}provincia\s{1,3}di|en\s{1,3}la\s{1,3}provincia\s{1,3}de|in\s{1,3}the\s{1,3}county\s{1,3}of|im\s{1,3}(?:Landkreis|Kreis)|w\s{1,3}powiecie|v\s{1,3}okrese)\s{0,3}(${NAME})`,
  'gu',
)
// Turkish puts "near" after the name: "Stuttgart yakınında", "İzmir civarında".
const NEAR_AFTER = new RegExp(
  String.raw`(?<![\p{L}])(${NAME})\s{1,3}(?:yak[ıi]n[ıi]nda|yak[ıi]nlar[ıi]nda|civar[ıi]nda|yan[ıi]nda)(?![\p{L}])`,
  'gu',
)
// ("15 Şubat civarında": around a day of a month is a date, no landmark.)
const CALENDAR_NAME = new RegExp(String.raw`^(?:${MONTHS_FULL}|${WEEKDAYS})$`, 'iu')
// ("Somos de Valencia": a town the gazetteer knows may well be where the goods leave from, and is read as usual.)
const SELF_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?i:(?:sou|somos|soy|i['’]m|i\s{1,3}am|we['’]re|we\s{1,3}are|ich\s{1,3}bin|wir\s{1,3}sind|je\s{1,3}suis|nous\s{1,3}sommes|sono|siamo|ik\s{1,3}ben|wij\s{1,3}zijn|we\s{1,3}zijn|jestem|jesteśmy|jsem|jsme)\s{1,3}(?:da|do|de|from|von|van|z|ze|of|della|di|del|dalla)\s{1,3})(${NAME}(?:[ \t]\p{Lu}[\p{L}'’-]{1,30})?)`,
  'gu',
)
// Only after a comma or another name: "bei" and "u" also say where something is ("bei uns", "u nás").
const AFTER_COMMA = /(?:[,–-]|\p{Lu}\p{Ll}{2,30})\s{0,3}$/u

/** `text` with every landmark's name replaced by spaces. */
export function withoutLandmarks(text: string): string {
  let out = text
  for (const pattern of [NEAR_BEFORE, NEAR_AFTER, REGION_AFTER_COMMA, SELF_NAMED])
    for (const match of text.matchAll(pattern)) {
      const name = match[1]!
      const at = match.index + match[0].lastIndexOf(name)
      if (CALENDAR_NAME.test(name) || (pattern === SELF_NAMED && knownPlace(name))) continue
      if (pattern === NEAR_BEFORE && !AFTER_COMMA.test(text.slice(Math.max(0, match.index - 34), match.index))) continue
      out = out.slice(0, at) + ' '.repeat(name.length) + out.slice(at + name.length)
    }
  return out
}

/** The patterns above, for the test that keeps them bounded. */
export const LANDMARK_PATTERNS: readonly RegExp[] = [NEAR_BEFORE, NEAR_AFTER, REGION_AFTER_COMMA, AFTER_COMMA, CALENDAR_NAME, SELF_NAMED]
