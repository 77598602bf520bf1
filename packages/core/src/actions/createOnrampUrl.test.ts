import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { isLatchError } from '../errors/LatchError'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
import { type OnrampStubAnswer, startOnrampStub } from '../services/onramp/startOnrampStub.fixture'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { createOnrampUrl } from './createOnrampUrl'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ETH = 'eip155:1/slip44:60'
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function connectedClient(answer?: (request: { body: string }) => OnrampStubAnswer, analytics?: string) {
  const stub = await startOnrampStub(answer)
  closers.push(stub.close)
  const latch = createLatch({
    projectId: 'onramp-test',
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    services: { explorer: `${stub.baseUrl}/svc/latch/`, ...(analytics ? { analytics } : {}) },
  })
  await connect(latch, { namespace: 'eip155', connectorId: 'test-wallet' })
  return { latch, stub }
}

const sentBody = (stub: { requests: { body: string }[] }) =>
  JSON.parse(stub.requests.at(-1)?.body ?? '{}') as Record<string, unknown>

describe('createOnrampUrl (issue 36)', () => {
  it('signed and session modes send the connected address; template mode never does', async () => {
    const { latch, stub } = await connectedClient()
    await createOnrampUrl(latch, {
      provider: { id: 'moonpay', mode: 'signed' },
      fiat: 'USD',
      asset: ETH,
      amount: '100',
    })
    expect(sentBody(stub)).toEqual({
      provider: 'moonpay',
      fiat: 'USD',
      asset: ETH,
      amount: '100',
      address: `eip155:1:${ADDRESS}`,
    })
    await createOnrampUrl(latch, {
      provider: { id: 'transak', mode: 'session' },
      fiat: 'EUR',
      asset: ETH,
      amount: '5',
    })
    expect(sentBody(stub).address).toBe(`eip155:1:${ADDRESS}`)
    await createOnrampUrl(latch, {
      provider: { id: 'ramp', mode: 'template' },
      fiat: 'EUR',
      asset: ETH,
      amount: '5',
    })
    expect(sentBody(stub)).not.toHaveProperty('address')
  })

  it("joins a path on the server to the server's base URL and keeps an https: page as it is", async () => {
    let answer: unknown = { url: '/onramp/demo-provider?currencyCode=eth&signature=a%2Bb' }
    const { latch, stub } = await connectedClient(() => ({ status: 200, body: answer }))
    const request = {
      provider: { id: 'moonpay', mode: 'signed' as const },
      fiat: 'USD',
      asset: ETH,
      amount: '1',
    }
    expect(await createOnrampUrl(latch, request)).toBe(
      `${stub.baseUrl}/svc/latch/onramp/demo-provider?currencyCode=eth&signature=a%2Bb`,
    )
    answer = { url: 'https://buy.moonpay.com/?apiKey=pk' }
    expect(await createOnrampUrl(latch, request)).toBe('https://buy.moonpay.com/?apiKey=pk')
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['http:', 'http://buy.example.com/'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['no URL', undefined],
  ])('refuses %s from the server (RELIABILITY #18)', async (_name, url) => {
    const { latch } = await connectedClient(() => ({ status: 200, body: { url } }))
    const error = await createOnrampUrl(latch, {
      provider: { id: 'ramp', mode: 'template' },
      fiat: 'USD',
      asset: ETH,
      amount: '1',
    }).catch((caught: unknown) => caught)
    expect(isLatchError(error) && error.code).toBe('ONRAMP_UNAVAILABLE')
  })

  it.each(['0', '-1', '1e5', '1.234', 'abc', ''])(
    'refuses the amount %j before asking the server',
    async (amount) => {
      const { latch, stub } = await connectedClient()
      const error = await createOnrampUrl(latch, {
        provider: { id: 'ramp', mode: 'template' },
        fiat: 'USD',
        asset: ETH,
        amount,
      }).catch((caught: unknown) => caught)
      expect(isLatchError(error) && error.code).toBe('INVALID_AMOUNT')
      expect(stub.requests).toHaveLength(0)
    },
  )

  it("refuses an asset on a network the account is not on, and the server's refusal", async () => {
    const { latch } = await connectedClient(() => ({
      status: 400,
      body: { error: 'Invalid on-ramp choice' },
    }))
    const request = { provider: { id: 'ramp', mode: 'template' as const }, fiat: 'USD', amount: '1' }
    const elsewhere = await createOnrampUrl(latch, { ...request, asset: 'eip155:10/slip44:60' }).catch(
      (e) => e,
    )
    expect(isLatchError(elsewhere) && elsewhere.code).toBe('NAMESPACE_OR_ADDRESS_NOT_FOUND')
    const refused = await createOnrampUrl(latch, { ...request, asset: ETH }).catch((e) => e)
    expect(isLatchError(refused) && refused.code).toBe('ONRAMP_UNAVAILABLE')
  })

  it('reports SELECT_BUY_PROVIDER with the provider, currency, asset and network (spec §7)', async () => {
    const sink = await startBatchSink()
    closers.push(sink.close)
    const { latch } = await connectedClient(undefined, sink.baseUrl)
    await createOnrampUrl(latch, {
      provider: { id: 'moonpay', mode: 'signed' },
      fiat: 'USD',
      asset: ETH,
      amount: '1',
    })
    latch.destroy()
    const [request] = await sink.waitForRequests(1)
    const items = (JSON.parse(request?.body ?? '{}') as { batch: AnalyticsItem[] }).batch
    expect(items.find((item) => item.props.event === 'SELECT_BUY_PROVIDER')?.props.properties).toEqual({
      provider: 'moonpay',
      fiat: 'USD',
      asset: ETH,
      network: 'eip155:1',
    })
  })
})
