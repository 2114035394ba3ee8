/** What wrk sends: one method and header set; a fixed body or one built per request. */
export interface LuaRequest {
  readonly method: string
  readonly headers: Record<string, string>
  readonly body?: string
  /** Paths cycled request by request (e.g. one per document); the URL's path when absent. */
  readonly paths?: readonly string[]
  /** A body per request: `%d` is replaced by a request counter (e.g. a changing field value). */
  readonly bodyTemplate?: string
  /** Start the counter from the clock (seconds × 10^6), so warm-up and rounds of one script never repeat a value (wrk runs one thread). */
  readonly counterFromClock?: boolean
}

/** A wrk Lua script for one scenario. Per-request work stays tiny: wrk has a single core too. */
export function luaScript(request: LuaRequest): string {
  const lines = [`wrk.method = ${quote(request.method)}`]
  for (const [name, value] of Object.entries(request.headers)) lines.push(`wrk.headers[${quote(name)}] = ${quote(value)}`)
  if (request.body !== undefined) lines.push(`wrk.body = ${quote(request.body)}`)
  if (request.paths || request.bodyTemplate) {
    lines.push(`local paths = { ${(request.paths ?? []).map(quote).join(', ')} }`)
    lines.push(request.counterFromClock ? 'local counter = os.time() * 1000000' : 'local counter = 0')
    lines.push('request = function()')
    lines.push('  counter = counter + 1')
    const path = request.paths ? 'paths[(counter % #paths) + 1]' : 'nil'
    const body = request.bodyTemplate ? `string.format(${quote(request.bodyTemplate)}, counter)` : 'nil'
    lines.push(`  return wrk.format(nil, ${path}, nil, ${body})`)
    lines.push('end')
  }
  return `${lines.join('\n')}\n`
}

function quote(value: string): string {
  // JSON string escaping is valid Lua for the ASCII we send.
  return JSON.stringify(value)
}
