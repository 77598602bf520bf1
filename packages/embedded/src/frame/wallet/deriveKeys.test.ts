import { hexToBytes } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveWalletKeys, entropyToWords, slip10Ed25519 } from './deriveKeys'

// The BIP-39 test vector: 16 zero bytes are 'abandon' x11 + 'about'.
const ZERO_ENTROPY = new Uint8Array(16)
const ABANDON_ABOUT =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('key derivation', () => {
  it('turns 16 bytes of entropy into the BIP-39 mnemonic of the test vector', () => {
    expect(entropyToWords(ZERO_ENTROPY)).toBe(ABANDON_ABOUT)
    expect(() => entropyToWords(new Uint8Array(32))).toThrow('16 bytes')
  })

  it("gives the EVM account every BIP-44 wallet gives at m/44'/60'/0'/0/0 for 'abandon ... about'", () => {
    const { evm } = deriveWalletKeys(ZERO_ENTROPY)
    expect(evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    // viem's own mnemonic account (another implementation of the same path) agrees.
    expect(evm.address).toBe(mnemonicToAccount(ABANDON_ABOUT).address)
  })

  it("gives the Solana account Phantom and Solflare give at m/44'/501'/0'/0' for 'abandon ... about'", () => {
    const { solana } = deriveWalletKeys(ZERO_ENTROPY)
    expect(solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('follows SLIP-0010 test vector 1 for ed25519', () => {
    const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f')
    expect(Buffer.from(slip10Ed25519(seed, 'm')).toString('hex')).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(Buffer.from(slip10Ed25519(seed, "m/0'/1'/2'")).toString('hex')).toBe(
      '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
    )
    expect(() => slip10Ed25519(seed, 'm/0')).toThrow('hardened')
  })

  it('gives two different wallets for two different entropies', () => {
    const other = deriveWalletKeys(new Uint8Array(16).fill(1))
    expect(other.evm.address).not.toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(other.solana.address).not.toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })
})
