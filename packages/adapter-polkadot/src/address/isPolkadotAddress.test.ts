import { Keyring } from '@polkadot/keyring'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { decodeSs58, isPolkadotAddress } from './isPolkadotAddress'

// The polkadot CAIP-10 profile's test vectors: one public key in several networks' SS58 formats.
const KEY = '0xd6a3105d6768e956e9e5d41050ac29843f98561410d3a47f9dd5b3b227ab8746'
const ON_POLKADOT = '15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF'
const ON_KUSAMA = 'HRkCrbmke2XeabJ5fxJdgXWpBRPkXWfWHY8eTeCKwDdf4k6'
const ON_KILT = '4smVWa6Hb7WhGh9zgqdAE86p5eZyj8BQJ9Uro4o2zidBnmfX'

describe('isPolkadotAddress', () => {
  it('behavior: accepts the profile vectors and checks the prefix when one is asked for', () => {
    expect(isPolkadotAddress(ON_POLKADOT)).toBe(true)
    expect(isPolkadotAddress(ON_POLKADOT, 0)).toBe(true)
    expect(isPolkadotAddress(ON_POLKADOT, 2)).toBe(false)
    expect(isPolkadotAddress(ON_KUSAMA, 2)).toBe(true)
    expect(decodeSs58(ON_KILT)?.prefix).toBe(38)
    expect(Buffer.from(decodeSs58(ON_KUSAMA)?.accountId ?? []).toString('hex')).toBe(KEY.slice(2))
  })

  it('behavior: refuses a bad checksum, a non-base58 string, an EVM address and a truncated address', () => {
    const last = ON_POLKADOT.at(-1) === 'F' ? 'G' : 'F'
    expect(isPolkadotAddress(`${ON_POLKADOT.slice(0, -1)}${last}`)).toBe(false)
    expect(isPolkadotAddress('0OIl'.repeat(12))).toBe(false)
    expect(isPolkadotAddress('0xd6a3105d6768e956e9e5d41050ac29843f985614')).toBe(false)
    expect(isPolkadotAddress(ON_POLKADOT.slice(0, 40))).toBe(false)
    expect(isPolkadotAddress('')).toBe(false)
  })

  it('behavior: agrees with @polkadot/util-crypto on real keys of every type and prefixes up to two bytes', () => {
    const keyring = new Keyring()
    for (const type of ['sr25519', 'ed25519', 'ecdsa'] as const) {
      const pair = keyring.addFromUri(`//Agree//${type}`, {}, type)
      for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) {
        const address = encodeAddress(pair.publicKey, prefix)
        expect(isPolkadotAddress(address, prefix)).toBe(true)
        expect(decodeSs58(address)?.accountId).toEqual(decodeAddress(address))
      }
    }
  })
})
