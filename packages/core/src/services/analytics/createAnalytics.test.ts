import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger/createLogger'
import { ANALYTICS_ALWAYS_SENT_EVENTS, createAnalytics } from './createAnalytics'
import { startBatchSink } from './startBatchSink.fixture'
import type { AnalyticsItem } from './types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const page = () => ({ url: 'https://dapp.example/swap', domain: 'dapp.example' })

const sinks: Awaited<ReturnType<typeof startBatchSink>>[] = []
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close()
})

async function sink(answer?: Parameters<typeof startBatchSink>[0]) {
  const started = await startBatchSink(answer)
  sinks.push(started)
  return started
}

function quietLogger() {
  return createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
}

const batchOf = (body: string) => (JSON.parse(body) as { batch: AnalyticsItem[] }).batch

describe('createAnalytics: wire format (spec §7)', () => {
  it('default: POSTs {batch: items} to /batch with projectId, st and sv, keepalive JSON', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      projectId: 'p-123',
      sdkVersion: 'latch-react-1.2.3',
      enabled: true,
      now: () => 1_700_000_000_000,
      getPageContext: page,
      logger: quietLogger(),
    })
    analytics.track({ event: 'CONNECT_SUCCESS', props: { namespace: 'eip155', name: 'MetaMask' } })
    analytics.track({ eventId: 'fixed-id', event: 'INITIALIZE' })
    expect(analytics.pending()).toBe(2)
    await analytics.flush()
    expect(analytics.pending()).toBe(0)
    const [request] = await server.waitForRequests(1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/batch')
    expect(request?.query).toEqual({ projectId: 'p-123', st: 'latch', sv: 'latch-react-1.2.3' })
    expect(request?.headers['content-type']).toBe('application/json')
    const batch = batchOf(request?.body ?? '')
    expect(batch).toEqual([
      {
        eventId: expect.stringMatching(UUID),
        url: 'https://dapp.example/swap',
        domain: 'dapp.example',
        timestamp: 1_700_000_000_000,
        props: {
          type: 'track',
          event: 'CONNECT_SUCCESS',
          properties: { namespace: 'eip155', name: 'MetaMask' },
        },
      },
      {
        eventId: 'fixed-id',
        url: 'https://dapp.example/swap',
        domain: 'dapp.example',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'INITIALIZE' },
      },
    ])
  })

  it('parameters: sdkType, no projectId, and a base URL with a path and trailing slash', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: `${server.baseUrl}/analytics/`,
      sdkVersion: '0.1.0',
      sdkType: 'latch-html',
      enabled: true,
      logger: quietLogger(),
    })
    analytics.track({ event: 'INITIALIZE' })
    await analytics.flush()
    const [request] = await server.waitForRequests(1)
    expect(request?.path).toBe('/analytics/batch')
    expect(request?.query).toEqual({ st: 'latch-html', sv: '0.1.0' })
  })

  it('behavior: bigint and cyclic props are sent instead of throwing', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    const props: Record<string, unknown> = { amount: 10n ** 18n }
    props.self = props
    expect(() => analytics.track({ event: 'SEND_INITIATED', props })).not.toThrow()
    await analytics.flush()
    const [request] = await server.waitForRequests(1)
    expect(batchOf(request?.body ?? '')[0]?.props.properties).toEqual({
      amount: '1000000000000000000n',
      self: '[Circular]',
    })
  })

  it('default: outside a browser the url and domain are empty', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    analytics.track({ event: 'INITIALIZE' })
    await analytics.flush()
    const [request] = await server.waitForRequests(1)
    expect(batchOf(request?.body ?? '')[0]).toMatchObject({ url: '', domain: '' })
  })

  it('behavior: a throwing getPageContext does not break the caller; url and domain are empty', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      getPageContext: () => {
        throw new Error('host bug')
      },
      logger: quietLogger(),
    })
    expect(() => analytics.track({ event: 'CONNECT_SUCCESS' })).not.toThrow()
    await analytics.flush()
    const [request] = await server.waitForRequests(1)
    expect(batchOf(request?.body ?? '')[0]).toMatchObject({ url: '', domain: '' })
  })

  it('behavior: two flushes at once send each event once', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    analytics.track({ eventId: 'a', event: 'INITIALIZE' })
    analytics.track({ eventId: 'b', event: 'CONNECT_SUCCESS' })
    await Promise.all([analytics.flush(), analytics.flush(), analytics.flush()])
    expect(server.requests).toHaveLength(1)
    expect(batchOf(server.requests[0]?.body ?? '').map((item) => item.eventId)).toEqual(['a', 'b'])
  })

  it('behavior: an empty queue sends nothing', async () => {
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: true,
      logger: quietLogger(),
    })
    await analytics.flush()
    expect(server.requests).toEqual([])
  })
})

