import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types'
import { UnsupportedChainError } from '../errors/classes/UnsupportedChainError'
import { createNetworkResolver } from './createNetworkResolver'
import type { AdapterContext } from './types'

const currency = { name: 'Acme', symbol: 'ACM', decimals: 6 }
const main: CaipNetwork = {
  id: 'acme:main',
  namespace: 'acme',
  reference: 'main',
  name: 'Acme',
  nativeCurrency: currency,
  rpcUrls: ['https://rpc.acme.example'],
}
const test: CaipNetwork = { ...main, id: 'acme:test', reference: 'test', name: 'Acme Test', rpcUrls: [] }
const silent = { debug() {}, info() {}, warn() {}, error() {} }

function contextOf(networks: CaipNetwork[], customRpcUrls: AdapterContext['customRpcUrls'] = {}) {
  return () => ({ networks, customRpcUrls, logger: silent })
}

const unsupported = (details: string) => expect.objectContaining({ name: 'UnsupportedChainError', details })

describe('createNetworkResolver', () => {
  it("default: finds the host's networks; one the host did not configure is UnsupportedChainError", () => {
    const networks = createNetworkResolver(contextOf([main, test]))
    expect(networks.network('acme:test')).toEqual({ ...test, facts: undefined })
    expect(networks.all()).toEqual([main, test])
    expect(() => networks.network('acme:other')).toThrowError(UnsupportedChainError)
    expect(() => networks.network('acme:other')).toThrowError(unsupported('acme:other'))
  })

  it("behavior: current is the host's first network until one is selected; restore keeps a saved network the host still offers", () => {
    const networks = createNetworkResolver(contextOf([main, test]))
    expect(networks.current().id).toBe('acme:main')
    expect(networks.restore('acme:test').id).toBe('acme:test')
    expect(networks.restore('acme:gone').id).toBe('acme:main')
    expect(networks.restore(undefined).id).toBe('acme:main')
    expect(networks.selected()).toBeUndefined()
    networks.select('acme:test')
    expect(networks.selected()).toBe('acme:test')
    expect(networks.current().id).toBe('acme:test')
    expect(networks.restore('acme:gone').id).toBe('acme:test')
  })

  it('behavior: with no network configured, current is UnsupportedChainError', () => {
    const networks = createNetworkResolver(contextOf([]))
    expect(() => networks.current()).toThrowError(unsupported('no network of this namespace is configured'))
  })

  it("parameters: rpcUrls puts the host's customRpcUrls first, drops repeats; none at all is UnsupportedChainError", () => {
    const networks = createNetworkResolver(
      contextOf([main, test], { 'acme:main': ['https://mine.example', 'https://rpc.acme.example'] }),
    )
    expect(networks.rpcUrls('acme:main')).toEqual(['https://mine.example', 'https://rpc.acme.example'])
    expect(networks.rpcUrl('acme:main')).toBe('https://mine.example')
    expect(() => networks.rpcUrl('acme:test')).toThrowError(unsupported('acme:test has no RPC URL'))
  })

  it('parameters: facts: each network carries its facts; a network without them is not served', () => {
    const prefixes: Record<string, string> = { 'acme:main': 'acm' }
    const networks = createNetworkResolver(contextOf([test, main]), {
      facts: (network) => (prefixes[network.id] ? { prefix: prefixes[network.id] } : undefined),
    })
    expect(networks.network('acme:main').facts).toEqual({ prefix: 'acm' })
    expect(() => networks.network('acme:test')).toThrowError(unsupported('acme:test'))
    expect(networks.all().map((network) => network.id)).toEqual(['acme:main'])
    expect(networks.current().id).toBe('acme:main')
  })

  it('parameters: facts may throw its own typed error, which network() passes on and all() skips', () => {
    const networks = createNetworkResolver(contextOf([main, test]), {
      facts: (network) => {
        if (network.id === 'acme:test') throw new UnsupportedChainError({ details: 'acme:test has no facts' })
        return { prefix: 'acm' }
      },
    })
    expect(() => networks.network('acme:test')).toThrowError(unsupported('acme:test has no facts'))
    expect(networks.all()).toEqual([main])
  })
})
