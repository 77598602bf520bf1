import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
import { isBitcoinAddress } from './isBitcoinAddress'

// Vectors from BIP-173 / BIP-350 and well-known base58 addresses.
const MAINNET = {
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2wpkhUpper: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  p2pkh: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
}
const TESTNET_P2WSH = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

describe('isBitcoinAddress', () => {
  it('accepts segwit v0, taproot and base58 addresses', () => {
    for (const address of Object.values(MAINNET)) expect(isBitcoinAddress(address), address).toBe(true)
    expect(isBitcoinAddress(TESTNET_P2WSH)).toBe(true)
  })

  it('refuses a bad checksum, mixed case, the wrong checksum kind, a bad program length, junk', () => {
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4',
      // taproot with a bech32 (not bech32m) checksum
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      // v0 with a bech32m checksum
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
    ])
      expect(isBitcoinAddress(address), address).toBe(false)
  })

  it('with a network: the prefix must be that network’s (bc1 / tb1 / bcrt1, base58 versions)', () => {
    expect(isBitcoinAddress(MAINNET.p2wpkh, bitcoinMainnet.id)).toBe(true)
    expect(isBitcoinAddress(MAINNET.p2wpkh, bitcoinTestnet4.id)).toBe(false)
    expect(isBitcoinAddress(MAINNET.p2pkh, bitcoinSignet.id)).toBe(false)
    expect(isBitcoinAddress(TESTNET_P2WSH, bitcoinTestnet4.id)).toBe(true)
    expect(isBitcoinAddress(TESTNET_P2WSH, bitcoinSignet.id)).toBe(true)
    expect(isBitcoinAddress(TESTNET_P2WSH, bitcoinRegtest.id)).toBe(false)
    expect(isBitcoinAddress('bcrt1qcnfkpxyfp559gwtfajksy6gxa74wngddgr4q40', bitcoinRegtest.id)).toBe(true)
    expect(isBitcoinAddress(MAINNET.p2wpkh, 'bip122:ffffffffffffffffffffffffffffffff')).toBe(false)
  })
})
