import { makeCosmoshubPath, Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'

/** The signers of one account for one bech32 prefix: amino (ADR-36, legacy txs) and direct (protobuf txs). */
interface PrefixSigners {
  amino: Secp256k1HdWallet
  direct: DirectSecp256k1HdWallet
}

/** Derives and caches the HD signers of a mnemonic, per account index and bech32 prefix. */
export interface Keyring {
  signers(accountIndex: number, prefix: string): Promise<PrefixSigners>
}

/** A keyring over a BIP-39 mnemonic on the Cosmos Hub path m/44'/118'/0'/0/<index>. */
export function createKeyring(mnemonic: string): Keyring {
  // Each wallet runs the BIP-39 seed derivation (PBKDF2): cache them, keyed by index and prefix.
  const cache = new Map<string, Promise<PrefixSigners>>()
  return {
    signers: (accountIndex, prefix) => {
      const key = `${accountIndex}:${prefix}`
      let found = cache.get(key)
      if (!found) {
        const options = { prefix, hdPaths: [makeCosmoshubPath(accountIndex)] }
        found = Promise.all([
          Secp256k1HdWallet.fromMnemonic(mnemonic, options),
          DirectSecp256k1HdWallet.fromMnemonic(mnemonic, options),
        ]).then(([amino, direct]) => ({ amino, direct }))
        cache.set(key, found)
      }
      return found
    },
  }
}
