import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ValueError } from '@sinclair/typebox/compiler'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { Flow } from '../../domain/flow'
import { ConfigError } from '../config/config-error'
import { FlowSchema } from './flow-schema'

/** The flows the `local` source serves when FLOWS_FILE is not set. */
export const SAMPLE_FLOWS_FILE = fileURLToPath(new URL('../../data/flows.sample.json', import.meta.url))

const compiled = TypeCompiler.Compile(FlowSchema)

/** Reads and validates a flows file; throws ConfigError naming the first bad entry. */
export function loadFlowsFile(path: string): Flow[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new ConfigError(`FLOWS_FILE ${path}: cannot be read`)
  }
  return parseFlows(text, path)
}

/** Validates the text of a flows file: a JSON array of flows in the seed's shape, ids unique. */
export function parseFlows(text: string, path: string): Flow[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ConfigError(`FLOWS_FILE ${path}: not valid JSON`)
  }
  if (!Array.isArray(value)) throw new ConfigError(`FLOWS_FILE ${path}: must be a JSON array of flows`)
  const seen = new Set<string>()
  value.forEach((entry: unknown, index) => {
    const error = compiled.Errors(entry).First()
    if (error) throw new ConfigError(`FLOWS_FILE entry ${index + 1}${idOf(entry)}: ${describe(error)}`)
    const id = (entry as Flow).id
    if (seen.has(id)) throw new ConfigError(`FLOWS_FILE entry ${index + 1}${idOf(entry)}: duplicate id`)
    seen.add(id)
  })
  return value as Flow[]
}

function idOf(entry: unknown): string {
  const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined
  // JSON-quoted and cut short, so a hostile file cannot break the one-line message.
  return typeof id === 'string' ? ` (id ${JSON.stringify(id.slice(0, 64))})` : ''
}

function describe(error: ValueError): string {
  const path = error.path || '/'
  const options = (error.schema as { anyOf?: { const?: unknown }[] }).anyOf
  if (options?.every((o) => typeof o.const === 'string')) return `${path} must be one of ${options.map((o) => o.const).join(', ')}`
  if (error.message === 'Expected required property') return `${path} is required`
  if (error.message === 'Unexpected property') return `${path} is not allowed`
  if (options) return `${path} must be null or an object {type, cronExpression, timezone}`
  return `${path} ${error.message.replace(/^Expected /, 'must be ')}`
}
