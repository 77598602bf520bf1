import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToString,
  http,
  isHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import { looksBinary } from '../ui/looksBinary'
import type { RequestDescription } from '../ui/views'
import { describeTypedData, readTypedData, type TypedDataPayload } from './describeTypedData'

const invalid = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.invalidParams, message })

/** A viem chain for a CAIP-2 eip155 network and the host's RPC URL for it. */
export function evmChain(reference: number, rpcUrl: string): Chain {
  return defineChain({
    id: reference,
    name: `eip155:${reference}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

interface TransactionParams {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  gasPrice?: Hex
}

const quantity = (value: unknown) => (typeof value === 'string' && isHex(value) ? BigInt(value) : undefined)

function transactionOf(params: unknown, account: PrivateKeyAccount) {
  const tx = (Array.isArray(params) ? params[0] : undefined) as TransactionParams | undefined
  if (!tx || typeof tx !== 'object') throw invalid('A transaction object is required')
  if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase())
    throw invalid('The transaction is not from this wallet’s account')
  const value = quantity(tx.value)
  const gas = quantity(tx.gas)
  const nonce = quantity(tx.nonce)
  const maxFeePerGas = quantity(tx.maxFeePerGas)
  const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas)
  return {
    account,
    ...(tx.to ? { to: tx.to } : {}),
    ...(value !== undefined ? { value } : {}),
    ...(tx.data && tx.data !== '0x' ? { data: tx.data } : {}),
    ...(gas !== undefined ? { gas } : {}),
    ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
    ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
    ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
  }
}

/** The message of a personal_sign as the visitor reads it: its text when it is text, else its bytes. */
function readableMessage(message: unknown): string {
  if (typeof message !== 'string') throw invalid('personal_sign needs a message')
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // Control characters other than line breaks mean binary data: show the hex rather than garbled text.
    return looksBinary(text) ? message : text
  } catch {
    return message
  }
}

function chainNumber(value: unknown): bigint | undefined {
  try {
    return typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The typed data of `eth_signTypedData_v4 [address, data]`, refused when it is for another account or, with a domain
 * chain id, for another network than the one the frame is on (what the visitor approves is what is signed).
 */
function typedDataFor(list: readonly unknown[], chain: Chain, account: PrivateKeyAccount): TypedDataPayload {
  if (typeof list[0] !== 'string' || list[0].toLowerCase() !== account.address.toLowerCase())
    throw invalid('The typed data is not for this wallet’s account')
  const typed = readTypedData(list[1])
  const domainChain = typed.domain.chainId
  if (domainChain !== undefined && chainNumber(domainChain) !== BigInt(chain.id))
    throw invalid('The typed data is for another network')
  return typed
}

/** What ApproveTransaction shows for an eip155 request. */
export function describeEvmRequest(
  method: string,
  params: unknown,
  chain: Chain,
  account: PrivateKeyAccount,
): RequestDescription {
  const network = { label: 'Network', value: chain.name }
  const from = { label: 'Account', value: account.address }
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign')
    return {
      title: 'Sign message',
      rows: [{ label: 'Message', value: readableMessage(list[0]) }, from, network],
    }
  if (method === 'eth_signTypedData_v4')
    return {
      title: 'Sign typed data',
      rows: [...describeTypedData(typedDataFor(list, chain, account)), from, network],
    }
  const tx = transactionOf(params, account)
  return {
    title: method === 'eth_sendTransaction' ? 'Approve transaction' : 'Sign transaction',
    rows: [
      { label: 'To', value: tx.to ?? 'New contract' },
      { label: 'Amount', value: `${formatEther(tx.value ?? 0n)} ${chain.nativeCurrency.symbol}` },
      ...(tx.data ? [{ label: 'Data', value: tx.data.slice(0, 2_000) }] : []),
      from,
      network,
    ],
  }
}

/** Runs an approved eip155 method with the local account. */
export async function runEvmSigning(
  method: string,
  params: unknown,
  chain: Chain,
  account: PrivateKeyAccount,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    const message = list[0]
    if (typeof message !== 'string') throw invalid('personal_sign needs a message')
    if (typeof list[1] === 'string' && list[1].toLowerCase() !== account.address.toLowerCase())
      throw invalid('The message is not for this wallet’s account')
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === 'eth_signTypedData_v4')
    return account.signTypedData(
      typedDataFor(list, chain, account) as Parameters<typeof account.signTypedData>[0],
    )
  const wallet = createWalletClient({ account, chain, transport: http() })
  const tx = transactionOf(params, account)
  if (method === 'eth_sendTransaction') return wallet.sendTransaction(tx)
  const prepared = await wallet.prepareTransactionRequest(tx)
  return account.signTransaction(prepared as Parameters<typeof account.signTransaction>[0])
}

/** A read-only method answered by the network's RPC. */
export function readEvm(method: string, params: unknown, chain: Chain): Promise<unknown> {
  const client = createPublicClient({ chain, transport: http() })
  return client.request({ method, params } as never)
}
