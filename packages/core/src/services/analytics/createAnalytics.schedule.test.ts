import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/createLogger'
import { ANALYTICS_FLUSH_INTERVAL_MS, ANALYTICS_MAX_PENDING_BYTES, createAnalytics } from './createAnalytics'
import { startBatchSink } from './startBatchSink.fixture'
import type { AnalyticsItem } from './types'

const sinks: Awaited<ReturnType<typeof startBatchSink>>[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const sink of sinks.splice(0)) await sink.close()
})

async function sink() {
  const started = await startBatchSink()
  sinks.push(started)
  return started
}

function quietLogger() {
  return createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
}

/** A document-like page: an EventTarget with a visibility state. */
class Page extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible'
}

/** A fetch that counts the requests analytics starts (it calls fetch a few microtasks after a flush begins). */
function countingFetch() {
  const started = { count: 0 }
  const fetchImpl: typeof fetch = (...args) => {
    started.count += 1
    return fetch(...args)
  }
  return { started, fetch: fetchImpl }
}

/** Resolves once every pending microtask ran: a send a flush began has called fetch by then. */
const microtasksDone = () => new Promise((resolve) => setImmediate(resolve))
const idsOf = (body: string | undefined) =>
  (JSON.parse(body ?? '{"batch":[]}') as { batch: AnalyticsItem[] }).batch.map((item) => item.eventId)

describe('createAnalytics: when it sends (spec §9)', () => {
  it('default: the constants are 10 s and 45 KB', () => {
    expect(ANALYTICS_FLUSH_INTERVAL_MS).toBe(10_000)
    expect(ANALYTICS_MAX_PENDING_BYTES).toBe(46_080)
  })

  it('behavior: flushes every 10 s, not before, and stops when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const server = await sink()
    const requests = countingFetch()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
      fetch: requests.fetch,
    })
    const stop = analytics.start({ setInterval, clearInterval })
    analytics.track({ eventId: 'first', event: 'INITIALIZE' })
    vi.advanceTimersByTime(9_999)
    await microtasksDone()
    expect(requests.started.count).toBe(0)
    vi.advanceTimersByTime(1)
    await server.waitForRequests(1)
    expect(idsOf(server.requests[0]?.body)).toEqual(['first'])

    analytics.track({ eventId: 'second', event: 'CONNECT_SUCCESS' })
    vi.advanceTimersByTime(10_000)
    await server.waitForRequests(2)
    expect(idsOf(server.requests[1]?.body)).toEqual(['second'])
    // Let the running send finish: a send in progress also takes events tracked meanwhile.
    await analytics.flush()

    stop()
    analytics.track({ eventId: 'third', event: 'CONNECT_SUCCESS' })
    vi.advanceTimersByTime(30_000)
    await microtasksDone()
    expect(requests.started.count).toBe(2)
    expect(server.requests.map((request) => idsOf(request.body))).toEqual([['first'], ['second']])
    expect(analytics.pending()).toBe(1)
  })

  it('behavior: sends at once when the queued JSON passes 45 KB, not before', async () => {
    const server = await sink()
    const requests = countingFetch()
    const analytics = createAnalytics({
      fetch: requests.fetch,
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      now: () => 0,
      getPageContext: () => ({ url: '', domain: '' }),
      logger: quietLogger(),
    })
    const filler = 'f'.repeat(1000)
    const id = (index: number) => `e${String(index).padStart(3, '0')}`
    const itemText = JSON.stringify({
      eventId: id(0),
      url: '',
      domain: '',
      timestamp: 0,
      props: { type: 'track', event: 'FILL', properties: { filler } },
    })
    // The largest count whose body `{"batch":[item,item,...]}` is still at most 45 KB.
    const bodyBytes = (count: number) => '{"batch":[]}'.length + count * itemText.length + (count - 1)
    let fits = 1
    while (bodyBytes(fits + 1) <= ANALYTICS_MAX_PENDING_BYTES) fits += 1
    for (let index = 0; index < fits; index++)
      analytics.track({ eventId: id(index), event: 'FILL', props: { filler } })
    await microtasksDone()
    expect(requests.started.count).toBe(0)
    expect(analytics.pending()).toBe(fits)

    analytics.track({ eventId: id(fits), event: 'FILL', props: { filler } })
    const [request] = await server.waitForRequests(1)
    expect(Buffer.byteLength(request?.body ?? '')).toBe(bodyBytes(fits + 1))
    expect(idsOf(request?.body)).toEqual(Array.from({ length: fits + 1 }, (_, index) => id(index)))
    // Flushes run one after another: this one starts once that send is done, and finds nothing left.
    await analytics.flush()
    expect(analytics.pending()).toBe(0)
    expect(requests.started.count).toBe(1)
  })

  it('behavior: flushes when the page becomes hidden, not when it becomes visible', async () => {
    const server = await sink()
    const page = new Page()
    const requests = countingFetch()
    const analytics = createAnalytics({
      fetch: requests.fetch,
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    analytics.start({
      setInterval: () => 0,
      clearInterval: () => undefined,
      addEventListener: (type, listener) => page.addEventListener(type, listener),
      removeEventListener: (type, listener) => page.removeEventListener(type, listener),
    })
    analytics.track({ eventId: 'hide-me', event: 'INITIALIZE' })
    page.dispatchEvent(new Event('visibilitychange'))
    await microtasksDone()
    expect(requests.started.count).toBe(0)
    page.visibilityState = 'hidden'
    page.dispatchEvent(new Event('visibilitychange'))
    await server.waitForRequests(1)
    expect(idsOf(server.requests[0]?.body)).toEqual(['hide-me'])
  })

  it('behavior: flushes on pagehide; the document parameter is where visibility is read', async () => {
    const server = await sink()
    const windowTarget = new EventTarget()
    const documentLike = { visibilityState: 'hidden' }
    const requests = countingFetch()
    const analytics = createAnalytics({
      fetch: requests.fetch,
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    const stop = analytics.start({
      setInterval: () => 0,
      clearInterval: () => undefined,
      addEventListener: (type, listener) => windowTarget.addEventListener(type, listener),
      removeEventListener: (type, listener) => windowTarget.removeEventListener(type, listener),
      document: documentLike,
    })
    analytics.track({ eventId: 'p1', event: 'INITIALIZE' })
    windowTarget.dispatchEvent(new Event('pagehide'))
    await server.waitForRequests(1)
    analytics.track({ eventId: 'p2', event: 'INITIALIZE' })
    windowTarget.dispatchEvent(new Event('visibilitychange'))
    await server.waitForRequests(2)
    expect(server.requests.map((request) => idsOf(request.body))).toEqual([['p1'], ['p2']])
    await analytics.flush()

    stop()
    analytics.track({ eventId: 'p3', event: 'INITIALIZE' })
    windowTarget.dispatchEvent(new Event('pagehide'))
    await microtasksDone()
    expect(requests.started.count).toBe(2)
    expect(server.requests).toHaveLength(2)
  })
})
