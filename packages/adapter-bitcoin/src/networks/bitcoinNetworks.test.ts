import { sha256 } from '@noble/hashes/sha2'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from './bitcoinNetworks'
import { NETWORK_FACTS } from './networkFacts'

// Each reference is recomputed from the network's genesis block header (Bitcoin Core chainparams, BIP-94 for
// testnet4): version 1, no previous block, the merkle root, time, bits, nonce.
const GENESIS_MERKLE = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'
const TESTNET4_MERKLE = '7aa0a7ae1e223414cb807e40cd57e667b718e42aaf9306db9102fe28912b7b4e'

function genesisReference(merkle: string, time: number, bits: number, nonce: number): string {
  const header = new Uint8Array(80)
  const view = new DataView(header.buffer)
  view.setUint32(0, 1, true)
  header.set(Uint8Array.from(merkle.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)).reverse(), 36)
  view.setUint32(68, time, true)
  view.setUint32(72, bits, true)
  view.setUint32(76, nonce, true)
  const hash = sha256(sha256(header)).reverse()
  return [...hash]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32)
}

describe('Bitcoin networks', () => {
  it('CAIP-2 references are the genesis hash prefixes', () => {
    expect(bitcoinMainnet.reference).toBe(
      genesisReference(GENESIS_MERKLE, 1231006505, 0x1d00ffff, 2083236893),
    )
    expect(bitcoinTestnet4.reference).toBe(
      genesisReference(TESTNET4_MERKLE, 1714777860, 0x1d00ffff, 393743547),
    )
    expect(bitcoinSignet.reference).toBe(genesisReference(GENESIS_MERKLE, 1598918400, 0x1e0377ae, 52613770))
    expect(bitcoinRegtest.reference).toBe(genesisReference(GENESIS_MERKLE, 1296688602, 0x207fffff, 2))
    for (const network of [bitcoinMainnet, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest]) {
      expect(network.id).toBe(`bip122:${network.reference}`)
      expect(NETWORK_FACTS[network.id]).toBeDefined()
    }
  })
})
