import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { isLatchError } from '../errors/LatchError'
import { startOnrampStub } from '../services/onramp/startOnrampStub.fixture'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { testNetworks } from '../testing/networks'
import { fetchOnrampProviders } from './fetchOnrampProviders'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function clientOn(answer?: Parameters<typeof startOnrampStub>[0]) {
  const stub = await startOnrampStub(answer)
  closers.push(stub.close)
  const latch = createLatch({
    projectId: 'onramp-test',
    networks: [testNetworks.mainnet],
    storage: createMemoryStorage(),
    services: { explorer: `${stub.baseUrl}/latch` },
  })
  return { latch, stub }
}

describe('fetchOnrampProviders (issue 36)', () => {
  it('reads the providers from the explorer server with the sdk params', async () => {
    const { latch, stub } = await clientOn()
    const providers = await fetchOnrampProviders(latch)
    expect(providers.map((provider) => [provider.id, provider.mode, provider.logo])).toEqual([
      ['ramp', 'template', 'https://ramp.example/logo.svg'],
      ['moonpay', 'signed', undefined],
    ])
    expect(stub.requests[0]).toMatchObject({
      path: '/latch/onramp/v1/providers',
      query: { projectId: 'onramp-test', st: 'latch' },
    })
  })

  it('drops hostile entries: unsafe logos, unknown modes, repeated ids; names are display-safe (RELIABILITY #17)', async () => {
    const base = {
      fiatCurrencies: ['USD'],
      networks: ['eip155:1'],
      assets: [{ asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether' }],
    }
    const { latch } = await clientOn(() => ({
      status: 200,
      body: {
        providers: [
          { ...base, id: 'a', name: 'Evil\u202Egnp.exe', mode: 'signed', logo: 'javascript:alert(1)' },
          { ...base, id: 'b', name: 'Plain http logo', mode: 'template', logo: 'http://cdn.example/x.png' },
          { ...base, id: 'c', name: 'Iframe', mode: 'iframe' },
          { ...base, id: 'a', name: 'Repeated', mode: 'template' },
          { ...base, id: 'd', name: 'No asset on its networks', mode: 'template', networks: ['eip155:10'] },
          'not an object',
        ],
      },
    }))
    const providers = await fetchOnrampProviders(latch)
    expect(providers.map((provider) => [provider.id, provider.name, provider.logo])).toEqual([
      ['a', 'Evilgnp.exe', undefined],
      ['b', 'Plain http logo', undefined],
    ])
  })

  it('rejects with OnrampUnavailableError when the server fails or none is set', async () => {
    const { latch } = await clientOn(() => ({ status: 503, body: { error: 'down' } }))
    const failed = await fetchOnrampProviders(latch).catch((error: unknown) => error)
    expect(isLatchError(failed) && failed.code).toBe('ONRAMP_UNAVAILABLE')
    const none = createLatch({
      projectId: 'x',
      networks: [testNetworks.mainnet],
      storage: createMemoryStorage(),
    })
    const missing = await fetchOnrampProviders(none).catch((error: unknown) => error)
    expect(isLatchError(missing) && missing.message).toBe('Buying crypto is not available right now')
  })
})
