/**
 * Text rules for mail that strangers write: HTML reduced to text, header values on one line,
 * Message-IDs read from headers. Every function is linear in its input (no backtracking regexes).
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

const SKIPPED = new Set(['script', 'style', 'head', 'template', 'title'])
const BLOCKS = new Set(['br', 'p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'hr'])

/**
 * The readable text of an HTML body in one forward pass (so a hostile body costs linear time):
 * comments, scripts and styles dropped, tags removed, blocks on their own lines, entities decoded.
 * Angle brackets left in the text are replaced, so the result never reads as markup.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase()
  const out: string[] = []
  let i = 0
  while (i < html.length) {
    const open = html.indexOf('<', i)
    if (open < 0) {
      out.push(html.slice(i))
      break
    }
    out.push(html.slice(i, open))
    if (lower.startsWith('<!--', open)) {
      const end = lower.indexOf('-->', open + 4)
      i = end < 0 ? html.length : end + 3
      continue
    }
    const close = html.indexOf('>', open + 1)
    if (close < 0) break
    const name = /^<\/?([a-z0-9]+)/.exec(lower.slice(open, Math.min(close + 1, open + 20)))?.[1] ?? ''
    i = close + 1
    if (lower[open + 1] !== '/' && SKIPPED.has(name)) {
      const end = lower.indexOf(`</${name}`, i)
      const after = end < 0 ? -1 : lower.indexOf('>', end)
      i = after < 0 ? html.length : after + 1
    } else if (BLOCKS.has(name)) out.push('\n')
  }
  return tidy(decodeEntities(out.join('')).replace(/</g, '\u2039').replace(/>/g, '\u203a'))
}

/** Trailing spaces off each line, at most one blank line in a row, no leading or trailing blank lines. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** A value fit for one header line: CR, LF and other control characters become spaces, runs of spaces one. */
export function singleLine(value: string, max = 998): string {
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim().slice(0, max)
}

/** The subject of a reply: `Re: <subject> [<reference>]`, one line, the customer's own `Re:`s not repeated. */
export function replySubject(subject: string, reference: string): string {
  const plain = singleLine(subject, 400)
    .replace(/^(?:(?:re|aw|sv|fw|fwd)\s*:\s*)+/i, '')
    .replace(` [${reference}]`, '')
  return `Re: ${plain} [${reference}]`
}

/** The Message-IDs (`<...>`) named in an In-Reply-To or References header, at most `max`. */
export function messageIdsIn(header: string | null | undefined, max = 50): string[] {
  if (!header) return []
  const ids: string[] = []
  for (const match of header.slice(0, 20_000).matchAll(/<[^<>\s]{1,250}>/g)) {
    if (ids.length >= max) break
    ids.push(match[0])
  }
  return ids
}

/** The first non-blank line of a text, cut to `max` characters: a subject when none was given. */
export function firstLine(text: string, max = 200): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? ''
  return singleLine(line, max)
}

/** The first e-mail address written in a text (a visitor giving their address in a chat), lower-cased, or null. */
export function emailAddressIn(text: string): string | null {
  const match = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/.exec(text.slice(0, 10_000))
  return match && match[0].length <= 254 ? match[0].toLowerCase() : null
}
