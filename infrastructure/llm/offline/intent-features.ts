/**
 * The one featurizer shared by training (scripts/train-intent.ts) and serving
 * (OfflineIntentClassifier), so the two can never drift: lowercase, accent folding (also ł ı ø đ), digits
 * folded to 0, punctuation collapsed to single spaces, then hashed word unigrams + bigrams and
 * character 3..5-grams. Hashing (FNV-1a + fmix32 into 2^FEATURE_BITS buckets) means no
 * substring is ever allocated in the hot loop.
 */

export const FEATURE_BITS = 18
export const FEATURE_BUCKETS = 1 << FEATURE_BITS
/** Only this many characters of a message are considered. */
export const MAX_INPUT_CHARS = 2000
const MAX_CLEAN_CHARS = MAX_INPUT_CHARS * 2 + 2 // ß → ss can double a character; plus padding
/** Upper bound of features one message can produce: 3 char n-grams per position + words. */
export const MAX_FEATURES = MAX_CLEAN_CHARS * 3 + MAX_CLEAN_CHARS

const FNV_PRIME = 0x01000193
const CHAR_BASIS = 0x811c9dc5
const WORD_BASIS = 0x050c5d1f
const BIGRAM_SALT = 0x27d4eb2d
const MASK = FEATURE_BUCKETS - 1
const SPACE = 32

// Reused between calls: classify runs synchronously and never re-enters itself.
const clean = new Uint16Array(MAX_CLEAN_CHARS + 2)

function fmix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h & MASK
}

// Letters NFD does not decompose but writers often type without their mark: ø→o, đ→d, ı→i, ł→l.
const FOLD = new Uint16Array(0x142 - 0xf8 + 1)
FOLD[0xf8 - 0xf8] = 111
FOLD[0x111 - 0xf8] = 100
FOLD[0x131 - 0xf8] = 105
FOLD[0x142 - 0xf8] = 108

/** A code unit that separates words (ASCII punctuation, Latin-1 symbols, general punctuation). */
function isSeparator(c: number): boolean {
  if (c < 128) return !((c >= 97 && c <= 122) || (c >= 48 && c <= 57))
  if (c < 0xc0) return true
  if (c === 0xd7 || c === 0xf7) return true
  return c >= 0x2000 && c <= 0x206f
}

/** Lowercased, accent-folded, first MAX_INPUT_CHARS characters: the text the features see. */
export function foldText(text: string): string {
  return text.slice(0, MAX_INPUT_CHARS).toLowerCase().normalize('NFD')
}

/** Writes the cleaned code units (" word word ... ") into `clean`; returns their count. */
function fillClean(text: string): number {
  const folded = foldText(text)
  let n = 0
  clean[n++] = SPACE
  for (let i = 0; i < folded.length && n < MAX_CLEAN_CHARS; i++) {
    const c = folded.charCodeAt(i)
    if (c >= 0x300 && c <= 0x36f) continue // combining accents left by NFD
    if (c >= 48 && c <= 57) clean[n++] = 48
    else if (c === 0xdf) {
      clean[n++] = 115
      clean[n++] = 115
    } // ß → ss
    else if (c >= 0xf8 && c <= 0x142 && FOLD[c - 0xf8])
      clean[n++] = FOLD[c - 0xf8]! // ø đ ı ł, which NFD keeps
    else if (!isSeparator(c)) clean[n++] = c
    else if (clean[n - 1] !== SPACE) clean[n++] = SPACE
  }
  if (clean[n - 1] !== SPACE) clean[n++] = SPACE
  return n
}

/** The normalized form of a message ("Zoll-Abfertigung, 20ft!" → "zoll abfertigung 00ft"), for de-duplication. */
export function normalizeText(text: string): string {
  const n = fillClean(text)
  return String.fromCharCode(...clean.subarray(1, Math.max(1, n - 1)))
}

/**
 * Writes the hashed feature ids of `text` into `out` (length ≥ MAX_FEATURES) and returns how
 * many were written. Repeated features are written repeatedly (term counts).
 */
export function extractFeatures(text: string, out: Int32Array): number {
  const len = fillClean(text)
  let count = 0
  // Character 3..5-grams over the padded text (spaces mark word edges).
  for (let i = 0; i + 3 <= len; i++) {
    let h = CHAR_BASIS
    const end = Math.min(len, i + 5)
    for (let j = i; j < end; j++) {
      h = Math.imul(h ^ clean[j]!, FNV_PRIME)
      if (j - i >= 2) out[count++] = fmix(h)
    }
  }
  // Word unigrams and bigrams.
  let previous = 0
  let hasPrevious = false
  let h = WORD_BASIS
  let inWord = false
  for (let i = 1; i < len; i++) {
    const c = clean[i]!
    if (c !== SPACE) {
      h = Math.imul(h ^ c, FNV_PRIME)
      inWord = true
      continue
    }
    if (!inWord) continue
    out[count++] = fmix(h)
    if (hasPrevious) out[count++] = fmix(Math.imul(previous ^ BIGRAM_SALT, FNV_PRIME) ^ h)
    previous = h
    hasPrevious = true
    h = WORD_BASIS
    inWord = false
  }
  return count
}
