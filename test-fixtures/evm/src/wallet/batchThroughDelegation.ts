import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  isAddress,
  isHex,
  type LocalAccount,
  numberToHex,
  parseAbi,
} from 'viem'
import { ProviderRpcError } from './ProviderRpcError'

/** `Simple7702Account.executeBatch` (`@account-abstraction/contracts` 0.8): callable by the account itself. */
export const executeBatchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** EIP-7702's delegation designator: the code of an EOA that delegates to `delegate`. */
export function delegationCode(delegate: Address): Hex {
  return concat(['0xef0100', delegate]).toLowerCase() as Hex
}

/** One call of a `wallet_sendCalls` request, as EIP-5792 writes it. */
interface WireCall {
  to?: unknown
  data?: unknown
  value?: unknown
}

/** The calls of a `wallet_sendCalls` request, checked; -32602 for a malformed one. */
export function readWireCalls(calls: unknown): { target: Address; value: bigint; data: Hex }[] {
  if (!Array.isArray(calls) || calls.length === 0) throw new ProviderRpcError(-32602, 'calls must be a list')
  return calls.map((call: WireCall, index) => {
    if (typeof call?.to !== 'string' || !isAddress(call.to))
      throw new ProviderRpcError(-32602, `call ${index}: invalid to`)
    const data = call.data === undefined ? '0x' : call.data
    const value = call.value === undefined ? '0x0' : call.value
    if (typeof data !== 'string' || !isHex(data) || typeof value !== 'string' || !isHex(value))
      throw new ProviderRpcError(-32602, `call ${index}: data and value must be hex`)
    return { target: call.to, value: BigInt(value), data }
  })
}

/**
 * Sends the calls as one transaction through EIP-7702: the account delegates to `delegate` (a `Simple7702Account`),
 * signing the authorization itself when its code does not designate it yet, and calls `executeBatch` on its own
 * address. All calls land or none (the batch reverts as a whole). Resolves with the transaction hash.
 */
export async function batchThroughDelegation(input: {
  account: LocalAccount
  chain: Chain
  rpcUrl: string
  delegate: Address
  calls: { target: Address; value: bigint; data: Hex }[]
}): Promise<Hex> {
  const { account, chain, rpcUrl, delegate, calls } = input
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const code = (await reader.getCode({ address: account.address })) ?? '0x'
  const authorizationList =
    code.toLowerCase() === delegationCode(delegate)
      ? []
      : [await wallet.signAuthorization({ account, contractAddress: delegate, executor: 'self' })]
  return wallet.sendTransaction({
    account,
    chain,
    to: account.address,
    data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] }),
    ...(authorizationList.length > 0 ? { authorizationList } : {}),
  })
}

/** `wallet_getCallsStatus`'s answer for a batch sent as the transaction `hash` (EIP-5792 v2 status codes). */
export async function callsStatusOf(rpcUrl: string, chainId: number, hash: Hex): Promise<unknown> {
  const reader = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await reader.getTransactionReceipt({ hash }).catch(() => null)
  return {
    version: '2.0.0',
    id: hash,
    chainId: numberToHex(chainId),
    atomic: true,
    status: receipt === null ? 100 : receipt.status === 'success' ? 200 : 500,
    receipts:
      receipt === null
        ? []
        : [
            {
              logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
              status: receipt.status === 'success' ? '0x1' : '0x0',
              blockHash: receipt.blockHash,
              blockNumber: numberToHex(receipt.blockNumber),
              gasUsed: numberToHex(receipt.gasUsed),
              transactionHash: receipt.transactionHash,
            },
          ],
  }
}
