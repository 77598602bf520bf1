import { sha256 } from '@noble/hashes/sha2'
import { address, Block, networks, opcodes, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { ECPair } from '../keys/ecc'

/** A transaction the chain holds, with where it was mined (none while in the mempool). */
export interface ChainTransaction {
  tx: Transaction
  txid: string
  block?: { height: number; hash: string; time: number }
}

/** A regtest chain in memory: real blocks and transactions built with bitcoinjs-lib, no peer network. */
export interface RegtestChain {
  readonly network: typeof networks.regtest
  /** Mined blocks, genesis first. */
  readonly blocks: readonly { height: number; hash: string; time: number; txids: string[] }[]
  /** Every transaction by txid, mined or in the mempool. */
  transaction(txid: string): ChainTransaction | undefined
  /** Every transaction in chain order, mempool last. */
  transactions(): readonly ChainTransaction[]
  /**
   * Pays `sats` to `to` from the faucet's coins in a signed P2WPKH transaction. It waits in the mempool
   * (unconfirmed) until `mine()`, or is mined at once with `{ confirmed: true }`. Returns the txid.
   */
  fund(to: string, sats: bigint, options?: { confirmed?: boolean }): string
  /** Mines `count` blocks (coinbase to the faucet) holding the mempool; returns their hashes. */
  mine(count?: number): string[]
}

const REGTEST_BITS = 0x207fffff
const SUBSIDY = 5_000_000_000n
const FEE = 1_000n
const COINBASE_MATURITY = 100
const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
const displayHash = (hash: Uint8Array) => toHex(Uint8Array.from(hash).reverse())

/** Regtest's genesis block header (Bitcoin Core chainparams); its hash is 0f9188f1…2206. */
function genesisBlock(): Block {
  const block = new Block()
  block.version = 1
  block.prevHash = new Uint8Array(32)
  block.merkleRoot = fromHex('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b').reverse()
  block.timestamp = 1296688602
  block.bits = REGTEST_BITS
  block.nonce = 2
  return block
}

function pushHeight(height: number): Uint8Array {
  const bytes: number[] = []
  for (let value = height; value > 0; value >>= 8) bytes.push(value & 0xff)
  if ((bytes[bytes.length - 1] ?? 0) & 0x80) bytes.push(0)
  return script.compile([Uint8Array.from(bytes.length ? bytes : [0])])
}

/** Creates the chain: the regtest genesis, then 101 blocks paying the faucet so it has a mature coin to spend. */
export function createRegtestChain(options: { startTime?: number } = {}): RegtestChain {
  const network = networks.regtest
  const faucetKey = ECPair.fromPrivateKey(sha256(new TextEncoder().encode('latch regtest faucet')))
  const faucet = payments.p2wpkh({ pubkey: faucetKey.publicKey, network })
  const faucetScript = faucet.output as Uint8Array
  const genesis = genesisBlock()
  let time = options.startTime ?? 1_760_000_000
  const blocks: { height: number; hash: string; time: number; txids: string[] }[] = [
    { height: 0, hash: displayHash(genesis.getHash()), time: genesis.timestamp, txids: [] },
  ]
  let prevHash = genesis.getHash()
  const byId = new Map<string, ChainTransaction>()
  const mempool: ChainTransaction[] = []
  const spent = new Set<string>()

  const coinbase = (height: number, commitment: Uint8Array | undefined): Transaction => {
    const tx = new Transaction()
    tx.version = 2
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, pushHeight(height))
    tx.ins[0]!.witness = [new Uint8Array(32)]
    tx.addOutput(faucetScript, SUBSIDY)
    if (commitment) {
      const data = Uint8Array.from([0xaa, 0x21, 0xa9, 0xed, ...commitment])
      tx.addOutput(script.compile([opcodes.OP_RETURN as number, data]), 0n)
    }
    return tx
  }

  const mineOne = (): string => {
    const height = blocks.length
    const included = mempool.splice(0, mempool.length)
    time += 600
    const placeholder = coinbase(height, undefined)
    const commitment = included.length
      ? Block.calculateMerkleRoot([placeholder, ...included.map((entry) => entry.tx)], true)
      : undefined
    const transactions = [coinbase(height, commitment), ...included.map((entry) => entry.tx)]
    const block = new Block()
    block.version = 0x20000000
    block.prevHash = prevHash
    block.merkleRoot = Block.calculateMerkleRoot(transactions)
    block.timestamp = time
    block.bits = REGTEST_BITS
    block.transactions = transactions
    // Regtest's target is so high that about every other nonce is a valid proof of work.
    for (block.nonce = 0; !block.checkProofOfWork(); block.nonce += 1);
    prevHash = block.getHash()
    const hash = displayHash(prevHash)
    const where = { height, hash, time }
    const base = { tx: transactions[0] as Transaction, txid: transactions[0]?.getId() as string }
    byId.set(base.txid, { ...base, block: where })
    for (const entry of included) byId.set(entry.txid, { ...entry, block: where })
    blocks.push({ height, hash, time, txids: transactions.map((tx) => tx.getId()) })
    return hash
  }

  const mine = (count = 1) => Array.from({ length: count }, mineOne)

  // Faucet coins that are spendable now: unspent, and coinbase ones mature.
  const faucetCoin = (needed: bigint) => {
    const tip = blocks.length - 1
    for (const entry of [...byId.values()]) {
      const mature =
        !entry.tx.isCoinbase() || (entry.block && tip - entry.block.height + 1 > COINBASE_MATURITY)
      if (!mature) continue
      for (const [vout, output] of entry.tx.outs.entries()) {
        const key = `${entry.txid}:${vout}`
        if (spent.has(key) || output.value < needed) continue
        if (toHex(output.script) !== toHex(faucetScript)) continue
        return { entry, vout, value: output.value, key }
      }
    }
    throw new Error('the regtest faucet has no spendable coin large enough')
  }

  const fund = (to: string, sats: bigint, fundOptions: { confirmed?: boolean } = {}) => {
    const outputScript = address.toOutputScript(to, network)
    const coin = faucetCoin(sats + FEE)
    const psbt = new Psbt({ network })
    psbt.addInput({
      hash: coin.entry.txid,
      index: coin.vout,
      witnessUtxo: { script: faucetScript, value: coin.value },
    })
    psbt.addOutput({ script: outputScript, value: sats })
    psbt.addOutput({ script: faucetScript, value: coin.value - sats - FEE })
    psbt.signAllInputs(faucetKey)
    psbt.finalizeAllInputs()
    const tx = psbt.extractTransaction()
    const entry = { tx, txid: tx.getId() }
    spent.add(coin.key)
    byId.set(entry.txid, entry)
    mempool.push(entry)
    if (fundOptions.confirmed ?? false) mine(1)
    return entry.txid
  }

  mine(COINBASE_MATURITY + 1)

  return {
    network,
    blocks,
    transaction: (txid) => byId.get(txid),
    transactions: () => [
      ...blocks.flatMap((block) => block.txids.map((txid) => byId.get(txid) as ChainTransaction)),
      ...mempool,
    ],
    fund,
    mine,
  }
}
