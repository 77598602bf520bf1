import {
  address as addressCodec,
  type Network,
  opcodes,
  payments,
  script,
  type Transaction,
} from 'bitcoinjs-lib'
import type { ChainTransaction, RegtestChain } from '../chain/createRegtestChain'

// Esplora's REST response shapes (blockstream/electrs `rest.rs`), built from the chain's bitcoinjs-lib objects.

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const OP_NAMES = new Map<number, string>(
  Object.entries(opcodes).map(([name, code]) => [code as number, name]),
)

/** Script text as Esplora prints it (`OP_0 OP_PUSHBYTES_20 ab…`). */
function asm(bytes: Uint8Array): string {
  const chunks = script.decompile(bytes) ?? []
  return chunks
    .map((chunk) => {
      if (typeof chunk === 'number') return OP_NAMES.get(chunk) ?? `OP_UNKNOWN_${chunk}`
      const push = chunk.length <= 75 ? `OP_PUSHBYTES_${chunk.length}` : 'OP_PUSHDATA1'
      return `${push} ${toHex(chunk)}`
    })
    .join(' ')
}

function scriptType(bytes: Uint8Array, network: Network): string {
  const is = (make: () => unknown) => {
    try {
      make()
      return true
    } catch {
      return false
    }
  }
  if (bytes[0] === opcodes.OP_RETURN) return 'op_return'
  if (is(() => payments.p2wpkh({ output: bytes, network }))) return 'v0_p2wpkh'
  if (is(() => payments.p2tr({ output: bytes, network }))) return 'v1_p2tr'
  if (is(() => payments.p2wsh({ output: bytes, network }))) return 'v0_p2wsh'
  if (is(() => payments.p2pkh({ output: bytes, network }))) return 'p2pkh'
  if (is(() => payments.p2sh({ output: bytes, network }))) return 'p2sh'
  return 'unknown'
}

function output(bytes: Uint8Array, value: bigint, network: Network) {
  let address: string | undefined
  try {
    address = addressCodec.fromOutputScript(bytes, network)
  } catch {
    address = undefined
  }
  return {
    scriptpubkey: toHex(bytes),
    scriptpubkey_asm: asm(bytes),
    scriptpubkey_type: scriptType(bytes, network),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

/** `status` of a transaction or UTXO. */
function txStatus(entry: ChainTransaction) {
  return entry.block
    ? {
        confirmed: true,
        block_height: entry.block.height,
        block_hash: entry.block.hash,
        block_time: entry.block.time,
      }
    : { confirmed: false }
}

/** A transaction in Esplora's JSON (`GET /tx/:txid`). */
export function txJson(chain: RegtestChain, entry: ChainTransaction) {
  const { tx } = entry
  const network = chain.network
  const vin = tx.ins.map((input) => {
    const isCoinbase = tx.isCoinbase()
    const txid = toHex(Uint8Array.from(input.hash).reverse())
    const previous = isCoinbase ? undefined : chain.transaction(txid)?.tx.outs[input.index]
    return {
      txid,
      vout: input.index,
      prevout: previous ? output(previous.script, previous.value, network) : null,
      scriptsig: toHex(input.script),
      scriptsig_asm: asm(input.script),
      ...(input.witness.length ? { witness: input.witness.map(toHex) } : {}),
      is_coinbase: isCoinbase,
      sequence: input.sequence,
    }
  })
  const vout = tx.outs.map((out) => output(out.script, out.value, network))
  const inValue = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
  const outValue = vout.reduce((sum, out) => sum + out.value, 0)
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: tx.isCoinbase() ? 0 : inValue - outValue,
    status: txStatus(entry),
  }
}

/** What a transaction did to an address: outputs it funded and outputs of the address it spent. */
function touches(chain: RegtestChain, tx: Transaction, target: string) {
  const funded = tx.outs
    .map((out, vout) => ({ out, vout }))
    .filter(({ out }) => addressOf(out.script, chain.network) === target)
  const spent = tx.isCoinbase()
    ? []
    : tx.ins
        .map((input) => {
          const txid = toHex(Uint8Array.from(input.hash).reverse())
          return chain.transaction(txid)?.tx.outs[input.index]
        })
        .filter(
          (out): out is Transaction['outs'][number] =>
            !!out && addressOf(out.script, chain.network) === target,
        )
  return { funded, spent }
}

function addressOf(bytes: Uint8Array, network: Network): string | undefined {
  try {
    return addressCodec.fromOutputScript(bytes, network)
  } catch {
    return undefined
  }
}

/** Transactions touching an address, as `{ entry, funded, spent }`, chain order, mempool last. */
export function addressHistory(chain: RegtestChain, target: string) {
  return chain
    .transactions()
    .map((entry) => ({ entry, ...touches(chain, entry.tx, target) }))
    .filter(({ funded, spent }) => funded.length > 0 || spent.length > 0)
}

const emptyStats = () => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** `GET /address/:address`: chain_stats (confirmed) and mempool_stats (unconfirmed). */
export function addressJson(chain: RegtestChain, target: string) {
  const chainStats = emptyStats()
  const mempoolStats = emptyStats()
  for (const { entry, funded, spent } of addressHistory(chain, target)) {
    const stats = entry.block ? chainStats : mempoolStats
    stats.tx_count += 1
    stats.funded_txo_count += funded.length
    stats.funded_txo_sum += funded.reduce((sum, { out }) => sum + Number(out.value), 0)
    stats.spent_txo_count += spent.length
    stats.spent_txo_sum += spent.reduce((sum, out) => sum + Number(out.value), 0)
  }
  return { address: target, chain_stats: chainStats, mempool_stats: mempoolStats }
}

/** `GET /address/:address/utxo`: the address's unspent outputs. */
export function utxoJson(chain: RegtestChain, target: string) {
  const spentKeys = new Set(
    chain
      .transactions()
      .flatMap(({ tx }) =>
        tx.isCoinbase()
          ? []
          : tx.ins.map((input) => `${toHex(Uint8Array.from(input.hash).reverse())}:${input.index}`),
      ),
  )
  return addressHistory(chain, target).flatMap(({ entry, funded }) =>
    funded
      .filter(({ vout }) => !spentKeys.has(`${entry.txid}:${vout}`))
      .map(({ out, vout }) => ({
        txid: entry.txid,
        vout,
        status: txStatus(entry),
        value: Number(out.value),
      })),
  )
}
