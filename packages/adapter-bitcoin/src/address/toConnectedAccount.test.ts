import * as ecc from '@bitcoinerlab/secp256k1'
import { type CaipNetworkId, InvalidAddressError } from '@latch/core'
import { initEccLib, networks, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
import { encodeForNetwork, toConnectedAccount } from './toConnectedAccount'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// Each network with bitcoinjs-lib's parameters for it (signet and testnet4 share testnet's prefixes).
const NETWORKS: [string, CaipNetworkId, networks.Network][] = [
  ['mainnet', bitcoinMainnet.id, networks.bitcoin],
  ['testnet4', bitcoinTestnet4.id, networks.testnet],
  ['signet', bitcoinSignet.id, networks.testnet],
  ['regtest', bitcoinRegtest.id, networks.regtest],
]

const key = ECPair.makeRandom()
const uncompressed = ECPair.fromPrivateKey(key.privateKey as Uint8Array, { compressed: false })
const other = ECPair.makeRandom()
const internal = toXOnly(key.publicKey)

/** Every address type and key form a Bitcoin wallet hands over, made by bitcoinjs-lib for `network`. */
function forms(network: networks.Network) {
  const p2wpkh = payments.p2wpkh({ pubkey: key.publicKey, network })
  const p2tr = payments.p2tr({ internalPubkey: internal, network })
  const multisig = payments.p2ms({ m: 2, pubkeys: [key.publicKey, other.publicKey], network })
  return [
    ['P2PKH, compressed key', payments.p2pkh({ pubkey: key.publicKey, network }).address, hex(key.publicKey)],
    [
      'P2PKH, uncompressed key',
      payments.p2pkh({ pubkey: uncompressed.publicKey, network }).address,
      hex(uncompressed.publicKey),
    ],
    [
      'P2SH-P2WPKH (Xverse payment), compressed key',
      payments.p2sh({ redeem: p2wpkh, network }).address,
      hex(key.publicKey),
    ],
    ['P2WPKH (Leather, Unisat, Xverse payment), compressed key', p2wpkh.address, hex(key.publicKey)],
    ['P2WPKH, x-only key', p2wpkh.address, hex(internal)],
    [
      'P2WSH (2-of-2 multisig), a member key',
      payments.p2wsh({ redeem: multisig, network }).address,
      hex(key.publicKey),
    ],
    ['P2SH multisig, a member key', payments.p2sh({ redeem: multisig, network }).address, hex(key.publicKey)],
    ['P2TR (Xverse ordinals, Wallet Standard), x-only internal key', p2tr.address, hex(internal)],
    ['P2TR (Unisat getPublicKey, Leather), compressed internal key', p2tr.address, hex(key.publicKey)],
    ['P2TR, x-only output key', p2tr.address, hex(p2tr.pubkey as Uint8Array)],
  ] as [string, string, string][]
}

describe('toConnectedAccount: every address type and key form Bitcoin wallets give (RELIABILITY #7)', () => {
  describe.each(NETWORKS)('on %s', (_, networkId, network) => {
    it.each(forms(network))('accepts %s', (_, address, publicKey) => {
      expect(toConnectedAccount(networkId, { address, publicKey, purpose: 'payment' })).toEqual({
        address: `${networkId}:${address}`,
        type: 'eoa',
        purpose: 'payment',
        publicKey,
      })
    })

    it('accepts an address alone, and an upper-case bech32 address as lower case', () => {
      const { address } = payments.p2tr({ internalPubkey: internal, network })
      expect(toConnectedAccount(networkId, { address: address as string, purpose: 'ordinals' })).toEqual({
        address: `${networkId}:${address}`,
        type: 'eoa',
        purpose: 'ordinals',
      })
      expect(
        toConnectedAccount(networkId, { address: (address as string).toUpperCase(), purpose: 'ordinals' })
          .address,
      ).toBe(`${networkId}:${address}`)
    })
  })

  it('parameters: every address type is re-encoded for another network (same script, that network’s prefix)', () => {
    for (const [, address] of forms(networks.bitcoin)) {
      const testnet = encodeForNetwork(address, bitcoinTestnet4.id)
      const regtest = encodeForNetwork(address, bitcoinRegtest.id)
      expect(encodeForNetwork(testnet, bitcoinMainnet.id)).toBe(address)
      expect(encodeForNetwork(regtest, bitcoinMainnet.id)).toBe(address)
    }
    const mainnet = forms(networks.bitcoin).map(([, address]) => encodeForNetwork(address, bitcoinSignet.id))
    expect(mainnet).toEqual(forms(networks.testnet).map(([, address]) => address))
  })

  it.each([
    ['P2PKH', payments.p2pkh({ pubkey: key.publicKey }).address],
    ['P2SH-P2WPKH', payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key.publicKey }) }).address],
    ['P2WPKH', payments.p2wpkh({ pubkey: key.publicKey }).address],
    ['P2TR', payments.p2tr({ internalPubkey: internal }).address],
  ])(
    'behavior: a %s address with another wallet’s key is refused, unless a script hides it',
    (type, address) => {
      const run = () =>
        toConnectedAccount(bitcoinMainnet.id, {
          address: address as string,
          publicKey: hex(other.publicKey),
          purpose: 'payment',
        })
      // A P2SH script other than P2WPKH cannot be ruled out from one key: the address is kept.
      if (type === 'P2SH-P2WPKH') {
        expect(run().publicKey).toBe(hex(other.publicKey))
        return
      }
      expect(run).toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          details: `${bitcoinMainnet.id}: ${address} does not match its public key`,
        }),
      )
    },
  )

  it.each([
    ['odd length', `${hex(key.publicKey)}0`],
    ['a compressed key with a wrong prefix', `05${hex(internal)}`],
    ['not hex', 'z'.repeat(66)],
    ['not a string', 42],
  ])('behavior: a key in no known form (%s) is left out; the address stays', (_, publicKey) => {
    const { address } = payments.p2wpkh({ pubkey: key.publicKey })
    expect(
      toConnectedAccount(bitcoinMainnet.id, {
        address: address as string,
        publicKey: publicKey as string,
        purpose: 'payment',
      }),
    ).toEqual({ address: `${bitcoinMainnet.id}:${address}`, type: 'eoa', purpose: 'payment' })
  })

  it.each([
    [
      'another network’s address',
      payments.p2wpkh({ pubkey: key.publicKey, network: networks.testnet }).address,
    ],
    ['a bad checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['mixed case', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['not a string', 7],
  ])('behavior: %s is InvalidAddressError', (_, address) => {
    expect(() =>
      toConnectedAccount(bitcoinMainnet.id, { address: address as string, purpose: 'payment' }),
    ).toThrow(InvalidAddressError)
  })
})
