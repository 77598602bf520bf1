import {
  type CallsStatus,
  InvalidAddressError,
  MethodNotSupportedError,
  parseCaipAddress,
  type SendCallsRequest,
  type TransactionRequest,
  type TypedDataRequest,
} from '@latch/core'
import {
  type Config,
  type Connector,
  getConnectorClient,
  sendTransaction,
  getCallsStatus as wagmiGetCallsStatus,
  getCapabilities as wagmiGetCapabilities,
  sendCalls as wagmiSendCalls,
  signTypedData as wagmiSignTypedData,
} from '@wagmi/core'
import { type Address, concat, getAddress, type Hex, isAddress, isHex, numberToHex } from 'viem'
import { toEvmWalletError } from '../provider/toEvmWalletError'

/** The connected wallet the calls go through. */
export interface SmartCallSession {
  connector: Connector
  addresses: readonly Address[]
}

function accountOf(caip: string, session: SmartCallSession): { account: Address; chainId: number } {
  const { address, networkId } = parseCaipAddress(caip as `${string}:${string}:${string}`)
  if (!isAddress(address, { strict: true })) throw new InvalidAddressError({ details: address })
  const account = getAddress(address)
  if (!session.addresses.includes(account))
    throw new InvalidAddressError({ details: `${account} is not connected` })
  return { account, chainId: Number(networkId.split(':')[1]) }
}

function hexOrUndefined(value: string | undefined, what: string): Hex | undefined {
  if (value === undefined || value === '0x') return undefined
  if (!isHex(value)) throw new InvalidAddressError({ details: `${what} is not hex` })
  return value
}

// A wallet without the EIP-5792 method: EIP-1193 4200 or JSON-RPC -32601, as viem wraps them.
const NOT_SUPPORTED_CODES = new Set([4200, -32601])

function walletLacksMethod(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 8;
    depth++
  ) {
    if (typeof current.code === 'number' && NOT_SUPPORTED_CODES.has(current.code)) return true
    current = current.cause as typeof current
  }
  return false
}

function toSmartCallError(error: unknown) {
  if (walletLacksMethod(error)) return new MethodNotSupportedError({ cause: error })
  return toEvmWalletError(error)
}

// viem's id for calls sent one by one: the hashes, the chain id, then this marker; its getCallsStatus reads such an
// id from the chain's receipts.
const SEQUENTIAL_ID_MARKER: Hex = '0x5792579257925792579257925792579257925792579257925792579257925792'

/** EIP-712 through the wallet (`eth_signTypedData_v4`). */
export async function signEvmTypedData(
  config: Config,
  session: SmartCallSession,
  input: { address: string; typedData: TypedDataRequest },
): Promise<string> {
  const { account } = accountOf(input.address, session)
  try {
    return await wagmiSignTypedData(config, {
      connector: session.connector,
      account,
      ...(input.typedData as unknown as Parameters<typeof wagmiSignTypedData>[1]),
    } as Parameters<typeof wagmiSignTypedData>[1])
  } catch (error) {
    throw toEvmWalletError(error)
  }
}

/**
 * `eth_signTransaction` through the wallet: it fills nonce, gas and fees, signs and answers the serialized
 * transaction, sending nothing. A wallet without the method (most browser extensions): `MethodNotSupportedError`.
 */
export async function signEvmTransaction(
  config: Config,
  session: SmartCallSession,
  input: TransactionRequest,
): Promise<string> {
  const { account, chainId } = accountOf(input.from, session)
  if (!isAddress(input.to, { strict: false })) throw new InvalidAddressError({ details: input.to })
  const data = hexOrUndefined(input.data, 'The call data')
  try {
    const client = await getConnectorClient(config, { connector: session.connector, account, chainId })
    return await client.request({
      method: 'eth_signTransaction',
      params: [
        {
          from: account,
          to: getAddress(input.to),
          value: numberToHex(input.value),
          chainId: numberToHex(chainId),
          ...(data ? { data } : {}),
        },
      ],
    })
  } catch (error) {
    throw toSmartCallError(error)
  }
}

/** EIP-5792 capabilities of the wallet for the account on its chain. */
export async function getEvmCapabilities(
  config: Config,
  session: SmartCallSession,
  input: { address: string },
): Promise<Record<string, unknown>> {
  const { account, chainId } = accountOf(input.address, session)
  try {
    return (await wagmiGetCapabilities(config, { connector: session.connector, account, chainId })) as Record<
      string,
      unknown
    >
  } catch (error) {
    throw toSmartCallError(error)
  }
}

/**
 * EIP-5792 `wallet_sendCalls`. With `fallback: 'sequential'` a wallet without the method gets one
 * `eth_sendTransaction` per call, with an id in viem's form for such calls, which `getEvmCallsStatus` reads from the
 * chain. (viem's own `experimental_fallback` does not fall back on a 4200 answer.)
 */
export async function sendEvmCalls(
  config: Config,
  session: SmartCallSession,
  input: SendCallsRequest,
): Promise<{ id: string }> {
  const { account, chainId } = accountOf(input.from, session)
  const calls = input.calls.map((call, index) => {
    if (!isAddress(call.to, { strict: false }))
      throw new InvalidAddressError({ details: `call ${index}: ${call.to}` })
    const data = hexOrUndefined(call.data, `call ${index} data`)
    return {
      to: getAddress(call.to),
      ...(data ? { data } : {}),
      ...(call.value !== undefined ? { value: call.value } : {}),
    }
  })
  try {
    const { id } = await wagmiSendCalls(config, {
      connector: session.connector,
      account,
      chainId,
      calls,
      forceAtomic: input.atomicRequired ?? false,
    })
    return { id }
  } catch (error) {
    if (input.fallback !== 'sequential' || !walletLacksMethod(error)) throw toSmartCallError(error)
    // One call at a time cannot be all or none.
    if (input.atomicRequired && calls.length > 1)
      throw new MethodNotSupportedError({
        cause: error,
        details: 'atomic batch: the wallet has no wallet_sendCalls',
      })
  }
  const hashes: Hex[] = []
  for (const call of calls) {
    try {
      hashes.push(await sendTransaction(config, { connector: session.connector, account, chainId, ...call }))
    } catch (error) {
      // The calls already sent stay sent: the visitor declined or the wallet failed at this one.
      throw toEvmWalletError(error)
    }
  }
  return { id: concat([...hashes, numberToHex(chainId, { size: 32 }), SEQUENTIAL_ID_MARKER]) }
}

/** EIP-5792 `wallet_getCallsStatus` (or the chain's receipts for a sequential fallback's id). */
export async function getEvmCallsStatus(
  config: Config,
  session: SmartCallSession,
  input: { id: string },
): Promise<CallsStatus> {
  try {
    const status = await wagmiGetCallsStatus(config, { connector: session.connector, id: input.id })
    return {
      id: input.id,
      status: status.status ?? 'pending',
      atomic: status.atomic,
      receipts: (status.receipts ?? []).map((receipt) => ({
        transactionHash: receipt.transactionHash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
      })),
    }
  } catch (error) {
    throw toSmartCallError(error)
  }
}
