import type { LogLevel } from '../../adapter/logger'

/** Where printed lines go: the console or anything shaped like it. */
export type LogSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>

/** Prints one line as `[Latch] message` to `sink` (default: the global console, looked up now); never throws. */
export function printLogLine(
  sink: LogSink | undefined,
  level: LogLevel,
  message: string,
  data: unknown,
): void {
  const target = sink ?? (globalThis as { console?: LogSink }).console
  try {
    if (data === undefined) target?.[level](`[Latch] ${message}`)
    else target?.[level](`[Latch] ${message}`, data)
  } catch {
    // A broken console must not break the caller.
  }
}
