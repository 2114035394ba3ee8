import type { Logger } from '../../application/ports/logger'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

/** One JSON object per line on stdout, for any log shipper. */
export class JsonLogger implements Logger {
  private readonly threshold: number

  constructor(
    private readonly level: LogLevel,
    private readonly bound: Record<string, unknown> = {},
    private readonly write: (line: string) => void = (l) => console.log(l),
  ) {
    this.threshold = LEVELS[level]
  }

  /** Whether lines of `level` are written (callers skip per-request work for lines nobody keeps). */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return LEVELS[level] >= this.threshold
  }

  /** A logger whose every line also carries `fields` (e.g. the request id). */
  child(fields: Record<string, unknown>): JsonLogger {
    return new JsonLogger(this.level, { ...this.bound, ...fields }, this.write)
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.log('debug', message, fields)
  }
  info(message: string, fields?: Record<string, unknown>): void {
    this.log('info', message, fields)
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.log('warn', message, fields)
  }
  error(message: string, fields?: Record<string, unknown>): void {
    this.log('error', message, fields)
  }

  private log(level: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>): void {
    if (LEVELS[level] < this.threshold) return
    this.write(JSON.stringify({ time: new Date().toISOString(), level, message, ...this.bound, ...fields }))
  }
}
