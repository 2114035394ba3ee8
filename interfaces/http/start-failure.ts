/**
 * The one line a failed start prints: what is wrong and which variable or path to change, never a
 * stack trace. Configuration and store errors already say so in their message; listening errors
 * arrive as system error codes (Bun) or error names (Deno) and are named here.
 */
export function startFailureLine(error: unknown, config?: { readonly host: string; readonly port: number }, configuration = false): string {
  const e = error instanceof Error ? error : new Error(String(error))
  const code = (e as { code?: unknown }).code ?? e.name
  if (config && (code === 'EADDRINUSE' || code === 'AddrInUse')) {
    return `Invalid PORT ${config.port}: the port is already in use on ${config.host} (another process listens there); choose another PORT or stop that process`
  }
  if (config && (code === 'EADDRNOTAVAIL' || code === 'AddrNotAvailable' || code === 'ENOTFOUND')) {
    return `Invalid HOST ${config.host}: no network interface of this machine has that address (use 0.0.0.0, 127.0.0.1 or an address of this machine)`
  }
  if (config && (code === 'EACCES' || code === 'PermissionDenied')) {
    return `Invalid PORT ${config.port}: permission denied to listen on ${config.host} (ports below 1024 need privileges)`
  }
  const first = e.message.split('\n')[0]?.trim() || e.name
  // A configuration error's message is already the line to print.
  return configuration || /^(Invalid|Missing|Cannot|DATA_DIR|FIELD_ENCRYPTION_KEYS|The store)\b/.test(first)
    ? first
    : `Start failed: ${first}`
}
