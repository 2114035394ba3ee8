import type { ImportReport } from '../api-types'
import { field, h, mount } from '../dom'
import type { ViewContext } from '../view-context'
import { failure } from './states'

type Format = 'csv' | 'ndjson' | 'json'
const MEDIA: Record<Format, string> = { csv: 'text/csv', ndjson: 'application/x-ndjson', json: 'application/json' }

/** The format a file's name says (`.csv`, `.ndjson`/`.jsonl`, `.json`), or null. */
export function formatOfName(name: string): Format | null {
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'csv') return 'csv'
  if (ext === 'ndjson' || ext === 'jsonl') return 'ndjson'
  if (ext === 'json') return 'json'
  return null
}

/** Import a file: a dry run first (its counts and row errors), then the real import with upload progress. */
export function importView(body: HTMLElement, ctx: ViewContext, base: string): void {
  const file = h('input', { type: 'file', accept: '.csv,.ndjson,.jsonl,.json' })
  const mode = h(
    'select',
    null,
    h('option', { value: 'insert' }, 'Insert every row'),
    h('option', { value: 'upsert' }, 'Update by key, insert the rest'),
  )
  const key = h('input', { type: 'text', autocomplete: 'off', placeholder: '_id' })
  const progress = h('progress', { max: 1, value: 0, 'aria-label': 'Upload progress', hidden: true })
  const progressText = h('span', { 'aria-live': 'polite' })
  const outcome = h('div', { class: 'import-outcome' })
  const importButton = h('button', { type: 'button', disabled: true, onclick: () => void send(false) }, 'Import')
  const checkButton = h('button', { type: 'button', class: 'secondary', onclick: () => void send(true) }, 'Check again (dry run)')

  function chosen(): { file: File; format: Format } | null {
    const picked = file.files?.[0]
    if (!picked) return null
    const format = formatOfName(picked.name)
    if (format) return { file: picked, format }
    mount(outcome, h('p', { class: 'state error', role: 'alert' }, `${picked.name}: the name must end in .csv, .ndjson, .jsonl or .json.`))
    return null
  }

  async function send(dryRun: boolean) {
    const picked = chosen()
    importButton.disabled = true
    if (!picked) return
    const query = new URLSearchParams({ format: picked.format, dryRun: String(dryRun), mode: mode.value })
    if (mode.value === 'upsert') query.set('key', key.value.trim() || '_id')
    progress.hidden = false
    progress.value = 0
    progressText.textContent = dryRun ? 'Checking…' : 'Importing…'
    try {
      const report = await ctx.api.upload<ImportReport>(`${base}/import?${query}`, picked.file, MEDIA[picked.format], (sent, total) => {
        progress.value = total > 0 ? sent / total : 0
        progressText.textContent = `${dryRun ? 'Checking' : 'Importing'}: ${Math.round((100 * sent) / Math.max(total, 1))}% sent`
      })
      progress.value = 1
      progressText.textContent = dryRun ? 'Dry run done' : 'Import done'
      mount(outcome, summary(report))
      importButton.disabled = !dryRun || Number(report.invalid) > 0 || Number(report.rows) === 0
    } catch (error) {
      progressText.textContent = ''
      mount(outcome, failure(error))
    }
  }

  file.addEventListener('change', () => {
    mount(outcome)
    if (chosen()) void send(true)
  })
  mount(
    body,
    h('h2', null, 'Import a file'),
    h(
      'p',
      { class: 'hint' },
      'CSV (first row names the fields), NDJSON or a JSON array. A dry run checks every row first; nothing is written until you press Import.',
    ),
    field('File', file),
    field('Mode', mode),
    field('Key field (update mode)', key, 'Rows whose key matches a document update it; _id when empty.'),
    h('div', { class: 'actions' }, checkButton, importButton),
    h('div', { class: 'progress-line' }, progress, progressText),
    outcome,
  )
}

function summary(report: ImportReport): HTMLElement {
  const [insert, update] = report.dryRun ? ['to insert', 'to update'] : ['inserted', 'updated']
  const counts = `${report.rows} rows: ${report.inserted} ${insert}, ${report.updated} ${update}, ${report.invalid} invalid`
  return h(
    'div',
    { role: 'status' },
    h('p', null, h('strong', null, report.dryRun ? `Dry run: ${counts}` : `Imported. ${counts}`)),
    report.newVariables.length > 0 ? h('p', null, `New fields: ${report.newVariables.join(', ')}`) : null,
    report.errors.length > 0
      ? h(
          'div',
          { class: 'table-scroll', role: 'region', 'aria-label': 'Import errors', tabindex: 0 },
          h(
            'table',
            { class: 'grid import-errors' },
            h(
              'thead',
              null,
              h('tr', null, h('th', { scope: 'col' }, 'Row'), h('th', { scope: 'col' }, 'Field'), h('th', { scope: 'col' }, 'Message')),
            ),
            h(
              'tbody',
              null,
              ...report.errors.map((e) =>
                h('tr', null, h('td', null, String(e.row)), h('td', null, e.field ?? ''), h('td', null, e.message)),
              ),
            ),
          ),
        )
      : null,
    Number(report.invalid) > report.errors.length ? h('p', null, `Only the first ${report.errors.length} errors are listed.`) : null,
  )
}
