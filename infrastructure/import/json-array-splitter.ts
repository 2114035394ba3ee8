import { unreadable } from './unreadable-file'

/**
 * Cuts a JSON array arriving in pieces into its elements' texts, without parsing the whole
 * array: it tracks strings, escapes and nesting depth. Each element is parsed by the caller.
 */
export class JsonArraySplitter {
  private state: 'before' | 'inside' | 'after' = 'before'
  private depth = 0
  private inString = false
  private escaped = false
  private element = ''
  private elements = 0

  constructor(private readonly maxElementLength: number) {}

  /** The elements completed by this piece of text. */
  push(text: string): string[] {
    const done: string[] = []
    let start = -1
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (this.state === 'before') {
        if (c === 0xfeff || isSpace(c)) continue
        if (c !== 91) unreadable(1, 'a JSON import must be an array of objects')
        this.state = 'inside'
        continue
      }
      if (this.state === 'after') {
        if (!isSpace(c)) unreadable(this.elements, 'text after the end of the JSON array')
        continue
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === 92) this.escaped = true
        else if (c === 34) this.inString = false
        continue
      }
      if (this.depth === 0) {
        if (isSpace(c) || c === 44) continue
        if (c === 93) {
          this.state = 'after'
          continue
        }
        if (c !== 123) unreadable(this.elements + 1, 'each element of the JSON array must be an object')
        start = i
      }
      if (c === 34) this.inString = true
      else if (c === 123 || c === 91) this.depth++
      else if (c === 125 || c === 93) {
        this.depth--
        if (this.depth === 0) {
          done.push(this.element + text.slice(start === -1 ? 0 : start, i + 1))
          this.elements++
          this.element = ''
          start = -1
        }
      }
    }
    if (this.depth > 0) {
      this.element += text.slice(start === -1 ? 0 : start)
      if (this.element.length > this.maxElementLength) unreadable(this.elements + 1, 'the element is larger than the import allows')
    }
    return done
  }

  end(): void {
    if (this.state !== 'after') unreadable(this.elements + 1, 'the JSON array is not closed')
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9
}
