import type { Logger, LogLevel } from '../../adapter/logger'
import type { BufferedLogger } from './createLogger'
import { printLogLine } from './printLogLine'

/** Entries held until the buffer is attached; past this many the oldest go. */
export const DEFERRED_LOG_ENTRIES_MAX = 100

/** A logger whose buffer (`createLogger`'s) comes later, with the code that needs it. */
export interface DeferredLogger extends Logger {
  /** Hands `buffer` the entries held so far, then every later one. */
  attach(buffer: BufferedLogger): void
}

/**
 * The client's logger in the first load: prints at once (every level with `debug`, else errors only) and holds the
 * entries, the newest {@link DEFERRED_LOG_ENTRIES_MAX}, until the engine attaches the byte-bounded buffer, so
 * serialising and sizing entries is not first-load code (issue 21). Entries keep the time they were logged at.
 */
export function createDeferredLogger(options: { debug: boolean }): DeferredLogger {
  let buffer: BufferedLogger | undefined
  const held: [LogLevel, string, unknown, number][] = []

  const log = (level: LogLevel, message: string, data?: unknown) => {
    if (buffer) buffer.record(level, message, data, Date.now())
    else if (held.push([level, message, data, Date.now()]) > DEFERRED_LOG_ENTRIES_MAX) held.shift()
    if (options.debug || level === 'error') printLogLine(undefined, level, message, data)
  }

  return {
    debug: (message, data) => log('debug', message, data),
    info: (message, data) => log('info', message, data),
    warn: (message, data) => log('warn', message, data),
    error: (message, data) => log('error', message, data),
    attach(target) {
      buffer = target
      for (const entry of held.splice(0)) target.record(...entry)
    },
  }
}
