import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseIntent, type Intent } from '../../../domain/intent'

/** One labelled message of data/intent/messages.jsonl. */
export interface LabelledMessage {
  text: string
  label: Intent
  lang: 'en' | 'de' | 'es' | 'fr'
}

export type Split = 'train' | 'test'

const LANGS = new Set(['en', 'de', 'es', 'fr'])
/** Share of messages (in percent of the hash space) held out for evaluation, never trained on. */
export const HELD_OUT_PERCENT = 20

export const DEFAULT_DATASET_PATH = fileURLToPath(new URL('../../../data/intent/messages.jsonl', import.meta.url))

/**
 * Deterministic split by a hash (FNV-1a, 32 bit) of the exact text: the same message always
 * lands on the same side, whatever else the file holds or in which order.
 */
export function splitOf(text: string): Split {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) % 100 < HELD_OUT_PERCENT ? 'test' : 'train'
}

/** Reads and validates the JSON-lines dataset; a malformed line stops with its line number. */
export function loadIntentDataset(path: string = DEFAULT_DATASET_PATH): LabelledMessage[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  const messages: LabelledMessage[] = []
  lines.forEach((line, index) => {
    if (line.trim() === '') return
    const row = JSON.parse(line) as Record<string, unknown>
    const label = parseIntent(row.label)
    if (typeof row.text !== 'string' || row.text.trim() === '' || label === null || !LANGS.has(String(row.lang))) {
      throw new Error(`${path}:${index + 1}: expected {text, label: INQUIRY|GENERAL, lang: en|de|es|fr}`)
    }
    messages.push({ text: row.text, label, lang: row.lang as LabelledMessage['lang'] })
  })
  return messages
}

/** The messages of one side of the split. */
export function messagesOf(split: Split, messages: LabelledMessage[] = loadIntentDataset()): LabelledMessage[] {
  return messages.filter((m) => splitOf(m.text) === split)
}
