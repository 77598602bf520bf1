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
