import { InvalidAddressError } from '@latch/core'
import { Keyring } from '@polkadot/keyring'
import { describe, expect, it } from 'vitest'
import { kusama, polkadot, westend } from '../networks/polkadotNetworks'
import { toConnectedAccounts } from './toConnectedAccounts'

const keyring = new Keyring({ ss58Format: 42 })
const sr = keyring.addFromUri('//Accounts//sr', {}, 'sr25519')
const ed = keyring.addFromUri('//Accounts//ed', {}, 'ed25519')
const target = (network: typeof polkadot) => ({
  networkId: network.id,
  ss58Prefix: network.ss58Prefix,
  genesisHash: network.genesisHash,
})

describe('toConnectedAccounts', () => {
  it('behavior: re-encodes each account with the network prefix as CAIP-10 and keeps its key type', () => {
    const reported = [
      { address: sr.address, type: 'sr25519' as const },
      { address: ed.address, type: 'ed25519' as const },
    ]
    const onPolkadot = toConnectedAccounts(reported, target(polkadot))
    expect(onPolkadot).toEqual([
      {
        address: `${polkadot.id}:${keyring.encodeAddress(sr.publicKey, 0)}`,
        type: 'eoa',
        publicKey: `0x${Buffer.from(sr.publicKey).toString('hex')}`,
        purpose: 'sr25519',
      },
      {
        address: `${polkadot.id}:${keyring.encodeAddress(ed.publicKey, 0)}`,
        type: 'eoa',
        publicKey: `0x${Buffer.from(ed.publicKey).toString('hex')}`,
        purpose: 'ed25519',
      },
    ])
    const onKusama = toConnectedAccounts(reported, target(kusama))
    expect(onKusama[0]?.address).toBe(`${kusama.id}:${keyring.encodeAddress(sr.publicKey, 2)}`)
    expect(onKusama[0]?.publicKey).toBe(onPolkadot[0]?.publicKey)
  })

  it('behavior: leaves out Ethereum-type accounts and accounts the extension restricts to another chain', () => {
    const accounts = toConnectedAccounts(
      [
        { address: '0x5e0fa6c31f7a6c7a3bd0b6c4e4cca8a8e5a0a0a0', type: 'ethereum' },
        { address: ed.address, type: 'ed25519', genesisHash: kusama.genesisHash },
        { address: sr.address, type: 'sr25519', genesisHash: westend.genesisHash },
      ],
      target(westend),
    )
    expect(accounts.map((account) => account.purpose)).toEqual(['sr25519'])
  })

  it('behavior: a malformed account is refused with InvalidAddressError', () => {
    const broken = `${sr.address.slice(0, -1)}${sr.address.endsWith('A') ? 'B' : 'A'}`
    expect(() => toConnectedAccounts([{ address: broken, type: 'sr25519' }], target(westend))).toThrow(
      InvalidAddressError,
    )
    expect(() => toConnectedAccounts([{ address: 42 as never }], target(westend))).toThrow(
      InvalidAddressError,
    )
  })
})

describe('toConnectedAccounts: every address form Polkadot wallets and libraries give (RELIABILITY #7)', () => {
  const ecdsa = keyring.addFromUri('//Accounts//ecdsa', {}, 'ecdsa')
  const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`
  /** What the account should become on Polkadot (prefix 0), whatever form it came in. */
  const onPolkadot = (publicKey: Uint8Array, purpose: string) => ({
    address: `${polkadot.id}:${keyring.encodeAddress(publicKey, 0)}`,
    type: 'eoa',
    publicKey: hex(publicKey),
    purpose,
  })

  it.each([
    ['SS58, generic Substrate prefix 42', 42],
    ['SS58, Polkadot prefix 0', 0],
    ['SS58, Kusama prefix 2', 2],
    ['SS58, another one-byte prefix (Astar, 5)', 5],
    ['SS58, a two-byte prefix (1337)', 1337],
    ['SS58, the largest prefix (16383)', 16383],
  ])('accepts %s, re-encoded for the network', (_, prefix) => {
    for (const pair of [sr, ed, ecdsa]) {
      const address = keyring.encodeAddress(pair.addressRaw, prefix)
      expect(toConnectedAccounts([{ address, type: pair.type }], target(polkadot))).toEqual([
        onPolkadot(pair.addressRaw, pair.type),
      ])
    }
  })

  it.each([
    ['sr25519', sr],
    ['ed25519', ed],
  ])('accepts a raw %s public key as hex (0x + 32 bytes)', (type, pair) => {
    expect(toConnectedAccounts([{ address: hex(pair.publicKey), type }], target(polkadot))).toEqual([
      onPolkadot(pair.publicKey, type),
    ])
  })

  it('accepts an account with no key type (no purpose) and one marked for this network', () => {
    const { purpose: _, ...plain } = onPolkadot(sr.publicKey, 'sr25519')
    expect(
      toConnectedAccounts([{ address: sr.address, genesisHash: polkadot.genesisHash }], target(polkadot)),
    ).toEqual([plain])
  })

  it('behavior: an Ethereum-style 20-byte account is left out when typed ethereum (Moonbeam), refused otherwise', () => {
    const h160 = '0xf24ff3a9cf04c71dbc94d0b566f7a27b94566cac'
    expect(toConnectedAccounts([{ address: h160, type: 'ethereum' }], target(polkadot))).toEqual([])
    expect(() => toConnectedAccounts([{ address: h160 }], target(polkadot))).toThrowError(
      expect.objectContaining({ name: 'InvalidAddressError', details: `wallet account ${h160}` }),
    )
  })

  it.each([
    ['a truncated SS58 address', sr.address.slice(0, -2)],
    ['hex of 31 bytes', hex(sr.publicKey.subarray(1))],
    ['a Bitcoin address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['empty', ''],
  ])('behavior: %s is InvalidAddressError', (_, address) => {
    expect(() => toConnectedAccounts([{ address }], target(polkadot))).toThrow(InvalidAddressError)
  })

  it('behavior: an answer that is not a list, or an entry that is not an object, is InvalidAddressError', () => {
    expect(() => toConnectedAccounts({ length: 1 } as never, target(polkadot))).toThrow(InvalidAddressError)
    expect(() => toConnectedAccounts([null] as never, target(polkadot))).toThrow(InvalidAddressError)
  })
})
