import { type Node, UnsupportedRegexError } from './regex-parser'

/** Bounds the program size, so the per-character work stays small (`(a{100}){100}` is refused). */
export const MAX_REGEX_PROGRAM = 1000

/** One instruction of the program the Pike VM runs. */
export type Inst =
  | { op: 'char'; test: (code: number) => boolean }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'assert'; a: 'bol' | 'eol' | 'wb' | 'nwb' }
  | { op: 'match' }

/** Turns a parsed pattern into a program of character tests, splits, jumps and assertions. */
export class Compiler {
  readonly prog: Inst[] = []
  constructor(private readonly atomFlags: string) {}

  emit(inst: Inst): number {
    if (this.prog.length >= MAX_REGEX_PROGRAM) throw new UnsupportedRegexError('pattern is too complex')
    this.prog.push(inst)
    return this.prog.length - 1
  }

  node(n: Node): void {
    if (n.k === 'atom') this.emit({ op: 'char', test: atomTest(n.src, this.atomFlags) })
    else if (n.k === 'assert') this.emit({ op: 'assert', a: n.a })
    else if (n.k === 'cat') n.items.forEach((item) => this.node(item))
    else if (n.k === 'alt') this.alt(n.items)
    else this.rep(n.node, n.min, n.max)
  }

  private alt(items: Node[]): void {
    const jumps: Inst[] = []
    items.forEach((item, index) => {
      if (index === items.length - 1) return this.node(item)
      const split = { op: 'split', x: 0, y: 0 } as Extract<Inst, { op: 'split' }>
      this.emit(split)
      split.x = this.prog.length
      this.node(item)
      const jump = { op: 'jmp', x: 0 } as Extract<Inst, { op: 'jmp' }>
      this.emit(jump)
      jumps.push(jump)
      split.y = this.prog.length
    })
    for (const jump of jumps) (jump as { x: number }).x = this.prog.length
  }

  private rep(node: Node, min: number, max: number): void {
    if (min > MAX_REGEX_PROGRAM || (max !== Infinity && max > MAX_REGEX_PROGRAM)) throw new UnsupportedRegexError('pattern is too complex')
    for (let i = 0; i < min; i++) this.node(node)
    if (max === Infinity) {
      const split = { op: 'split', x: 0, y: 0 } as Extract<Inst, { op: 'split' }>
      const loop = this.emit(split)
      split.x = this.prog.length
      this.node(node)
      this.emit({ op: 'jmp', x: loop })
      split.y = this.prog.length
      return
    }
    const splits: Extract<Inst, { op: 'split' }>[] = []
    for (let i = min; i < max; i++) {
      const split = { op: 'split', x: 0, y: 0 } as Extract<Inst, { op: 'split' }>
      this.emit(split)
      split.x = this.prog.length
      splits.push(split)
      this.node(node)
    }
    for (const split of splits) split.y = this.prog.length
  }
}

/** One atom, judged by the native engine on a single character, with an ASCII cache. */
function atomTest(src: string, flags: string): (code: number) => boolean {
  const native = new RegExp(`^(?:${src})$`, flags)
  const ascii = new Uint8Array(128)
  return (code) => {
    if (code < 128) {
      if (ascii[code] === 0) ascii[code] = native.test(String.fromCharCode(code)) ? 2 : 1
      return ascii[code] === 2
    }
    return native.test(String.fromCharCode(code))
  }
}
