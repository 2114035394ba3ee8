import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EnvSchema } from '../../infrastructure/config/config-schema'

const root = join(import.meta.dir, '..', '..')

test('every environment variable the configuration reads has a row in docs/operations.md', () => {
  const table = readFileSync(join(root, 'docs', 'operations.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .join('\n')
  const variables = Object.keys(EnvSchema.properties)
  expect(variables.length).toBeGreaterThan(40)
  expect(variables.filter((name) => !table.includes(`\`${name}\``))).toEqual([])
})
