import type { ApiClient } from '../api-client'
import type { Filter } from '../document-source'
import { h, mount } from '../dom'
import { failure } from './states'

/**
 * Export of the grid's current filter as CSV or NDJSON. The file is fetched with the bearer header,
 * turned into a Blob and handed to the browser through an object URL: the token never enters a URL.
 */
export function exportButtons(api: ApiClient, base: string, currentFilter: () => Filter): HTMLElement {
  const status = h('span', { 'aria-live': 'polite' })
  async function save(format: 'csv' | 'ndjson', button: HTMLButtonElement) {
    button.disabled = true
    mount(status, `Preparing the ${format.toUpperCase()} file…`)
    try {
      const filter = currentFilter()
      const { blob, filename } = await api.downloadFile(`${base}/export`, { format, filter: filter ? JSON.stringify(filter) : undefined })
      const url = URL.createObjectURL(blob)
      const link = h('a', { href: url, download: filename ?? `export.${format}`, hidden: true })
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 0)
      mount(status, `Downloaded ${filename ?? `export.${format}`}`)
    } catch (error) {
      mount(status, failure(error))
    } finally {
      button.disabled = false
    }
  }
  const csv = h('button', { type: 'button', class: 'secondary' }, 'Export CSV')
  const ndjson = h('button', { type: 'button', class: 'secondary' }, 'Export NDJSON')
  csv.addEventListener('click', () => void save('csv', csv))
  ndjson.addEventListener('click', () => void save('ndjson', ndjson))
  return h('div', { class: 'export-bar', role: 'group', 'aria-label': 'Export the matching documents' }, csv, ndjson, status)
}
