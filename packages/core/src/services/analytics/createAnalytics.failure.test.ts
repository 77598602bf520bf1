import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger/createLogger'
import { ANALYTICS_MAX_PENDING_EVENTS, createAnalytics } from './createAnalytics'
import { type SinkAnswer, startBatchSink } from './startBatchSink.fixture'
import type { AnalyticsItem } from './types'

const sinks: Awaited<ReturnType<typeof startBatchSink>>[] = []
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close()
})

/** A sink whose answer the test changes as it goes. */
async function switchableSink(first: SinkAnswer) {
  let answer = first
  const sink = await startBatchSink(() => answer)
  sinks.push(sink)
  return Object.assign(sink, {
    answer: (next: SinkAnswer) => {
      answer = next
    },
  })
}

function setup(baseUrl: string, extra: { timeoutMs?: number; now?: () => number } = {}) {
  const logger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
  const analytics = createAnalytics({ baseUrl, sdkVersion: '1', enabled: true, logger, ...extra })
  const warnings = () => logger.entries().filter((entry) => entry.level === 'warn')
  return { analytics, warnings }
}

const idsOf = (body: string | undefined) =>
  (JSON.parse(body ?? '{"batch":[]}') as { batch: AnalyticsItem[] }).batch.map((item) => item.eventId)

describe('createAnalytics: failures', () => {
  it('behavior: a 503 keeps the events, warns, and the next flush sends them in order (RELIABILITY #5)', async () => {
    const server = await switchableSink(503)
    const { analytics, warnings } = setup(server.baseUrl)
    analytics.track({ eventId: 'a', event: 'INITIALIZE' })
    analytics.track({ eventId: 'b', event: 'CONNECT_SUCCESS' })
    await analytics.flush()
    expect(analytics.pending()).toBe(2)
    expect(warnings().map((entry) => entry.message)).toEqual(['Analytics send failed; will retry'])
    expect(JSON.parse(warnings()[0]?.data ?? '')).toMatchObject({
      kind: 'failed',
      status: 503,
      kept: 2,
      dropped: 0,
    })

    server.answer(204)
    analytics.track({ eventId: 'c', event: 'SEND_SUCCESS' })
    await analytics.flush()
    expect(analytics.pending()).toBe(0)
    expect(server.requests.map((request) => idsOf(request.body))).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ])
  })

  it.each([429, 408, 500])('behavior: status %d is retried later', async (status) => {
    const server = await switchableSink(status)
    const { analytics } = setup(server.baseUrl)
    analytics.track({ event: 'INITIALIZE' })
    await analytics.flush()
    expect(analytics.pending()).toBe(1)
  })

  it.each([400, 403, 413])(
    'error: status %d drops the batch with a warning (it would never succeed)',
    async (status) => {
      const server = await switchableSink(status)
      const { analytics, warnings } = setup(server.baseUrl)
      analytics.track({ event: 'INITIALIZE' })
      await analytics.flush()
      expect(analytics.pending()).toBe(0)
      expect(warnings().map((entry) => entry.message)).toEqual([
        'Analytics endpoint refused a batch; dropped',
      ])
    },
  )

  it('behavior: a dropped connection (network failure) keeps the events', async () => {
    // The server stays up and resets the socket: closing it would free a port another test may get.
    const server = await switchableSink('reset')
    const { analytics, warnings } = setup(server.baseUrl)
    analytics.track({ event: 'INITIALIZE' })
    await analytics.flush()
    expect(analytics.pending()).toBe(1)
    expect(warnings()[0]?.data).toContain('"name":"TypeError"')
  })

  it('behavior: a service that never answers is aborted after the timeout and retried later (RELIABILITY #5)', async () => {
    const server = await switchableSink('hang')
    const { analytics, warnings } = setup(server.baseUrl, { timeoutMs: 200 })
    analytics.track({ event: 'INITIALIZE' })
    await analytics.flush()
    expect(analytics.pending()).toBe(1)
    expect(warnings()[0]?.data).toContain('"name":"TimeoutError"')
  })

  it(`behavior: while the service fails, at most ${ANALYTICS_MAX_PENDING_EVENTS} events are kept, oldest dropped`, async () => {
    const server = await switchableSink(503)
    const { analytics, warnings } = setup(server.baseUrl)
    for (let index = 0; index < 520; index++) analytics.track({ eventId: `e${index}`, event: 'TICK' })
    expect(analytics.pending()).toBe(500)
    await analytics.flush()
    expect(JSON.parse(warnings()[0]?.data ?? '')).toMatchObject({ kept: 500, dropped: 20 })
    const failedRequests = server.requests.length
    server.answer(204)
    await analytics.flush()
    const sent = server.requests.slice(failedRequests).flatMap((request) => idsOf(request.body))
    expect(sent).toEqual(Array.from({ length: 500 }, (_, index) => `e${index + 20}`))
    // Every request stays under the browsers' 64 KB keepalive limit.
    for (const request of server.requests)
      expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(60 * 1024)
  })

  it('behavior: after a failure, passing 45 KB again waits for the next interval instead of hammering', async () => {
    let clock = 1_000_000
    const server = await switchableSink(503)
    const { analytics } = setup(server.baseUrl, { now: () => clock })
    const filler = 'x'.repeat(10_000)
    for (let index = 0; index < 5; index++) analytics.track({ event: 'FILL', props: { filler } })
    await server.waitForRequests(1)
    await analytics.flush()
    const afterFailure = server.requests.length
    analytics.track({ event: 'FILL', props: { filler } })
    // A flush runs after any send that track started: one request (the sink still fails), not two.
    await analytics.flush()
    expect(server.requests).toHaveLength(afterFailure + 1)
    clock += 10_000
    analytics.track({ event: 'FILL', props: { filler } })
    await server.waitForRequests(afterFailure + 2)
  })

  it('behavior: a fetch that throws synchronously never rejects flush', async () => {
    const logger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
    const analytics = createAnalytics({
      baseUrl: 'http://127.0.0.1:9',
      sdkVersion: '1',
      enabled: true,
      fetch: () => {
        throw new TypeError('fetch is broken')
      },
      logger,
    })
    analytics.track({ event: 'INITIALIZE' })
    await expect(analytics.flush()).resolves.toBeUndefined()
    expect(analytics.pending()).toBe(1)
  })
})
