/** Log levels, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** The logger every module and adapter receives. */
export interface Logger {
  debug(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  error(message: string, data?: unknown): void
}
