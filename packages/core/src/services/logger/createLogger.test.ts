import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LogLevel } from '../../adapter/logger'
import { createLogger, LOGGER_BUFFER_BYTES, type LogSink } from './createLogger'

type Printed = [LogLevel, ...unknown[]]

function recordingSink(): LogSink & { printed: Printed[] } {
  const printed: Printed[] = []
  return {
    printed,
    debug: (...args: unknown[]) => printed.push(['debug', ...args]),
    info: (...args: unknown[]) => printed.push(['info', ...args]),
    warn: (...args: unknown[]) => printed.push(['warn', ...args]),
    error: (...args: unknown[]) => printed.push(['error', ...args]),
  }
}

// The UTF-8 size of one entry as the logger counts it.
const sizeOf = (entry: object) => new TextEncoder().encode(JSON.stringify(entry)).length

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createLogger', () => {
  it('default: the buffer cap is 1,024,000 bytes (spec §9)', () => {
    expect(LOGGER_BUFFER_BYTES).toBe(1_024_000)
  })

  it('default: every level is buffered in order with its time and serialised data', () => {
    let clock = 1000
    const logger = createLogger({ debug: false, sink: recordingSink(), now: () => clock++ })
    logger.debug('d')
    logger.info('i', { a: 1 })
    logger.warn('w', 'text')
    logger.error('e', [1, 2])
    expect(logger.entries()).toEqual([
      { level: 'debug', message: 'd', time: 1000 },
      { level: 'info', message: 'i', data: '{"a":1}', time: 1001 },
      { level: 'warn', message: 'w', data: '"text"', time: 1002 },
      { level: 'error', message: 'e', data: '[1,2]', time: 1003 },
    ])
    expect(logger.bytes()).toBe(logger.entries().reduce((sum, entry) => sum + sizeOf(entry), 0))
  })

  it('parameters: debug false prints only errors', () => {
    const sink = recordingSink()
    const logger = createLogger({ debug: false, sink })
    logger.debug('quiet')
    logger.info('quiet')
    logger.warn('quiet')
    logger.error('loud', { code: 1 })
    expect(sink.printed).toEqual([['error', '[Latch] loud', { code: 1 }]])
  })

  it('parameters: debug true prints every level, with the raw data for the console to inspect', () => {
    const sink = recordingSink()
    const logger = createLogger({ debug: true, sink })
    const data = { value: 5n }
    logger.debug('a')
    logger.info('b', data)
    logger.warn('c')
    logger.error('d')
    expect(sink.printed).toEqual([
      ['debug', '[Latch] a'],
      ['info', '[Latch] b', data],
      ['warn', '[Latch] c'],
      ['error', '[Latch] d'],
    ])
    expect(sink.printed[1]?.[2]).toBe(data)
  })

  it('default: without a sink the global console prints', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    createLogger({ debug: false }).error('to the console')
    expect(error).toHaveBeenCalledWith('[Latch] to the console')
  })

  it('behavior: bigint and cyclic data never throw', () => {
    const logger = createLogger({ debug: true, sink: recordingSink() })
    const cycle: Record<string, unknown> = { amount: 10n }
    cycle.self = cycle
    expect(() => logger.warn('cyclic', cycle)).not.toThrow()
    expect(logger.entries()[0]?.data).toBe('{"amount":"10n","self":"[Circular]"}')
  })

  it('behavior: a throwing sink does not break the caller', () => {
    const broken: LogSink = {
      debug: () => {
        throw new Error('x')
      },
      info: () => {
        throw new Error('x')
      },
      warn: () => {
        throw new Error('x')
      },
      error: () => {
        throw new Error('x')
      },
    }
    const logger = createLogger({ debug: true, sink: broken })
    expect(() => logger.error('still fine')).not.toThrow()
    expect(logger.entries()).toHaveLength(1)
  })

  it('behavior: entries() is a copy the caller cannot use to change the buffer', () => {
    const logger = createLogger({ debug: false, sink: recordingSink(), now: () => 1 })
    logger.info('kept')
    const [entry] = logger.entries()
    if (entry) entry.message = 'changed'
    expect(logger.entries()[0]?.message).toBe('kept')
  })

  it('behavior: at exactly the cap nothing is dropped; one more entry drops the oldest first', () => {
    const logger = createLogger({ debug: false, sink: recordingSink(), now: () => 1 })
    const data = 'x'.repeat(1000)
    const entrySize = sizeOf({ level: 'info', message: 'm0000', data: JSON.stringify(data), time: 1 })
    // Pick a padding so that `count` entries fill the buffer exactly.
    const count = Math.floor(LOGGER_BUFFER_BYTES / entrySize)
    const remainder = LOGGER_BUFFER_BYTES - count * entrySize
    logger.info('first'.padEnd(5 + remainder, '.'), data)
    for (let index = 1; index < count; index++) logger.info(`m${String(index).padStart(4, '0')}`, data)
    expect(logger.bytes()).toBe(LOGGER_BUFFER_BYTES)
    expect(logger.entries()).toHaveLength(count)
    expect(logger.entries()[0]?.message.startsWith('first')).toBe(true)

    logger.info('m9999', data)
    const entries = logger.entries()
    expect(entries).toHaveLength(count)
    expect(entries[0]?.message).toBe('m0001')
    expect(entries.at(-1)?.message).toBe('m9999')
    expect(logger.bytes()).toBeLessThanOrEqual(LOGGER_BUFFER_BYTES)
  })

  it('behavior: multi-byte text is counted in UTF-8 bytes', () => {
    const logger = createLogger({ debug: false, sink: recordingSink(), now: () => 1 })
    logger.info('€')
    expect(logger.bytes()).toBe(sizeOf({ level: 'info', message: '€', time: 1 }))
    expect(logger.bytes()).toBe(JSON.stringify({ level: 'info', message: '€', time: 1 }).length + 2)
  })

  it('behavior: an entry larger than the whole buffer keeps its head and stays under the cap', () => {
    const logger = createLogger({ debug: false, sink: recordingSink(), now: () => 1 })
    logger.info('before')
    logger.warn('huge', { blob: 'y'.repeat(3_000_000) })
    const entries = logger.entries()
    expect(logger.bytes()).toBeLessThanOrEqual(LOGGER_BUFFER_BYTES)
    expect(entries.at(-1)?.message).toBe('huge')
    expect(entries.at(-1)?.data?.startsWith('{"blob":"yyyy')).toBe(true)
    expect(entries.at(-1)?.data?.endsWith('…[truncated]')).toBe(true)
  })
})
