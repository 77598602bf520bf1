import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import { looksBinary } from '../ui/looksBinary'
import type { RequestDescription } from '../ui/views'
import type { WalletKeys } from '../wallet/deriveKeys'

const invalid = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.invalidParams, message })
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const LAMPORTS_PER_SOL = 1_000_000_000n

type SolanaKeys = WalletKeys['solana']

/** `{ message | transaction: <base64> }`, the params of the solana_* methods (as WalletConnect's Solana RPC has them). */
function bytesParam(params: unknown, name: 'message' | 'transaction'): Uint8Array {
  const value = (params as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string') throw invalid(`${name} (base64) is required`)
  try {
    return base64.decode(value)
  } catch {
    throw invalid(`${name} is not base64`)
  }
}

function decodeTransaction(bytes: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(bytes)
  } catch {
    throw invalid('transaction is not a Solana wire transaction')
  }
}

function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** The instructions of a transaction in words: SOL transfers read out, other programs named. */
function describeInstructions(transaction: Transaction): { label: string; value: string }[] {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const accounts = message.staticAccounts.map(String)
  if (!('instructions' in message))
    return [{ label: 'Transaction', value: `Version ${message.version} message` }]
  return message.instructions.map((instruction, index) => {
    const program = accounts[instruction.programAddressIndex] ?? 'unknown program'
    const data = instruction.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === 2) {
      const to = accounts[instruction.accountIndices?.[1] ?? -1] ?? 'unknown account'
      return {
        label: `Transfer ${index + 1}`,
        value: `${formatSol(view.getBigUint64(4, true))} SOL to ${to}`,
      }
    }
    return { label: `Instruction ${index + 1}`, value: `Program ${program}` }
  })
}

/** What ApproveTransaction shows for a solana request. */
export function describeSolanaRequest(
  method: string,
  params: unknown,
  network: string,
  keys: SolanaKeys,
): RequestDescription {
  const rows = [
    { label: 'Account', value: keys.address },
    { label: 'Network', value: network },
  ]
  if (method === 'solana_signMessage') {
    const bytes = bytesParam(params, 'message')
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
    const readable = looksBinary(text) ? base58.encode(bytes) : text
    return { title: 'Sign message', rows: [{ label: 'Message', value: readable }, ...rows] }
  }
  const transaction = decodeTransaction(bytesParam(params, 'transaction'))
  return {
    title: method === 'solana_signAndSendTransaction' ? 'Approve transaction' : 'Sign transaction',
    rows: [...describeInstructions(transaction), ...rows],
  }
}

/** Signs the transaction's message as this account (which must be one of its signers). */
function signTransaction(transaction: Transaction, keys: SolanaKeys): Transaction {
  if (!(keys.address in transaction.signatures))
    throw invalid('This wallet’s account does not sign this transaction')
  const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), keys.secretKey) as SignatureBytes
  return {
    ...transaction,
    signatures: { ...transaction.signatures, [keys.address]: signature },
  } as Transaction
}

async function sendRaw(rpcUrl: string, wire: Uint8Array): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(wire), { encoding: 'base64', preflightCommitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (typeof body.result !== 'string')
    throw new FrameRequestError({
      code: FRAME_ERROR_CODES.server,
      message: body.error?.message ?? 'sendTransaction failed',
    })
  return body.result
}

/** Runs an approved solana method. */
export async function runSolanaSigning(
  method: string,
  params: unknown,
  rpcUrl: string | undefined,
  keys: SolanaKeys,
): Promise<unknown> {
  if (method === 'solana_signMessage') {
    const signature = ed25519.sign(bytesParam(params, 'message'), keys.secretKey)
    return { signature: base58.encode(signature) }
  }
  const signed = signTransaction(decodeTransaction(bytesParam(params, 'transaction')), keys)
  const wire = new Uint8Array(getTransactionEncoder().encode(signed))
  if (method === 'solana_signTransaction') return { transaction: base64.encode(wire) }
  if (!rpcUrl) throw invalid('No RPC URL for this Solana network')
  return { signature: await sendRaw(rpcUrl, wire) }
}

/** A read-only method answered by the network's RPC. */
export async function readSolana(method: string, params: unknown, rpcUrl: string): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error)
    throw new FrameRequestError({ code: FRAME_ERROR_CODES.server, message: body.error.message ?? method })
  return body.result
}
