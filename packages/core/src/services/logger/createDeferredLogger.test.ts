import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDeferredLogger, DEFERRED_LOG_ENTRIES_MAX } from './createDeferredLogger'
import { createLogger } from './createLogger'

const silent = { debug() {}, info() {}, warn() {}, error() {} }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createDeferredLogger (the client logger of the first load, issue 21)', () => {
  it('behavior: prints at once, errors only without debug and every level with it', () => {
    const printed: string[] = []
    for (const level of ['debug', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: string) => printed.push(`${level} ${line}`))
    const quiet = createDeferredLogger({ debug: false })
    quiet.warn('not printed')
    quiet.error('printed', { a: 1 })
    const verbose = createDeferredLogger({ debug: true })
    verbose.debug('shown too')
    expect(printed).toEqual(['error [Latch] printed', 'debug [Latch] shown too'])
  })

  it('behavior: entries logged before the buffer is attached reach it in order, with the time they were logged at', () => {
    vi.useFakeTimers({ now: 1_000 })
    const logger = createDeferredLogger({ debug: false })
    logger.warn('early', { key: 'latch:connections' })
    vi.setSystemTime(2_000)
    logger.info('later')
    vi.setSystemTime(3_000)
    const buffer = createLogger({ debug: false, sink: silent })
    logger.attach(buffer)
    logger.debug('after')
    expect(buffer.entries()).toEqual([
      { level: 'warn', message: 'early', data: '{"key":"latch:connections"}', time: 1_000 },
      { level: 'info', message: 'later', time: 2_000 },
      { level: 'debug', message: 'after', time: 3_000 },
    ])
  })

  it(`limit: before the buffer is attached only the newest ${DEFERRED_LOG_ENTRIES_MAX} entries are held`, () => {
    const logger = createDeferredLogger({ debug: false })
    for (let index = 0; index < DEFERRED_LOG_ENTRIES_MAX + 5; index += 1) logger.info(`entry ${index}`)
    const buffer = createLogger({ debug: false, sink: silent })
    logger.attach(buffer)
    const messages = buffer.entries().map((entry) => entry.message)
    expect(messages).toHaveLength(DEFERRED_LOG_ENTRIES_MAX)
    expect(messages[0]).toBe('entry 5')
    expect(messages.at(-1)).toBe(`entry ${DEFERRED_LOG_ENTRIES_MAX + 4}`)
  })

  it('behavior: a handed-over entry is not printed a second time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logger = createDeferredLogger({ debug: false })
    logger.error('once')
    logger.attach(createLogger({ debug: true }))
    logger.error('twice? no, once as well')
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[Latch] once',
      '[Latch] twice? no, once as well',
    ])
  })
})
