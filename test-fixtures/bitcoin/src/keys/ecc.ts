import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

// bitcoinjs-lib needs a secp256k1 library for taproot; @bitcoinerlab/secp256k1 is pure JS (noble), no WASM.
initEccLib(ecc)

/** Key pairs over @bitcoinerlab/secp256k1. */
export const ECPair = ECPairFactory(ecc)
