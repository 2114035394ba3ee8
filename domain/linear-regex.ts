import { Compiler, type Inst, MAX_REGEX_PROGRAM } from './regex-compiler'
import { Parser, UnsupportedRegexError } from './regex-parser'

/**
 * A regular-expression matcher whose running time is linear in the subject (a Pike VM without
 * captures), for `$regex` filters. The JavaScript engines backtrack: `.*a.*b` takes minutes on a
 * 100 kB value and `(a+)+$` is exponential, and a regex test cannot be interrupted, so a filter
 * could stall the whole server. This engine walks the subject once, keeping the set of live
 * states (at most the program's size) per character.
 *
 * Syntax is JavaScript's (without the `u` flag): literals, escapes, classes, `.`, `^`, `$`, `\b`,
 * `\B`, groups (capturing, `(?:`, `(?<name>`), `|`, and the quantifiers `* + ? {n} {n,} {n,m}`
 * (greedy or lazy: a yes/no test does not care). Each single-character atom is checked by the
 * native engine on one character, so classes, escapes and case folding behave exactly as in
 * JavaScript. Backreferences and lookarounds are not regular and are refused.
 */
export interface LinearRegex {
  test(subject: string): boolean
}

export { MAX_REGEX_PROGRAM, UnsupportedRegexError }

const isLineTerminator = (code: number) => code === 10 || code === 13 || code === 0x2028 || code === 0x2029
const isWord = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95

/** Compiles `pattern` with flags from `i` and `m`; throws UnsupportedRegexError outside the subset. */
export function compileLinearRegex(pattern: string, flags = ''): LinearRegex {
  const compiler = new Compiler(flags.includes('i') ? 'i' : '')
  compiler.node(new Parser(pattern).parse())
  compiler.emit({ op: 'match' })
  return new PikeVm(compiler.prog, flags.includes('m'))
}

const OP_CHAR = 0
const OP_SPLIT = 1
const OP_JMP = 2
const OP_ASSERT = 3
const OP_MATCH = 4
const ASSERTS = { bol: 0, eol: 1, wb: 2, nwb: 3 } as const

/**
 * Thread steps one test may take before it gives up (about 25 ns each: half a second). Only
 * huge values meet it: a step per character per live state, and a 1 MB value with a simple
 * pattern takes a few million.
 */
export const MAX_REGEX_STEPS = 20_000_000

export class RegexTooExpensiveError extends Error {}

/** The program in flat typed arrays: the inner loop allocates nothing. */
class PikeVm implements LinearRegex {
  private readonly op: Uint8Array
  private readonly x: Int32Array
  private readonly y: Int32Array
  private readonly tests: ((code: number) => boolean)[]
  private readonly marks: Int32Array
  private readonly stack: Int32Array
  private current: Int32Array
  private next: Int32Array

  constructor(
    prog: Inst[],
    private readonly multiline: boolean,
  ) {
    const n = prog.length
    this.op = new Uint8Array(n)
    this.x = new Int32Array(n)
    this.y = new Int32Array(n)
    this.tests = new Array(n)
    prog.forEach((inst, pc) => {
      if (inst.op === 'char') [this.op[pc], this.tests[pc]] = [OP_CHAR, inst.test]
      else if (inst.op === 'split') [this.op[pc], this.x[pc], this.y[pc]] = [OP_SPLIT, inst.x, inst.y]
      else if (inst.op === 'jmp') [this.op[pc], this.x[pc]] = [OP_JMP, inst.x]
      else if (inst.op === 'assert') [this.op[pc], this.x[pc]] = [OP_ASSERT, ASSERTS[inst.a]]
      else this.op[pc] = OP_MATCH
    })
    this.marks = new Int32Array(n)
    // Each pc is pushed at most twice per closure (a split pushes two, marks stop revisits).
    this.stack = new Int32Array(2 * n + 2)
    this.current = new Int32Array(n)
    this.next = new Int32Array(n)
  }

  test(s: string): boolean {
    const len = s.length
    this.marks.fill(-1)
    let currentCount = 0
    let steps = 0
    for (let pos = 0; pos <= len; pos++) {
      const added = this.addThread(this.current, currentCount, 0, s, pos, pos)
      if (added < 0) return true
      currentCount = added
      if (pos === len) return false
      steps += currentCount
      if (steps > MAX_REGEX_STEPS) throw new RegexTooExpensiveError('the pattern is too expensive for this value')
      const code = s.charCodeAt(pos)
      let nextCount = 0
      for (let i = 0; i < currentCount; i++) {
        const pc = this.current[i]!
        if (!this.tests[pc]!(code)) continue
        nextCount = this.addThread(this.next, nextCount, pc + 1, s, pos + 1, pos + 1)
        if (nextCount < 0) return true
      }
      const swap = this.current
      this.current = this.next
      this.next = swap
      currentCount = nextCount
    }
    return false
  }

  /** Adds `start` and every state reachable from it without reading; -1 when it reaches a match. */
  private addThread(list: Int32Array, count: number, start: number, s: string, pos: number, generation: number): number {
    const { op, x, y, marks, stack } = this
    let top = 0
    stack[top++] = start
    while (top > 0) {
      const pc = stack[--top]!
      if (marks[pc] === generation) continue
      marks[pc] = generation
      switch (op[pc]) {
        case OP_MATCH:
          return -1
        case OP_JMP:
          stack[top++] = x[pc]!
          break
        case OP_SPLIT:
          stack[top++] = y[pc]!
          stack[top++] = x[pc]!
          break
        case OP_ASSERT:
          if (this.holds(x[pc]!, s, pos)) stack[top++] = pc + 1
          break
        default:
          list[count++] = pc
      }
    }
    return count
  }

  private holds(kind: number, s: string, pos: number): boolean {
    if (kind === ASSERTS.bol) return pos === 0 || (this.multiline && isLineTerminator(s.charCodeAt(pos - 1)))
    if (kind === ASSERTS.eol) return pos === s.length || (this.multiline && isLineTerminator(s.charCodeAt(pos)))
    const before = pos > 0 && isWord(s.charCodeAt(pos - 1))
    const after = pos < s.length && isWord(s.charCodeAt(pos))
    return (before !== after) === (kind === ASSERTS.wb)
  }
}
