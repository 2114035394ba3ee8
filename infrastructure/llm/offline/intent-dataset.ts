import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Intent, parseIntent } from '../../../domain/intent'

/** The languages the offline classifier is trained and evaluated on (ISO 639-1). */
export const INTENT_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'cs', 'tr'] as const
export type IntentLanguage = (typeof INTENT_LANGUAGES)[number]

/** One labelled message of data/intent/messages.jsonl or data/intent/heldout/. */
export interface LabelledMessage {
  text: string
  label: Intent
  lang: IntentLanguage
}

const LANGS = new Set<string>(INTENT_LANGUAGES)
const isLanguage = (value: unknown): value is IntentLanguage => LANGS.has(String(value))

/** The training set: every message of it is trained on. */
export const DEFAULT_DATASET_PATH = fileURLToPath(new URL('../../../data/intent/messages.jsonl', import.meta.url))
/** The held-out set (<lang>.txt, "INQUIRY | text" or "GENERAL | text" a line): never trained on. */
export const DEFAULT_HELD_OUT_DIR = fileURLToPath(new URL('../../../data/intent/heldout/', import.meta.url))

/** Reads and validates the JSON-lines training set; a malformed line stops with its line number. */
export function loadIntentDataset(path: string = DEFAULT_DATASET_PATH): LabelledMessage[] {
  const lines = readFileSync(path, 'utf8').split('\n')
  const messages: LabelledMessage[] = []
  lines.forEach((line, index) => {
    if (line.trim() === '') return
    const row = JSON.parse(line) as Record<string, unknown>
    const label = parseIntent(row.label)
    if (typeof row.text !== 'string' || row.text.trim() === '' || label === null || !isLanguage(row.lang)) {
      throw new Error(`${path}:${index + 1}: expected {text, label: INQUIRY|GENERAL, lang: ${INTENT_LANGUAGES.join('|')}}`)
    }
    messages.push({ text: row.text, label, lang: row.lang })
  })
  return messages
}

/** Reads data/intent/heldout/<lang>.txt; blank lines and lines starting with # are skipped. */
export function loadHeldOut(dir: string = DEFAULT_HELD_OUT_DIR): LabelledMessage[] {
  const messages: LabelledMessage[] = []
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const lang = file.slice(0, -4)
    if (!isLanguage(lang)) throw new Error(`${dir}${file}: unknown language`)
    readFileSync(`${dir}/${file}`, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '' || line.startsWith('#')) return
        const bar = line.indexOf(' | ')
        const label = bar > 0 ? parseIntent(line.slice(0, bar)) : null
        const text = line.slice(bar + 3).trim()
        if (label === null || text === '') throw new Error(`${dir}${file}:${index + 1}: expected "INQUIRY | text" or "GENERAL | text"`)
        messages.push({ text, label, lang })
      })
  }
  return messages
}

/**
 * The cross-validation fold (0..folds-1) of a message: FNV-1a (32 bit) of the exact text, so a
 * message always lands in the same fold whatever else the file holds or in which order.
 */
export function foldOf(text: string, folds: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) % folds
}
