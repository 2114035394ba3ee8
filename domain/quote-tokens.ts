/** Words, numbers and marks of a message with their offsets, for the intake tagger. */
export interface Token {
  readonly text: string
  readonly start: number
  readonly end: number
}

// Bounded pieces only (domain/linear-regex.ts): a word of up to 40 letters, a number of up to 12 digits, or one mark.
const PIECE = /[\p{L}\p{M}]{1,40}|\d{1,12}|[^\s\p{L}\p{M}\d]/gu
/** The tagger reads at most this many tokens of a message (about 250 words): a quote request says it early, the rules read the rest. */
export const MAX_TOKENS = 400

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const m of text.matchAll(PIECE)) {
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length })
    if (tokens.length >= MAX_TOKENS) break
  }
  return tokens
}

/** The word's outline: `Xx` (capitalised), `x`, `X` (all capitals), `d` (digits), `.` (a mark), with a length class. */
export function shapeOf(word: string): string {
  if (/^\d/u.test(word)) return word.length <= 2 ? 'd' : 'dd'
  if (!/^\p{L}/u.test(word)) return word
  const upper = word === word.toUpperCase() && word !== word.toLowerCase()
  const capital = word[0] !== word[0]!.toLowerCase()
  const size = word.length <= 2 ? 's' : word.length <= 5 ? 'm' : 'l'
  return `${upper && word.length > 1 ? 'X' : capital ? 'Xx' : 'x'}${size}`
}
