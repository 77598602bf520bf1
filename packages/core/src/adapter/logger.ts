/** Log levels, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** The logger every module and adapter receives. */
export interface Logger {
  debug(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  error(message: string, data?: unknown): void
}

/** One buffered log line; `data` is already serialised (bigint and cycles made safe). */
export interface LogEntry {
  level: LogLevel
  message: string
  /** JSON text of the data passed, absent when none was. */
  data?: string
  /** Milliseconds since the epoch when it was logged. */
  time: number
}
