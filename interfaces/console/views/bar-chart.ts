const SVG = 'http://www.w3.org/2000/svg'

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag)
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value))
  if (text !== undefined) element.textContent = text
  return element
}

/**
 * A horizontal bar chart drawn with DOM APIs (no library, no markup strings): one row per group,
 * its label and value set as text, so a group value from a document can never become markup.
 */
export function barChart(title: string, rows: { label: string; value: number }[]): SVGSVGElement {
  const rowHeight = 28
  const labelWidth = 160
  const barSpace = 320
  const width = labelWidth + barSpace + 90
  const height = rows.length * rowHeight + 8
  const max = Math.max(0, ...rows.map((r) => r.value))
  const chart = svg('svg', { class: 'bar-chart', viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': title })
  chart.append(svg('title', {}, title))
  rows.forEach((row, i) => {
    const y = i * rowHeight + 4
    const length = max > 0 && row.value > 0 ? Math.max(1, (row.value / max) * barSpace) : 0
    const label = row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label
    const group = svg('g', { class: 'bar' })
    group.append(
      svg(
        'text',
        { x: labelWidth - 8, y: y + rowHeight / 2, 'text-anchor': 'end', 'dominant-baseline': 'middle', class: 'bar-label' },
        label,
      ),
      svg('rect', { x: labelWidth, y: y + 3, width: length, height: rowHeight - 8, rx: 2, class: 'bar-rect' }),
      svg(
        'text',
        { x: labelWidth + length + 6, y: y + rowHeight / 2, 'dominant-baseline': 'middle', class: 'bar-value' },
        formatNumber(row.value),
      ),
    )
    group.prepend(svg('title', {}, `${row.label}: ${formatNumber(row.value)}`))
    chart.append(group)
  })
  return chart
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en') : value.toLocaleString('en', { maximumFractionDigits: 3 })
}
