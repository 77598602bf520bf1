import { sha256 } from '@noble/hashes/sha2'
import { crypto, type Network, opcodes, Psbt, payments, script, Transaction, toXOnly } from 'bitcoinjs-lib'
import type { DevKeys } from '../keys/deriveDevKeys'

type KeyPair = DevKeys['payment']

const encoder = new TextEncoder()

// BIP-322: the message is committed to by a tagged hash in the scriptSig of a virtual "to_spend" transaction.
function messageHash(message: string): Uint8Array {
  const tag = sha256(encoder.encode('BIP0322-signed-message'))
  const data = encoder.encode(message)
  const input = new Uint8Array(tag.length * 2 + data.length)
  input.set(tag, 0)
  input.set(tag, tag.length)
  input.set(data, tag.length * 2)
  return sha256(input)
}

function toSpend(outputScript: Uint8Array, message: string): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0 as number, messageHash(message)]),
  )
  tx.addOutput(outputScript, 0n)
  return tx
}

function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [items.length]
  for (const item of items) {
    if (item.length >= 0xfd) throw new Error('witness item too long for the dev wallet')
    parts.push(item.length, ...item)
  }
  return Uint8Array.from(parts)
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * A BIP-322 "simple" signature (base64 of the to_sign witness) for a P2WPKH, P2SH-P2WPKH or P2TR address of `key`, built and
 * signed with bitcoinjs-lib's PSBT as a wallet does.
 */
export function signBip322(input: {
  key: KeyPair
  kind: 'p2wpkh' | 'p2sh' | 'p2tr'
  network: Network
  message: string
}): string {
  const { key, kind, network, message } = input
  const internalPubkey = toXOnly(key.publicKey)
  const segwit = payments.p2wpkh({ pubkey: key.publicKey, network })
  const payment =
    kind === 'p2tr'
      ? payments.p2tr({ internalPubkey, network })
      : kind === 'p2sh'
        ? payments.p2sh({ redeem: segwit, network })
        : segwit
  if (!payment.output) throw new Error('no output script')
  const spend = toSpend(payment.output, message)
  const psbt = new Psbt({ network })
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: spend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.output, value: 0n },
    ...(kind === 'p2tr' ? { tapInternalKey: internalPubkey } : {}),
    ...(kind === 'p2sh' ? { redeemScript: segwit.output } : {}),
  })
  psbt.addOutput({ script: script.compile([opcodes.OP_RETURN as number]), value: 0n })
  if (kind === 'p2tr') {
    psbt.signInput(0, key.tweak(crypto.taggedHash('TapTweak', internalPubkey)))
  } else {
    psbt.signInput(0, key)
  }
  psbt.finalizeAllInputs()
  return toBase64(encodeWitness(psbt.extractTransaction().ins[0]?.witness ?? []))
}
