import { describe, expect, test } from 'bun:test'
import { compileLinearRegex, UnsupportedRegexError } from '../../../domain/linear-regex'

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ATOMS = [
  'a',
  'b',
  'A',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '[ab]',
  '[^a]',
  '[a-c]',
  '\\.',
  '-',
  ' ',
  '\\n',
  'é',
  '[A-Z]',
  '\\x41',
  '\\u00e9',
  '\\W',
]
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?']

function pattern(next: () => number, depth = 0): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!
  const parts: string[] = []
  const count = 1 + Math.floor(next() * 4)
  for (let i = 0; i < count; i++) {
    const roll = next()
    let atom: string
    if (roll < 0.15 && depth < 3) atom = `(${pattern(next, depth + 1)}${next() < 0.4 ? `|${pattern(next, depth + 1)}` : ''})`
    else if (roll < 0.2 && depth < 3) atom = `(?:${pattern(next, depth + 1)})`
    else if (roll < 0.25) atom = pick(['^', '$', '\\b', '\\B'])
    else atom = pick(ATOMS)
    const canRepeat = !['^', '$', '\\b', '\\B'].includes(atom)
    parts.push(atom + (canRepeat ? pick(QUANTIFIERS) : ''))
  }
  return parts.join('')
}

function subject(next: () => number): string {
  const chars = ['a', 'b', 'A', 'B', 'c', '1', ' ', '\n', '.', '-', 'é', 'É', '_']
  return Array.from({ length: Math.floor(next() * 12) }, () => chars[Math.floor(next() * chars.length)]).join('')
}

describe('compileLinearRegex', () => {
  test('agrees with the native engine on 20,000 random patterns and subjects', () => {
    const next = random(20261121)
    const disagreements: string[] = []
    for (let i = 0; i < 4000; i++) {
      const source = pattern(next)
      const flags = ['', 'i', 'm', 'im'][Math.floor(next() * 4)]!
      const native = new RegExp(source, flags)
      const linear = compileLinearRegex(source, flags)
      for (let j = 0; j < 5; j++) {
        const s = subject(next)
        if (native.test(s) !== linear.test(s)) disagreements.push(`/${source}/${flags} on ${JSON.stringify(s)}`)
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([])
  })

  test.each([
    ['^abc$', '', 'abc', true],
    ['^abc$', '', 'xabc', false],
    ['^b', 'm', 'a\nb', true],
    ['a$', 'm', 'a\nb', true],
    ['a$', '', 'a\nb', false],
    ['^ÉLAN', 'i', 'élan', true],
    ['\\bcat\\b', '', 'a cat!', true],
    ['\\bcat\\b', '', 'concat', false],
    ['colou?r', '', 'color', true],
    ['(?<y>\\d{4})-\\d{2}', '', 'on 2024-05', true],
    ['[]', '', 'a', false],
    ['[^]', '', 'a', true],
    ['a{2,3}', '', 'a', false],
    ['x*', '', '', true],
    ['(a|)+b', '', 'aab', true],
    ['😀', '', 'smile 😀', true],
    ['a{', '', 'a{', true],
  ])('/%s/%s on %j → %p', (source, flags, s, expected) => {
    expect(compileLinearRegex(source, flags).test(s)).toBe(expected)
    expect(new RegExp(source, flags).test(s)).toBe(expected)
  })

  test('patterns that backtrack catastrophically in JavaScript stay linear here', () => {
    const long = 'a'.repeat(200_000)
    expect(compileLinearRegex('^(a+)+$').test(`${long}b`)).toBe(false)
    expect(compileLinearRegex('.*a.*a.*b').test(long)).toBe(false)
    expect(compileLinearRegex('(\\w+\\s?)*$').test(`${long}!`)).toBe(true)
    expect(compileLinearRegex('(a|aa)+c').test(long)).toBe(false)
  })

  test.each([
    ['(a)\\1', 'backreferences'],
    ['(?<x>a)\\k<x>', 'backreferences'],
    ['a(?=b)', 'lookarounds'],
    ['a(?!b)', 'lookarounds'],
    ['(?<=a)b', 'lookarounds'],
    ['(?<!a)b', 'lookarounds'],
    ['\\012', 'octal'],
    ['\\c1', '\\c'],
    ['(a{100}){100}', 'too complex'],
    ['a{0,5000}', 'too complex'],
  ])('refuses %p (%s)', (source, reason) => {
    expect(() => compileLinearRegex(source)).toThrow(UnsupportedRegexError)
    expect(() => compileLinearRegex(source)).toThrow(reason)
  })
})
