import { h } from '../dom'

const SVG = 'http://www.w3.org/2000/svg'

/** An SVG element with attributes; text goes in as a text node, never as markup. */
function s(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(SVG, tag)
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value))
  if (text !== undefined) el.textContent = text
  return el
}

export interface BarSegment {
  readonly key: string
  readonly value: number
}

export interface Bar {
  readonly label: string
  readonly segments: readonly BarSegment[]
}

/**
 * Stacked bars drawn by the console (no chart library): one bar per label, segments coloured by
 * class `c-<key>`, each with a <title> for pointer users; `summary` is the chart's accessible name.
 */
export function stackedBars(bars: readonly Bar[], summary: string, options: { marker?: number; markerLabel?: string } = {}): SVGElement {
  const width = 640
  const height = 220
  const left = 32
  const bottom = 28
  const max = Math.max(1, ...bars.map((b) => b.segments.reduce((sum, seg) => sum + seg.value, 0)))
  const slot = (width - left - 8) / Math.max(1, bars.length)
  const scale = (height - bottom - 10) / max
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': summary })
  svg.append(s('line', { class: 'axis', x1: left, y1: height - bottom, x2: width - 4, y2: height - bottom }))
  svg.append(s('text', { x: 2, y: 14 }, String(max)), s('text', { x: 2, y: height - bottom }, '0'))
  const every = Math.ceil(bars.length / 10)
  bars.forEach((bar, i) => {
    const x = left + i * slot + slot * 0.1
    let y = height - bottom
    for (const seg of bar.segments) {
      if (seg.value <= 0) continue
      const h2 = seg.value * scale
      y -= h2
      const rect = s('rect', { class: `c-${seg.key}`, x, y, width: Math.max(1, slot * 0.8), height: h2 })
      rect.append(s('title', {}, `${bar.label}: ${seg.value} ${seg.key}`))
      svg.append(rect)
    }
    if (i % every === 0) svg.append(s('text', { x, y: height - 10 }, bar.label))
  })
  if (options.marker !== undefined) {
    const x = left + options.marker * slot
    svg.append(s('line', { class: 'target', x1: x, y1: 4, x2: x, y2: height - bottom }))
    if (options.markerLabel) svg.append(s('text', { x: x + 4, y: 14 }, options.markerLabel))
  }
  return svg
}

/** The colours of a chart, named. */
export function legend(entries: readonly { key: string; label: string }[]): HTMLElement {
  return h(
    'ul',
    { class: 'legend' },
    ...entries.map((e) => h('li', null, h('span', { class: `swatch c-${e.key}`, 'aria-hidden': 'true' }), e.label)),
  )
}

/** The numbers behind a chart, as a table for screen readers and for people who want the figures. */
export function dataTable(caption: string, head: readonly string[], rows: readonly (readonly (string | number)[])[]): HTMLElement {
  return h(
    'details',
    null,
    h('summary', null, `${caption}: the figures`),
    h(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-label': caption, tabindex: 0 },
      h(
        'table',
        null,
        h('thead', null, h('tr', null, ...head.map((c) => h('th', { scope: 'col' }, c)))),
        h('tbody', null, ...rows.map((r) => h('tr', null, ...r.map((c) => h('td', null, String(c)))))),
      ),
    ),
  )
}
