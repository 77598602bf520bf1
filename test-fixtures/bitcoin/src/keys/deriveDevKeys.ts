import { sha256 } from '@noble/hashes/sha2'
import { payments, toXOnly } from 'bitcoinjs-lib'
import { type BitcoinNetworkName, toBitcoinjsNetwork } from './bitcoinNetworks'
import { ECPair } from './ecc'

/** One address of the dev wallet, in the shape sats-connect returns (`addressSchema`). */
export interface DevAddress {
  address: string
  /** Hex: the compressed key for payment (P2WPKH), the x-only internal key for ordinals (P2TR). */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  /** sats-connect's `AddressType`: `p2sh` is a P2SH-wrapped P2WPKH here. */
  addressType: 'p2wpkh' | 'p2sh' | 'p2tr'
  walletType: 'software'
}

/** The two real keys of a dev account: P2WPKH payment and P2TR ordinals. */
export interface DevKeys {
  payment: ReturnType<typeof ECPair.fromPrivateKey>
  ordinals: ReturnType<typeof ECPair.fromPrivateKey>
}

const encoder = new TextEncoder()
const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Derives the payment and ordinals keys of a seed (sha256 of the seed and the purpose: test keys, not BIP-32). */
export function deriveDevKeys(seed: string): DevKeys {
  const key = (purpose: string) => ECPair.fromPrivateKey(sha256(encoder.encode(`${seed}/${purpose}`)))
  return { payment: key('payment'), ordinals: key('ordinals') }
}

/** The kind of payment address: native segwit, or segwit nested in P2SH (as many Xverse accounts have). */
export type PaymentAddressType = 'p2wpkh' | 'p2sh-p2wpkh'

/** The addresses of a dev account on a network, payment first. */
export function devAddresses(
  keys: DevKeys,
  name: BitcoinNetworkName,
  paymentType: PaymentAddressType = 'p2wpkh',
): DevAddress[] {
  const network = toBitcoinjsNetwork(name)
  const segwit = payments.p2wpkh({ pubkey: keys.payment.publicKey, network })
  const payment = paymentType === 'p2wpkh' ? segwit : payments.p2sh({ redeem: segwit, network })
  const internalPubkey = toXOnly(keys.ordinals.publicKey)
  const ordinals = payments.p2tr({ internalPubkey, network })
  if (!payment.address || !ordinals.address) throw new Error('could not derive the dev wallet addresses')
  return [
    {
      address: payment.address,
      publicKey: toHex(keys.payment.publicKey),
      purpose: 'payment',
      addressType: paymentType === 'p2wpkh' ? 'p2wpkh' : 'p2sh',
      walletType: 'software',
    },
    {
      address: ordinals.address,
      publicKey: toHex(internalPubkey),
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
  ]
}
