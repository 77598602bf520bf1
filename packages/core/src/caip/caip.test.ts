import { describe, expect, it } from 'vitest'
import { caipNetwork } from './caipNetwork'
import { isCaipNetworkId } from './isCaipNetworkId'
import { isChainNamespace, isKnownNamespace, KNOWN_NAMESPACES } from './namespaces'
import { normalizeChainId } from './normalizeChainId'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('CAIP-10 addresses (spec §5)', () => {
  it('parses exactly three non-empty parts', () => {
    expect(parseCaipAddress('eip155:1:0xAbC')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xAbC',
      networkId: 'eip155:1',
    })
  })

  it.each(['eip155:1', 'eip155:1:0xab:extra', 'eip155::0xab', ':1:0xab', 'eip155:1:', ''])(
    "rejects %j with 'Invalid CAIP-10 address'",
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(
        expect.objectContaining({ name: 'InvalidCaipAddressError', message: 'Invalid CAIP-10 address' }),
      )
      expect(isCaipAddress(value)).toBe(false)
    },
  )

  it('formats a network id and an address, validating the result', () => {
    expect(formatCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'DRpb')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:DRpb',
    )
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address')
    expect(isCaipAddress(42)).toBe(false)
  })
})

describe('CAIP-2 network ids (spec §5)', () => {
  it('parses exactly two parts', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ namespace: 'eip155', reference: '137' })
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(true)
  })

  it.each(['eip155', 'eip155:1:2', 'eip155:', ':1'])('rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
    expect(isCaipNetworkId(value)).toBe(false)
  })
})

describe('normalizeChainId (RELIABILITY #9)', () => {
  it.each([
    ['0x1', 'eip155:1'],
    ['0X89', 'eip155:137'],
    ['137', 'eip155:137'],
    ['00010', 'eip155:10'],
    [10, 'eip155:10'],
    [8453n, 'eip155:8453'],
    ['eip155:42161', 'eip155:42161'],
    [' 0x2105 ', 'eip155:8453'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeChainId(input)).toBe(expected)
  })

  it.each([null, undefined, '', 'abc', '0x', -1, 1.5, {}, -1n, 'eip155:'])(
    '%s is not a chain id',
    (input) => {
      expect(normalizeChainId(input)).toBeUndefined()
    },
  )

  it('other namespaces take the reference as is', () => {
    expect(normalizeChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(normalizeChainId('', 'solana')).toBeUndefined()
  })
})

describe('namespaces (spec §3)', () => {
  it('knows the seven namespaces by name', () => {
    expect(KNOWN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'])
    expect(isKnownNamespace('cosmos')).toBe(true)
    expect(isKnownNamespace('tron')).toBe(false)
  })

  it('accepts any well-formed CAIP-2 namespace a third party declares, and nothing malformed', () => {
    for (const namespace of ['tron', 'hedera', 'acme', 'near', 'eip155', 'abc', 'a-b-c-12'])
      expect(isChainNamespace(namespace)).toBe(true)
    for (const value of ['ab', 'toolongname', 'Acme', 'ac me', 'acme:1', '', 42, undefined])
      expect(isChainNamespace(value)).toBe(false)
  })
})

describe('caipNetwork', () => {
  it('makes the CAIP-2 id from the namespace and reference, so the three cannot disagree', () => {
    const network = caipNetwork('bip122', '000000000019d6689c085ae165831e93', {
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: ['https://mempool.space/api'],
    })
    expect(network).toMatchObject({
      id: 'bip122:000000000019d6689c085ae165831e93',
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
    })
    expect(parseCaipNetworkId(network.id)).toEqual({
      namespace: network.namespace,
      reference: network.reference,
    })
  })
})
