/** Cargo phrases that name no goods ("sorry", "kontejnery", "ils partent", "something"), whoever read them. */
import { ABOUT, NOT_GOODS_ALONE } from './quote-cargo-words'
import { ARTICLES, CONTAINER_WORDS, CORRECTION_CUES, FILLERS, NON_ANSWERS } from './quote-lexicon'

// "perdona", "sorry", "ok", "civarı": a word that opens a reply or a correction, or says a quantity is rough, names no goods.
const NO_GOODS = new RegExp(String.raw`^(?:${NON_ANSWERS}|${CORRECTION_CUES}|${ABOUT}|civar[ıi]|civar[ıi]nda)$`, 'iu')
// "ils partent de Lille": a phrase that opens with a subject pronoun is a sentence about someone, not goods.
const SUBJECTS = new Set(
  'ich wir sie er du ihr ik wij zij hij nous vous ils elles elle io noi lui loro ja my wy oni ony biz ben onlar you they he she we yo nosotros ellos ellas eu nós eles elas vy'.split(
    ' ',
  ),
)
// "kontejnery", "čtyřicetistopé kontejnery": the equipment alone is no goods ("karton" may well be: packing words are not here).
const PACKING_ONLY = new RegExp(
  String.raw`^(?:(?:${CONTAINER_WORDS}|\p{L}{0,14}(?:stop\p{L}{0,4}|foot(?:ers?)?|voets))(?:\s{1,3}|$)){1,3}$`,
  'iu',
)
/** Whether a cargo phrase names no goods: a reply word, the equipment alone, a sentence about someone, fillers only. */
export const namesNothing = (cargo: string) =>
  NO_GOODS.test(cargo.trim()) ||
  PACKING_ONLY.test(cargo.trim()) ||
  NOT_GOODS_ALONE.has(cargo.trim().toLowerCase()) ||
  SUBJECTS.has(
    cargo
      .trim()
      .split(/\s{1,3}/u)[0]!
      .toLowerCase(),
  ) ||
  cargo.replace(/[\s'’.,-]/gu, '').length < 2 ||
  cargo
    .toLowerCase()
    .split(/[\s'’]{1,3}/u)
    .every((word) => word === '' || FILLERS.has(word) || ARTICLES.has(word))
