import type { Logger } from '../../application/ports/logger'

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  fields: Record<string, unknown>
}

/** Keeps log lines so tests can check what was (and was not) written. */
export class RecordingLogger implements Logger {
  readonly lines: LogLine[] = []
  debug(message: string, fields: Record<string, unknown> = {}): void {
    this.lines.push({ level: 'debug', message, fields })
  }
  info(message: string, fields: Record<string, unknown> = {}): void {
    this.lines.push({ level: 'info', message, fields })
  }
  warn(message: string, fields: Record<string, unknown> = {}): void {
    this.lines.push({ level: 'warn', message, fields })
  }
  error(message: string, fields: Record<string, unknown> = {}): void {
    this.lines.push({ level: 'error', message, fields })
  }
  /** Every line as one string, to search for text that must not be there. */
  text(): string {
    return this.lines.map((l) => JSON.stringify(l)).join('\n')
  }
}
