import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dir, '..', '..')
const LAYERS = ['domain', 'application', 'infrastructure', 'interfaces', 'bench', 'scripts']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas (strings and nesting respected). */
function callArguments(text: string, open: number): string[] {
  const args: string[] = []
  let depth = 0
  let start = open + 1
  for (let i = open; i < text.length; i++) {
    const c = text[i]!
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++
    } else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) {
      if (--depth === 0) {
        args.push(text.slice(start, i).trim())
        return args
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  return args
}

/** A replacement that cannot carry `$` patterns from data: a plain literal, a template without substitutions, or a function. */
const SAFE = [
  /^'(?:[^'\\]|\\.)*'$/s,
  /^"(?:[^"\\]|\\.)*"$/s,
  /^`[^`$]*`$/s,
  /^(?:async\s+)?(?:\([^)]*\)|[\w$]+)\s*(?::\s*[\w<>[\]|, ]+)?\s*=>/s,
  /^function\b/,
]

describe('no text from data reaches String.prototype.replace as a replacement string', () => {
  test('every replace/replaceAll passes a literal or a function as its replacement', () => {
    const offenders: string[] = []
    for (const file of LAYERS.flatMap((layer) => sources(join(ROOT, layer)))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\.replace(?:All)?\(/g)) {
        const replacement = callArguments(text, match.index + match[0].length - 1)[1]
        if (replacement !== undefined && !SAFE.some((pattern) => pattern.test(replacement))) {
          offenders.push(`${relative(ROOT, file)}:${text.slice(0, match.index).split('\n').length}: ${replacement.slice(0, 60)}`)
        }
      }
    }
    // Pass a function (`() => text`) or build the string without replace: a replacement string's
    // `$&`, `$'`, `` $` `` and `$$` are patterns, so client text there rewrites the result.
    expect(offenders).toEqual([])
  })
})