describe('createAnalytics: what is sent', () => {
  it('parameters: enabled false drops events but SOCIAL_LOGIN_SUCCESS is always sent', async () => {
    expect(ANALYTICS_ALWAYS_SENT_EVENTS).toEqual(['SOCIAL_LOGIN_SUCCESS'])
    const server = await sink()
    const analytics = createAnalytics({
      baseUrl: server.baseUrl,
      sdkVersion: '1',
      enabled: false,
      logger: quietLogger(),
    })
    analytics.track({ event: 'INITIALIZE' })
    analytics.track({ event: 'SOCIAL_LOGIN_SUCCESS', props: { provider: 'google' } })
    analytics.track({ event: 'CONNECT_SUCCESS' })
    expect(analytics.pending()).toBe(1)
    await analytics.flush()
    const [request] = await server.waitForRequests(1)
    expect(batchOf(request?.body ?? '').map((item) => item.props)).toEqual([
      { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } },
    ])
  })

  it('behavior: without baseUrl nothing is ever sent, not even SOCIAL_LOGIN_SUCCESS', async () => {
    const calls: string[] = []
    const countingFetch: typeof fetch = (input, init) => {
      calls.push(String(input))
      return fetch(input, init)
    }
    const analytics = createAnalytics({
      sdkVersion: '1',
      enabled: true,
      fetch: countingFetch,
      logger: quietLogger(),
    })
    analytics.track({ event: 'SOCIAL_LOGIN_SUCCESS' })
    analytics.track({ event: 'INITIALIZE' })
    expect(analytics.pending()).toBe(0)
    await analytics.flush()
    expect(calls).toEqual([])
  })

  it.each(['javascript:alert(1)', 'not a url', 'file:///etc/passwd'])(
    'error: baseUrl %j turns analytics off with a warning',
    async (baseUrl) => {
      const logger = quietLogger()
      const analytics = createAnalytics({ baseUrl, sdkVersion: '1', enabled: true, logger })
      analytics.track({ event: 'SOCIAL_LOGIN_SUCCESS' })
      expect(analytics.pending()).toBe(0)
      expect(logger.entries().map((entry) => entry.message)).toEqual([
        'Analytics baseUrl is not a valid http(s) URL; analytics is off',
      ])
    },
  )

  it('error: an event above 15 KB is dropped with a warning, the rest still go', async () => {
    const server = await sink()
    const logger = quietLogger()
    const analytics = createAnalytics({ baseUrl: server.baseUrl, sdkVersion: '1', enabled: true, logger })
    analytics.track({ event: 'HUGE', props: { blob: 'x'.repeat(16 * 1024) } })
    analytics.track({ eventId: 'small', event: 'INITIALIZE' })
    expect(analytics.pending()).toBe(1)
    expect(logger.entries().map((entry) => entry.message)).toEqual([
      'Analytics event too large to send; dropped',
    ])
    await analytics.flush()
    expect(batchOf(server.requests[0]?.body ?? '').map((item) => item.eventId)).toEqual(['small'])
  })
})
