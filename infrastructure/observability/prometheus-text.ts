/** One metric family as the Prometheus text format (version 0.0.4) writes it. */
export type Family =
  | {
      kind: 'counter' | 'gauge'
      name: string
      help: string
      labelNames: readonly string[]
      series: () => Iterable<{ labels: readonly string[]; value: number }>
    }
  | {
      kind: 'histogram'
      name: string
      help: string
      labelNames: readonly string[]
      bounds: readonly number[]
      series: () => Iterable<{ labels: readonly string[]; counts: readonly number[]; sum: number; count: number }>
    }

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

/** Renders families in the text exposition format: HELP, TYPE, then one line per series. */
export function formatExposition(families: readonly Family[]): string {
  const lines: string[] = []
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.kind}`)
    if (family.kind === 'histogram') {
      for (const s of family.series()) {
        let cumulative = 0
        family.bounds.forEach((bound, i) => {
          cumulative += s.counts[i]!
          lines.push(`${family.name}_bucket${labelText(family.labelNames, s.labels, ['le', number(bound)])} ${cumulative}`)
        })
        lines.push(`${family.name}_bucket${labelText(family.labelNames, s.labels, ['le', '+Inf'])} ${s.count}`)
        lines.push(`${family.name}_sum${labelText(family.labelNames, s.labels)} ${number(s.sum)}`)
        lines.push(`${family.name}_count${labelText(family.labelNames, s.labels)} ${s.count}`)
      }
    } else {
      for (const s of family.series()) lines.push(`${family.name}${labelText(family.labelNames, s.labels)} ${number(s.value)}`)
    }
  }
  return `${lines.join('\n')}\n`
}

function labelText(names: readonly string[], values: readonly string[], extra?: [string, string]): string {
  const pairs = names.map((name, i) => `${name}="${escapeLabel(values[i] ?? '')}"`)
  if (extra) pairs.push(`${extra[0]}="${extra[1]}"`)
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`
}

function number(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf'
  if (value === Number.NEGATIVE_INFINITY) return '-Inf'
  return Number.isNaN(value) ? 'NaN' : String(value)
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')
}

function escapeHelp(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
}
