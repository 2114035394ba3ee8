/** Text for patterns: typed without accents ("pristi tyden", "wyslac", "naechste Woche") and read by patterns written with them, or taken literally inside a pattern. */

// Letters whose accent-less form is not their decomposition's first character.
const PLAIN: Record<string, string> = { ł: 'l', Ł: 'L', ı: 'i', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D' }

/** `text` with each accented letter replaced by its plain one, one character for one, so positions stay the same. */
export function foldAccents(text: string): string {
  let folded = ''
  for (const char of text) {
    const plain = PLAIN[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')
    folded += plain.length === char.length ? plain : char
  }
  return folded
}

// German written without umlauts: "naechste", "fuer", "Groesse". Outside a character class a pattern's ä also reads "ae".
const UMLAUT: Record<string, string> = { ä: '(?:a|ae)', ö: '(?:o|oe)', ü: '(?:u|ue)', Ä: '(?:A|Ae)', Ö: '(?:O|Oe)', Ü: '(?:U|Ue)' }

// A pattern's source with its letters written out (the engine may spell them \\u00E8).
const lettersOf = (pattern: RegExp) =>
  pattern.source.replace(/\\u([0-9A-Fa-f]{4})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return /\p{L}/u.test(char) ? char : escaped
  })

/** `pattern` with each letter outside an escape rewritten by `letter` (told whether it stands in a character class). */
function rewritten(pattern: RegExp, letter: (char: string, inClass: boolean) => string): RegExp {
  const letters = lettersOf(pattern)
  let source = ''
  let inClass = false
  for (let i = 0; i < letters.length; i++) {
    const char = letters[i]!
    if (char === '\\') {
      source += char + (letters[i + 1] ?? '')
      i++
      continue
    }
    if (char === '[') inClass = true
    else if (char === ']') inClass = false
    source += letter(char, inClass)
  }
  return new RegExp(source, pattern.flags)
}

/**
 * A pattern that matches text folded by foldAccents: its letters folded (a pattern's source may spell them \\u00E8), and
 * a German umlaut outside a character class read with or without its "e".
 */
export const foldedPattern = (pattern: RegExp): RegExp =>
  rewritten(pattern, (char, inClass) => (!inClass && UMLAUT[char] ? UMLAUT[char]! : foldAccents(char)))

const SPECIAL = /[.*+?^${}()|[\]\\]/g
/** `text` as a pattern that matches it literally ("St. Gallen" matches only itself). */
/** `text` in lower case, position for position ("İstanbul" lowers to nine characters otherwise, the dot kept apart). */
export const lowered = (text: string): string => text.replace(/İ/gu, 'i').toLowerCase()

export const literally = (text: string): string => text.replace(SPECIAL, '\\$&')

/** `pattern` that also reads each accented letter written plain ("enlevement a Roubaix" for "enlèvement à Roubaix"). */
export const accentsOptional = (pattern: RegExp): RegExp =>
  rewritten(pattern, (char, inClass) => {
    const plain = foldAccents(char)
    return plain === char ? char : inClass ? char + plain : `[${char}${plain}]`
  })
