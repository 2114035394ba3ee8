import { describe, expect, test } from 'bun:test'
import { expectedOutputs, runnableBlocks } from './markdown-blocks'

describe('markdown shell blocks', () => {
  const markdown = [
    '# T',
    '```sh',
    'echo a   # {"a":1}',
    '```',
    '<!-- not run: needs MongoDB -->',
    '```sh',
    'mongo',
    '```',
    '```text',
    'x',
    '```',
    '```sh',
    'curl x',
    '# [{"id":"...","n":2}]',
    '```',
  ].join('\n')

  test('skips blocks marked "not run" with a reason and other fences', () => {
    expect(runnableBlocks(markdown)).toEqual([
      { code: 'echo a   # {"a":1}', line: 3 },
      { code: 'curl x\n# [{"id":"...","n":2}]', line: 13 },
    ])
  })

  test('a shown answer matches only an output that holds it, "..." standing for any text', () => {
    const [first, second] = runnableBlocks(markdown).map(expectedOutputs)
    expect(first!.map((e) => e.line)).toEqual([3])
    expect(first![0]!.pattern.test('{"a":1}')).toBe(true)
    expect(first![0]!.pattern.test('{"a":2}')).toBe(false)
    expect(second![0]!.pattern.test('[{"id":"6b04ca","n":2}]')).toBe(true)
    expect(second![0]!.pattern.test('[{"id":"6b04ca","n":3}]')).toBe(false)
  })
})
