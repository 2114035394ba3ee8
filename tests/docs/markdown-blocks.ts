/** One ```sh block of a Markdown file and the line its code starts on. */
export interface ShellBlock {
  code: string
  line: number
}

/** An answer a block shows in a comment (`# {...}` or `# [...]`), where `...` stands for any text. */
export interface ExpectedOutput {
  text: string
  line: number
  pattern: RegExp
}

const NOT_RUN = /<!--\s*not run:\s*\S[^>]*-->\s*$/

/** The ```sh blocks meant to run: those not preceded by a `<!-- not run: reason -->` comment. */
export function runnableBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```sh') continue
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```')
    if (end < 0) throw new Error(`unclosed sh block at line ${i + 1}`)
    const before =
      lines
        .slice(0, i)
        .reverse()
        .find((line) => line.trim() !== '') ?? ''
    if (!NOT_RUN.test(before)) blocks.push({ code: lines.slice(i + 1, end).join('\n'), line: i + 2 })
    i = end
  }
  return blocks
}

/** The answers a block claims in its comments, as patterns over the block's output. */
export function expectedOutputs(block: ShellBlock): ExpectedOutput[] {
  return block.code.split('\n').flatMap((line, i) => {
    const shown = /(?:^|\s)# ([[{].*)$/.exec(line)?.[1]?.trim()
    if (!shown) return []
    const pattern = shown
      .split(/\.\.\.|…/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?')
    return [{ text: shown, line: block.line + i, pattern: new RegExp(pattern) }]
  })
}
