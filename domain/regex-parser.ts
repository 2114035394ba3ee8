/** Parses the regular subset of JavaScript's pattern syntax that `linear-regex.ts` runs. */

export class UnsupportedRegexError extends Error {}

export type Node =
  | { k: 'atom'; src: string }
  | { k: 'assert'; a: 'bol' | 'eol' | 'wb' | 'nwb' }
  | { k: 'cat'; items: Node[] }
  | { k: 'alt'; items: Node[] }
  | { k: 'rep'; node: Node; min: number; max: number }

/** Parses a pattern into a tree; single-character atoms keep their source for the native engine. */
export class Parser {
  private i = 0
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation()
    if (this.i < this.src.length) throw new UnsupportedRegexError('unbalanced )')
    return node
  }

  private alternation(): Node {
    const items = [this.sequence()]
    while (this.src[this.i] === '|') {
      this.i++
      items.push(this.sequence())
    }
    return items.length === 1 ? items[0]! : { k: 'alt', items }
  }

  private sequence(): Node {
    const items: Node[] = []
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom()
      items.push(this.quantified(atom))
    }
    return { k: 'cat', items }
  }

  private atom(): Node {
    const s = this.src
    const ch = s[this.i]!
    if (ch === '(') return this.group()
    if (ch === '^' || ch === '$') {
      this.i++
      return { k: 'assert', a: ch === '^' ? 'bol' : 'eol' }
    }
    if (ch === '*' || ch === '+' || ch === '?') throw new UnsupportedRegexError('nothing to repeat')
    if (ch === '{' && quantifierAt(s, this.i)) throw new UnsupportedRegexError('nothing to repeat')
    if (ch === '[') return { k: 'atom', src: this.take(endOfClass(s, this.i + 1)) }
    if (ch !== '\\') return { k: 'atom', src: this.take(this.i + 1) }
    const next = s[this.i + 1] ?? ''
    if (next === 'b' || next === 'B') {
      this.i += 2
      return { k: 'assert', a: next === 'b' ? 'wb' : 'nwb' }
    }
    if (/[1-9]/.test(next) || next === 'k') throw new UnsupportedRegexError('backreferences are not supported')
    if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(this.i + 2, this.i + 4))) return { k: 'atom', src: this.take(this.i + 4) }
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(this.i + 2, this.i + 6))) return { k: 'atom', src: this.take(this.i + 6) }
    if (next === 'c') {
      if (/^[A-Za-z]$/.test(s[this.i + 2] ?? '')) return { k: 'atom', src: this.take(this.i + 3) }
      throw new UnsupportedRegexError('\\c must be followed by a letter')
    }
    if (next === '0' && /[0-9]/.test(s[this.i + 2] ?? '')) throw new UnsupportedRegexError('octal escapes are not supported')
    if (next === '') throw new UnsupportedRegexError('trailing backslash')
    return { k: 'atom', src: this.take(this.i + 2) }
  }

  private group(): Node {
    const s = this.src
    this.i++
    if (s[this.i] === '?') {
      if (s[this.i + 1] === ':') this.i += 2
      else if (s[this.i + 1] === '<' && /[A-Za-z_$]/.test(s[this.i + 2] ?? '')) {
        const close = s.indexOf('>', this.i)
        if (close === -1) throw new UnsupportedRegexError('unterminated group name')
        this.i = close + 1
      } else throw new UnsupportedRegexError('lookarounds are not supported')
    }
    const inner = this.alternation()
    if (s[this.i] !== ')') throw new UnsupportedRegexError('unterminated group')
    this.i++
    return inner
  }

  private quantified(atom: Node): Node {
    let node = atom
    for (;;) {
      const q = quantifierAt(this.src, this.i)
      if (!q) return node
      if (node.k === 'assert') throw new UnsupportedRegexError('nothing to repeat')
      if (q.max < q.min) throw new UnsupportedRegexError('numbers out of order in {} quantifier')
      this.i = q.end
      node = { k: 'rep', node, min: q.min, max: q.max }
      // JavaScript refuses `a**`; a lazy `?` is consumed by quantifierAt.
      if (quantifierAt(this.src, this.i)) throw new UnsupportedRegexError('nothing to repeat')
    }
  }

  private take(end: number): string {
    const text = this.src.slice(this.i, end)
    this.i = end
    return text
  }
}

function endOfClass(s: string, from: number): number {
  let i = from
  if (s[i] === '^') i++
  while (i < s.length && s[i] !== ']') i += s[i] === '\\' ? 2 : 1
  if (i >= s.length) throw new UnsupportedRegexError('unterminated character class')
  return i + 1
}

function quantifierAt(s: string, at: number): { min: number; max: number; end: number } | null {
  const ch = s[at]
  let q: { min: number; max: number; end: number } | null = null
  if (ch === '*') q = { min: 0, max: Infinity, end: at + 1 }
  else if (ch === '+') q = { min: 1, max: Infinity, end: at + 1 }
  else if (ch === '?') q = { min: 0, max: 1, end: at + 1 }
  else if (ch === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(at, at + 32))
    if (!m) return null
    const min = Number(m[1])
    const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3])
    q = { min, max, end: at + m[0].length }
  }
  if (q && s[q.end] === '?') q.end++
  return q
}
