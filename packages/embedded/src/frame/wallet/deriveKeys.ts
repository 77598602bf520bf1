import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha512'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** BIP-44 paths of the two accounts (the same as MetaMask's first account and Phantom's first account). */
const EVM_PATH = "m/44'/60'/0'/0/0"
const SOLANA_PATH = "m/44'/501'/0'/0'"

/** The keys one wallet's entropy gives. Kept in the frame's memory only. */
export interface WalletKeys {
  evm: PrivateKeyAccount
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
}

/** 16 bytes of entropy → its 12-word BIP-39 mnemonic (English). */
export function entropyToWords(entropy: Uint8Array): string {
  if (entropy.length !== 16) throw new Error('the wallet entropy is 16 bytes')
  return entropyToMnemonic(entropy, wordlist)
}

/** The BIP-39 seed of a mnemonic (no passphrase). */
function mnemonicToSeed(mnemonic: string): Uint8Array {
  return mnemonicToSeedSync(mnemonic)
}

/** The EVM account at m/44'/60'/0'/0/0 of a seed (BIP-32 secp256k1). */
function deriveEvmAccount(seed: Uint8Array): PrivateKeyAccount {
  const key = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!key) throw new Error('no EVM private key at the path')
  return privateKeyToAccount(bytesToHex(key))
}

const HARDENED = 0x80000000

/**
 * SLIP-0010 ed25519 derivation: the master key is HMAC-SHA512("ed25519 seed", seed); each child (hardened only,
 * as ed25519 allows) is HMAC-SHA512(chain code, 0x00 || key || index + 2^31). Left half key, right half chain code.
 */
export function slip10Ed25519(seed: Uint8Array, path: string): Uint8Array {
  const segments = path.split('/')
  if (segments.shift() !== 'm') throw new Error(`not a derivation path: ${path}`)
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const segment of segments) {
    if (!/^\d+'$/.test(segment)) throw new Error(`ed25519 derives hardened indexes only: ${segment}`)
    const index = Number(segment.slice(0, -1)) + HARDENED
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index >>> 0)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  return digest.slice(0, 32)
}

/** The Solana account at m/44'/501'/0'/0' of a seed. */
function deriveSolanaKeys(seed: Uint8Array): WalletKeys['solana'] {
  const secretKey = slip10Ed25519(seed, SOLANA_PATH)
  const publicKey = ed25519.getPublicKey(secretKey)
  return { secretKey, publicKey, address: base58.encode(publicKey) }
}

/** Both accounts of a wallet from its entropy. */
export function deriveWalletKeys(entropy: Uint8Array): WalletKeys {
  const seed = mnemonicToSeed(entropyToWords(entropy))
  return { evm: deriveEvmAccount(seed), solana: deriveSolanaKeys(seed) }
}

/** What the export view shows: the mnemonic and each account's private key in the form wallets import. */
export interface WalletSecrets {
  mnemonic: string
  /** 0x hex, as MetaMask and every EVM wallet import it. */
  evmPrivateKey: string
  /** Base58 of the 64-byte secret and public key, as Phantom and Solflare import it. */
  solanaSecretKey: string
}

export function walletSecrets(entropy: Uint8Array): WalletSecrets {
  const mnemonic = entropyToWords(entropy)
  const seed = mnemonicToSeed(mnemonic)
  const evm = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!evm) throw new Error('no EVM private key at the path')
  const solana = deriveSolanaKeys(seed)
  const pair = new Uint8Array(64)
  pair.set(solana.secretKey)
  pair.set(solana.publicKey, 32)
  return { mnemonic, evmPrivateKey: bytesToHex(evm), solanaSecretKey: base58.encode(pair) }
}
