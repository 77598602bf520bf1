import type { LogEntry, Logger, LogLevel } from '../../adapter/logger'
import { safeStringify } from '../safeStringify'
import { utf8ByteLength } from '../utf8ByteLength'
import { type LogSink, printLogLine } from './printLogLine'

export type { LogSink } from './printLogLine'

/** Most bytes of entries the logger keeps in memory (spec §9); the oldest go first. */
export const LOGGER_BUFFER_BYTES = 1_024_000

/** A logger that also keeps what it was told, for a debug panel or a bug report. */
export interface BufferedLogger extends Logger {
  /** The buffered entries, oldest first. */
  entries(): LogEntry[]
  /** UTF-8 bytes the buffered entries take as JSON, never above `LOGGER_BUFFER_BYTES`. */
  bytes(): number
  /** Buffers an entry logged at `time` by a logger that printed it already (`createDeferredLogger`); prints nothing. */
  record(level: LogLevel, message: string, data: unknown, time: number): void
}

/** Options of `createLogger`. */
export interface LoggerOptions {
  /** Print every level; when false only errors are printed (all levels are still buffered). */
  debug: boolean
  /** Defaults to the global console, looked up when a line is printed. */
  sink?: LogSink
  /** Clock for entry times; defaults to `Date.now`. */
  now?: () => number
}

const TRUNCATED = '…[truncated]'

/** Creates a logger that buffers up to 1,024,000 bytes of entries and prints to the sink as `debug` asks. */
export function createLogger(options: LoggerOptions): BufferedLogger {
  const now = options.now ?? Date.now
  const buffer: { entry: LogEntry; bytes: number }[] = []
  let total = 0

  const record = (level: LogLevel, message: string, data: unknown, time: number) => {
    const serialised = data === undefined ? undefined : safeStringify(data)
    const entry = fitEntry({
      level,
      message: String(message),
      ...(serialised ? { data: serialised } : {}),
      time,
    })
    const bytes = entryBytes(entry)
    buffer.push({ entry, bytes })
    total += bytes
    while (total > LOGGER_BUFFER_BYTES) {
      const oldest = buffer.shift()
      if (!oldest) break
      total -= oldest.bytes
    }
  }
  const log = (level: LogLevel, message: string, data?: unknown) => {
    record(level, message, data, now())
    if (options.debug || level === 'error') printLogLine(options.sink, level, message, data)
  }

  return {
    debug: (message, data) => log('debug', message, data),
    info: (message, data) => log('info', message, data),
    warn: (message, data) => log('warn', message, data),
    error: (message, data) => log('error', message, data),
    entries: () => buffer.map(({ entry }) => ({ ...entry })),
    bytes: () => total,
    record,
  }
}

function entryBytes(entry: LogEntry): number {
  return utf8ByteLength(JSON.stringify(entry))
}

// One entry larger than the whole buffer keeps its head: JSON escaping takes at most 6 bytes per UTF-16 unit,
// so cutting to a sixth of the room left always fits.
function fitEntry(entry: LogEntry): LogEntry {
  if (entryBytes(entry) <= LOGGER_BUFFER_BYTES) return entry
  const room = Math.floor((LOGGER_BUFFER_BYTES - entryBytes({ ...entry, message: '', data: '' }) - 64) / 6)
  const message = entry.message.slice(0, Math.floor(room / 2))
  const data = entry.data?.slice(0, room - message.length)
  return {
    ...entry,
    message: message.length < entry.message.length ? `${message}${TRUNCATED}` : message,
    ...(data !== undefined ? { data: `${data}${TRUNCATED}` } : {}),
  }
}
