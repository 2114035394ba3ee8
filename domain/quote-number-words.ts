/**
 * Counts from two to ten written as words in the ten intake languages ("drei Container", "i container sono due",
 * "tři kontejnery"; the Czech and Polish genitives "dvou", "trzech" too), for corrections that restate a count. One and the articles ("ein", "un", "uno", "bir") are left out:
 * they are read as articles far more often than as counts.
 */
import { foldAccents } from './quote-folding'

const WORDS: readonly (readonly [number, string])[] = [
  [2, 'two zwei dos deux due twee dwa dwie dois duas dva dvě dvou dwóch dwu iki İki'],
  [3, 'three drei tres trois tre drie trzy três tři tří trzech üç'],
  [4, 'four vier cuatro quatre quattro cztery quatro čtyři čtyř czterech dört'],
  [5, 'five fünf cinco cinq cinque vijf pięć pięciu pět pěti beş'],
  [6, 'six sechs seis sei zes sześć šest altı'],
  [7, 'seven sieben siete sept sette zeven siedem sete sedm yedi'],
  [8, 'eight acht ocho huit otto osiem oito osm sekiz'],
  [9, 'nine neun nueve neuf nove negen dziewięć devět dokuz'],
  [10, 'ten zehn diez dix dieci tien dziesięć dez deset'],
]

// (Each also typed without its accents: "funf", "piec", "ctyri", "dort".)
const VALUE = new Map<string, number>(
  WORDS.flatMap(([n, words]) => words.split(' ').flatMap((w) => [[w, n] as const, [foldAccents(w), n] as const])),
)

/** The count words as a regular-expression alternation, longest first. */
export const COUNT_WORDS_ALT = [...VALUE.keys()].sort((a, b) => b.length - a.length).join('|')

/** "3" for "drei", "3" for "3"; undefined for anything else. */
export function countValue(word: string): string | undefined {
  if (/^\d{1,3}$/u.test(word)) return word
  // ("jedna skrzynia": Polish and Czech "one" before a package; masculine "jeden" is German "each" too.)
  if (/^(?:jedna|jednu)$/iu.test(word)) return '1'
  // ("İki": the Turkish dotted capital lower-cases to two characters, so the word is looked up as written too.)
  const n = VALUE.get(word) ?? VALUE.get(word.toLowerCase())
  return n === undefined ? undefined : String(n)
}

/** Polish and Czech "one" in any case, a count before a container: those languages have no article to take it for. */
export const SLAVIC_ONE = 'jeden|jedna|jedno|jednoho|jednego|jednym|jedním|jednej|jedné|jednu|jedną'
